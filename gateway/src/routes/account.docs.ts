// What openapi.yaml says of account deletion (routes/account.ts) beyond the protos.
import {
  PASSWORD_MAX_LENGTH,
  RECOVERY_CODE_MAX_LENGTH,
  TWO_FACTOR_CODE_MAX_LENGTH,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import type { OperationNotes } from '../openapi/operation-notes';

/** The notes of each route, by its rpc. */
export const ACCOUNT_NOTES = {
  DeleteAccount: {
    summary: "Delete the caller's account (erasure)",
    description:
      'Needs the password and, when two-factor sign-in is on, a current `code` or a recovery code (422 for either wrong or missing). 409 when the caller is the only owner of a team with other members: the message names the teams, which must change hands first. Then the account is erased at once: the name becomes "Deleted user #<id>", the email `deleted-<id>@erased.invalid`; phone, photo, password, two-factor secret and recovery codes are removed; every session and personal access token ends. Every other service erases what it keeps of the person (`user.erased`); time entries, timesheets and invoices stay with the teams, attributed to "Deleted user #<id>". Needs a signed-in session (a personal access token is refused).',
    required: ['password'],
    fields: {
      password: { maxLength: PASSWORD_MAX_LENGTH },
      code: { maxLength: Math.max(TWO_FACTOR_CODE_MAX_LENGTH, RECOVERY_CODE_MAX_LENGTH) },
    },
  },
} satisfies Partial<Record<RpcName<'identity'>, OperationNotes>>;
