// Entry point: config → logger → app (MongoDB, bus + outbox, gRPC) → graceful shutdown.
import { ConfigError, createLogger, onShutdown } from '@workmesh/platform';
import { createTeamsApp } from './app';
import { loadTeamsConfig, type TeamsConfig } from './config';

function configOrExit(): TeamsConfig {
  try {
    return loadTeamsConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger yet: its level is part of the configuration that failed.
    process.stderr.write(`teams: ${error.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const logger = createLogger('teams', config.LOG_LEVEL);
  try {
    const app = await createTeamsApp(config, logger);
    onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, [['teams service', () => app.stop()]]);
  } catch (error) {
    logger.fatal({ err: error }, 'teams failed to start');
    process.exit(1);
  }
}

void main();
