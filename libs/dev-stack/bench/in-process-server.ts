// The in-process baseline of the system bench: the same use cases the services run
// (teams' listTeams, clients' createClient and createProject, tracking's summary report
// of the seeded month), called directly behind a
// bare express route, with no gateway, no gRPC and no authentication. It runs in its own
// process (forked by system-bench), so the load generator never shares its event loop.
// teams is asked in-process too (its repository for roles and invoice defaults); the
// outbox records events in the transaction as in production, but its relay is not started.
//   env: BENCH_MONGO_URL (server), BENCH_USER_ID, BENCH_TEAM_ID
import {
  connectMongo,
  createLogger,
  Outbox,
  type Caller,
  type EventBus,
  type TeamRole,
} from '@workmesh/platform';
import { withDatabase } from '@workmesh/testing';
import express, { type Request, type Response } from 'express';
import type { AddressInfo } from 'node:net';
import {
  clientsRepository,
  clientsUseCases,
  projectsUseCases,
  type ClientsDependencies,
  type LogoStorage,
  type TeamsDirectory,
} from '@workmesh/clients';
import { trackingRepository } from '@workmesh/tracking';
import { inProcessSummaryReport } from './tracking-report';
import {
  teamsRepository,
  teamsUseCases,
  type IdentityDirectory,
  type TeamsDependencies,
} from '@workmesh/teams';

/** The grpc status code of a use case's error, as an HTTP status (enough for a bench). */
function httpStatusOf(error: unknown): number {
  const code = (error as { code?: number }).code;
  if (code === 3) return 400;
  if (code === 5) return 404;
  if (code === 6) return 409;
  if (code === 7) return 403;
  if (code === 16) return 401;
  return 500;
}

async function main() {
  const mongoUrl = process.env.BENCH_MONGO_URL!;
  const caller: Caller = {
    userId: Number(process.env.BENCH_USER_ID),
    teamId: Number(process.env.BENCH_TEAM_ID),
  };
  const logger = createLogger('bench-in-process', 'warn');

  // teams: the stack's own database, read only (the same data the gateway path reads).
  const teamsConnection = await connectMongo(withDatabase(mongoUrl, 'teams'), logger);
  const teamsRepo = teamsRepository(teamsConnection);
  const noBus = {} as EventBus; // never connected nor started: record() only
  const teamsOutbox = new Outbox({ connection: teamsConnection, bus: noBus, logger });
  const teamsDeps: TeamsDependencies = {
    repository: teamsRepo,
    outbox: { record: (...events) => teamsOutbox.record(...events), kick() {} },
    logger,
    identity: {} as IdentityDirectory, // listTeams does not ask identity
    invitationTtlDays: 7,
  };
  const teams = teamsUseCases(teamsDeps);

  // clients: its own database, so the stack's data is untouched.
  const clientsConnection = await connectMongo(withDatabase(mongoUrl, 'bench_clients'), logger);
  const clientsRepo = clientsRepository(clientsConnection);
  await clientsRepo.ensureCollections();
  const clientsOutbox = new Outbox({ connection: clientsConnection, bus: noBus, logger });
  const teamsDirectory: TeamsDirectory = {
    roleOf: async (teamId, userId) =>
      ((await teamsRepo.memberships.find(teamId, userId))?.role as TeamRole | undefined) ?? null,
    organizationDefaults: async (teamId) => {
      const settings = await teamsRepo.settings.findOrCreate(teamId);
      return {
        default_invoice_notes: settings.default_invoice_notes ?? '',
        default_net_term: settings.default_net_term,
      };
    },
    missingGroups: async () => [],
    close() {},
  };
  const logos: LogoStorage = {
    prepare: async () => undefined,
    put: async () => {
      throw new Error('no logos in the bench');
    },
    remove: async () => undefined,
    urlOf: (key) => (key ? `http://localhost/${key}` : ''),
  };
  const clientsDeps: ClientsDependencies = {
    repository: clientsRepo,
    outbox: {
      record: (...events) => clientsOutbox.record(...events),
      kick() {},
    },
    logger,
    teams: teamsDirectory,
    logos,
    maxUploadBytes: 1024 * 1024,
  };
  const clients = clientsUseCases(clientsDeps);
  const projects = projectsUseCases(clientsDeps);

  // tracking: the stack's own database, read only (the month system-bench seeded).
  const trackingConnection = await connectMongo(withDatabase(mongoUrl, 'tracking'), logger);
  const summaryReport = inProcessSummaryReport(trackingRepository(trackingConnection), {
    roleOf: teamsDirectory.roleOf,
    settingsOf: async (teamId) => {
      const settings = await teamsRepo.settings.findOrCreate(teamId);
      return { timezone: settings.timezone, weekStart: settings.week_start };
    },
  });

  const app = express();
  app.use(express.json());
  const answer =
    (status: number, work: (req: Request) => Promise<unknown>) =>
    async (req: Request, res: Response) => {
      try {
        res.status(status).json({ success: await work(req) });
      } catch (error) {
        res.status(httpStatusOf(error)).json({ message: (error as Error).message });
      }
    };
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get(
    '/api/v3/team/getTeams',
    answer(200, () => teams.listTeams(caller)),
  );
  app.post(
    '/api/v3/client/create',
    answer(200, (req) =>
      clients.createClient(caller, { fields: req.body as Record<string, unknown> }),
    ),
  );
  app.post(
    '/api/v3/project/create',
    answer(201, (req) =>
      projects.createProject(caller, req.body as Parameters<typeof projects.createProject>[1]),
    ),
  );

  app.get(
    '/api/v3/report/summary',
    answer(200, () => summaryReport(caller)),
  );

  const server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ port });
  });
  process.on('disconnect', () => {
    server.close();
    void Promise.all([
      teamsConnection.close(),
      clientsConnection.close(),
      trackingConnection.close(),
    ]).finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
