// Accepting an invitation (POST /api/v3/team/acceptInvitation), by the user whose
// email was invited: the membership with the invitation's role and pay. A token
// works once, and only until it expires.
import { hashToken, type Caller } from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import { invitationDelivery } from './invitation-delivery';
import { invitationInvalidError, notForYouError } from './invitation-errors';
import { memberView, type MemberView } from './members';
import { effectiveStatus } from './models';
import { requireCaller } from './request-validation';

const TOKEN_MAX_LENGTH = 200;

export function invitationAcceptanceUseCases(deps: TeamsDependencies) {
  const { repository, logger, identity } = deps;
  const { commit, joinTeam } = invitationDelivery(deps);

  async function acceptInvitation(
    caller: Caller | undefined,
    request: { token?: string },
  ): Promise<{ success: string; member: MemberView }> {
    const who = requireCaller(caller);
    const token = request.token?.trim() ?? '';
    if (token === '' || token.length > TOKEN_MAX_LENGTH) throw invitationInvalidError();
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
      if (!(await repository.invitations.markAccepted(invitation.id, user.id, now)))
        throw invitationInvalidError();
      return joinTeam(team, invitation, user.id, 'invitation');
    });
    logger.info(
      { team_id: team.id, invitation_id: invitation.id, user_id: user.id },
      'invitation accepted',
    );
    return { success: 'Invitation accepted', member: memberView(membership, user) };
  }

  return { acceptInvitation };
}
