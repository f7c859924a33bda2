// What the audit service does on user.erased (docs/account-erasure.md). Audit records are
// what the law lets a team keep of an erased person, by id only: the person's name and
// address leave the records' changes (replaced by "Deleted user #id" and the erased
// address), and the network address and browser their own actions were recorded with are
// emptied. Records are hash-chained (audit-chain.ts): each team's chain is sealed again
// from its first rewritten record on, so verification still passes; the hashes before
// that record do not change.
import { redactText, textNames, userErasureHandler, type EventHandler } from '@workmesh/platform';
import { hashOf } from './audit-chain';
import type { AuditDependencies } from './dependencies';
import type { AuditRecord } from './models';

type Deps = Pick<AuditDependencies, 'repository'>;

/** The object types whose object id is a user's. */
const USER_OBJECTS = ['user', 'member', 'membership'];
/** Fields of a record's changes that name the user it is about. */
const NAMING_CHANGES = ['email', 'name'];

/** The person's names and addresses as records about them show them. */
function namesInChanges(changes: string): string[] {
  const names: string[] = [];
  let parsed: Record<string, { before?: unknown; after?: unknown }>;
  try {
    parsed = JSON.parse(changes) as typeof parsed;
  } catch {
    return names;
  }
  for (const field of NAMING_CHANGES) {
    const change = parsed[field];
    if (!change || typeof change !== 'object') continue;
    for (const value of [change.before, change.after])
      if (typeof value === 'string' && value.trim() !== '') names.push(value);
  }
  return names;
}

/** Whether the record's network address and browser are the person's. */
const actedBy = (record: AuditRecord, userId: number) =>
  record.actor.user_id === userId ||
  (record.actor.user_id === 0 && record.subject_user_id === userId);

/** The record as the erasure leaves it (its hash then tells whether anything changed). */
export function erasedRecord(record: AuditRecord, userId: number, names: string[]): AuditRecord {
  const changes = textNames(record.changes, names)
    ? redactText(record.changes, userId, names)
    : record.changes;
  return actedBy(record, userId)
    ? { ...record, ip: '', user_agent: '', changes }
    : { ...record, changes };
}

export async function eraseUser(userId: number, deps: Deps): Promise<void> {
  const { records } = deps.repository;
  const about = await records.model
    .find(
      {
        $or: [
          { subject_user_id: userId },
          { object_type: { $in: USER_OBJECTS }, object_id: String(userId) },
        ],
      },
      { changes: 1 },
    )
    .lean<Array<{ changes: string }>>();
  const names = [...new Set(about.flatMap((record) => namesInChanges(record.changes)))];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const touched = await records.model
    .find(
      {
        $or: [
          { 'actor.user_id': userId },
          { 'actor.user_id': 0, subject_user_id: userId },
          ...names.map((name) => ({ changes: { $regex: escape(name), $options: 'i' } })),
        ],
      },
      { team_id: 1, seq: 1 },
    )
    .lean<Array<{ team_id: number; seq: number }>>();
  const firstSeq = new Map<number, number>();
  for (const { team_id, seq } of touched)
    firstSeq.set(team_id, Math.min(seq, firstSeq.get(team_id) ?? seq));
  for (const [teamId, seq] of firstSeq) {
    let previousHash: string | undefined;
    for await (const record of records.fromSeq(teamId, seq)) {
      const erased = erasedRecord(record, userId, names);
      const linked = { ...erased, prev_hash: previousHash ?? record.prev_hash };
      const hash = hashOf(linked);
      if (hash !== record.hash) await records.reseal({ ...linked, hash });
      previousHash = hash;
    }
  }
}

export function auditUserErasureHandler(deps: Deps): EventHandler {
  return userErasureHandler({
    connection: deps.repository.records.model.db,
    store: deps.repository,
    consumer: 'audit.user-erasure',
    erase: (userId) => eraseUser(userId, deps),
  });
}
