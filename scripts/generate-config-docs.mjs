// `npm run docs:config`: writes docs/configuration.md from the joi schemas of every
// process (libs/dev-stack/src/configuration-doc.ts, built by tsc -b: run after
// scripts/prepare.mjs). With --check (`npm run docs:config:check`), writes nothing and
// exits 1 when the file is not what the schemas say.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  checkConfigurationDoc,
  writeConfigurationDoc,
  CONFIGURATION_DOC_PATH,
} = require('../libs/dev-stack/dist/src/configuration-doc.js');

try {
  if (process.argv.includes('--check')) {
    const drift = checkConfigurationDoc();
    if (drift) {
      console.error(drift);
      process.exit(1);
    }
    console.log(`${CONFIGURATION_DOC_PATH} is up to date`);
  } else {
    const changed = writeConfigurationDoc();
    console.log(`${CONFIGURATION_DOC_PATH} ${changed ? 'written' : 'unchanged'}`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
