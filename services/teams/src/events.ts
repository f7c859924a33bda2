// The events the teams service records (docs/events.md), each in the
// transaction of the change it reports (outbox), published after the commit. Their
// contracts (type names, data, rules) are platform's: events/contracts/teams.ts.
import {
  TeamCreated,
  TeamInvitationSent,
  TeamMemberAdded,
  TeamMemberRemoved,
  TeamMemberRoleChanged,
} from '@workmesh/platform';

export const teamCreated = (team: { id: number; name: string; owner_user_id: number }) =>
  TeamCreated.make({ team_id: team.id, name: team.name, owner_user_id: team.owner_user_id });

export const invitationSent = TeamInvitationSent.make;
export const memberAdded = TeamMemberAdded.make;
export const memberRoleChanged = TeamMemberRoleChanged.make;
export const memberRemoved = TeamMemberRemoved.make;
