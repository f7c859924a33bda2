// The notifier process: config → logger → app (mongo, bus, outbox, health server) → shutdown.
import { runProcess } from '@workmesh/platform';
import { createNotifierApp } from './app';
import { loadNotifierConfig } from './config';

runProcess(
  'notifier',
  () => loadNotifierConfig(),
  async (config, logger) => {
    const app = await createNotifierApp(config, logger);
    return { describe: { port: app.port }, stopSteps: [['notifier', () => app.stop()]] };
  },
);
