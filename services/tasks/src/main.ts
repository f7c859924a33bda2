// Entry point: config → logger → app (MongoDB, bus + outbox, gRPC) → graceful shutdown.
import { runProcess } from '@workmesh/platform';
import { createTasksApp } from './app';
import { loadTasksConfig } from './config';

runProcess(
  'tasks',
  () => loadTasksConfig(),
  async (config, logger) => {
    const app = await createTasksApp(config, logger);
    return { describe: { port: app.port }, stopSteps: [['tasks service', () => app.stop()]] };
  },
);
