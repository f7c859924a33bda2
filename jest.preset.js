// Shared Jest settings for every workspace: TypeScript is transpiled by ts-jest
// (type checking is `tsc -b`, run before the tests by scripts/prepare.mjs).
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  // Component tests start servers and brokers in beforeAll: 60 s per test and hook.
  setupFilesAfterEnv: [path.join(__dirname, 'scripts', 'jest-setup.js')],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false }],
  },
  moduleNameMapper: {
    '^@workmesh/([a-z-]+)$': '<rootDir>/../../libs/$1/src',
  },
};
