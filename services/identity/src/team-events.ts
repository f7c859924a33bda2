// identity's one durable subscription to other services' events (teams, clients, tasks):
//
//   team.invitation_sent      → the inviter's is_first_member_invited becomes 1
//   team.member_added (direct) → the same: a registered user added at once was invited too
//   project.created           → the creator's is_first_project_added becomes 1
//   task.created              → the creator's is_first_task_added becomes 1
//   team.member_role_changed  → the record's role follows, if that team is the current one
//   team.member_removed       → a removed member's current team moves to another of theirs
//
// Each event takes effect once, however often RabbitMQ delivers it: its id is claimed
// (ProcessedEvents) in the transaction of its write. A process handles them one at a
// time (prefetch 1), so two changes of one user apply in the order teams published them
// (with several replicas, only nearly so).
// A failure (teams down, MongoDB away) is thrown: the bus retries with backoff, then
// dead-letters the event to `identity.team-events.dlq`.
import {
  IDENTITY_TEAM_EVENTS,
  ProjectCreated,
  TaskCreated,
  TeamInvitationSent,
  TeamMemberAdded,
  TeamMemberRemoved,
  TeamMemberRoleChanged,
  type DomainEvent,
  type EventBus,
  type EventHandler,
  type ProcessedEvents,
} from '@workmesh/platform';
import { followRoleChange, leaveRemovedTeam } from './current-team';
import type { IdentityDependencies } from './dependencies';
import { readTeamEvent } from './events';
import { noteMemberInvited, noteProjectAdded, noteTaskAdded } from './first-steps';

export const TEAM_EVENTS_QUEUE = IDENTITY_TEAM_EVENTS.queue;
/** ProcessedEvents consumer name: the team events this subscription has applied. */
export const TEAM_EVENTS_CONSUMER = 'identity.team-events';
/** Declared with the contracts (the AsyncAPI document lists this subscription from there). */
export const TEAM_EVENT_TYPES = [...IDENTITY_TEAM_EVENTS.routingKeys];

/**
 * Runs an event's write in a transaction that first claims the event's id; answers
 * undefined (and writes nothing) when the event was applied before. The work may run
 * more than once (the transaction retries on conflicts), so it must be repeatable.
 */
export type OnceForEvent = <T>(work: () => Promise<T>) => Promise<T | undefined>;

export async function subscribeToTeamEvents(
  bus: EventBus,
  processed: ProcessedEvents,
  deps: IdentityDependencies,
): Promise<void> {
  await bus.subscribe({
    queue: TEAM_EVENTS_QUEUE,
    routingKeys: TEAM_EVENT_TYPES,
    prefetch: 1,
    handler: teamEventHandler(processed, deps),
  });
}

export function teamEventHandler(
  processed: ProcessedEvents,
  deps: IdentityDependencies,
): EventHandler {
  return async (event) => {
    const once = onceFor(event, processed, deps);
    switch (event.type) {
      case TeamInvitationSent.type:
        return noteMemberInvited(readTeamEvent(TeamInvitationSent.type, event), once, deps);
      case TeamMemberAdded.type: {
        const data = readTeamEvent(TeamMemberAdded.type, event);
        // An accepted invitation was counted when it was sent.
        if (data.via !== 'direct') return;
        return noteMemberInvited(
          { team_id: data.team_id, inviter_user_id: data.invited_by },
          once,
          deps,
        );
      }
      case ProjectCreated.type:
        return noteProjectAdded(readTeamEvent(ProjectCreated.type, event), once, deps);
      case TaskCreated.type:
        return noteTaskAdded(readTeamEvent(TaskCreated.type, event), once, deps);
      case TeamMemberRoleChanged.type:
        return followRoleChange(readTeamEvent(TeamMemberRoleChanged.type, event), once, deps);
      case TeamMemberRemoved.type:
        return leaveRemovedTeam(readTeamEvent(TeamMemberRemoved.type, event), once, deps);
      default:
        // Only the types above are bound to the queue; anything else is not ours.
        deps.logger.warn(
          { event_id: event.id, event_type: event.type },
          'unexpected event type: ignored',
        );
    }
  };
}

function onceFor(
  event: DomainEvent,
  processed: ProcessedEvents,
  deps: IdentityDependencies,
): OnceForEvent {
  return async (work) => {
    const outcome = await processed.applyOnce(deps.repository, event, work);
    if (outcome.applied) return outcome.result;
    deps.logger.info(
      { event_id: event.id, event_type: event.type },
      'team event applied before: nothing done again',
    );
    return undefined;
  };
}
