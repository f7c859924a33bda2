// One Jest run over every workspace (npm workspaces: libs/*, services/*, gateway, sdk/typescript)
// that has a jest.config.js of its own.
const fs = require('node:fs');
const path = require('node:path');

const workspaceDirs = ['libs', 'services']
  .flatMap((parent) =>
    fs.existsSync(path.join(__dirname, parent))
      ? fs.readdirSync(path.join(__dirname, parent)).map((name) => path.join(parent, name))
      : [],
  )
  .concat(['gateway', 'sdk/typescript'])
  .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')));

module.exports = {
  projects: workspaceDirs.map((dir) => `<rootDir>/${dir}`),
  // Two workers on the 2-core machine CI runs on: the tests wait on servers, brokers and
  // processes far more than they compute. A worker is replaced once its heap has grown
  // past 1 GB: each test file leaves some memory behind in Jest's module sandboxes (about
  // 16 MB a file; docs/testing.md), so a long-lived worker would grow past Node's
  // default heap limit over the whole suite.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/scripts/summary-reporter.js'],
};
