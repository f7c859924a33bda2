// tracking's subscription to teams' team.member_added for imports (docs/import-matching.md):
// the entries an import held for an invited person become their time entries when they
// join (import-writer.ts, landHeldEntries). Idempotent by construction: a landed entry
// is found by its source key and its held copy is gone, so a redelivered event changes
// nothing. A failure (teams down, MongoDB away) is thrown: the bus retries with backoff,
// then dead-letters the event to `tracking.import-members.dlq`.
import {
  readEventData,
  TeamMemberAdded,
  TRACKING_IMPORT_MEMBERS,
  type EventBus,
  type EventHandler,
} from '@workmesh/platform';
import type { TrackingImportWriter } from './import-writer';

export const IMPORT_MEMBERS_QUEUE = TRACKING_IMPORT_MEMBERS.queue;

/** What the landing needs of the event: the team, the member and the email invited. */
const joinedMember = TeamMemberAdded.pick('team_id', 'user_id', 'email');

export function memberJoinedHandler(writer: Pick<TrackingImportWriter, 'landHeld'>): EventHandler {
  return async (event) => {
    const { team_id, user_id, email } = readEventData(joinedMember, event);
    await writer.landHeld(team_id, user_id, email);
  };
}

export async function subscribeToJoinedMembers(
  bus: EventBus,
  writer: Pick<TrackingImportWriter, 'landHeld'>,
): Promise<void> {
  await bus.subscribe({
    queue: IMPORT_MEMBERS_QUEUE,
    routingKeys: [...TRACKING_IMPORT_MEMBERS.routingKeys],
    handler: memberJoinedHandler(writer),
  });
}
