// Wiring of the identity service: MongoDB → teams client → event bus (mail results,
// team events) → outbox relay → gRPC server. Tests start it in-process on port 0.
import {
  connectMongo,
  createClient,
  EventBus,
  Outbox,
  ProcessedEvents,
  startGrpcServer,
  teamsProto,
  type Connection,
  type Logger,
} from '@workmesh/platform';
import type { IdentityConfig } from './config';
import { identityService } from './grpc';
import { MailResults } from './mail-results';
import { IdentityStore } from './models';
import { scryptHasher } from './passwords';
import { subscribeToTeamEvents, TEAM_EVENTS_CONSUMER } from './team-events';

export interface IdentityApp {
  /** The port the gRPC server listens on (the real one when GRPC_PORT is 0). */
  port: number;
  /** Graceful: stop accepting calls, let in-flight ones finish, then close everything. */
  stop(): Promise<void>;
}

export async function createIdentityApp(
  config: IdentityConfig,
  logger: Logger,
): Promise<IdentityApp> {
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) =>
        logger.error({ err: error }, 'identity: a shutdown step failed'),
      );
    }
  };
  try {
    const connection: Connection = await connectMongo(config.MONGO_URL, logger);
    cleanups.push(() => connection.close());
    const store = new IdentityStore(connection);
    await store.init();

    const teams = createClient(teamsProto().Teams.service, config.TEAMS_GRPC_ADDRESS, {
      deadlineMs: config.GRPC_DEADLINE_MS,
    });
    cleanups.push(async () => teams.close());

    // Closed before the teams client and the database: in-flight event handlers use both.
    const bus = new EventBus({ url: config.AMQP_URL, prefix: config.AMQP_PREFIX, logger });
    cleanups.push(() => bus.close());
    const outbox = new Outbox({ connection, bus, logger });
    const mailResults = new MailResults(logger);

    const deps = {
      config,
      logger,
      store,
      outbox,
      teams,
      passwords: scryptHasher(config.SCRYPT_COST),
      mailResults,
    };
    // Subscriptions before the connection: it declares their queues before anything is published.
    await mailResults.listen(bus);
    await subscribeToTeamEvents(bus, new ProcessedEvents(connection, TEAM_EVENTS_CONSUMER), deps);
    await bus.connect();

    outbox.start();
    cleanups.push(() => outbox.stop());

    const server = await startGrpcServer({
      port: config.GRPC_PORT,
      services: [identityService(deps)],
      logger,
    });
    // Half the shutdown budget for in-flight calls (a reset may be waiting for its mail); the rest for closing.
    cleanups.push(() => server.shutdown(config.SHUTDOWN_TIMEOUT_MS / 2));

    return { port: server.port, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
