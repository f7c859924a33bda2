// What openapi.yaml says of the personal access token routes (routes/tokens.ts) beyond
// the protos: the rules identity applies to each request field, summaries, examples.
import { TOKEN_SCOPES } from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import { nonBlank, PAGE, type OperationNotes } from '../openapi/operation-notes';

/** identity's access-tokens.ts: TOKEN_NAME_MAX_LENGTH. */
const TOKEN_NAME_MAX_LENGTH = 100;

export const TOKENS_NOTES = {
  CreateToken: {
    summary: 'Create a personal access token',
    description:
      "A signed-in session only (a token cannot make tokens). The token acts for the caller in the caller's current team, never beyond the caller's role there, within its scopes: `<area>:read` allows the area's GET routes, `<area>:write` the others. The secret (`token`) is answered only here; identity keeps only a keyed hash of it. `name` is unique among the caller's tokens. 409 when taken.",
    required: ['name', 'scopes'],
    fields: {
      name: { ...nonBlank(TOKEN_NAME_MAX_LENGTH), description: 'unique per user' },
      scopes: {
        schema: {
          type: 'array',
          description:
            'a non-empty list of distinct scopes: `<area>:read` (GET routes) or `<area>:write` (the others)',
          minItems: 1,
          maxItems: TOKEN_SCOPES.length,
          uniqueItems: true,
          items: { type: 'string', enum: [...TOKEN_SCOPES] },
        },
      },
      expires_at: {
        format: 'date-time',
        description:
          'an ISO 8601 instant in the future, at most 1 year ahead; default: 90 days from now',
      },
    },
    example: { name: 'CI pipeline', scopes: ['time:read', 'time:write'] },
  },
  ListTokens: {
    summary: 'List personal access tokens',
    description:
      "The caller's own tokens (every team's), newest first, never their secrets; revoked ones are left out. Owners and managers list a member's tokens of their current team with `user_id`; anyone else gets 403.",
    fields: {
      user_id: { description: "a member of the caller's current team (owners and managers)" },
      ...PAGE,
    },
  },
  DeleteToken: {
    summary: 'Revoke a personal access token',
    description:
      "The caller's own token, or (owners and managers) a member's token of their current team; any other is 404. From the answer on, the token is refused (401) on every gateway replica.",
  },
} satisfies Partial<Record<RpcName<'identity'>, OperationNotes>>;
