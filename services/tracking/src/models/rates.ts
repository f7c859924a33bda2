// Persistence of rates (issue 34): `rate_changes`, append-only. Each row is one update of
// one level's rates (team, member, client, project, member on a project) from a date;
// history is never overwritten, so the rate in force on any day is read from the rows
// (rate-rules.ts). A member's rates of their invitation (teams' pay settings, fixed at
// invitation) are a member row of origin `invitation`, written once per membership by the
// migration in rates.ts: its `key` (team, user, join instant) is unique. Nothing outside
// models/ sees mongoose.
import { connectionModel, mongoose, type Connection, type RateLevel } from '@workmesh/platform';

export type RateOrigin = 'update' | 'invitation';

export interface RateChangeRecord {
  id: number;
  team_id: number;
  level: RateLevel;
  /** 0 where the level has none (team, client, project). */
  user_id: number;
  client_id: number;
  project_id: number;
  /** Minor units of `currency` per hour; null: this change left the bill rate as it was. */
  bill_rate: number | null;
  /** Minor units of `pay_currency` per hour (team and member levels); null: unchanged. */
  pay_rate: number | null;
  /** The bill rate's: the client's (client, project, project member) or the team's. */
  currency: string;
  /** The pay rate's: the team's. */
  pay_currency: string;
  /** YYYY-MM-DD in the team's zone. */
  effective_from: string;
  origin: RateOrigin;
  /** 0: the migration of the invitation's rates. */
  created_by: number;
  created_at: Date;
}

interface RateChangeDocument extends Omit<RateChangeRecord, 'id'> {
  _id: number;
  /** Unique: `u:<id>` for updates, `i:<team>:<user>:<joined at>` for an invitation's rates. */
  key: string;
}

const rateChangeSchema = new mongoose.Schema<RateChangeDocument>(
  {
    _id: { type: Number, required: true },
    key: { type: String, required: true },
    team_id: { type: Number, required: true },
    level: { type: String, required: true },
    user_id: { type: Number, required: true },
    client_id: { type: Number, required: true },
    project_id: { type: Number, required: true },
    bill_rate: { type: Number, default: null },
    pay_rate: { type: Number, default: null },
    currency: { type: String, required: true },
    pay_currency: { type: String, required: true },
    effective_from: { type: String, required: true },
    origin: { type: String, required: true },
    created_by: { type: Number, required: true },
    created_at: { type: Date, required: true },
  },
  { collection: 'rate_changes', versionKey: false },
);
rateChangeSchema.index({ key: 1 }, { name: 'key', unique: true });
rateChangeSchema.index({ team_id: 1, level: 1, user_id: 1 }, { name: 'team_id_level_user_id' });

const toRateChange = ({ _id, key: _key, ...fields }: RateChangeDocument): RateChangeRecord => ({
  id: _id,
  team_id: fields.team_id,
  level: fields.level,
  user_id: fields.user_id,
  client_id: fields.client_id,
  project_id: fields.project_id,
  bill_rate: fields.bill_rate ?? null,
  pay_rate: fields.pay_rate ?? null,
  currency: fields.currency,
  pay_currency: fields.pay_currency,
  effective_from: fields.effective_from,
  origin: fields.origin,
  created_by: fields.created_by,
  created_at: fields.created_at,
});

export const invitationRateKey = (teamId: number, userId: number, joinedAt: string) =>
  `i:${teamId}:${userId}:${joinedAt}`;

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

export function rateChangeStore(connection: Connection) {
  const RateChange = connectionModel(connection, 'RateChange', rateChangeSchema);
  return {
    model: RateChange,
    /** An update's row (inside the update's transaction). */
    async insert(change: RateChangeRecord): Promise<RateChangeRecord> {
      const document = { ...change, _id: change.id, key: `u:${change.id}` };
      delete (document as Partial<RateChangeRecord>).id;
      await RateChange.create([document]);
      return change;
    },
    /** An invitation's row, once per key: false when it was there already. */
    async insertInvitation(change: RateChangeRecord, key: string): Promise<boolean> {
      const document = { ...change, _id: change.id, key };
      delete (document as Partial<RateChangeRecord>).id;
      try {
        await RateChange.create([document]);
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    async hasKey(key: string): Promise<boolean> {
      return (await RateChange.exists({ key })) !== null;
    },
    /**
     * The rows that may apply to a member's entry on a project of a client: the team's,
     * the member's, the client's, the project's and the member's on the project.
     */
    async applicable(
      teamId: number,
      scope: { userId: number; clientId: number; projectId: number },
    ): Promise<RateChangeRecord[]> {
      const or: Array<Record<string, unknown>> = [
        { level: 'team' },
        { level: 'member', user_id: scope.userId },
      ];
      if (scope.clientId > 0) or.push({ level: 'client', client_id: scope.clientId });
      if (scope.projectId > 0)
        or.push(
          { level: 'project', project_id: scope.projectId },
          { level: 'project_member', project_id: scope.projectId, user_id: scope.userId },
        );
      const found = await RateChange.find({ team_id: teamId, $or: or })
        .sort({ _id: 1 })
        .lean<RateChangeDocument[]>();
      return found.map(toRateChange);
    },
    /** Every row of the team (repricing resolves many entries from them). */
    async ofTeam(teamId: number): Promise<RateChangeRecord[]> {
      const found = await RateChange.find({ team_id: teamId })
        .sort({ _id: 1 })
        .lean<RateChangeDocument[]>();
      return found.map(toRateChange);
    },
  };
}

export type RateChangeStore = ReturnType<typeof rateChangeStore>;
