// How identity's answers are presented (spec: register, login, resetpassword and its
// confirmation, verify-email; switchTeam): the User record and the spec's error rows.
import { Reason, SpecText, YES_NO, TEAM_ROLES } from '@workmesh/platform';
import {
  GatewayText,
  shapeA,
  shapeB,
  shapeC,
  type ErrorPresentations,
} from '../error-presentation';
import { either, record, reply } from '../reply-presentation';
import { invalidRequest, serviceMessageErrors } from './route.presenters';

/** The User record of the spec; unset optional fields are null, as the spec's "string or null". */
record('workmesh.identity.v1.User', {
  component: 'User',
  description: 'The User record (as at login, without the token).',
  notes: {
    username: { description: 'generated unique username' },
    profile_photo_url: { description: 'default avatar URL' },
    current_team_id: { description: 'the current team (organization)' },
    role: {
      enum: TEAM_ROLES,
      description: "the user's role in the current team; `owner` at registration",
    },
    isAdmin: { enum: YES_NO, description: '`yes` at registration' },
    contact_count: { description: '0 for new users' },
    is_first_project_added: { enum: [0, 1] },
    is_first_task_added: { enum: [0, 1] },
    is_first_member_invited: { enum: [0, 1] },
    timezone: { description: 'IANA zone name' },
    app_id: { description: 'app identifier' },
    speed_limit: { description: 'speed-limit setting (80)' },
    email_verified_at: { description: 'null until the email address is verified' },
  },
});

/** Register and login: the User record with `token` added. */
export const userSession = reply({
  component: 'UserSession',
  description: 'The User record with its bearer token (register, login).',
  spread: 'user',
  omit: ['two_factor_required', 'challenge'],
  notes: { token: { description: 'bearer token (JWT) for the Authorization header' } },
});

/** Login: the session, or for a user with two-factor sign-in the challenge to answer. */
export const loginAnswer = either(
  {
    component: 'LoginAnswer',
    description:
      'The User record with its token; for a user with two-factor sign-in, a challenge to answer at `POST /api/v3/user/two-factor/verify` instead.',
  },
  (value) => value.two_factor_required === true,
  reply({
    component: 'TwoFactorChallenge',
    description: 'The password was right; a code (or a recovery code) is needed to sign in.',
    pick: ['two_factor_required', 'challenge'],
    notes: {
      two_factor_required: { description: 'always true here' },
      challenge: { description: 'answer it within five minutes, once' },
    },
  }),
  userSession,
);

/** Reset-password and its confirmation answer `{ success, msg }`. */
export const outcome = reply({
  component: 'Outcome',
  description: 'The outcome of a password-reset step.',
});

/** Identity's attempt limits (failed logins, reset requests, registrations): 429 with its Retry-After. */
const ATTEMPT_LIMITED = { [Reason.TOO_MANY_REQUESTS]: shapeA(429, GatewayText.TOO_MANY_REQUESTS) };
/** Password hashing past its pool and queue: a fast 503 with Retry-After, never a late 504. */
const HASHING = { [Reason.HASHING_BUSY]: shapeA(503, GatewayText.UNAVAILABLE) };

export const registerErrors: ErrorPresentations = {
  ...ATTEMPT_LIMITED,
  ...HASHING,
  [Reason.EMAIL_TAKEN]: shapeC(409, { email: [SpecText.EMAIL_TAKEN] }),
  invalid_argument: shapeC(400), // the service's field messages
};

export const loginErrors: ErrorPresentations = {
  ...ATTEMPT_LIMITED,
  ...HASHING,
  [Reason.INVALID_CREDENTIALS]: shapeA(401, 'These credentials do not match our records.'),
  invalid_argument: invalidRequest,
};

export const resetRequestErrors: ErrorPresentations = {
  ...ATTEMPT_LIMITED,
  [Reason.EMAIL_INVALID]: shapeB(400, SpecText.RESET_EMAIL_INVALID),
  [Reason.EMAIL_UNKNOWN]: shapeB(404, SpecText.RESET_EMAIL_INVALID),
  invalid_argument: invalidRequest,
};

export const resetConfirmErrors: ErrorPresentations = {
  ...HASHING,
  [Reason.RESET_TOKEN_INVALID]: shapeA(400),
  invalid_argument: shapeC(400),
};

export const verifyEmailErrors: ErrorPresentations = {
  [Reason.VERIFICATION_TOKEN_INVALID]: shapeA(400),
};

export const switchTeamErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.NOT_A_MEMBER]: shapeA(403),
};

export const emailVerification = reply({
  component: 'EmailVerification',
  description: 'The outcome of an email verification.',
});
