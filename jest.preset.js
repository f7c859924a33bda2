// Shared Jest settings for every workspace: TypeScript is transpiled by ts-jest
// (type checking is `tsc -b`, run before the tests by scripts/prepare.mjs).
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false }],
  },
  moduleNameMapper: {
    '^@workmesh/([a-z-]+)$': '<rootDir>/../../libs/$1/src',
  },
};
