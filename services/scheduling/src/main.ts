// Entry point: config → logger → app (MongoDB, bus + outbox, gRPC) → graceful shutdown.
import { runProcess } from '@workmesh/platform';
import { createSchedulingApp } from './app';
import { loadSchedulingConfig } from './config';

runProcess(
  'scheduling',
  () => loadSchedulingConfig(),
  async (config, logger) => {
    const app = await createSchedulingApp(config, logger);
    return { describe: { port: app.port }, stopSteps: [['scheduling service', () => app.stop()]] };
  },
);
