// Persistence of time-off requests (docs/time-off.md, Requests): one document per
// request, with the working days it counts and what each takes (hundredths of the
// unit, so sums stay integers). Status changes are conditional writes (the expected
// status in the filter), so two reviewers cannot both win. Every query names the team
// (tenancy). A request becomes the proto's message here (toTimeOffRequestMessage) and
// the time_off.* events' data (toTimeOffRequestData).
import {
  connectionModel,
  insertRecord,
  mongoose,
  recordSchemaOptions,
  type Connection,
  type HalfDay,
  type TimeOffRequestData,
  type TimeOffStatus,
  type TimeOffUnit,
} from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export type TimeOffRequestMessage = ResponseOf<'GetTimeOffRequest'>;

export interface TimeOffRequestRecord {
  id: number;
  team_id: number;
  user_id: number;
  policy_id: number;
  policy_name: string;
  paid: boolean;
  unit: TimeOffUnit;
  from: string;
  to: string;
  half_day: HalfDay | null;
  hours: number | null;
  /** In unit, 2 decimals: the sum of day_amounts. */
  amount: number;
  /** The working days it counts, ascending. */
  days: string[];
  /** What each of days takes, in hundredths of the unit. */
  day_amounts: number[];
  status: TimeOffStatus;
  note: string;
  comment: string | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

export type NewTimeOffRequest = Omit<TimeOffRequestRecord, 'created_at' | 'updated_at'>;

export type TimeOffReview = Pick<
  TimeOffRequestRecord,
  'status' | 'comment' | 'reviewed_by' | 'reviewed_at'
>;

export interface TimeOffRequestFilter {
  user_id?: number;
  policy_id?: number;
  status?: TimeOffStatus;
  /** Requests ending on or after this day. */
  from?: string;
  /** Requests starting on or before this day. */
  to?: string;
}

export interface TimeOffRequestDocument extends Omit<TimeOffRequestRecord, 'id'> {
  _id: number;
}

export const TIME_OFF_REQUESTS_COLLECTION = 'time_off_requests';

/** The statuses that hold days: they count against balances and refuse overlaps. */
export const ACTIVE_STATUSES: readonly TimeOffStatus[] = ['pending', 'approved'];

const requestSchema = new mongoose.Schema<TimeOffRequestDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    policy_id: { type: Number, required: true },
    policy_name: { type: String, required: true },
    paid: { type: Boolean, required: true },
    unit: { type: String, required: true },
    from: { type: String, required: true },
    to: { type: String, required: true },
    half_day: { type: String, default: null },
    hours: { type: Number, default: null },
    amount: { type: Number, required: true },
    days: { type: [String], default: [] },
    day_amounts: { type: [Number], default: [] },
    status: { type: String, required: true },
    note: { type: String, default: '' },
    comment: { type: String, default: null },
    reviewed_by: { type: Number, default: null },
    reviewed_at: { type: Date, default: null },
    created_by: { type: Number, required: true },
  },
  recordSchemaOptions(TIME_OFF_REQUESTS_COLLECTION),
);

// A member's requests by start (lists, overlaps, balances, calendars).
requestSchema.index({ team_id: 1, user_id: 1, from: 1 }, { name: 'team_user_from' });
// A policy's requests that still hold days (policy delete, unit lock).
requestSchema.index(
  { team_id: 1, policy_id: 1, status: 1, to: 1 },
  { name: 'team_policy_status_to' },
);
// The team's requests by start (a manager's list).
requestSchema.index({ team_id: 1, from: 1 }, { name: 'team_from' });

export const toRequest = ({ _id, ...fields }: TimeOffRequestDocument): TimeOffRequestRecord => ({
  ...fields,
  id: _id,
  half_day: fields.half_day ?? null,
  hours: fields.hours ?? null,
  days: fields.days ?? [],
  day_amounts: fields.day_amounts ?? [],
  note: fields.note ?? '',
  comment: fields.comment ?? null,
  reviewed_by: fields.reviewed_by ?? null,
  reviewed_at: fields.reviewed_at ?? null,
});

