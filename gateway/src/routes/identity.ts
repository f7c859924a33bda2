// Identity's routes (spec: register, login, resetpassword and its confirmation,
// verify-email; switchTeam): the User record, the spec's error rows, the notes.
import {
  EMAIL_INPUT_MAX_LENGTH,
  LINK_TOKEN_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  Reason,
  REGISTRATION_TIMEZONE_MAX_LENGTH,
  SpecText,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '@workmesh/platform';
import { GatewayText, shapeA, shapeB, shapeC } from '../error-presentation';
import { EMAIL, nonBlank, type FieldNote } from '../openapi/operation-notes';
import { record, reply, type RecordStyle } from '../reply-presentation';
import { invalidRequest, route, serviceMessageErrors, TEAM_ROLES, type Route } from './route';

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
    isAdmin: { enum: ['yes', 'no'], description: '`yes` at registration' },
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
const userSession = reply({
  component: 'UserSession',
  description: 'The User record with its bearer token (register, login).',
  spread: 'user',
  notes: { token: { description: 'bearer token (JWT) for the Authorization header' } },
});

/** Reset-password and its confirmation answer `{ success, msg }`. */
const OUTCOME: RecordStyle & { component: string } = {
  component: 'Outcome',
  description: 'The outcome of a password-reset step.',
};

/** Identity's attempt limits (failed logins, reset requests, registrations): 429 with its Retry-After. */
const ATTEMPT_LIMITED = { [Reason.TOO_MANY_REQUESTS]: shapeA(429, GatewayText.TOO_MANY_REQUESTS) };
/** Password hashing past its pool and queue: a fast 503 with Retry-After, never a late 504. */
const HASHING = { [Reason.HASHING_BUSY]: shapeA(503, GatewayText.UNAVAILABLE) };

/** A new password, not trimmed. */
const PASSWORD: FieldNote = { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH };
const C_PASSWORD: FieldNote = {
  maxLength: PASSWORD_MAX_LENGTH,
  description: 'must equal password',
};
/** The token of a reset or verification link. */
const LINK_TOKEN: FieldNote = nonBlank(LINK_TOKEN_MAX_LENGTH);

export const IDENTITY_ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    paths: ['/api/v3/user/register'],
    auth: false,
    service: 'identity',
    rpc: 'Register',
    idempotent: true,
    anonymousKeyScope: 'email',
    source: 'body',
    successStatus: 201,
    reply: userSession,
    errors: {
      ...ATTEMPT_LIMITED,
      ...HASHING,
      [Reason.EMAIL_TAKEN]: shapeC(409, { email: [SpecText.EMAIL_TAKEN] }),
      invalid_argument: shapeC(400), // the service's field messages
    },
    notes: {
      summary: 'Register a user and their organization',
      description:
        'Creates the user and an organization (team) with the user as owner, sends a verification email and logs the user in: the answer is the User record with a bearer `token`.',
      required: ['name', 'email', 'password', 'c_password'],
      fields: {
        name: {
          ...nonBlank(USER_NAME_MAX_LENGTH),
          description: 'also builds the default organization name',
        },
        email: { ...EMAIL, description: 'unique' },
        password: PASSWORD,
        c_password: C_PASSWORD,
        team: {
          description: 'the organization: name and description (optional)',
          message: {
            fields: {
              name: {
                maxLength: TEAM_NAME_MAX_LENGTH,
                // Identity reads up to REGISTRATION_TEAM_NAME_MAX_LENGTH; teams then names the
                // organization with at most TEAM_NAME_MAX_LENGTH, which is what a request gets.
                description: `at most ${TEAM_NAME_MAX_LENGTH} characters once trimmed, the most a team's name has in the teams service; "" or absent: "<name>'s Organization"`,
              },
              description: { maxLength: TEAM_DESCRIPTION_MAX_LENGTH },
            },
          },
        },
        timezone: { maxLength: REGISTRATION_TIMEZONE_MAX_LENGTH, description: 'IANA zone name' },
        phone: { maxLength: PHONE_MAX_LENGTH },
      },
      example: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'correct horse battery',
        c_password: 'correct horse battery',
      },
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/login'],
    auth: false,
    service: 'identity',
    rpc: 'Login',
    source: 'body',
    reply: userSession,
    errors: {
      ...ATTEMPT_LIMITED,
      ...HASHING,
      [Reason.INVALID_CREDENTIALS]: shapeA(401, 'These credentials do not match our records.'),
      invalid_argument: invalidRequest,
    },
    notes: {
      summary: 'Log in',
      description:
        'The answer equals the registration answer: the User record with a bearer `token`.',
      required: ['email', 'password'],
      fields: {
        email: nonBlank(EMAIL_INPUT_MAX_LENGTH),
        password: { maxLength: PASSWORD_MAX_LENGTH },
      },
      example: { email: 'ada@example.com', password: 'correct horse battery' },
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/resetpassword'],
    auth: false,
    service: 'identity',
    rpc: 'RequestPasswordReset',
    forgetsCallers: 'all',
    source: 'body',
    reply: reply(OUTCOME),
    errors: {
      ...ATTEMPT_LIMITED,
      [Reason.EMAIL_INVALID]: shapeB(400, SpecText.RESET_EMAIL_INVALID),
      [Reason.EMAIL_UNKNOWN]: shapeB(404, SpecText.RESET_EMAIL_INVALID),
      invalid_argument: invalidRequest,
    },
    notes: {
      summary: 'Request a password-reset link by email',
      description:
        "Generates a reset token, emails the link to the registered address and invalidates every active session (token) of the user. The answer is the same whatever then happens to the mail (refused, relay down or slow): a failed mail is logged and counted, never told. The spec's `Failed to send email` is therefore not answered.",
      required: ['email'],
      fields: { email: EMAIL },
      example: { email: 'ada@example.com' },
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/resetpassword/confirm'],
    auth: false,
    service: 'identity',
    rpc: 'ConfirmPasswordReset',
    forgetsCallers: 'all',
    source: 'body',
    reply: reply(OUTCOME),
    errors: {
      ...HASHING,
      [Reason.RESET_TOKEN_INVALID]: shapeA(400),
      invalid_argument: shapeC(400),
    },
    notes: {
      summary: 'Set a new password with the token of a reset link',
      required: ['token', 'password', 'c_password'],
      fields: {
        token: { ...LINK_TOKEN, description: 'the token of the reset link' },
        password: PASSWORD,
        c_password: C_PASSWORD,
      },
      example: {
        token: 'the-token-of-the-reset-link',
        password: 'correct horse battery',
        c_password: 'correct horse battery',
      },
    },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/user/verify-email'],
    auth: false,
    service: 'identity',
    rpc: 'VerifyEmail',
    source: 'query',
    reply: reply({
      component: 'EmailVerification',
      description: 'The outcome of an email verification.',
    }),
    errors: {
      [Reason.VERIFICATION_TOKEN_INVALID]: shapeA(400),
    },
    notes: {
      summary: 'Verify an email address (the link of the verification mail)',
      required: ['token'],
      fields: { token: { ...LINK_TOKEN, description: 'the token of the verification link' } },
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/switchTeam'],
    auth: true,
    service: 'identity',
    rpc: 'SwitchTeam',
    forgetsCallers: 'caller',
    source: 'body',
    selectors: ['team_id'],
    errors: {
      ...serviceMessageErrors,
      [Reason.NOT_A_MEMBER]: shapeA(403),
    },
    notes: {
      summary: "Change the caller's current team",
      description: 'Any team the caller is a member of. The answer is the User record (no token).',
      required: ['team_id'],
    },
  }),
];
