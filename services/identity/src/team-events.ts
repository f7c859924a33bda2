// identity's one durable subscription to other services' events (teams, clients, tasks):
//
//   team.invitation_sent      → the inviter's is_first_member_invited becomes 1
//   team.member_added (direct) → the same: a registered user added at once was invited too
//   project.created           → the creator's is_first_project_added becomes 1
//   task.created              → the creator's is_first_task_added becomes 1
//   team.member_role_changed  → the record's role follows, if that team is the current one
//   team.member_removed       → a removed member's current team moves to another of theirs,
//                               and their personal access tokens of that team are revoked
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
import { recordRevocation } from './access-tokens';
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
      case TeamMemberRemoved.type: {
        const data = readTeamEvent(TeamMemberRemoved.type, event);
        return leaveRemovedTeam(data, revokingTokensOf(data, once, deps), deps);
      }
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

/**
 * The removal's `once`, which also revokes the removed member's tokens of that team in
 * the same transaction (each with its token.revoked, so every gateway forgets it).
 */
function revokingTokensOf(
  removal: { team_id: number; user_id: number },
  once: OnceForEvent,
  deps: IdentityDependencies,
): OnceForEvent {
  return async (work) => {
    let revoked = 0;
    const result = await once(async () => {
      revoked = 0;
      const answer = await work();
      const tokens = await deps.repository.accessTokens.liveOfUserInTeam(
        removal.user_id,
        removal.team_id,
      );
      for (const token of tokens) if (await recordRevocation(token.id, deps, new Date())) revoked++;
      return answer;
    });
    if (revoked > 0) {
      deps.outbox.kick();
      deps.logger.info({ ...removal, tokens: revoked }, "removed member's tokens revoked");
    }
    return result;
  };
}
