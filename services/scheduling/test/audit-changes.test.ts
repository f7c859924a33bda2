// Audit (issue 33, docs/audit.md): every write rpc of the scheduling service that a
// gateway route calls records exactly one change.recorded in its transaction, with the
// action declared in SCHEDULING_AUDIT_ACTIONS, the object (a schedule by its SID, or one
// entry), the team and the changed fields; a write that fails, or changes nothing,
// records none. The cases are checked against the gateway's route table: a new write
// route without a case fails here.
import {
  changedFieldNames,
  changesRecordedBy,
  gatewayWriteRpcs,
  SECRET_FIELD_NAME,
} from '@workmesh/testing';
import { schedulingProto } from '@workmesh/platform';
import { SCHEDULING_AUDIT_ACTIONS, type SchedulingObjectType } from '../src/events';
import { policy } from './time-off-fixtures';
import {
  asMember,
  asOwner,
  failureOf,
  oneTime,
  schedulingForFile,
  weekly,
  type TeamFixture,
} from './scheduling-harness';

const h = schedulingForFile();

/** A weekly schedule of the team's first member: its SID and first entry. */
async function scheduled(fixture: TeamFixture) {
  const member = fixture.members[0];
  const { sid } = await h.client.AddSchedule(
    weekly({ members: [member.id], title: 'Desk' }),
    asOwner(fixture),
  );
  const [entry] = await h.stored({ team_id: fixture.teamId });
  return { sid, member, entry };
}

