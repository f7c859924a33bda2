// The events teams records. identity follows invitations, additions, role changes and
// removals (first-step flags, the current team); the notifier mails invitations and
// direct additions.
import { Joi } from '../../joi';
import type { TeamRole } from '../../closed-values';
import { eventContract } from '../event-contract';
import { email, id, isoDateTime, name, teamRole, token } from './field-rules';

const SOURCE = 'teams';

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

export type TeamCreatedData = {
  team_id: number;
  name: string;
  owner_user_id: number;
};

export const TeamCreated = eventContract('team.created', SOURCE).withData<TeamCreatedData>({
  team_id: id,
  name,
  owner_user_id: id,
});

export type TeamInvitationSentData = {
  invitation_id: number;
  team_id: number;
  team_name: string;
  /** The invited address (the invitee may not be registered yet). */
  email: string;
  role: TeamRole;
  inviter_user_id: number;
  inviter_name: string;
  /** The raw token: only its hash is stored; the notifier puts it in the accept link. */
  accept_token: string;
  /** When the invitation lapses; ISO 8601, UTC. */
  expires_at: string;
};

export const TeamInvitationSent = eventContract(
  'team.invitation_sent',
  SOURCE,
).withData<TeamInvitationSentData>({
  invitation_id: id,
  team_id: id,
  team_name: name,
  email,
  role: teamRole,
  inviter_user_id: id,
  inviter_name: name,
  accept_token: token,
  expires_at: isoDateTime,
});

export type TeamMemberAddedData = {
  team_id: number;
  team_name: string;
  user_id: number;
  email: string;
  role: TeamRole;
  /** 'invitation': the member accepted an invitation (no mail); 'direct': added without one. */
  via: 'invitation' | 'direct';
  /** Who sent the invitation, or added the member (identity marks their first invited member). */
  invited_by: number;
};

export const TeamMemberAdded = eventContract(
  'team.member_added',
  SOURCE,
).withData<TeamMemberAddedData>({
  team_id: id,
  team_name: name,
  user_id: id,
  email,
  role: teamRole,
  via: Joi.string().valid('invitation', 'direct').required(),
  invited_by: id,
});

export type TeamMemberRoleChangedData = { team_id: number; user_id: number; role: TeamRole };

export const TeamMemberRoleChanged = eventContract(
  'team.member_role_changed',
  SOURCE,
).withData<TeamMemberRoleChangedData>({ team_id: id, user_id: id, role: teamRole });

export type TeamMemberRemovedData = { team_id: number; user_id: number };

export const TeamMemberRemoved = eventContract(
  'team.member_removed',
  SOURCE,
).withData<TeamMemberRemovedData>({ team_id: id, user_id: id });

export type TeamTwoFactorPolicyChangedData = { team_id: number; require_two_factor: boolean };

/**
 * A team's owner turned `require_two_factor` on or off: every gateway replica forgets its
 * cached callers and tokens, so the policy holds from the next request on.
 */
export const TeamTwoFactorPolicyChanged = eventContract(
  'team.two_factor_policy_changed',
  SOURCE,
).withData<TeamTwoFactorPolicyChangedData>({
  team_id: id,
  require_two_factor: Joi.boolean().required(),
});
