// The identity process: config → app → graceful shutdown on SIGTERM/SIGINT.
import { runProcess } from '@workmesh/platform';
import { createIdentityApp } from './app';
import { loadIdentityConfig } from './config';

runProcess(
  'identity',
  () => loadIdentityConfig(),
  async (config, logger) => {
    const app = await createIdentityApp(config, logger);
    return { describe: { port: app.port }, stopSteps: [['identity', () => app.stop()]] };
  },
);
