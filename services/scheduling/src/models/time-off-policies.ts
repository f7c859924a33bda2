// Persistence of time-off policies (docs/time-off.md, Policies): a team's kinds of time
// off, with their yearly allowance, accrual and carry-over. Names are unique per team,
// case-insensitively (a unique index on the lower-cased name). A deleted policy is
// archived: hidden from lists and reads, its name free again, its requests keeping
// their policy_name. Every query names the team (tenancy). A policy becomes the proto's
// message here and nowhere else (toTimeOffPolicyMessage).
import {
  type Connection,
  connectionModel,
  indexNamesPerTeam,
  mongoose,
  recordSchemaOptions,
  teamNamedRecords,
  type TimeOffAccrual,
  type TimeOffUnit,
} from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export type TimeOffPolicyMessage = ResponseOf<'GetTimeOffPolicy'>;

export interface TimeOffPolicyRecord {
  id: number;
  team_id: number;
  name: string;
  paid: boolean;
  unit: TimeOffUnit;
  /** Per year, in unit, 2 decimals. */
  allowance: number;
  accrual: TimeOffAccrual;
  carry_over_max: number;
  requires_approval: boolean;
  allow_negative: boolean;
  user_ids: number[];
  group_ids: number[];
  archived: boolean;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

export type NewTimeOffPolicy = Omit<TimeOffPolicyRecord, 'created_at' | 'updated_at'>;

export type TimeOffPolicyChanges = Partial<
  Omit<TimeOffPolicyRecord, 'id' | 'team_id' | 'created_by' | 'created_at' | 'updated_at'>
>;

export interface TimeOffPolicyDocument extends Omit<TimeOffPolicyRecord, 'id'> {
  _id: number;
  /** The name lower-cased while live (unique per team); `#<id>` once archived. */
  name_key: string;
}

export const TIME_OFF_POLICIES_COLLECTION = 'time_off_policies';

const policySchema = new mongoose.Schema<TimeOffPolicyDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true },
    paid: { type: Boolean, required: true },
    unit: { type: String, required: true },
    allowance: { type: Number, required: true },
    accrual: { type: String, required: true },
    carry_over_max: { type: Number, required: true },
    requires_approval: { type: Boolean, required: true },
    allow_negative: { type: Boolean, required: true },
    user_ids: { type: [Number], default: [] },
    group_ids: { type: [Number], default: [] },
    archived: { type: Boolean, default: false },
    created_by: { type: Number, required: true },
  },
  recordSchemaOptions(TIME_OFF_POLICIES_COLLECTION),
);

// One live policy per name in a team, whatever its case (an archived one's key is `#<id>`).
indexNamesPerTeam(policySchema);

export const toPolicy = ({
  _id,
  name_key: _key,
  ...fields
}: TimeOffPolicyDocument): TimeOffPolicyRecord => ({
  ...fields,
  id: _id,
  user_ids: fields.user_ids ?? [],
  group_ids: fields.group_ids ?? [],
  archived: fields.archived ?? false,
});

export function toTimeOffPolicyMessage(policy: TimeOffPolicyRecord): TimeOffPolicyMessage {
  const { archived: _archived, created_at: createdAt, updated_at: updatedAt, ...fields } = policy;
  return { ...fields, created_at: createdAt.toISOString(), updated_at: updatedAt.toISOString() };
}

export type TimeOffPolicyStore = ReturnType<typeof timeOffPolicyStore>;

export function timeOffPolicyStore(connection: Connection) {
  const Policy = connectionModel(connection, 'TimeOffPolicy', policySchema);
  const live = (teamId: number) => ({ team_id: teamId, archived: { $ne: true } });
  const named = teamNamedRecords<TimeOffPolicyDocument, TimeOffPolicyRecord>(Policy, toPolicy, {
    archived: { $ne: true },
  });

  return {
    model: Policy,
    insert: (policy: NewTimeOffPolicy): Promise<TimeOffPolicyRecord> => named.insert(policy),
    /** Tenancy: another team's policy, or an archived one, is not found. */
    findLive: named.findInTeam,
    findByName: named.findByName,

    /** Every live policy of the team, by name (a team has few). */
    async allLive(teamId: number): Promise<TimeOffPolicyRecord[]> {
      const documents = await Policy.find(live(teamId))
        .sort({ name_key: 1, _id: 1 })
        .lean<TimeOffPolicyDocument[]>();
      return documents.map(toPolicy);
    },

    /** These policies of the team, archived ones included (balances of old requests). */
    async byIds(teamId: number, ids: number[]): Promise<TimeOffPolicyRecord[]> {
      if (ids.length === 0) return [];
      const documents = await Policy.find({ team_id: teamId, _id: { $in: ids } })
        .sort({ _id: 1 })
        .lean<TimeOffPolicyDocument[]>();
      return documents.map(toPolicy);
    },

    /** Archiving frees the name: its key becomes `#<id>`. */
    update: (
      teamId: number,
      id: number,
      changes: TimeOffPolicyChanges,
    ): Promise<TimeOffPolicyRecord | null> =>
      named.update(teamId, id, changes, changes.archived ? { name_key: `#${id}` } : {}),
  };
}
