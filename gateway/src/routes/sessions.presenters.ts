// How the answers of the session routes are presented: the caller's login sessions
// (docs/auth.md, "Sessions") and the confirmation of their deletion.
import { record, reply } from '../reply-presentation';

record('workmesh.identity.v1.LoginSession', {
  component: 'LoginSession',
  description: "One of the caller's active login sessions (a login or registration).",
  notes: {
    id: { description: 'the session id its access tokens carry (`sid`)' },
    last_seen_at: {
      description: 'when a token of it was last used; updated at most once a minute',
    },
    ip: { description: 'the client address it was opened from' },
    user_agent: { description: 'the User-Agent it was opened with' },
    current: { description: "true for the session of the request's own token" },
  },
});

/** The confirmation of a deletion: how many sessions were ended. */
export const sessionsDeleted = reply({
  component: 'SessionsDeleted',
  description: 'A confirmation: the sessions were ended; their tokens are refused from now on.',
  notes: {
    success: { description: 'a confirmation message' },
    deleted: { description: 'how many sessions were ended' },
  },
});
