// The events identity emits (through its outbox) and the one it listens to, as
// docs/architecture.md lists them.
import { newEvent, type DomainEvent } from '@workmesh/platform';

export const SOURCE = 'identity';

export const USER_REGISTERED = 'user.registered';
export const PASSWORD_RESET_REQUESTED = 'user.password_reset_requested';
export const MAIL_RESULT = 'notification.mail_result';

export type UserRegisteredData = {
  user_id: number;
  name: string;
  email: string;
  /** Raw single-use token for the verification link; identity keeps only its hash. */
  verification_token: string;
  team_id: number;
};

export type PasswordResetRequestedData = {
  user_id: number;
  name: string;
  email: string;
  /** Raw single-use token for the reset link; identity keeps only its hash. */
  reset_token: string;
  /** ISO 8601, UTC. */
  expires_at: string;
};

/** The notifier's report on a mail it was asked to send by another event. */
export type MailResultData = {
  /** The id of the event that asked for the mail. */
  event_id: string;
  template: string;
  to: string;
  status: 'sent' | 'failed';
  error?: string;
};

export const userRegistered = (data: UserRegisteredData): DomainEvent<UserRegisteredData> =>
  newEvent(USER_REGISTERED, data, SOURCE);

export const passwordResetRequested = (
  data: PasswordResetRequestedData,
): DomainEvent<PasswordResetRequestedData> => newEvent(PASSWORD_RESET_REQUESTED, data, SOURCE);

/** The data of a mail result, or undefined when the event does not have that shape. */
export function readMailResult(event: DomainEvent): MailResultData | undefined {
  const data = event.data as Partial<MailResultData> | null;
  if (typeof data !== 'object' || data === null) return undefined;
  if (typeof data.event_id !== 'string' || (data.status !== 'sent' && data.status !== 'failed'))
    return undefined;
  return data as MailResultData;
}
