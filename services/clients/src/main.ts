// Entry point: config → logger → app (MongoDB, object storage, bus + outbox, gRPC) → graceful shutdown.
import { runProcess } from '@workmesh/platform';
import { createClientsApp } from './app';
import { loadClientsConfig } from './config';

runProcess(
  'clients',
  () => loadClientsConfig(),
  async (config, logger) => {
    const app = await createClientsApp(config, logger);
    return { describe: { port: app.port }, stopSteps: [['clients service', () => app.stop()]] };
  },
);
