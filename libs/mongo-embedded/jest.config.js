module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'mongo-embedded',
};
