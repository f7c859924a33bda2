module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'mongo-embedded',
  testTimeout: 60000,
};
