// What sending and re-sending an invitation share: a new accept link (a token, of which
// only the hash is stored, and an expiry), the inviter's name for the mail, and the
// commit of a write with its events.
import { newOneTimeToken } from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import { asInvitationConflict } from './invitation-errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AcceptLink {
  /** The raw token, for the team.invitation_sent event only. */
  token: string;
  /** What the invitation stores. */
  hash: string;
  expiresAt: Date;
}

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
