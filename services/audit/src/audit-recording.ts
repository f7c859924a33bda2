// The consumer's use case (docs/audit.md, What is recorded): a change.recorded event
// becomes its team's next audit record, once. In one transaction the event id is
// claimed (ProcessedEvents), the team's chain head is read and the record chained after
// it is inserted; the bus acks only after that commits, so a kill -9 or a broker cut
// loses nothing (the event comes again) and duplicates nothing (the claim).
//
// Two replicas appending to one team at once both read the same head: the unique index
// on (team_id, seq) lets one insert and aborts the other, which runs again on the new
// head. The chain never forks.
import { randomBytes } from 'node:crypto';
import {
  ChangeRecorded,
  readEventData,
  UniqueIndexViolation,
  type ChangeRecordedData,
  type DomainEvent,
  type ProcessedEvents,
} from '@workmesh/platform';
import { canonicalJson, chained } from './audit-chain';
import type { AuditDependencies } from './dependencies';
import { AUDIT_RECORD_INDEXES, type AuditRecord } from './models';

/** Attempts of one event against racing appends to its team before the bus retries it. */
const CHAIN_RACE_ATTEMPTS = 20;

/** An id like MongoDB's ObjectId: seconds, then random bytes (sortable by time). */
export function newRecordId(now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** The record's fields from the event: the envelope says who, the data what. */
function recordFieldsOf(event: DomainEvent, data: ChangeRecordedData, now: Date) {
  const actor = event.actor;
  return {
    id: newRecordId(now),
    team_id: data.team_id,
    action: data.action,
    object_type: data.object_type,
    object_id: data.object_id,
    actor: {
      user_id: actor?.user_id ?? 0,
      ...(actor?.session_id ? { session_id: actor.session_id } : {}),
      ...(actor?.token_id ? { token_id: actor.token_id } : {}),
    },
    ip: actor?.ip ?? '',
    user_agent: actor?.user_agent ?? '',
    request_id: event.request_id ?? '',
    occurred_at: new Date(event.occurred_at).toISOString(),
    recorded_at: now.toISOString(),
    changes: canonicalJson(data.changes),
    subject_user_id: data.subject_user_id,
    event_id: event.id,
  };
}

export function auditRecordingUseCases(
  { repository, now }: AuditDependencies,
  processed: ProcessedEvents,
) {
  async function appendOnce(event: DomainEvent, data: ChangeRecordedData) {
    return processed.applyOnce(repository, event, async () => {
      const head = await repository.records.headOf(data.team_id);
      const record = chained(recordFieldsOf(event, data, now()), head);
      await repository.records.insert(record);
      return record;
    });
  }

  return {
    /**
     * Appends the event's record to its team's chain, or nothing when the event was
     * recorded before. Answers the record stored now, or null.
     */
    async recordChange(event: DomainEvent): Promise<AuditRecord | null> {
      const data = readEventData(ChangeRecorded.schema, event);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const outcome = await appendOnce(event, data);
          return outcome.applied ? outcome.result : null;
        } catch (error) {
          if (!(error instanceof UniqueIndexViolation)) throw error;
          // Recorded already (a claim lost with its processed_events entry): nothing to do.
          if (error.index === AUDIT_RECORD_INDEXES.event) return null;
          // Another replica took this place of the chain: chain after its record.
          if (attempt >= CHAIN_RACE_ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type AuditRecordingUseCases = ReturnType<typeof auditRecordingUseCases>;
