// The notifier process: config → logger → app (mongo, bus, outbox, health server) → shutdown.
import { ConfigError, createLogger, onShutdown } from '@workmesh/platform';
import { loadNotifierConfig, type NotifierConfig } from './config';
import { createNotifierApp } from './app';

async function main(): Promise<void> {
  let config: NotifierConfig;
  try {
    config = loadNotifierConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`notifier: ${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger('notifier', config.LOG_LEVEL);
  try {
    const app = await createNotifierApp(config, logger);
    onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, [['notifier', app.stop]]);
    logger.info({ grpc_port: app.port }, 'notifier started');
  } catch (error) {
    logger.fatal({ err: error }, 'notifier could not start');
    process.exit(1);
  }
}

void main();
