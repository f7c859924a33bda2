// The teams service for a component test: in-process on port 0, against a MongoDB of
// the test file's own, the real RabbitMQ under a private prefix, and a stub identity
// service holding the users the test registers. The test's own bus sees every event
// teams emits. Fixtures are built through the service's own RPCs.
import {
  createClient,
  createLogger,
  mongoose,
  teamsProto,
  type Connection,
  type PromiseClient,
  type TeamsDefinition,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  fixtureForFile,
  startServiceTestEnvironment,
  StubIdentity,
  TestBus,
  type EventLog,
  type RegisteredUser,
} from '@workmesh/testing';
import { createTeamsApp, loadTeamsConfig } from '../src';

export const logger = createLogger('teams-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type TeamsClient = PromiseClient<TeamsDefinition>;

export type User = RegisteredUser;

export const TEAM_EVENTS = [
  'team.created',
  'team.invitation_sent',
  'team.member_added',
  'team.member_role_changed',
  'team.member_removed',
];

/** The call options of a caller (with a current team when given). */
export const as = (user: User, teamId?: number) => ({
  caller: { userId: user.id, ...(teamId === undefined ? {} : { teamId }) },
});

export interface TeamFixture {
  teamId: number;
  owner: User;
  managers: User[];
  members: User[];
}

export interface Harness {
  client: TeamsClient;
  identity: StubIdentity;
  events: EventLog;
  /** The service's own database, to check what is (and is not) stored. */
  db: Connection;
  /** A registered user who belongs to no team yet. */
  newUser(label?: string): User;
  /** A team made by a new owner, with managers and members added through invitations. */
  team(shape?: {
    managers?: number;
    members?: number;
    addDirectly?: boolean;
  }): Promise<TeamFixture>;
  /** Adds a registered user to the team (the owner invites, with direct add on for the call). */
  addToTeam(fixture: TeamFixture, user: User, role: 'owner' | 'manager' | 'member'): Promise<void>;
  /** A pending invitation of the team (sent by its owner) with its accept token. */
  pendingInvitation(
    fixture: TeamFixture,
    email: string,
    fields?: Record<string, unknown>,
  ): Promise<{ id: number; token: string }>;
  stop(): Promise<void>;
}

export async function startTeams(): Promise<Harness> {
  const environment = await startServiceTestEnvironment('teams');
  const identity = new StubIdentity();
  await identity.start(logger);
  const bus = await TestBus.connect(environment, logger);
  const events = await bus.record(TEAM_EVENTS);
  const config = loadTeamsConfig({
    ...environment.env,
    IDENTITY_GRPC_ADDRESS: identity.address,
  });
  const app = await createTeamsApp(config, logger);
  const client: TeamsClient = createClient(teamsProto().Teams.service, `127.0.0.1:${app.port}`, {
    deadlineMs: 10_000,
  });
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();

  const setAddDirectly = (fixture: TeamFixture, value: boolean) =>
    client.UpdateTeamSettings(
      { team_id: fixture.teamId, add_registered_users_directly: value },
      as(fixture.owner),
    );

  const addToTeam: Harness['addToTeam'] = async (fixture, user, role) => {
    const { add_registered_users_directly: before } = await client.GetTeamSettings(
      { team_id: fixture.teamId },
      as(fixture.owner),
    );
    if (!before) await setAddDirectly(fixture, true);
    await client.SendInvitation(
      { team_id: fixture.teamId, email: user.email, role },
      as(fixture.owner),
    );
    if (!before) await setAddDirectly(fixture, false);
  };

  return {
    client,
    identity,
    events,
    db,
    newUser: (label) => identity.register(label),
    async team({ managers = 0, members = 0, addDirectly = false } = {}) {
      const owner = identity.register('owner');
      const team = await client.CreateTeam({ name: `Team of ${owner.name}` }, as(owner));
      const fixture: TeamFixture = {
        teamId: team.id,
        owner,
        managers: Array.from({ length: managers }, () => identity.register('manager')),
        members: Array.from({ length: members }, () => identity.register('member')),
      };
      if (managers + members > 0 || addDirectly) await setAddDirectly(fixture, true);
      for (const manager of fixture.managers)
        await client.SendInvitation(
          { team_id: team.id, email: manager.email, role: 'manager' },
          as(owner),
        );
      for (const member of fixture.members)
        await client.SendInvitation(
          { team_id: team.id, email: member.email, role: 'member' },
          as(owner),
        );
      if (managers + members > 0 && !addDirectly) await setAddDirectly(fixture, false);
      return fixture;
    },
    addToTeam,
    async pendingInvitation(fixture, email, fields = {}) {
      const sent = await client.SendInvitation(
        { team_id: fixture.teamId, email, role: 'member', ...fields },
        as(fixture.owner),
      );
      const event = await events.waitFor<{ invitation_id: number; accept_token: string }>(
        'team.invitation_sent',
        (data) => data.invitation_id === Number(sent.invitation_id),
      );
      return { id: Number(sent.invitation_id), token: event.data.accept_token };
    },
    async stop() {
      client.close();
      await app.stop();
      await bus.close();
      await db.close();
      await identity.stop();
      await environment.stop(declaredBrokerObjects(environment.prefix));
    },
  };
}

/** The teams service for this test file: started before its tests, stopped after them. */
export const teamsForFile = () => fixtureForFile(startTeams, (harness) => harness.stop());

export { failureOf } from '@workmesh/testing';
