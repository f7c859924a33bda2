// One Jest run over every workspace (npm workspaces: libs/*, services/*, gateway)
// that has a jest.config.js of its own.
const fs = require('node:fs');
const path = require('node:path');

const workspaceDirs = ['libs', 'services']
  .flatMap((parent) =>
    fs.existsSync(path.join(__dirname, parent))
      ? fs.readdirSync(path.join(__dirname, parent)).map((name) => path.join(parent, name))
      : [],
  )
  .concat(['gateway'])
  .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')));

module.exports = {
  projects: workspaceDirs.map((dir) => `<rootDir>/${dir}`),
  reporters: ['default', '<rootDir>/scripts/summary-reporter.js'],
};
