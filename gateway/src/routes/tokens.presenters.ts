// How personal access tokens are presented: never the secret, but once, in the answer
// of their creation.
import { TOKEN_SCOPES } from '@workmesh/platform';
import type { ErrorPresentations } from '../error-presentation';
import { record, reply } from '../reply-presentation';
import { serviceMessageErrors } from './route.presenters';

record('workmesh.identity.v1.AccessToken', {
  component: 'AccessToken',
  description: 'A personal access token, as listed: never its secret.',
  notes: {
    user_id: { description: 'its owner' },
    team_id: { description: 'the team it was made in, the only one it acts in' },
    prefix: { description: "the secret's first 12 characters (`wm_pat_` and 5 more)" },
    scopes: { description: `among ${TOKEN_SCOPES.join(', ')}` },
    expires_at: { description: 'ISO 8601 timestamp (UTC): refused from then on' },
    last_used_at: {
      description: 'ISO 8601 timestamp (UTC), to the minute: reported by the gateways in batches',
    },
    last_used_ip: { description: 'the client address of that use' },
  },
});

/** The new token with its secret, shown only here. */
export const createdToken = reply({
  component: 'CreatedToken',
  description: 'A new personal access token with its secret, shown only here.',
  spread: 'access_token',
  notes: {
    token: {
      description:
        'the secret: `wm_pat_`, 43 base62 characters and a 6-character checksum; send it as `Authorization: Bearer <token>`',
    },
  },
});

export const tokenErrors: ErrorPresentations = serviceMessageErrors;
