// The audit service's subscription (platform: AUDIT_CHANGES): every change.recorded
// event of every service becomes an audit record (audit-recording.ts). The bus acks
// only after the handler returns, that is after the record's transaction committed; a
// failure (MongoDB away) is thrown, retried with backoff, then dead-lettered to
// `audit.changes.dlq`; an event whose data breaks the contract goes there at once.
import { AUDIT_CHANGES, type EventBus, type EventHandler } from '@workmesh/platform';
import type { AuditRecordingUseCases } from './audit-recording';

export const CHANGES_QUEUE = AUDIT_CHANGES.queue;

export function changeHandler(recording: AuditRecordingUseCases): EventHandler {
  return async (event) => {
    await recording.recordChange(event);
  };
}

export async function subscribeToChanges(
  bus: EventBus,
  recording: AuditRecordingUseCases,
): Promise<void> {
  await bus.subscribe({
    queue: CHANGES_QUEUE,
    routingKeys: [...AUDIT_CHANGES.routingKeys],
    handler: changeHandler(recording),
  });
}
