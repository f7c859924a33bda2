// What sending, re-sending and accepting an invitation share: a new accept link (a token,
// of which only the hash is stored, and an expiry) and its team.invitation_sent, the
// inviter's name for the mail, joining the team with team.member_added, and the commit of
// a write with its events.
import { newOneTimeToken } from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import { invitationSent, memberAdded } from './events';
import { asInvitationConflict } from './invitation-errors';
import type { InvitationRecord, MembershipRecord, NewInvitation, TeamRecord } from './models';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AcceptLink {
  /** The raw token, for the team.invitation_sent event only. */
  token: string;
  /** What the invitation stores. */
  hash: string;
  expiresAt: Date;
}

/** team.invitation_sent: the invitation's mail, with the link, from `inviter` (who sent it now). */
export const invitationSentEvent = (
  team: TeamRecord,
  invitation: Pick<InvitationRecord, 'id' | 'email' | 'role'>,
  link: AcceptLink,
  inviter: { userId: number; name: string },
) =>
  invitationSent({
    invitation_id: invitation.id,
    team_id: team.id,
    team_name: team.name,
    email: invitation.email,
    role: invitation.role,
    inviter_user_id: inviter.userId,
    inviter_name: inviter.name,
    accept_token: link.token,
    expires_at: link.expiresAt.toISOString(),
  });

export function invitationDelivery({
  repository,
  outbox,
  logger,
  identity,
  invitationTtlDays,
}: TeamsDependencies) {
  return {
    /** A link valid for INVITATION_TTL_DAYS from now. */
    newAcceptLink(now = new Date()): AcceptLink {
      const { token, hash } = newOneTimeToken();
      return { token, hash, expiresAt: new Date(now.getTime() + invitationTtlDays * DAY_MS) };
    },

    /** The inviter's name for the mail; '' when identity does not answer (the mail still goes). */
    async inviterNameOf(userId: number): Promise<string> {
      try {
        return (await identity.getUser(userId))?.name ?? '';
      } catch (error) {
        logger.warn(
          { err: error },
          'identity did not answer GetUser: invitation without inviter name',
        );
        return '';
      }
    },

    /**
     * The user joins the team with the invitation's role and pay, and team.member_added
     * says how (`via`); inside commit.
     */
    async joinTeam(
      team: TeamRecord,
      invitation: Pick<NewInvitation, 'email' | 'role' | 'pay' | 'invited_by'>,
      userId: number,
      via: 'direct' | 'invitation',
    ): Promise<MembershipRecord> {
      const joined = await repository.memberships.insert({
        team_id: team.id,
        user_id: userId,
        role: invitation.role,
        pay: invitation.pay,
      });
      await outbox.record(
        memberAdded({
          team_id: team.id,
          team_name: team.name,
          user_id: userId,
          email: invitation.email,
          role: invitation.role,
          via,
          invited_by: invitation.invited_by,
        }),
      );
      return joined;
    },

    /** Writes in one transaction (lost races mapped to their rule), then lets the relay publish. */
    async commit<T>(work: () => Promise<T>): Promise<T> {
      let result: T;
      try {
        result = await repository.transaction(work);
      } catch (error) {
        throw asInvitationConflict(error);
      }
      outbox.kick();
      return result;
    },
  };
}
