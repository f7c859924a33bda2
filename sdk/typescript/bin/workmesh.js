#!/usr/bin/env node
// The `workmesh` command (package.json `bin`): the built command line, dist/cli/main.js.
// A committed file, so that `npm ci` links `npx workmesh` before anything is built.
'use strict';
const path = require('node:path');
const main = path.join(__dirname, '..', 'dist', 'cli', 'main.js');
try {
  require.resolve(main);
} catch {
  process.stderr.write(
    'workmesh: the command line is not built yet: run `npm run build` (npm start and npm test build it too)\n',
  );
  process.exit(1);
}
require(main);
