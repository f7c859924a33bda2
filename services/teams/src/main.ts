// Entry point: config → logger → app (MongoDB, bus + outbox, gRPC) → graceful shutdown.
import { runProcess } from '@workmesh/platform';
import { createTeamsApp } from './app';
import { loadTeamsConfig } from './config';

runProcess(
  'teams',
  () => loadTeamsConfig(),
  async (config, logger) => {
    const app = await createTeamsApp(config, logger);
    return { describe: { port: app.port }, stopSteps: [['teams service', () => app.stop()]] };
  },
);
