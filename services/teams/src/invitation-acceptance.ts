// What an invitation link's token opens: its preview (GET /api/v3/team/invitation, public,
// what the accept page shows before the invitee signs in), and its acceptance (POST
// /api/v3/team/acceptInvitation) by the user whose email was invited: the membership with
// the invitation's role and pay. A token works once, and only until it expires.
import {
  characterCount,
  hashToken,
  INVITATION_TOKEN_MAX_LENGTH,
  Joi,
  updatedChanges,
  type Caller,
} from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import { TEAMS_AUDIT_ACTIONS, TEAMS_AUDIT_OMIT, teamsChangeRecorded } from './events';
import { invitationDelivery } from './invitation-delivery';
import {
  invitationInvalidError,
  invitationNotFoundError,
  notForYouError,
} from './invitation-errors';
import { memberView, type MemberView } from './members';
import { effectiveStatus, type InvitationStatus, type Role } from './models';
import { requireCaller, validated } from './request-validation';

/** The preview's token: given, not blank, no longer than any made (else 400, as described). */
const previewInput = Joi.object({
  token: Joi.string()
    .trim()
    .max(INVITATION_TOKEN_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'The token field is required.',
      'string.empty': 'The token field is required.',
      'string.max': `The token may not be greater than ${INVITATION_TOKEN_MAX_LENGTH} characters.`,
    }),
});

/** The token as given, trimmed; '' when it cannot be one (blank, or longer than any made). */
function tokenOf(request: { token?: string }): string {
  const token = request.token?.trim() ?? '';
  return characterCount(token) > INVITATION_TOKEN_MAX_LENGTH ? '' : token;
}

export interface InvitationPreview {
  team_id: number;
  team_name: string;
  email: string;
  role: Role;
  status: InvitationStatus;
  expires_at: string;
  invited_by_name?: string;
}

export function invitationAcceptanceUseCases(deps: TeamsDependencies) {
  const { repository, outbox, logger, identity } = deps;
  const { commit, joinTeam, inviterNameOf } = invitationDelivery(deps);

  /**
   * GET invitation (public): whoever holds the link sees whom it invites to which team, as
   * what, and whether it can still be accepted. A token that names nothing (or whose team
   * is gone) is not found; the token itself, 32 random bytes, is the only key.
   */
  async function previewInvitation(request: { token?: string }): Promise<InvitationPreview> {
    const { token } = validated<{ token: string }>(previewInput, { token: request.token });
    const invitation = await repository.invitations.findByTokenHash(hashToken(token));
    if (!invitation) throw invitationNotFoundError();
    const team = await repository.teams.find(invitation.team_id);
    if (!team) throw invitationNotFoundError();
    const inviter = await inviterNameOf(invitation.invited_by);
    return {
      team_id: team.id,
      team_name: team.name,
      email: invitation.email,
      role: invitation.role,
      status: effectiveStatus(invitation, new Date()),
      expires_at: invitation.expires_at.toISOString(),
      ...(inviter ? { invited_by_name: inviter } : {}),
    };
  }

  async function acceptInvitation(
    caller: Caller | undefined,
    request: { token?: string },
  ): Promise<{ success: string; member: MemberView }> {
    const who = requireCaller(caller);
    const token = tokenOf(request);
    if (token === '') throw invitationInvalidError();
    const invitation = await repository.invitations.findByTokenHash(hashToken(token));
    const now = new Date();
    if (!invitation || effectiveStatus(invitation, now) !== 'pending')
      throw invitationInvalidError();
    // Identity knows the caller's email; if it cannot answer, nobody can tell whose this is.
    const user = await identity.getUser(who.userId);
    if (!user || user.email !== invitation.email) throw notForYouError();
    const team = await repository.teams.find(invitation.team_id);
    if (!team) throw invitationInvalidError();

    const membership = await commit(async () => {
      // Conditional: of two accepts at once, one finds it no longer pending.
      const accepted = await repository.invitations.markAccepted(invitation.id, user.id, now);
      if (!accepted) throw invitationInvalidError();
      const joined = await joinTeam(team, invitation, user.id, 'invitation');
      await outbox.record(
        teamsChangeRecorded(
          TEAMS_AUDIT_ACTIONS.AcceptInvitation,
          { team_id: team.id, object_type: 'invitation', object_id: invitation.id },
          updatedChanges({ ...invitation }, { ...accepted }, TEAMS_AUDIT_OMIT),
        ),
      );
      return joined;
    });
    logger.info(
      { team_id: team.id, invitation_id: invitation.id, user_id: user.id },
      'invitation accepted',
    );
    return { success: 'Invitation accepted', member: memberView(membership, user) };
  }

  return { previewInvitation, acceptInvitation };
}
