module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'sdk',
  moduleNameMapper: {
    // The SDK's sources import with `.js` (they are also built as ES modules).
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@workmesh/client$': '<rootDir>/src',
    // The command line's system test runs the whole stack (libs/dev-stack's harness), whose
    // response checks read the gateway's OpenAPI contract.
    '^@workmesh/gateway$': '<rootDir>/../../gateway/src',
    '^@workmesh/([a-z-]+)$': '<rootDir>/../../libs/$1/src',
  },
};
