// What openapi.yaml says of the two-factor routes (routes/two-factor.ts) beyond the protos.
import type { RpcName } from '../downstream-clients';
import {
  PASSWORD_MAX_LENGTH,
  RECOVERY_CODE_MAX_LENGTH,
  TWO_FACTOR_CHALLENGE_MAX_LENGTH,
  TWO_FACTOR_CODE_MAX_LENGTH,
} from '@workmesh/platform';
import type { OperationNotes } from '../openapi/operation-notes';

const CODE = { maxLength: TWO_FACTOR_CODE_MAX_LENGTH };
const PASSWORD_AND_CODE = { code: CODE, password: { maxLength: PASSWORD_MAX_LENGTH } };

/** The notes of each route, by its rpc. */
export const TWO_FACTOR_NOTES = {
  EnableTwoFactor: {
    summary: 'Start enrolling in two-factor sign-in (TOTP)',
    description:
      'Answers a new secret, its `otpauth://` URI and a QR code (SVG) for an authenticator app. Nothing changes at sign-in until `confirm`; enabling again before that replaces the secret. 409 once two-factor sign-in is on. Needs a signed-in session.',
  },
  ConfirmTwoFactor: {
    summary: 'Confirm two-factor sign-in with a first code',
    description:
      'Turns two-factor sign-in on (`two_factor_confirmed_at`) and answers ten recovery codes, shown this once: each signs in once instead of a code. 422 for a wrong code.',
    required: ['code'],
    fields: PASSWORD_AND_CODE,
  },
  DisableTwoFactor: {
    summary: 'Turn two-factor sign-in off',
    description:
      'Needs the password and a current code (422 for either wrong); the secret and the recovery codes are removed.',
    required: ['code', 'password'],
    fields: PASSWORD_AND_CODE,
  },
  RegenerateRecoveryCodes: {
    summary: 'Replace the recovery codes',
    description:
      'Needs the password and a current code; answers ten new codes, shown this once, and voids the old ones.',
    required: ['code', 'password'],
    fields: PASSWORD_AND_CODE,
  },
  VerifyTwoFactor: {
    summary: 'Second step of a login with two-factor sign-in',
    description:
      'With the `challenge` a login answered (`two_factor_required: true`; five minutes, single use) and a current `code` or a `recovery_code`: the login answer (the User record and its token). A code is accepted once; wrong codes count in the login rate limits (429).',
    required: ['challenge'],
    fields: {
      challenge: { maxLength: TWO_FACTOR_CHALLENGE_MAX_LENGTH },
      code: CODE,
      recovery_code: { maxLength: RECOVERY_CODE_MAX_LENGTH },
    },
  },
} satisfies Partial<Record<RpcName<'identity'>, OperationNotes>>;
