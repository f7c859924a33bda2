// teams' part of account erasure (docs/account-erasure.md) against the embedded MongoDB:
// the sole ownerships identity asks for before erasing, and the user.erased consumer:
// invitations to the person's address, their organization's default name and the outbox
// redacted; memberships and another person's records untouched; a replay changes nothing.
import { randomUUID } from 'node:crypto';
import { UserErased } from '@workmesh/platform';
import { startTestMongo, type TestMongo } from '@workmesh/testing';
import mongoose, { type Connection } from 'mongoose';
import { teamsRepository } from '../src/models';
import { soleOwnerships, teamsUserErasureHandler } from '../src/user-erasure';

const ERASED = 41;
const OTHER = 42;

let mongo: TestMongo;
let connection: Connection;
let repository: ReturnType<typeof teamsRepository>;

const now = new Date();
const team = (id: number, name: string, owner: number, requestKey?: string) => ({
  _id: id,
  name,
  owner_user_id: owner,
  ...(requestKey ? { request_key: requestKey } : {}),
  created_at: now,
  updated_at: now,
});
const membership = (teamId: number, userId: number, role: string) => ({
  team_id: teamId,
  user_id: userId,
  role,
  created_at: now,
});
const invitation = (id: number, fields: Record<string, unknown>) => ({
  _id: id,
  team_id: 2,
  role: 'member',
  invited_by: OTHER,
  expires_at: new Date(now.getTime() + 86_400_000),
  terms_accepted_by_inviter: true,
  created_at: now,
  updated_at: now,
  ...fields,
});
const outboxRecord = (type: string, data: Record<string, unknown>) => {
  const id = randomUUID();
  return {
    _id: id,
    type,
    event: { id, type, occurred_at: now.toISOString(), source: 'teams', data },
    occurred_at: now,
    published_at: now,
    attempts: 1,
  };
};

beforeAll(async () => {
  mongo = await startTestMongo();
  connection = await mongoose.createConnection(mongo.urlFor('teams_erasure')).asPromise();
  repository = teamsRepository(connection);
  await repository.ensureCollections();
  await connection
    .collection('teams')
    .insertMany([
      team(1, "Erna Erased's Organization", ERASED, `registration:${ERASED}`) as never,
      team(2, 'Acme', OTHER, `registration:${OTHER}`) as never,
      team(3, 'Side project', ERASED) as never,
    ]);
  await connection
    .collection('memberships')
    .insertMany([
      membership(1, ERASED, 'owner'),
      membership(2, OTHER, 'owner'),
      membership(2, ERASED, 'member'),
      membership(3, ERASED, 'owner'),
      membership(3, OTHER, 'member'),
    ]);
  await connection.collection('invitations').insertMany([
    invitation(1, {
      email: 'erna@example.com',
      status: 'accepted',
      accepted_by: ERASED,
      ip: '198.51.100.2',
    }) as never,
    invitation(2, { team_id: 3, email: 'erna@example.com', status: 'pending' }) as never,
    invitation(3, {
      email: 'otto@example.com',
      status: 'pending',
      invited_by: ERASED,
      ip: '198.51.100.9',
      agent: 'Firefox',
    }) as never,
  ]);
  await connection.collection('outbox').insertMany([
    outboxRecord('team.member_added', {
      team_id: 2,
      team_name: 'Acme',
      user_id: ERASED,
      email: 'erna@example.com',
    }),
    outboxRecord('team.created', {
      team_id: 1,
      name: "Erna Erased's Organization",
      owner_user_id: ERASED,
    }),
    outboxRecord('team.member_added', {
      team_id: 2,
      team_name: 'Acme',
      user_id: OTHER,
      email: 'otto@example.com',
    }),
  ] as never[]);
}, 60_000);

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
  await mongo?.stop();
});

it('answers the teams a user owns alone while others remain', async () => {
  await expect(soleOwnerships(ERASED, { repository })).resolves.toEqual({
    team_ids: [3],
    team_names: ['Side project'],
  });
  await expect(soleOwnerships(OTHER, { repository })).resolves.toEqual({
    team_ids: [2],
    team_names: ['Acme'],
  });
});

it("erases the person's address and name, keeps the memberships and another person's records; a replay changes nothing", async () => {
  const handler = teamsUserErasureHandler({ repository });
  const event = UserErased.make({
    user_id: ERASED,
    display_name: `Deleted user #${ERASED}`,
    erased_at: now.toISOString(),
  });
  await handler(event, { attempt: 1 } as never);

  const snapshot = async () => ({
    teams: await connection.collection('teams').find({}).sort({ _id: 1 }).toArray(),
    memberships: await connection.collection('memberships').countDocuments({ user_id: ERASED }),
    invitations: await connection.collection('invitations').find({}).sort({ _id: 1 }).toArray(),
    outbox: await connection.collection('outbox').find({}).toArray(),
  });
  const after = await snapshot();
  const text = JSON.stringify(after);
  expect(text).not.toContain('Erna Erased');
  expect(text).not.toContain('erna@example.com');
  expect(after.teams.map((entry) => entry.name)).toEqual([
    `Deleted user #${ERASED}'s Organization`,
    'Acme',
    'Side project',
  ]);
  expect(after.memberships).toBe(3);
  // The pending invitation to their address is gone; the accepted one keeps the erased address.
  expect(after.invitations.map((entry) => [entry._id, entry.email])).toEqual([
    [1, `deleted-${ERASED}@erased.invalid`],
    [3, 'otto@example.com'],
  ]);
  expect(after.invitations[1]!.ip).toBeUndefined();
  expect(text).toContain('otto@example.com');

  await handler(event, { attempt: 1 } as never);
  await handler({ ...event, id: randomUUID() }, { attempt: 1 } as never);
  expect(await snapshot()).toEqual(after);
});
