// Retention: records older than AUDIT_RETENTION_DAYS are removed, oldest first, and the
// chain still verifies from the first remaining record; a pass runs once per interval
// whichever replica looks.
import { sleep } from '@workmesh/testing';
import { auditRepository } from '../src/models';
import { auditRetention } from '../src/retention';
import { as, auditForFile, changeEvent, logger } from './audit-harness';

const audit = auditForFile();

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;

function retentionAt(now: Date, intervalMs = DAY) {
  const repository = auditRepository(audit.db);
  return auditRetention(
    {
      repository,
      logger,
      teams: {
        roleOf: async () => null,
        ownersAndManagersOf: async () => [],
        close: () => undefined,
      },
      now: () => now,
    },
    { retentionDays: audit.config.AUDIT_RETENTION_DAYS, intervalMs },
  );
}

describe('audit retention', () => {
  it('defaults to 400 days', () => {
    expect(audit.config.AUDIT_RETENTION_DAYS).toBe(400);
  });

  it('removes the records stored more than the retention ago; verify stays valid from the first remaining one', async () => {
    const team = audit.teams.team();
    for (let index = 0; index < 3; index += 1)
      await audit.publish(changeEvent({ team_id: team.teamId, object_id: `old-${index}` }));
    await audit.recordsOfTeam(team.teamId, 3);
    const newest = await audit.db
      .collection('audit_records')
      .findOne({ team_id: team.teamId, seq: 3 });
    // 400 days after the third record, and a little: those three are past retention.
    const later = new Date(newest!.recorded_at.getTime() + 400 * DAY + 1);
    await sleep(20);
    await audit.publish(changeEvent({ team_id: team.teamId, object_id: 'new' }));
    await audit.recordsOfTeam(team.teamId, 4);

    const removed = await retentionAt(later).removeExpired(later);

    expect(removed).toBeGreaterThanOrEqual(3);
    const left = await audit.db
      .collection('audit_records')
      .find({ team_id: team.teamId })
      .toArray();
    expect(left.map((record) => record.object_id)).toEqual(['new']);
    const verdict = await audit.client.VerifyChain({}, as(team.owner, team.teamId));
    expect(verdict).toEqual({ valid: true, records: 1 });
  });

  it('leaves records within the retention alone', async () => {
    const team = audit.teams.team();
    await audit.publish(changeEvent({ team_id: team.teamId }));
    await audit.recordsOfTeam(team.teamId, 1);

    await retentionAt(new Date(Date.now() + 399 * DAY)).removeExpired(
      new Date(Date.now() + 399 * DAY),
    );

    expect(
      await audit.db.collection('audit_records').countDocuments({ team_id: team.teamId }),
    ).toBe(1);
  });

  it('still finds an edited record after retention removed the oldest ones', async () => {
    const team = audit.teams.team();
    for (let index = 0; index < 2; index += 1)
      await audit.publish(changeEvent({ team_id: team.teamId, object_id: `old-${index}` }));
    await audit.recordsOfTeam(team.teamId, 2);
    const second = await audit.db
      .collection('audit_records')
      .findOne({ team_id: team.teamId, seq: 2 });
    const later = new Date(second!.recorded_at.getTime() + 400 * DAY + 1);
    await sleep(20);
    await audit.publish(changeEvent({ team_id: team.teamId, object_id: 'kept-1' }));
    await audit.publish(changeEvent({ team_id: team.teamId, object_id: 'kept-2' }));
    await audit.recordsOfTeam(team.teamId, 4);
    await retentionAt(later).removeExpired(later);
    const third = await audit.db
      .collection('audit_records')
      .findOne({ team_id: team.teamId, seq: 3 });
    await audit.db
      .collection('audit_records')
      .updateOne({ _id: third!._id }, { $set: { action: 'client.deleted' } });

    const verdict = await audit.client.VerifyChain({}, as(team.owner, team.teamId));

    expect(verdict).toEqual({ valid: false, records: 2, broken_at: third!._id });
  });

  it('runs a pass once per interval, whichever replica looks first', async () => {
    const at = new Date(Date.now() + 1000 * DAY);
    const first = retentionAt(at, DAY);
    const second = retentionAt(at, DAY);
    await audit.db.collection('job_leases').deleteMany({});

    const taken = await Promise.all([
      auditRepository(audit.db).leases.take('test.job', at, DAY),
      auditRepository(audit.db).leases.take('test.job', at, DAY),
    ]);
    expect(taken.sort()).toEqual([false, true]);
    // Not due again before the interval has passed, due after.
    expect(
      await auditRepository(audit.db).leases.take(
        'test.job',
        new Date(at.getTime() + DAY - 1),
        DAY,
      ),
    ).toBe(false);
    expect(
      await auditRepository(audit.db).leases.take('test.job', new Date(at.getTime() + DAY), DAY),
    ).toBe(true);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
  });
});
