const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'system',
  // The system test validates every answer against the gateway's OpenAPI description.
  moduleNameMapper: {
    '^@workmesh/gateway$': '<rootDir>/../../gateway/src',
    // The SDK as a client developer gets it: its built CommonJS (npm test builds it first).
    '^@workmesh/client$': '<rootDir>/../../sdk/typescript/dist/cjs/index.js',
    ...preset.moduleNameMapper,
  },
};
