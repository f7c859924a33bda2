// A read copy of members' approved timesheet weeks (tracking's timesheet.approved; a
// timesheet.rejected of an approved week takes it out again): no time off may be asked
// on a day inside one (docs/time-off.md, Approved weeks). One document per member and
// week; every query names the team.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';

export interface ApprovedWeekRecord {
  team_id: number;
  user_id: number;
  /** ISO week name, e.g. 2026-W48. */
  week: string;
  /** The week's bounds: [from, to) UTC instants. */
  from: Date;
  to: Date;
  timezone: string;
}

export interface ApprovedWeekDocument extends ApprovedWeekRecord {
  _id: string;
}

export const APPROVED_WEEKS_COLLECTION = 'approved_weeks';

const approvedWeekSchema = new mongoose.Schema<ApprovedWeekDocument>(
  {
    _id: { type: String, required: true },
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    week: { type: String, required: true },
    from: { type: Date, required: true },
    to: { type: Date, required: true },
    timezone: { type: String, required: true },
  },
  { collection: APPROVED_WEEKS_COLLECTION, versionKey: false },
);

approvedWeekSchema.index({ team_id: 1, user_id: 1, from: 1 }, { name: 'team_user_from' });

const keyOf = (teamId: number, userId: number, week: string) => `${teamId}:${userId}:${week}`;

export type ApprovedWeekStore = ReturnType<typeof approvedWeekStore>;

export function approvedWeekStore(connection: Connection) {
  const Week = connectionModel(connection, 'ApprovedWeek', approvedWeekSchema);

  return {
    model: Week,

    async approve(week: ApprovedWeekRecord): Promise<void> {
      await Week.updateOne(
        { _id: keyOf(week.team_id, week.user_id, week.week) },
        { $set: week },
        { upsert: true },
      );
    },

    /** true when the week was approved (and is no more). */
    async reopen(teamId: number, userId: number, week: string): Promise<boolean> {
      const { deletedCount } = await Week.deleteOne({ _id: keyOf(teamId, userId, week) });
      return deletedCount === 1;
    },

    /** The member's approved weeks that meet [from, to). */
    async meeting(
      teamId: number,
      userId: number,
      from: Date,
      to: Date,
    ): Promise<ApprovedWeekRecord[]> {
      const documents = await Week.find({
        team_id: teamId,
        user_id: userId,
        from: { $lt: to },
        to: { $gt: from },
      }).lean<ApprovedWeekDocument[]>();
      return documents.map(({ _id: _key, ...week }) => week);
    },
  };
}
