// ListRecords (GET /api/v3/audit/list): the team's records newest first, filtered by
// time, actor, action and object, in keyset pages; owners see all, managers all but
// other managers' and owners' sign-ins, members nothing.
import { Reason } from '@workmesh/platform';
import { as, auditForFile, changeEvent, failureOf, type TeamFixture } from './audit-harness';

const audit = auditForFile();

jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;
const BASE = Date.parse('2026-11-20T08:00:00.000Z');

/** A team with five records, an hour apart, in this order. */
async function teamWithHistory(): Promise<TeamFixture> {
  const team = audit.teams.team({ managers: 2, members: 1 });
  const [manager, otherManager] = team.managers;
  const member = team.members[0];
  const history = [
    changeEvent(
      { team_id: team.teamId, action: 'login.succeeded', object_type: 'session', object_id: 's1' },
      { user_id: team.owner.id },
    ),
    changeEvent(
      { team_id: team.teamId, action: 'login.succeeded', object_type: 'session', object_id: 's2' },
      { user_id: otherManager.id },
    ),
    changeEvent(
      { team_id: team.teamId, action: 'client.created', object_type: 'client', object_id: '7' },
      { user_id: manager.id },
    ),
    changeEvent(
      { team_id: team.teamId, action: 'login.succeeded', object_type: 'session', object_id: 's3' },
      { user_id: member.id },
    ),
    changeEvent(
      { team_id: team.teamId, action: 'client.updated', object_type: 'client', object_id: '7' },
      { user_id: member.id },
    ),
  ];
  history.forEach(
    (event, index) => (event.occurred_at = new Date(BASE + index * HOUR).toISOString()),
  );
  // One at a time: the consumer handles several events at once, and the chain's order is
  // the order they were recorded in.
  for (const [index, event] of history.entries()) {
    await audit.publish(event);
    await audit.recordsOfTeam(team.teamId, index + 1);
  }
  return team;
}

const objectIds = (records: { object_id: string }[]) => records.map((record) => record.object_id);

describe('listing audit records', () => {
  let team: TeamFixture;
  beforeAll(async () => {
    team = await teamWithHistory();
  });

  it("answers an owner every record of the team, newest first, and no other team's", async () => {
    const other = audit.teams.team();
    await audit.publish(changeEvent({ team_id: other.teamId, object_id: 'elsewhere' }));
    await audit.recordsOfTeam(other.teamId, 1);

    const { records, next_cursor } = await audit.client.ListRecords(
      {},
      as(team.owner, team.teamId),
    );

    expect(objectIds(records)).toEqual(['7', 's3', '7', 's2', 's1']);
    expect(next_cursor).toBeUndefined();
  });

  it("hides other managers' and owners' sign-ins from a manager, not their own or members'", async () => {
    const [otherManagerView] = [team.managers[1]];

    const { records } = await audit.client.ListRecords({}, as(team.managers[0], team.teamId));
    expect(objectIds(records)).toEqual(['7', 's3', '7']);

    // The other manager sees their own sign-in, not the owner's.
    const theirs = await audit.client.ListRecords({}, as(otherManagerView, team.teamId));
    expect(objectIds(theirs.records)).toEqual(['7', 's3', '7', 's2']);
  });

  it('refuses a member (PERMISSION_DENIED)', async () => {
    const failure = await failureOf(audit.client.ListRecords({}, as(team.members[0], team.teamId)));
    expect(failure.reason).toBe(Reason.PERMISSION_DENIED);
  });

  it('filters by time range (from inclusive, to exclusive), actor, action and object', async () => {
    const owner = as(team.owner, team.teamId);
    const list = async (request: Record<string, unknown>) =>
      objectIds((await audit.client.ListRecords(request, owner)).records);

    expect(
      await list({
        from: new Date(BASE + HOUR).toISOString(),
        to: new Date(BASE + 3 * HOUR).toISOString(),
      }),
    ).toEqual(['7', 's2']);
    expect(await list({ actor: team.members[0].id })).toEqual(['7', 's3']);
    expect(await list({ action: 'login.succeeded' })).toEqual(['s3', 's2', 's1']);
    expect(await list({ object_type: 'client', object_id: '7' })).toEqual(['7', '7']);
    expect(await list({ action: 'client.deleted' })).toEqual([]);
  });

  it('pages by cursor: every record once, in order, the last page without a cursor', async () => {
    const owner = as(team.owner, team.teamId);
    const first = await audit.client.ListRecords({ limit: 2 }, owner);
    const second = await audit.client.ListRecords({ limit: 2, cursor: first.next_cursor }, owner);
    const third = await audit.client.ListRecords({ limit: 2, cursor: second.next_cursor }, owner);

    expect(first.records.map((record) => record.seq)).toEqual([5, 4]);
    expect(second.records.map((record) => record.seq)).toEqual([3, 2]);
    expect(third.records.map((record) => record.seq)).toEqual([1]);
    expect(third.next_cursor).toBeUndefined();
  });

  it.each([
    [{ from: 'yesterday' }, 'from'],
    [{ to: '2026-13-40' }, 'to'],
    [{ cursor: 'abc' }, 'cursor'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 201 }, 'limit'],
  ])('refuses %j as INVALID_PARAMETERS naming %s', async (request, field) => {
    const failure = await failureOf(audit.client.ListRecords(request, as(team.owner, team.teamId)));
    expect(failure.reason).toBe(Reason.INVALID_PARAMETERS);
    expect(Object.keys(failure.fields ?? {})).toEqual([field]);
  });
});
