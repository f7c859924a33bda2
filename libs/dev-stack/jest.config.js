const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'system',
  // The system test validates every answer against the gateway's OpenAPI description.
  moduleNameMapper: {
    '^@workmesh/gateway$': '<rootDir>/../../gateway/src',
    ...preset.moduleNameMapper,
  },
};
