// The events the teams service records (docs/events.md), each in the
// transaction of the change it reports (outbox), published after the commit. Their
// contracts (type names, data, rules) are platform's: events/contracts/teams.ts.
// Every API write also records one change.recorded (docs/audit.md) with the same commit.
import {
  changeRecorded,
  TeamCreated,
  TeamInvitationSent,
  TeamMemberAdded,
  TeamMemberRemoved,
  TeamMemberRoleChanged,
  type Changes,
  type ChangeRecordedData,
  type DomainEvent,
} from '@workmesh/platform';

export const teamCreated = (team: { id: number; name: string; owner_user_id: number }) =>
  TeamCreated.make({ team_id: team.id, name: team.name, owner_user_id: team.owner_user_id });

export const invitationSent = TeamInvitationSent.make;
export const memberAdded = TeamMemberAdded.make;
export const memberRoleChanged = TeamMemberRoleChanged.make;
export const memberRemoved = TeamMemberRemoved.make;

/** The envelope's `source` of the events the teams service records. */
export const TEAMS_SOURCE = 'teams';

/**
 * The audit actions of the teams service's API writes (change.recorded, docs/audit.md),
 * by the rpc that records them (SendInvitation: `invitation.sent`, or `member.added`
 * when the registered user is added at once).
 */
export const TEAMS_AUDIT_ACTIONS = {
  CreateTeam: 'team.created',
  SendInvitation: 'invitation.sent',
  SendInvitationAddedDirectly: 'member.added',
  AcceptInvitation: 'invitation.accepted',
  RevokeInvitation: 'invitation.revoked',
  ResendInvitation: 'invitation.resent',
  ChangeMemberRole: 'member.role_changed',
  RemoveMember: 'member.removed',
  CreateGroup: 'group.created',
  UpdateGroup: 'group.updated',
  DeleteGroup: 'group.deleted',
  UpdateTeamSettings: 'team_settings.updated',
} as const;

export type TeamsAuditAction = (typeof TEAMS_AUDIT_ACTIONS)[keyof typeof TEAMS_AUDIT_ACTIONS];

/** Fields never recorded: bookkeeping, and the inviter's address and agent (the envelope's actor has them). */
export const TEAMS_AUDIT_OMIT = ['created_at', 'ip', 'agent', 'request_key'] as const;

/** change.recorded of a teams write. */
export function teamsChangeRecorded(
  action: TeamsAuditAction,
  object: {
    team_id: number;
    object_type: 'team' | 'invitation' | 'member' | 'group' | 'team_settings';
    object_id: number;
  },
  changes: Changes,
  subjectUserId = 0,
): DomainEvent<ChangeRecordedData> {
  return changeRecorded(TEAMS_SOURCE, {
    team_id: object.team_id,
    action,
    object_type: object.object_type,
    object_id: String(object.object_id),
    changes,
    subject_user_id: subjectUserId,
  });
}
