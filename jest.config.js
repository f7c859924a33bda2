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
  // Two suites at a time even on 2 cores (Jest's default would be one): most suites wait
  // on brokers, servers and timers rather than compute, and the run halves (~9 → ~5 min).
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/scripts/summary-reporter.js'],
};
