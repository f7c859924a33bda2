// Wiring of the notifier: its database, the bus (consumer of the mail events and,
// through the outbox, producer of their results), the mail relay, and a gRPC server
// that serves only grpc.health.v1, for probes.
import {
  connectMongo,
  EventBus,
  Outbox,
  ProcessedEvents,
  startGrpcServer,
  type Logger,
} from '@workmesh/platform';
import type { NotifierConfig } from './config';
import { createMailConsumer, MAIL_CONSUMER, MAIL_QUEUE, MAIL_ROUTING_KEYS } from './mail-consumer';
import { createMailTemplates } from './mail-templates';
import { createMailer } from './mailer';
import { MailDeliveries } from './models';

export interface NotifierApp {
  /** The gRPC (health) port actually bound: GRPC_PORT, or a free one when it is 0. */
  port: number;
  /** Stops taking events, lets the mails under way finish, then closes everything. */
  stop(): Promise<void>;
}

// Mails are sent one connection each; a few at once keeps a slow relay from
// holding many events unacknowledged.
const MAIL_PREFETCH = 5;

export async function createNotifierApp(
  config: NotifierConfig,
  logger: Logger,
): Promise<NotifierApp> {
  const connection = await connectMongo(config.MONGO_URL, logger);
  const bus = new EventBus({ url: config.AMQP_URL, prefix: config.AMQP_PREFIX, logger });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const outbox = new Outbox({ connection, bus, logger });
  try {
    const deliveries = new MailDeliveries(connection);
    await deliveries.prepare();
    const handler = createMailConsumer({
      connection,
      deliveries,
      processedEvents: new ProcessedEvents(connection, MAIL_CONSUMER),
      outbox,
      mailer,
      templates: createMailTemplates({
        publicUrl: config.PUBLIC_URL,
        productName: config.PRODUCT_NAME,
      }),
      logger,
      maxAttempts: config.MAIL_RETRY_DELAYS_MS.length + 1,
    });
    await bus.subscribe({
      queue: MAIL_QUEUE,
      routingKeys: MAIL_ROUTING_KEYS,
      prefetch: MAIL_PREFETCH,
      retryDelaysMs: config.MAIL_RETRY_DELAYS_MS,
      handler,
    });
    await bus.connect();
    outbox.start();
    const grpcServer = await startGrpcServer({ port: config.GRPC_PORT, services: [], logger });

    let stopping: Promise<void> | undefined;
    const stop = async () => {
      await grpcServer.shutdown(config.SHUTDOWN_TIMEOUT_MS);
      // Mails under way finish and are acknowledged; their results stay in the outbox
      // if the relay cannot publish them before the bus closes, and leave on next start.
      await bus.close();
      await outbox.stop();
      mailer.close();
      await connection.close();
    };
    return {
      port: grpcServer.port,
      stop: () => (stopping ??= stop()),
    };
  } catch (error) {
    await outbox.stop();
    await bus.close().catch(() => undefined);
    mailer.close();
    await connection.close().catch(() => undefined);
    throw error;
  }
}
