// The teams service in one process: MongoDB, the event bus and its outbox relay,
// the identity client and the gRPC server. Tests start it in-process on port 0.
import {
  connectMongo,
  EventBus,
  Outbox,
  startGrpcServer,
  type Connection,
  type Logger,
} from '@workmesh/platform';
import type { TeamsConfig } from './config';
import type { TeamsDependencies } from './dependencies';
import { teamsGrpcService } from './grpc';
import { groupsUseCases } from './groups';
import { identityDirectory } from './identity-directory';
import { invitationsUseCases } from './invitations';
import { membersUseCases } from './members';
import { teamsRepository } from './models';
import { teamSettingsUseCases } from './team-settings';
import { teamsUseCases } from './teams';

export interface TeamsApp {
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
      logger.error({ err: error, step: name }, 'teams: stop step failed');
    }
  }
}

export async function createTeamsApp(config: TeamsConfig, logger: Logger): Promise<TeamsApp> {
  // Filled in start order, run in reverse, so a failed start closes what it opened.
  const steps: StopStep[] = [];
  try {
    const connection: Connection = await connectMongo(config.MONGO_URL, logger);
    steps.unshift(['close MongoDB', () => connection.close()]);
    const repository = teamsRepository(connection);
    await repository.ensureCollections();

    const bus = new EventBus({ url: config.AMQP_URL, prefix: config.AMQP_PREFIX, logger });
    steps.unshift(['close event bus', () => bus.close()]);
    await bus.connect();
    const outbox = new Outbox({ connection, bus, logger });
    outbox.start();
    steps.unshift(['stop outbox relay', () => outbox.stop()]);

    const identity = identityDirectory(config.IDENTITY_GRPC_ADDRESS, {
      deadlineMs: config.GRPC_DEADLINE_MS,
    });
    steps.unshift(['close identity client', async () => identity.close()]);

    const deps: TeamsDependencies = {
      repository,
      outbox,
      logger,
      identity,
      invitationTtlDays: config.INVITATION_TTL_DAYS,
    };
    const server = await startGrpcServer({
      port: config.GRPC_PORT,
      services: [
        teamsGrpcService({
          teams: teamsUseCases(deps),
          invitations: invitationsUseCases(deps),
          members: membersUseCases(deps),
          groups: groupsUseCases(deps),
          settings: teamSettingsUseCases(deps),
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