interface Case {
  action: string;
  object_type: SchedulingObjectType;
  /** Makes what the write needs; answers the write and the object's id and subject it expects. */
  arrange(fixture: TeamFixture): Promise<{
    write: () => Promise<unknown>;
    /** The object's id (AddSchedule: its answer's SID). */
    id?: string;
    subject: number;
  }>;
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

const CASES: Record<string, Case> = {
  AddSchedule: {
    action: SCHEDULING_AUDIT_ACTIONS.AddSchedule,
    object_type: 'schedule',
    async arrange(fixture) {
      return {
        write: () =>
          h.client.AddSchedule(
            weekly({ members: [fixture.members[0].id], title: 'Front desk' }),
            asOwner(fixture),
          ),
        subject: fixture.members[0].id,
      };
    },
    changes: {
      title: { after: 'Front desk' },
      repetition: { after: 'weekly' },
      day_repeat: { after: 'mon,wed,fri' },
      entries: { after: 6 },
    },
  },
  UpdateScheduleEntry: {
    action: SCHEDULING_AUDIT_ACTIONS.UpdateScheduleEntry,
    object_type: 'schedule_entry',
    async arrange(fixture) {
      const { entry, member } = await scheduled(fixture);
      return {
        id: String(entry._id),
        subject: member.id,
        write: () =>
          h.client.UpdateScheduleEntry({ id: entry._id, title: 'Counter' }, asOwner(fixture)),
      };
    },
    changes: { title: { before: 'Desk', after: 'Counter' } },
  },
  DeleteSchedule: {
    action: SCHEDULING_AUDIT_ACTIONS.DeleteSchedule,
    object_type: 'schedule',
    async arrange(fixture) {
      const { sid, entry, member } = await scheduled(fixture);
      return {
        id: sid,
        subject: member.id,
        write: () => h.client.DeleteSchedule({ id: entry._id, type: 'this' }, asOwner(fixture)),
      };
    },
    changes: { title: { before: 'Desk' }, user_id: {} },
  },
};

/** A time-off policy of the team (no approval unless said) and a request of its first member on it. */
async function timeOffRequest(fixture: TeamFixture, requiresApproval = true) {
  const vacation = await h.client.CreateTimeOffPolicy(
    policy({ name: 'Leave', requires_approval: requiresApproval }),
    asOwner(fixture),
  );
  const member = fixture.members[0];
  const request = await h.client.CreateTimeOffRequest(
    { policy_id: vacation.id, from: '2030-01-07', to: '2030-01-08', user_id: member.id },
    asOwner(fixture),
  );
  return { vacation, member, request };
}

const holidays = (fixture: TeamFixture) =>
  h.client.CreateHolidayCalendar(
    { name: 'Team', dates: [{ date: '2030-01-01', name: 'New Year' }], user_ids: [] },
    asOwner(fixture),
  );

// Time off (docs/time-off.md): every write records its change, whether or not a gateway
// route reaches it yet.
const TIME_OFF_CASES: Record<string, Case> = {
  CreateTimeOffPolicy: {
    action: SCHEDULING_AUDIT_ACTIONS.CreateTimeOffPolicy,
    object_type: 'time_off_policy',
    async arrange(fixture) {
      const write = () => h.client.CreateTimeOffPolicy(policy({ name: 'Leave' }), asOwner(fixture));
      return { write, subject: 0 };
    },
    changes: { name: { after: 'Leave' }, allowance: { after: 20 } },
  },
  UpdateTimeOffPolicy: {
    action: SCHEDULING_AUDIT_ACTIONS.UpdateTimeOffPolicy,
    object_type: 'time_off_policy',
    async arrange(fixture) {
      const { id } = await h.client.CreateTimeOffPolicy(
        policy({ name: 'Leave' }),
        asOwner(fixture),
      );
      const fields = { allowance: 25, user_ids: [], group_ids: [] };
      const write = () =>
        h.client.UpdateTimeOffPolicy(
          { policy_id: id, fields, replace_user_ids: false, replace_group_ids: false },
          asOwner(fixture),
        );
      return { id: String(id), write, subject: 0 };
    },
    changes: { allowance: { before: 20, after: 25 } },
  },
  DeleteTimeOffPolicy: {
    action: SCHEDULING_AUDIT_ACTIONS.DeleteTimeOffPolicy,
    object_type: 'time_off_policy',
    async arrange(fixture) {
      const { id } = await h.client.CreateTimeOffPolicy(
        policy({ name: 'Leave' }),
        asOwner(fixture),
      );
      const write = () => h.client.DeleteTimeOffPolicy({ policy_id: id }, asOwner(fixture));
      return { id: String(id), write, subject: 0 };
    },
    changes: { name: { before: 'Leave' } },
  },
  CreateHolidayCalendar: {
    action: SCHEDULING_AUDIT_ACTIONS.CreateHolidayCalendar,
    object_type: 'holiday_calendar',
    async arrange(fixture) {
      return { write: () => holidays(fixture), subject: 0 };
    },
    changes: { name: { after: 'Team' } },
  },
  UpdateHolidayCalendar: {
    action: SCHEDULING_AUDIT_ACTIONS.UpdateHolidayCalendar,
    object_type: 'holiday_calendar',
    async arrange(fixture) {
      const { id } = await holidays(fixture);
      const write = () =>
        h.client.UpdateHolidayCalendar(
          {
            calendar_id: id,
            fields: { name: 'Office', dates: [], user_ids: [] },
            replace_dates: false,
            replace_user_ids: false,
          },
          asOwner(fixture),
        );
      return { id: String(id), write, subject: 0 };
    },
    changes: { name: { before: 'Team', after: 'Office' } },
  },
  DeleteHolidayCalendar: {
    action: SCHEDULING_AUDIT_ACTIONS.DeleteHolidayCalendar,
    object_type: 'holiday_calendar',
    async arrange(fixture) {
      const { id } = await holidays(fixture);
      const write = () => h.client.DeleteHolidayCalendar({ calendar_id: id }, asOwner(fixture));
      return { id: String(id), write, subject: 0 };
    },
    changes: { name: { before: 'Team' } },
  },
  CreateTimeOffRequest: {
    action: SCHEDULING_AUDIT_ACTIONS.CreateTimeOffRequest,
    object_type: 'time_off_request',
    async arrange(fixture) {
      const vacation = await h.client.CreateTimeOffPolicy(
        policy({ name: 'Leave' }),
        asOwner(fixture),
      );
      const member = fixture.members[0];
      const write = () =>
        h.client.CreateTimeOffRequest(
          { policy_id: vacation.id, from: '2030-01-07', to: '2030-01-08', user_id: member.id },
          asOwner(fixture),
        );
      return { write, subject: member.id };
    },
    changes: { status: { after: 'pending' }, amount: { after: 2 } },
  },
  ApproveTimeOffRequest: {
    action: SCHEDULING_AUDIT_ACTIONS.ApproveTimeOffRequest,
    object_type: 'time_off_request',
    async arrange(fixture) {
      const { member, request } = await timeOffRequest(fixture);
      const write = () =>
        h.client.ApproveTimeOffRequest({ request_id: request.id }, asOwner(fixture));
      return { id: String(request.id), write, subject: member.id };
    },
    changes: { status: { before: 'pending', after: 'approved' } },
  },
  RejectTimeOffRequest: {
    action: SCHEDULING_AUDIT_ACTIONS.RejectTimeOffRequest,
    object_type: 'time_off_request',
    async arrange(fixture) {
      const { member, request } = await timeOffRequest(fixture);
      const write = () =>
        h.client.RejectTimeOffRequest({ request_id: request.id, comment: 'No' }, asOwner(fixture));
      return { id: String(request.id), write, subject: member.id };
    },
    changes: { status: { before: 'pending', after: 'rejected' }, comment: { after: 'No' } },
  },
  CancelTimeOffRequest: {
    action: SCHEDULING_AUDIT_ACTIONS.CancelTimeOffRequest,
    object_type: 'time_off_request',
    async arrange(fixture) {
      const { member, request } = await timeOffRequest(fixture, false);
      const write = () =>
        h.client.CancelTimeOffRequest({ request_id: request.id }, asOwner(fixture));
      return { id: String(request.id), write, subject: member.id };
    },
    changes: { status: { before: 'approved', after: 'cancelled' } },
  },
};

const ALL_CASES: Record<string, Case> = { ...CASES, ...TIME_OFF_CASES };

describe('change.recorded of the scheduling write rpcs', () => {
  it('has a case for every write rpc the gateway routes to the scheduling service', () => {
    expect(Object.keys(ALL_CASES)).toEqual(expect.arrayContaining(gatewayWriteRpcs('scheduling')));
    const rpcs = Object.keys(schedulingProto().Scheduling.service);
    expect(rpcs).toEqual(expect.arrayContaining(Object.keys(ALL_CASES)));
  });

  it.each(Object.keys(ALL_CASES).sort())('%s records exactly one change', async (rpc: string) => {
    const audit = ALL_CASES[rpc];
    expect(audit).toBeDefined();
    const fixture = h.team({ members: 1 });
    const { id, write, subject } = await audit.arrange(fixture);

    const { recorded, answer } = await changesRecordedBy(h.db, fixture.teamId, write);

    expect(recorded).toHaveLength(1);
    const [event] = recorded;
    expect(event).toMatchObject({
      source: 'scheduling',
      actor: { user_id: fixture.owner.id },
      data: {
        team_id: fixture.teamId,
        action: audit.action,
        object_type: audit.object_type,
        object_id:
          id ??
          (answer as { sid?: string; id?: number }).sid ??
          String((answer as { id: number }).id),
        subject_user_id: subject,
      },
    });
    for (const [field, change] of Object.entries(audit.changes))
      expect(event.data.changes[field]).toMatchObject(change);
    const names = changedFieldNames(event.data.changes);
    expect(names.filter((name) => SECRET_FIELD_NAME.test(name))).toEqual([]);
    expect(names).not.toContain('created_at');
  });

  it('a delete of the future entries names every entry it removed', async () => {
    const fixture = h.team({ members: 1 });
    const { sid, entry, member } = await scheduled(fixture);
    const all = await h.stored({ team_id: fixture.teamId });

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, () =>
      h.client.DeleteSchedule(
        { id: entry._id, type: 'future', sid, member_id: member.id },
        asOwner(fixture),
      ),
    );

    expect(recorded).toHaveLength(1);
    expect(recorded[0].data.changes.entry_ids).toEqual({ before: all.map((e) => e._id) });
  });
});

describe('what records no change', () => {
  it('a write refused (a member may not delete) records nothing', async () => {
    const fixture = h.team({ members: 1 });
    const { entry } = await scheduled(fixture);

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, async () => {
      await failureOf(h.client.DeleteSchedule({ id: entry._id, type: 'this' }, asMember(fixture)));
      await failureOf(
        h.client.AddSchedule(oneTime({ timezone: 'Mars/Olympus' }), asOwner(fixture)),
      );
    });

    expect(recorded).toEqual([]);
  });

  it('an update that changes nothing records nothing', async () => {
    const fixture = h.team({ members: 1 });
    const { entry } = await scheduled(fixture);

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, () =>
      h.client.UpdateScheduleEntry({ id: entry._id, title: 'Desk' }, asOwner(fixture)),
    );

    expect(recorded).toEqual([]);
  });
});
