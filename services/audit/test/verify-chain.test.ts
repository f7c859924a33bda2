// GET /api/v3/audit/verify as the service answers it: the chain recomputed, and a
// record edited (or removed) in MongoDB found.
import { Reason } from '@workmesh/platform';
import { as, auditForFile, changeEvent, failureOf } from './audit-harness';

const audit = auditForFile();

jest.setTimeout(60_000);

async function teamWithRecords(count: number) {
  const team = audit.teams.team({ managers: 1 });
  for (let index = 0; index < count; index += 1) {
    await audit.publish(changeEvent({ team_id: team.teamId, object_id: String(index) }));
  }
  await audit.recordsOfTeam(team.teamId, count);
  return team;
}

const recordAt = (teamId: number, seq: number) =>
  audit.db.collection('audit_records').findOne({ team_id: teamId, seq });

describe('verifying the chain', () => {
  it('answers valid with the number of records for an untouched chain', async () => {
    const team = await teamWithRecords(5);

    const verdict = await audit.client.VerifyChain({}, as(team.owner, team.teamId));

    expect(verdict).toEqual({ valid: true, records: 5 });
  });

  it('answers valid with 0 records for a team without any', async () => {
    const team = audit.teams.team();

    expect(await audit.client.VerifyChain({}, as(team.owner, team.teamId))).toEqual({
      valid: true,
      records: 0,
    });
  });

  it("finds a record whose changes were edited in MongoDB: broken_at is that record's id", async () => {
    const team = await teamWithRecords(5);
    const third = await recordAt(team.teamId, 3);
    await audit.db
      .collection('audit_records')
      .updateOne({ _id: third!._id }, { $set: { changes: '{"name":{"after":"Evil"}}' } });

    const verdict = await audit.client.VerifyChain({}, as(team.owner, team.teamId));

    expect(verdict).toEqual({ valid: false, records: 5, broken_at: third!._id });
  });

  it('finds a record whose hash was recomputed after an edit: the next record no longer follows it', async () => {
    const team = await teamWithRecords(4);
    const second = await recordAt(team.teamId, 2);
    const third = await recordAt(team.teamId, 3);
    await audit.db
      .collection('audit_records')
      .updateOne({ _id: second!._id }, { $set: { hash: 'f'.repeat(64) } });

    const verdict = await audit.client.VerifyChain({}, as(team.owner, team.teamId));

    // The edited record's own hash no longer matches its fields.
    expect(verdict).toMatchObject({ valid: false, broken_at: second!._id });
    expect(third).not.toBeNull();
  });

  it('finds a record removed from the middle: the one after it is broken', async () => {
    const team = await teamWithRecords(4);
    const second = await recordAt(team.teamId, 2);
    const third = await recordAt(team.teamId, 3);
    await audit.db.collection('audit_records').deleteOne({ _id: second!._id });

    const verdict = await audit.client.VerifyChain({}, as(team.owner, team.teamId));

    expect(verdict).toEqual({ valid: false, records: 3, broken_at: third!._id });
  });

  it('finds the first record removed (no retention removed it): the new first is broken', async () => {
    const team = await teamWithRecords(3);
    const first = await recordAt(team.teamId, 1);
    const second = await recordAt(team.teamId, 2);
    await audit.db.collection('audit_records').deleteOne({ _id: first!._id });

    const verdict = await audit.client.VerifyChain({}, as(team.owner, team.teamId));

    expect(verdict).toMatchObject({ valid: false, broken_at: second!._id });
  });

  it('is refused to a manager and a member (PERMISSION_DENIED)', async () => {
    const team = audit.teams.team({ managers: 1, members: 1 });

    for (const user of [team.managers[0], team.members[0]]) {
      const failure = await failureOf(audit.client.VerifyChain({}, as(user, team.teamId)));
      expect(failure.reason).toBe(Reason.PERMISSION_DENIED);
    }
  });
});
