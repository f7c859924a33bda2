// The operational endpoints in openapi.yaml: /healthz, /readyz (app.ts), /openapi.json
// and /docs (api-docs.ts), /asyncapi.json (events-description.ts) and the invitation page
// (invitation-page.ts), which are not routes of the route table. /metrics is on the admin
// port (METRICS_PORT), not part of this API.
import type { OpenApiOperation } from './openapi-document';
import type { JsonSchema } from './proto-json-schema';
import { JSON_MEDIA, schemaRef } from './response-schemas';

/** The operational endpoints of app.ts and api-docs.ts, outside the route table. */
export function operationsPaths(tagName: string): Record<string, Record<string, OpenApiOperation>> {
  const tag = [tagName];
  const plain = (schema: JsonSchema, description: string, media: string) => ({
    description,
    content: { [media]: { schema } },
  });
  return {
    '/healthz': {
      get: {
        operationId: 'liveness',
        summary: 'Liveness: the process is up',
        tags: tag,
        security: [],
        responses: {
          '200': plain(schemaRef('Liveness'), 'The process is up.', JSON_MEDIA),
        },
      },
    },
    '/readyz': {
      get: {
        operationId: 'readiness',
        summary:
          'Readiness: every service answers its health check, and the gateway is not draining',
        tags: tag,
        security: [],
        responses: {
          '200': plain(schemaRef('Readiness'), 'Ready.', JSON_MEDIA),
          '503': plain(
            schemaRef('Readiness'),
            'Not ready (a service is not SERVING), or draining after SIGTERM.',
            JSON_MEDIA,
          ),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openApiDescription',
        summary: 'This description, as JSON',
        tags: tag,
        security: [],
        responses: {
          '200': plain({ type: 'object' }, 'The OpenAPI 3.1 description.', JSON_MEDIA),
        },
      },
    },
    '/docs': {
      get: {
        operationId: 'apiDocs',
        summary: 'This description, browsable (Swagger UI)',
        description:
          'Its scripts and styles are served under /docs/assets; nothing is loaded from elsewhere.',
        tags: tag,
        security: [],
        responses: {
          '200': plain({ type: 'string' }, 'The Swagger UI page.', 'text/html'),
        },
      },
    },
    '/asyncapi.json': {
      get: {
        operationId: 'asyncApiDescription',
        summary: 'The events and webhooks, AsyncAPI 3.0',
        description:
          'Every event published on RabbitMQ (exchange, routing key, payload, producer, consumers) and every outgoing webhook kind, generated from the event contracts.',
        tags: tag,
        security: [],
        responses: {
          '200': plain({ type: 'object' }, 'The AsyncAPI 3.0 description.', JSON_MEDIA),
        },
      },
    },
    '/accept-invitation': {
      get: {
        operationId: 'invitationPage',
        summary: 'The page an invitation mail links to: sign in and accept',
        description:
          "Served unless the notifier's INVITATION_ACCEPT_URL names a client app's own page. Its script is served at /accept-invitation/accept-invitation.js and calls login and acceptInvitation.",
        tags: tag,
        security: [],
        parameters: [
          {
            name: 'token',
            in: 'query',
            required: false,
            description: 'The invitation token from the mail.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': plain({ type: 'string' }, 'The invitation page.', 'text/html'),
        },
      },
    },
  };
}

export const OPERATIONS_SCHEMAS: Record<string, JsonSchema> = {
  Liveness: {
    type: 'object',
    additionalProperties: false,
    required: ['status'],
    properties: { status: { const: 'ok' } },
  },
  Readiness: {
    type: 'object',
    additionalProperties: false,
    required: ['status', 'downstreams'],
    properties: {
      status: { enum: ['ready', 'not ready', 'draining'] },
      downstreams: {
        type: 'object',
        description: 'service → its grpc.health.v1 status (SERVING when healthy)',
        additionalProperties: { type: 'string' },
      },
    },
  },
};