export function toTimeOffRequestMessage(request: TimeOffRequestRecord): TimeOffRequestMessage {
  const {
    half_day: halfDay,
    hours,
    comment,
    reviewed_by: reviewedBy,
    reviewed_at: reviewedAt,
    day_amounts: _dayAmounts,
    created_at: createdAt,
    updated_at: updatedAt,
    ...fields
  } = request;
  return {
    ...fields,
    ...(halfDay === null ? {} : { half_day: halfDay }),
    ...(hours === null ? {} : { hours }),
    ...(comment === null ? {} : { comment }),
    ...(reviewedBy === null ? {} : { reviewed_by: reviewedBy }),
    ...(reviewedAt === null ? {} : { reviewed_at: reviewedAt.toISOString() }),
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}

/** The time_off.* events' data: the request as the API shows it. */
export const toTimeOffRequestData = (request: TimeOffRequestRecord): TimeOffRequestData => ({
  id: request.id,
  team_id: request.team_id,
  user_id: request.user_id,
  policy_id: request.policy_id,
  policy_name: request.policy_name,
  paid: request.paid,
  unit: request.unit,
  from: request.from,
  to: request.to,
  half_day: request.half_day,
  hours: request.hours,
  amount: request.amount,
  days: request.days,
  status: request.status,
  note: request.note,
  comment: request.comment,
  reviewed_by: request.reviewed_by,
  created_by: request.created_by,
  created_at: request.created_at.toISOString(),
});

export type TimeOffRequestStore = ReturnType<typeof timeOffRequestStore>;

export function timeOffRequestStore(connection: Connection) {
  const Request = connectionModel(connection, 'TimeOffRequest', requestSchema);

  async function many(filter: mongoose.QueryFilter<TimeOffRequestDocument>) {
    const documents = await Request.find(filter)
      .sort({ from: 1, _id: 1 })
      .lean<TimeOffRequestDocument[]>();
    return documents.map(toRequest);
  }

  return {
    model: Request,

    async insert(request: NewTimeOffRequest): Promise<TimeOffRequestRecord> {
      return toRequest(await insertRecord<TimeOffRequestDocument>(Request, request));
    },

    async findInTeam(teamId: number, id: number): Promise<TimeOffRequestRecord | null> {
      const document = await Request.findOne({
        _id: id,
        team_id: teamId,
      }).lean<TimeOffRequestDocument>();
      return document ? toRequest(document) : null;
    },

    async page(
      teamId: number,
      filter: TimeOffRequestFilter,
      window: { skip: number; limit: number },
    ): Promise<{ items: TimeOffRequestRecord[]; total: number }> {
      const query: mongoose.QueryFilter<TimeOffRequestDocument> = { team_id: teamId };
      if (filter.user_id !== undefined) query.user_id = filter.user_id;
      if (filter.policy_id !== undefined) query.policy_id = filter.policy_id;
      if (filter.status !== undefined) query.status = filter.status;
      if (filter.from !== undefined) query.to = { $gte: filter.from };
      if (filter.to !== undefined) query.from = { $lte: filter.to };
      const [documents, total] = await Promise.all([
        Request.find(query)
          .sort({ from: 1, _id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<TimeOffRequestDocument[]>(),
        Request.countDocuments(query),
      ]);
      return { items: documents.map(toRequest), total };
    },

    /** Members' requests in these statuses whose range meets [from, to]. */
    overlapping(
      teamId: number,
      userIds: number[],
      statuses: readonly TimeOffStatus[],
      from: string,
      to: string,
    ): Promise<TimeOffRequestRecord[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return many({
        team_id: teamId,
        user_id: { $in: userIds },
        status: { $in: [...statuses] },
        from: { $lte: to },
        to: { $gte: from },
      });
    },

    /** Whether the policy has a pending or approved request ending on or after `day`. */
    async policyHoldsDaysFrom(teamId: number, policyId: number, day: string): Promise<boolean> {
      const found = await Request.exists({
        team_id: teamId,
        policy_id: policyId,
        status: { $in: [...ACTIVE_STATUSES] },
        to: { $gte: day },
      });
      return found !== null;
    },

    async policyUsed(teamId: number, policyId: number): Promise<boolean> {
      return (await Request.exists({ team_id: teamId, policy_id: policyId })) !== null;
    },

    /** Moves the request from one of `from` statuses; null when it was in none of them. */
    async changeStatus(
      teamId: number,
      id: number,
      from: readonly TimeOffStatus[],
      review: Partial<TimeOffReview> & Pick<TimeOffReview, 'status'>,
    ): Promise<TimeOffRequestRecord | null> {
      const document = await Request.findOneAndUpdate(
        { _id: id, team_id: teamId, status: { $in: [...from] } },
        { $set: review },
        { returnDocument: 'after' },
      ).lean<TimeOffRequestDocument>();
      return document ? toRequest(document) : null;
    },
  };
}
