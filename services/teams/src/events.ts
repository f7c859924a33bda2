// The events the teams service emits (docs/architecture.md, Events). Each is recorded
// in the transaction of the change it reports (outbox) and published after the commit.
import { newEvent, type DomainEvent } from '@workmesh/platform';
import type { Role } from './models';

export const SOURCE = 'teams';

export const TEAM_CREATED = 'team.created';
export const TEAM_INVITATION_SENT = 'team.invitation_sent';
export const TEAM_MEMBER_ADDED = 'team.member_added';
export const TEAM_MEMBER_ROLE_CHANGED = 'team.member_role_changed';
export const TEAM_MEMBER_REMOVED = 'team.member_removed';

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.
export type TeamCreatedData = {
  team_id: number;
  name: string;
  owner_user_id: number;
};

export type InvitationSentData = {
  invitation_id: number;
  team_id: number;
  team_name: string;
  email: string;
  role: Role;
  inviter_user_id: number;
  inviter_name: string;
  /** The raw token: only its hash is stored; the notifier puts it in the accept link. */
  accept_token: string;
  /** ISO 8601, UTC. */
  expires_at: string;
};

export type MemberAddedData = {
  team_id: number;
  team_name: string;
  user_id: number;
  email: string;
  role: Role;
  via: 'invitation' | 'direct';
  /** Who sent the invitation (identity marks their first invited member). */
  invited_by: number;
};

export type MemberRoleChangedData = { team_id: number; user_id: number; role: Role };

export type MemberRemovedData = { team_id: number; user_id: number };

export function teamCreated(team: {
  id: number;
  name: string;
  owner_user_id: number;
}): DomainEvent<TeamCreatedData> {
  return newEvent<TeamCreatedData>(
    TEAM_CREATED,
    { team_id: team.id, name: team.name, owner_user_id: team.owner_user_id },
    SOURCE,
  );
}

export const invitationSent = (data: InvitationSentData): DomainEvent<InvitationSentData> =>
  newEvent(TEAM_INVITATION_SENT, data, SOURCE);

export const memberAdded = (data: MemberAddedData): DomainEvent<MemberAddedData> =>
  newEvent(TEAM_MEMBER_ADDED, data, SOURCE);

export const memberRoleChanged = (
  data: MemberRoleChangedData,
): DomainEvent<MemberRoleChangedData> => newEvent(TEAM_MEMBER_ROLE_CHANGED, data, SOURCE);

export const memberRemoved = (data: MemberRemovedData): DomainEvent<MemberRemovedData> =>
  newEvent(TEAM_MEMBER_REMOVED, data, SOURCE);
