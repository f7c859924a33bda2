// node dist/src/replay-operator-deliveries.js <delivery id>… | --all-failed
// Run with the notifier's environment (its MONGO_URL); a running notifier sends the
// replayed webhooks (operator-replay.ts says why this is the operator's tool and not an API).
import { connectMongo, createLogger, EventBus, Outbox } from '@workmesh/platform';
import { loadNotifierConfig } from './config';
import { notifierRepository } from './models';
import { replayOperatorDeliveries } from './operator-replay';

async function main(args: string[]): Promise<number> {
  const ids = args.map(Number);
  if (args.length === 0 || (args[0] !== '--all-failed' && !ids.every(Number.isSafeInteger))) {
    process.stderr.write('usage: replay-operator-deliveries <delivery id>… | --all-failed\n');
    return 2;
  }
  const config = loadNotifierConfig();
  const logger = createLogger('notifier-replay', config.LOG_LEVEL);
  const connection = await connectMongo(config.MONGO_URL, logger);
  try {
    const repository = notifierRepository(connection);
    // Only records: the running notifier's relay publishes them.
    const outbox = new Outbox({
      connection,
      bus: new EventBus({ url: config.AMQP_URL, prefix: config.AMQP_PREFIX, logger }),
      logger,
    });
    const outcome = await replayOperatorDeliveries(
      {
        repository,
        outbox,
        logger,
      },
      args[0] === '--all-failed' ? 'all-failed' : ids,
    );
    process.stdout.write(`${JSON.stringify(outcome)}\n`);
    return outcome.skipped.length === 0 ? 0 : 1;
  } finally {
    await connection.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
