// What openapi.yaml says of identity's routes (routes/identity.ts) beyond the protos:
// the rules the service applies to each request field, summaries, examples.
import {
  EMAIL_INPUT_MAX_LENGTH,
  LINK_TOKEN_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  REGISTRATION_TIMEZONE_MAX_LENGTH,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import { EMAIL, nonBlank, type FieldNote, type OperationNotes } from '../openapi/operation-notes';

/** A new password, not trimmed. */
const PASSWORD: FieldNote = { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH };
const C_PASSWORD: FieldNote = {
  maxLength: PASSWORD_MAX_LENGTH,
  description: 'must equal password',
};
/** The token of a reset or verification link. */
const LINK_TOKEN: FieldNote = nonBlank(LINK_TOKEN_MAX_LENGTH);

/** The notes of each route, by its rpc. */
export const IDENTITY_NOTES = {
  Register: {
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
  Login: {
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
  RequestPasswordReset: {
    summary: 'Request a password-reset link by email',
    description:
      "Generates a reset token, emails the link to the registered address and invalidates every active session (token) of the user. The answer is the same whatever then happens to the mail (refused, relay down or slow): a failed mail is logged and counted, never told. The spec's `Failed to send email` is therefore not answered.",
    required: ['email'],
    fields: { email: EMAIL },
    example: { email: 'ada@example.com' },
  },
  ConfirmPasswordReset: {
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
  VerifyEmail: {
    summary: 'Verify an email address (the link of the verification mail)',
    required: ['token'],
    fields: { token: { ...LINK_TOKEN, description: 'the token of the verification link' } },
  },
  SwitchTeam: {
    summary: "Change the caller's current team",
    description: 'Any team the caller is a member of. The answer is the User record (no token).',
    required: ['team_id'],
  },
} satisfies Partial<Record<RpcName<'identity'>, OperationNotes>>;
