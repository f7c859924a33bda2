// The entry point every process shares: read the configuration (a bad value prints
// the message and exits 1 — there is no logger yet, its level is configuration),
// start, and on SIGTERM/SIGINT run the stop steps within SHUTDOWN_TIMEOUT_MS.
import { ConfigError } from './config';
import { createLogger, type Logger } from './logging';
import { onShutdown } from './shutdown';
import type { ShutdownStep } from './stop-steps';

export interface ProcessConfig {
  LOG_LEVEL: string;
  SHUTDOWN_TIMEOUT_MS: number;
}

export interface StartedProcess {
  /** What was started, for the "ready" log line (e.g. { port }). */
  describe?: Record<string, unknown>;
  stopSteps: ShutdownStep[];
}

export function runProcess<Config extends ProcessConfig>(
  name: string,
  loadConfig: () => Config,
  start: (config: Config, logger: Logger) => Promise<StartedProcess>,
): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(
      `${name}: ${error instanceof ConfigError ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
  const logger = createLogger(name, config.LOG_LEVEL);
  start(config, logger).then(
    (started) => {
      onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, started.stopSteps);
      logger.info(started.describe ?? {}, `${name} ready`);
    },
    (error: unknown) => {
      logger.fatal({ err: error }, `${name} could not start`);
      process.exit(1);
    },
  );
}
