// Reading a team's audit log (docs/audit.md, Who may read): the list, with its filters
// and keyset paging, and the check of the chain. Owners read everything of their current
// team; managers everything but other managers' and owners' sign-ins; members nothing.
// Verify is the owners'.
import {
  authorizeInTeam,
  OWNER_OR_MANAGER,
  type Caller,
  type TeamAccess,
  type TeamRole,
} from '@workmesh/platform';
import { ChainCheck } from './audit-chain';
import type { AuditDependencies } from './dependencies';
import type { AuditRecord, AuditRecordFilter } from './models';
import { listRecordsSchema, validated, type ListRecordsInput } from './request-validation';

/** The family of sign-in actions a manager sees only for themselves and members. */
export const SIGN_IN_ACTIONS = 'login.';

const OWNER: readonly TeamRole[] = ['owner'];

export interface RecordsPage {
  records: AuditRecord[];
  /** The cursor of the next page; none on the last. */
  nextCursor?: string;
}

export interface ChainVerdict {
  valid: boolean;
  records: number;
  brokenAt?: string;
}

export function auditQueriesUseCases({ repository, teams }: AuditDependencies) {
  /** Other owners' and managers' sign-ins are not a manager's to see. */
  async function hiddenFrom(access: TeamAccess): Promise<AuditRecordFilter['hiddenSignIns']> {
    if (access.role === 'owner') return undefined;
    const userIds = (await teams.ownersAndManagersOf(access.teamId))
      .map((manager) => manager.userId)
      .filter((id) => id !== access.caller.userId);
    return { actionPrefix: SIGN_IN_ACTIONS, userIds };
  }

  return {
    async listRecords(caller: Caller | undefined, request: unknown): Promise<RecordsPage> {
      const access = await authorizeInTeam(teams, caller, OWNER_OR_MANAGER);
      const input = validated<ListRecordsInput>(listRecordsSchema, request);
      const filter: AuditRecordFilter = {
        teamId: access.teamId,
        from: input.from,
        to: input.to,
        actor: input.actor,
        action: input.action,
        objectType: input.object_type,
        objectId: input.object_id,
        hiddenSignIns: await hiddenFrom(access),
        beforeSeq: input.cursor === undefined ? undefined : Number(input.cursor),
      };
      const found = await repository.records.page(filter, input.limit + 1);
      const records = found.slice(0, input.limit);
      const last = records[records.length - 1];
      return {
        records,
        ...(found.length > input.limit && last ? { nextCursor: String(last.seq) } : {}),
      };
    },

    /**
     * Recomputes the team's chain from its first remaining record: that one must follow
     * the retention mark (the last record removed), or be the team's first.
     */
    async verifyChain(caller: Caller | undefined): Promise<ChainVerdict> {
      const access = await authorizeInTeam(teams, caller, OWNER);
      const mark = await repository.marks.of(access.teamId);
      const check = new ChainCheck(mark);
      for await (const record of repository.records.inChainOrder(access.teamId)) {
        if (!check.next(record)) break;
      }
      if (check.brokenAt === undefined) return { valid: true, records: check.count };
      return {
        valid: false,
        records: await repository.records.countOfTeam(access.teamId),
        brokenAt: check.brokenAt,
      };
    },
  };
}

export type AuditQueriesUseCases = ReturnType<typeof auditQueriesUseCases>;
