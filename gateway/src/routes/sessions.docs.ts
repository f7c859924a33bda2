// What openapi.yaml says of the session routes (routes/sessions.ts) beyond the protos.
import type { RpcName } from '../downstream-clients';
import { PAGE, type OperationNotes } from '../openapi/operation-notes';

/** The notes of each route, by its rpc. */
export const SESSIONS_NOTES = {
  ListSessions: {
    summary: "List the caller's active login sessions, newest first",
    description:
      'Each login (and the registration) opened one; `current` marks the session of the token of this request. Needs a signed-in session (not a personal access token).',
    fields: PAGE,
  },
  DeleteSession: {
    summary: "End one of the caller's login sessions",
    description:
      "Its tokens are refused (401) from the next request on, on every gateway replica within a second. The current session may be ended too (a sign-out). Another user's session, or one already ended, is not found (404).",
  },
  DeleteOtherSessions: {
    summary: "End every login session of the caller's but the current one",
    description:
      'Their tokens are refused (401) from the next request on, on every gateway replica within a second; the token of this request keeps working.',
  },
} satisfies Partial<Record<RpcName<'identity'>, OperationNotes>>;
