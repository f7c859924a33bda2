// Invitations: owners and managers invite people by email with a role and
// pay settings. The team's feature settings decide the outcome: a registered user
// added at once, or an email with an accept link (pending until accepted, revoked or
// expired). Every write goes out with its event in one transaction (outbox).
// Accepting is in invitation-acceptance.ts; revoke, resend and list in
// invitation-management.ts.
import { createdChanges, type Caller } from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import { TEAMS_AUDIT_ACTIONS, TEAMS_AUDIT_OMIT, teamsChangeRecorded } from './events';
import type { DirectoryUser } from './identity-directory';
import { invitationAcceptanceUseCases } from './invitation-acceptance';
import { invitationDelivery, invitationSentEvent } from './invitation-delivery';
import { alreadyMemberError, invitationPendingError } from './invitation-errors';
import { invitationManagementUseCases } from './invitation-management';
import { auditOf, invitedRole, inviteeEmail, paySettingsOf } from './invitation-rules';
import {
  effectiveStatus,
  type InvitationRecord,
  type NewInvitation,
  type TeamRecord,
} from './models';
import { authorize, mayGrantRole, permissionDeniedError, teamNotFoundError } from './permissions';
import type { RequestOf } from './models/proto-messages';
import { requireCaller, teamIdMissing } from './request-validation';

export type { InvitationView } from './invitation-management';

/** SendInvitation's request, as the generated proto types define it. */
export type SendInvitationRequest = RequestOf<'SendInvitation'>;

export interface SendInvitationResult {
  success: string;
  outcome: 'invited' | 'added';
  /** The invitation recorded: pending, or accepted at once when the user was added. */
  invitation_id: number;
  /** The member added directly (their user id); absent when an email was sent. */
  member_id?: number;
}

/** The two ways an invitation goes: the registered user added at once, or an email sent. */
function invitationPaths(deps: TeamsDependencies) {
  const { repository, outbox, logger } = deps;
  const delivery = invitationDelivery(deps);

  /** The registered user is added at once (feature setting add_registered_users_directly). */
  async function addDirectly(
    team: TeamRecord,
    invitation: NewInvitation,
    invitee: DirectoryUser,
    stale: InvitationRecord | null,
  ): Promise<SendInvitationResult> {
    const now = new Date();
    await delivery.commit(async () => {
      if (stale) await repository.invitations.markExpired(stale.id);
      await repository.invitations.insert({
        ...invitation,
        status: 'accepted',
        expires_at: now,
        accepted_at: now,
        accepted_by: invitee.id,
      });
      const joined = await delivery.joinTeam(team, invitation, invitee.id, 'direct');
      await outbox.record(
        teamsChangeRecorded(
          TEAMS_AUDIT_ACTIONS.SendInvitationAddedDirectly,
          { team_id: team.id, object_type: 'member', object_id: invitee.id },
          createdChanges(
            { ...joined, email: invitation.email, invitation_id: invitation.id },
            TEAMS_AUDIT_OMIT,
          ),
          invitee.id,
        ),
      );
    });
    logger.info(
      {
        team_id: team.id,
        invitation_id: invitation.id,
        user_id: invitee.id,
        by: invitation.invited_by,
      },
      'registered user added to the team directly',
    );
    return {
      success: `${invitation.email} has been added to the team`,
      outcome: 'added',
      invitation_id: invitation.id,
      member_id: invitee.id,
    };
  }

  /** An email with an accept link: pending until accepted, revoked or expired. */
  async function inviteByEmail(
    team: TeamRecord,
    invitation: NewInvitation,
    stale: InvitationRecord | null,
  ): Promise<SendInvitationResult> {
    const link = delivery.newAcceptLink();
    const inviterName = await delivery.inviterNameOf(invitation.invited_by);
    await delivery.commit(async () => {
      if (stale) await repository.invitations.markExpired(stale.id);
      const sent = await repository.invitations.insert({
        ...invitation,
        status: 'pending',
        token_hash: link.hash,
        expires_at: link.expiresAt,
      });
      await outbox.record(
        invitationSentEvent(team, invitation, link, {
          userId: invitation.invited_by,
          name: inviterName,
        }),
        teamsChangeRecorded(
          TEAMS_AUDIT_ACTIONS.SendInvitation,
          { team_id: team.id, object_type: 'invitation', object_id: sent.id },
          createdChanges({ ...sent }, TEAMS_AUDIT_OMIT),
        ),
      );
    });
    logger.info(
      { team_id: team.id, invitation_id: invitation.id, by: invitation.invited_by },
      'invitation sent',
    );
    return {
      success: 'Invitation sent successfully',
      outcome: 'invited',
      invitation_id: invitation.id,
    };
  }

  return { addDirectly, inviteByEmail };
}

export function invitationsUseCases(deps: TeamsDependencies) {
  const { repository, identity } = deps;
  const { addDirectly, inviteByEmail } = invitationPaths(deps);

  /**
   * POST sendInvitation. The checks run in the spec's order, each with its own answer:
   * team_id missing, team not found, caller not owner/manager, email, role, pay
   * settings; then an existing member or a pending invitation is refused.
   */
  async function sendInvitation(
    caller: Caller | undefined,
    request: SendInvitationRequest,
  ): Promise<SendInvitationResult> {
    const who = requireCaller(caller);
    if (request.team_id === undefined) throw teamIdMissing();
    if (!Number.isSafeInteger(request.team_id) || request.team_id <= 0) throw teamNotFoundError();
    const { team, role: callerRole } = await authorize(
      repository,
      who,
      request.team_id,
      'sendInvitation',
    );
    const email = inviteeEmail(request.email);
    const role = invitedRole(request.role);
    if (!mayGrantRole(callerRole, role)) throw permissionDeniedError();
    const pay = paySettingsOf(request);

    // Identity decides "already a member" and "registered": without it, nothing is sent.
    const invitee = await identity.findUserByEmail(email);
    if (invitee && (await repository.memberships.find(team.id, invitee.id)))
      throw alreadyMemberError();
    const pending = await repository.invitations.findPending(team.id, email);
    if (pending && effectiveStatus(pending, new Date()) === 'pending')
      throw invitationPendingError();
    const settings = await repository.settings.findOrCreate(team.id);

    const invitation: NewInvitation = {
      id: await repository.nextId('invitations'),
      team_id: team.id,
      email,
      role,
      status: 'pending',
      pay,
      invited_by: who.userId,
      expires_at: new Date(),
      // "Terms and conditions, if the workspace has them, are accepted on behalf of the inviter."
      terms_accepted_by_inviter: settings.terms_enabled,
      ...auditOf(request),
    };
    // A pending invitation past its expiry (stale) is closed as expired by the new one.
    return settings.add_registered_users_directly && invitee
      ? addDirectly(team, invitation, invitee, pending)
      : inviteByEmail(team, invitation, pending);
  }

  return {
    sendInvitation,
    ...invitationAcceptanceUseCases(deps),
    ...invitationManagementUseCases(deps),
  };
}

export type InvitationsUseCases = ReturnType<typeof invitationsUseCases>;
