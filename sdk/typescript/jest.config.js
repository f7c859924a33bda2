module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'sdk',
  moduleNameMapper: {
    // The SDK's sources import with `.js` (they are also built as ES modules).
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@workmesh/client$': '<rootDir>/src',
    '^@workmesh/([a-z-]+)$': '<rootDir>/../../libs/$1/src',
  },
};
