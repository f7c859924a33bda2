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
  // On 2 cores Jest would run every file in its main process, whose heap then grows past
  // 4 GB (each file's modules are never all freed) and pauses for seconds late in the run.
  // With a limit it runs the files in a worker instead (still one at a time: maxWorkers is
  // the cores less one) and starts a fresh worker whenever one has grown past it.
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/scripts/summary-reporter.js'],
};
