// What openapi.yaml says of the two-factor routes (routes/two-factor.ts) beyond the protos.
import type { RpcName } from '../downstream-clients';
import type { OperationNotes } from '../openapi/operation-notes';

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
  },
  DisableTwoFactor: {
    summary: 'Turn two-factor sign-in off',
    description:
      'Needs the password and a current code (422 for either wrong); the secret and the recovery codes are removed.',
  },
  RegenerateRecoveryCodes: {
    summary: 'Replace the recovery codes',
    description:
      'Needs the password and a current code; answers ten new codes, shown this once, and voids the old ones.',
  },
  VerifyTwoFactor: {
    summary: 'Second step of a login with two-factor sign-in',
    description:
      'With the `challenge` a login answered (`two_factor_required: true`; five minutes, single use) and a current `code` or a `recovery_code`: the login answer (the User record and its token). A code is accepted once; wrong codes count in the login rate limits (429).',
  },
} satisfies Partial<Record<RpcName<'identity'>, OperationNotes>>;
