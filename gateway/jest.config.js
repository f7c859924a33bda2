module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'gateway',
  moduleNameMapper: { '^@workmesh/([a-z-]+)$': '<rootDir>/../libs/$1/src' },
};
