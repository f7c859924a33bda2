// The events identity records; the notifier mails their users.
import { eventContract } from '../event-contract';
import { email, id, isoDateTime, name, token } from './field-rules';

const SOURCE = 'identity';

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

export type UserRegisteredData = {
  user_id: number;
  name: string;
  email: string;
  /** Raw single-use token for the verification link; identity keeps only its hash. */
  verification_token: string;
  /** The organization made for the user at registration. */
  team_id: number;
};

/** A user registered: the notifier sends the email verification mail. */
export const UserRegistered = eventContract('user.registered', SOURCE).withData<UserRegisteredData>(
  {
    user_id: id,
    name,
    email,
    verification_token: token,
    team_id: id,
  },
);

export type UserPasswordResetRequestedData = {
  user_id: number;
  name: string;
  email: string;
  /** Raw single-use token for the reset link; identity keeps only its hash. */
  reset_token: string;
  /** When the link stops working; ISO 8601, UTC. */
  expires_at: string;
};

/**
 * A password reset was asked for: the notifier sends the reset mail and answers with
 * notification.mail_result, which the asking request waits for.
 */
export const UserPasswordResetRequested = eventContract(
  'user.password_reset_requested',
  SOURCE,
).withData<UserPasswordResetRequestedData>({
  user_id: id,
  name,
  email,
  reset_token: token,
  expires_at: isoDateTime,
});
