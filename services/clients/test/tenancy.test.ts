// Tenancy: every read and write is scoped to the caller's current team. An owner or
// manager of team A who guesses the ids of team B's clients and projects finds
// nothing and changes nothing; B's data is as it was.
import {
  as,
  asOwner,
  clientsForFile,
  failureOf,
  type Harness,
  type TeamFixture,
} from './clients-harness';
import { freshEmail, freshProject } from './fresh-values';

const h = clientsForFile();
let teamA: TeamFixture;
let teamB: TeamFixture;
let clientOfB: Awaited<ReturnType<Harness['client']['CreateClient']>>;
let projectOfB: Awaited<ReturnType<Harness['client']['CreateProject']>>;

beforeAll(async () => {
  teamA = h.teams.team({ managers: 1 });
  teamB = h.teams.team();
  clientOfB = await h.client.CreateClient(
    { fields: { name: 'B client', email: freshEmail() } },
    asOwner(teamB),
  );
  projectOfB = await h.client.CreateProject(
    { ...freshProject(), client_id: clientOfB.id },
    asOwner(teamB),
  );
  await h.client.CreateClient(
    { fields: { name: 'A client', email: freshEmail() } },
    asOwner(teamA),
  );
});

const managerOfA = () => as(teamA.managers[0], teamA.teamId);

describe('a manager of team A and the clients of team B', () => {
  it.each([
    ['GetClient', () => h.client.GetClient({ client_id: clientOfB.id }, managerOfA())],
    [
      'UpdateClient',
      () =>
        h.client.UpdateClient(
          { client_id: clientOfB.id, fields: { name: 'Hijacked' } },
          managerOfA(),
        ),
    ],
    ['DeleteClient', () => h.client.DeleteClient({ client_id: clientOfB.id }, managerOfA())],
    [
      'GetClientInvoiceSettings',
      () => h.client.GetClientInvoiceSettings({ client_id: clientOfB.id }, managerOfA()),
    ],
    [
      'UpdateClientInvoiceSettings',
      () =>
        h.client.UpdateClientInvoiceSettings(
          { client_id: clientOfB.id, late_fee: 'yes' },
          managerOfA(),
        ),
    ],
    [
      'UpdateClientBudget',
      () => h.client.UpdateClientBudget({ client_id: clientOfB.id, cost: 1 }, managerOfA()),
    ],
  ])('%s answers CLIENT_NOT_FOUND', async (_rpc, call) => {
    const error = await failureOf(call());

    expect(error).toMatchObject({ kind: 'not_found', reason: 'CLIENT_NOT_FOUND' });
  });

  it('does not list them, even searching for them by name', async () => {
    const { clients } = await h.client.ListClients({ search: 'B client' }, managerOfA());
    const all = await h.client.ListClients({}, managerOfA());

    expect(clients).toEqual([]);
    expect(all.clients.map((client) => client.team_id)).toEqual([teamA.teamId]);
  });
});

describe('a manager of team A and the projects of team B', () => {
  it.each([
    ['GetProject', () => h.client.GetProject({ project_id: projectOfB.id }, managerOfA())],
    [
      'UpdateProject',
      () =>
        h.client.UpdateProject({ project_id: projectOfB.id, project: 'Hijacked' }, managerOfA()),
    ],
    ['DeleteProject', () => h.client.DeleteProject({ project_id: projectOfB.id }, managerOfA())],
  ])('%s answers PROJECT_NOT_FOUND', async (_rpc, call) => {
    const error = await failureOf(call());

    expect(error).toMatchObject({ kind: 'not_found', reason: 'PROJECT_NOT_FOUND' });
  });

  it('does not list them, even by B’s client', async () => {
    const { projects } = await h.client.ListProjects({ client_id: clientOfB.id }, managerOfA());

    expect(projects).toEqual([]);
  });

  it('cannot put a project of A under a client of B', async () => {
    const error = await failureOf(
      h.client.CreateProject({ ...freshProject(), client_id: clientOfB.id }, managerOfA()),
    );

    expect(error.reason).toBe('CLIENT_NOT_FOUND');
  });

  it('cannot act in team B by naming it as team_id', async () => {
    const error = await failureOf(
      h.client.UpdateProject(
        { project_id: projectOfB.id, team_id: teamB.teamId, project: 'Hijacked' },
        managerOfA(),
      ),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });
});

describe('team B afterwards', () => {
  it('has its client and project unchanged', async () => {
    expect(await h.client.GetClient({ client_id: clientOfB.id }, asOwner(teamB))).toEqual(
      clientOfB,
    );
    expect(await h.client.GetProject({ project_id: projectOfB.id }, asOwner(teamB))).toEqual(
      projectOfB,
    );
  });
});
