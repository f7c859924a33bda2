// The clients service in one process: MongoDB, the event bus and its outbox relay,
// object storage for logos, the teams client and the gRPC server. Tests start it
// in-process on port 0.
import {
  connectMongo,
  EventBus,
  Outbox,
  startGrpcServer,
  type Connection,
  type Logger,
} from '@workmesh/platform';
import { clientsUseCases } from './clients';
import type { ClientsConfig } from './config';
import type { ClientsDependencies } from './dependencies';
import { clientsGrpcService } from './grpc';
import { invoiceSettingsUseCases } from './invoice-settings';
import { logoStorage } from './logo-storage';
import { clientsRepository } from './models';
import { projectsUseCases } from './projects';
import { teamsDirectory } from './teams-directory';

export interface ClientsApp {
  /** The gRPC port actually bound (useful when config.GRPC_PORT is 0). */
  port: number;
  /** Stops accepting calls, drains them, stops the relay, then closes the broker and database connections. */
  stop(): Promise<void>;
}

type StopStep = [name: string, run: () => Promise<void>];

/** Runs every step even when one fails, so one stuck part never keeps the others open. */
async function runStopSteps(steps: StopStep[], logger: Logger): Promise<void> {
  for (const [name, run] of steps) {
    try {
      await run();
    } catch (error) {
      logger.error({ err: error, step: name }, 'clients: stop step failed');
    }
  }
}

export async function createClientsApp(config: ClientsConfig, logger: Logger): Promise<ClientsApp> {
  // Filled in start order, run in reverse, so a failed start closes what it opened.
  const steps: StopStep[] = [];
  try {
    const connection: Connection = await connectMongo(config.MONGO_URL, logger);
    steps.unshift(['close MongoDB', () => connection.close()]);
    const repository = clientsRepository(connection);
    await repository.ensureCollections();

    const logos = logoStorage(config, logger);
    await logos.prepare();

    const bus = new EventBus({ url: config.AMQP_URL, prefix: config.AMQP_PREFIX, logger });
    steps.unshift(['close event bus', () => bus.close()]);
    await bus.connect();
    const outbox = new Outbox({ connection, bus, logger });
    outbox.start();
    steps.unshift(['stop outbox relay', () => outbox.stop()]);

    const teams = teamsDirectory(config.TEAMS_GRPC_ADDRESS, {
      deadlineMs: config.GRPC_DEADLINE_MS,
    });
    steps.unshift(['close teams client', async () => teams.close()]);

    const deps: ClientsDependencies = {
      repository,
      outbox,
      logger,
      teams,
      logos,
      maxUploadBytes: config.MAX_UPLOAD_BYTES,
    };
    const clients = clientsUseCases(deps);
    const server = await startGrpcServer({
      port: config.GRPC_PORT,
      services: [
        clientsGrpcService({
          clients,
          invoiceSettings: invoiceSettingsUseCases(deps, clients),
          projects: projectsUseCases(deps),
        }),
      ],
      logger,
    });
    steps.unshift(['stop gRPC server', () => server.shutdown(config.SHUTDOWN_TIMEOUT_MS)]);

    let stopping: Promise<void> | undefined;
    return {
      port: server.port,
      stop: () => (stopping ??= runStopSteps(steps, logger)),
    };
  } catch (error) {
    await runStopSteps(steps, logger);
    throw error;
  }
}
