// Imports end to end (imports.system.ts) on a stack of their own: the tracking process is
// killed mid-import there, which other files' tests must not meet. Short polls, a short
// lease (a killed worker's job is taken over within seconds) and small batches (a kill
// lands mid-file).
import { describeImports } from './imports.system';
import { useSystem } from './system-harness';

const system = useSystem({
  name: 'e2e-imports',
  envFor: {
    tracking: {
      IMPORT_POLL_INTERVAL_MS: '200',
      IMPORT_LEASE_MS: '5000',
      IMPORT_BATCH_SIZE: '100',
    },
  },
});
describeImports(system);
