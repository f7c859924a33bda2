// After an invitation is sent, owners and managers revoke it, send it again (a new
// link and expiry, for a pending or expired one) and list the team's invitations.
import { INVITATION_STATUSES, Joi, updatedChanges, type Caller } from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import { TEAMS_AUDIT_ACTIONS, TEAMS_AUDIT_OMIT, teamsChangeRecorded } from './events';
import { invitationDelivery, invitationSentEvent } from './invitation-delivery';
import { invitationNotFoundError, notPendingError } from './invitation-errors';
import {
  effectiveStatus,
  type InvitationRecord,
  type InvitationStatus,
  type InvitationView,
} from './models';
import { mayGrantRole, permissionDeniedError, requestAuthorizer } from './permissions';
import {
  pageOf,
  pagingFields,
  positiveId,
  validated,
  windowOf,
  type Page,
  type Paging,
} from './request-validation';

export type { InvitationView };

function invitationView(invitation: InvitationRecord, now: Date): InvitationView {
  const { token_hash: _tokenHash, ...fields } = invitation;
  return { ...fields, status: effectiveStatus(invitation, now) };
}

const invitationRef = Joi.object({ invitation_id: positiveId() });

const listInput = Joi.object({
  status: Joi.string()
    .valid(...INVITATION_STATUSES)
    .empty('')
    .messages({ '*': `The status must be one of: ${INVITATION_STATUSES.join(', ')}.` }),
  ...pagingFields,
});

/** A list invitations request's status filter and page, validated. */
export const validatedListInvitations = (request: {
  status?: string;
  page?: number;
  per_page?: number;
}): Paging & { status?: InvitationStatus } =>
  validated<Paging & { status?: InvitationStatus }>(listInput, {
    status: request.status,
    page: request.page,
    per_page: request.per_page,
  });

export function invitationManagementUseCases(deps: TeamsDependencies) {
  const { repository, outbox, logger } = deps;
  const delivery = invitationDelivery(deps);
  const authorizeRequest = requestAuthorizer(repository);

  /** Tenancy: an invitation of another team is not found. */
  async function findInvitation(teamId: number, id: number | undefined): Promise<InvitationRecord> {
    const { invitation_id } = validated<{ invitation_id: number }>(invitationRef, {
      invitation_id: id,
    });
    const invitation = await repository.invitations.findInTeam(teamId, invitation_id);
    if (!invitation) throw invitationNotFoundError();
    return invitation;
  }

  /** POST revokeInvitation (owner, manager): a pending invitation's link stops working. */
  async function revokeInvitation(
    caller: Caller | undefined,
    request: { team_id?: number; invitation_id?: number },
  ): Promise<InvitationView> {
    const { caller: who, team } = await authorizeRequest(caller, request, 'revokeInvitation');
    const invitation = await findInvitation(team.id, request.invitation_id);
    const now = new Date();
    const revoked = await repository.transaction(async () => {
      const changed = await repository.invitations.markRevoked(team.id, invitation.id, now);
      if (!changed) throw notPendingError('revoked');
      await outbox.record(
        teamsChangeRecorded(
          TEAMS_AUDIT_ACTIONS.RevokeInvitation,
          { team_id: team.id, object_type: 'invitation', object_id: invitation.id },
          updatedChanges({ ...invitation }, { ...changed }, TEAMS_AUDIT_OMIT),
        ),
      );
      return changed;
    });
    outbox.kick();
    logger.info(
      { team_id: team.id, invitation_id: invitation.id, by: who.userId },
      'invitation revoked',
    );
    return invitationView(revoked, now);
  }

  /**
   * POST resendInvitation (owner, manager): a pending or expired invitation gets a new
   * link and expiry (the old link stops working) and a new team.invitation_sent. Only an
   * owner may resend an owner's invitation, as only an owner may send one.
   */
  async function resendInvitation(
    caller: Caller | undefined,
    request: { team_id?: number; invitation_id?: number },
  ): Promise<InvitationView> {
    const { caller: who, team, role } = await authorizeRequest(caller, request, 'resendInvitation');
    const invitation = await findInvitation(team.id, request.invitation_id);
    if (!mayGrantRole(role, invitation.role)) throw permissionDeniedError();
    const now = new Date();
    if (!['pending', 'expired'].includes(effectiveStatus(invitation, now)))
      throw notPendingError('resent');

    const link = delivery.newAcceptLink(now);
    const inviterName = await delivery.inviterNameOf(who.userId);
    const renewed = await delivery.commit(async () => {
      const updated = await repository.invitations.renew(team.id, invitation.id, {
        token_hash: link.hash,
        expires_at: link.expiresAt,
      });
      if (!updated) throw notPendingError('resent');
      await outbox.record(
        invitationSentEvent(team, updated, link, { userId: who.userId, name: inviterName }),
        teamsChangeRecorded(
          TEAMS_AUDIT_ACTIONS.ResendInvitation,
          { team_id: team.id, object_type: 'invitation', object_id: invitation.id },
          updatedChanges({ ...invitation }, { ...updated }, TEAMS_AUDIT_OMIT),
        ),
      );
      return updated;
    });
    logger.info(
      { team_id: team.id, invitation_id: invitation.id, by: who.userId },
      'invitation resent',
    );
    return invitationView(renewed, now);
  }

  /** GET invitations (owner, manager): newest first, optionally of one status. */
  async function listInvitations(
    caller: Caller | undefined,
    request: { team_id?: number; status?: string; page?: number; per_page?: number },
  ): Promise<Page<InvitationView>> {
    const { team } = await authorizeRequest(caller, request, 'listInvitations');
    const input = validatedListInvitations(request);
    const now = new Date();
    const { items, total } = await repository.invitations.page(
      team.id,
      input.status,
      now,
      windowOf(input),
    );
    const views = items.map((invitation) => invitationView(invitation, now));
    return pageOf({ items: views, total }, input);
  }

  return { revokeInvitation, resendInvitation, listInvitations };
}
