// The consumer: each change.recorded event becomes one record of its team, chained to
// the one before, with who did it taken from the event's envelope.
import { GENESIS_HASH, hashOf, type AuditRecord } from '../src';
import { as, auditForFile, changeEvent, type TeamFixture } from './audit-harness';

const audit = auditForFile();

jest.setTimeout(60_000);

async function storedRecords(team: TeamFixture): Promise<AuditRecord[]> {
  const { records } = await audit.client.ListRecords({ limit: 200 }, as(team.owner, team.teamId));
  return records as unknown as AuditRecord[];
}

describe('recording changes', () => {
  it("records the action, the object, the changes and the envelope's actor, IP, user agent and request id", async () => {
    const team = audit.teams.team();
    const event = changeEvent(
      {
        team_id: team.teamId,
        action: 'client.updated',
        object_type: 'client',
        object_id: '42',
        changes: { name: { before: 'Acme', after: 'Acme Ltd' } },
      },
      { user_id: team.owner.id, session_id: 's-1', ip: '203.0.113.9', user_agent: 'curl/8' },
    );

    await audit.publish(event);
    await audit.recordsOfTeam(team.teamId, 1);

    const { records } = await audit.client.ListRecords({}, as(team.owner, team.teamId));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      team_id: team.teamId,
      seq: 1,
      action: 'client.updated',
      object_type: 'client',
      object_id: '42',
      actor: { user_id: team.owner.id, session_id: 's-1' },
      ip: '203.0.113.9',
      user_agent: 'curl/8',
      request_id: event.request_id,
      occurred_at: event.occurred_at,
      event_id: event.id,
      prev_hash: GENESIS_HASH,
    });
    expect(JSON.parse(records[0].changes)).toEqual({
      name: { before: 'Acme', after: 'Acme Ltd' },
    });
  });

  it('records an event delivered twice once', async () => {
    const team = audit.teams.team();
    const event = changeEvent({ team_id: team.teamId });
    const marker = changeEvent({ team_id: team.teamId, object_id: '2' });

    await audit.publish(event);
    await audit.publish(event);
    await audit.publish(marker);
    await audit.recordsOfTeam(team.teamId, 2);

    const records = await audit.db
      .collection('audit_records')
      .find({ team_id: team.teamId })
      .toArray();
    expect(records.map((record) => record.event_id).sort()).toEqual([event.id, marker.id].sort());
  });

  it("chains a burst of one team's changes without a gap or a fork: seq 1…n, each after the one before", async () => {
    const team = audit.teams.team();
    const events = Array.from({ length: 40 }, (_, index) =>
      changeEvent({ team_id: team.teamId, object_id: String(index) }),
    );

    await Promise.all(events.map((event) => audit.publish(event)));
    await audit.recordsOfTeam(team.teamId, events.length);

    const records = (await storedRecords(team)).reverse();
    expect(records.map((record) => record.seq)).toEqual(events.map((_, index) => index + 1));
    records.forEach((record, index) => {
      expect(record.prev_hash).toBe(index === 0 ? GENESIS_HASH : records[index - 1].hash);
      expect(record.hash).toBe(hashOf(record));
    });
    const verdict = await audit.client.VerifyChain({}, as(team.owner, team.teamId));
    expect(verdict).toMatchObject({ valid: true, records: 40 });
  });

  it('keeps each team its own chain', async () => {
    const first = audit.teams.team();
    const second = audit.teams.team();

    await audit.publish(changeEvent({ team_id: first.teamId }));
    await audit.publish(changeEvent({ team_id: second.teamId }));
    await audit.recordsOfTeam(first.teamId, 1);
    await audit.recordsOfTeam(second.teamId, 1);

    const [mine] = await storedRecords(first);
    const [theirs] = await storedRecords(second);
    expect(mine.seq).toBe(1);
    expect(theirs.seq).toBe(1);
  });

  it('records a change made by nobody signed in (a failed sign-in) with actor 0', async () => {
    const team = audit.teams.team();
    await audit.publish(
      changeEvent(
        {
          team_id: team.teamId,
          action: 'login.failed',
          object_type: 'user',
          object_id: String(team.members[0]?.id ?? 5),
          changes: {},
          subject_user_id: 5,
        },
        null,
      ),
    );
    await audit.recordsOfTeam(team.teamId, 1);

    const [record] = await storedRecords(team);
    expect(record).toMatchObject({ action: 'login.failed', actor: { user_id: 0 }, ip: '' });
  });
});
