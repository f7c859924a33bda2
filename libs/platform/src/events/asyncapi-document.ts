// The AsyncAPI 3.0 description of what the system publishes, generated from the event
// contracts (contracts/*.ts: routing key, producer, joi rules of the data), the
// subscriptions declared beside them (contracts/subscriptions.ts: each consumer's queue)
// and the webhook kinds (contracts/webhooks.ts). The gateway serves it at /asyncapi.json;
// docs/asyncapi.json is the committed copy (`npm run asyncapi`, write-asyncapi.ts), kept
// equal to this by a test.
import { Joi } from '../joi';
import * as contracts from './contracts';
import { EVENT_SUBSCRIPTIONS, WEBHOOK_KINDS, type EventSubscriptionDeclaration } from './contracts';
import { joiJsonSchema, type JsonSchema } from './joi-json-schema';
import { eventsExchangeName, subscriptionQueueNames } from './topology';

export const DEFAULT_AMQP_PREFIX = 'workmesh';
const AMQP_BINDING_VERSION = '0.3.0';
const HTTP_BINDING_VERSION = '0.3.0';
const WEBHOOKS_CHANNEL = 'webhooks';

export type AsyncApiDocument = {
  asyncapi: '3.0.0';
  info: { title: string; version: string; description: string };
  channels: Record<string, JsonSchema>;
  operations: Record<string, JsonSchema>;
  components: { messages: Record<string, JsonSchema> };
} & JsonSchema;

interface ContractLike {
  type: string;
  source: string;
  schema: Joi.ObjectSchema;
}

const isContract = (value: unknown): value is ContractLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContractLike).type === 'string' &&
  typeof (value as ContractLike).source === 'string' &&
  Joi.isSchema((value as ContractLike).schema) &&
  typeof (value as { make?: unknown }).make === 'function';

/** Every event contract declared in contracts/, by routing key. */
export function eventContracts(): ContractLike[] {
  const found = (Object.values(contracts) as unknown[]).filter(isContract);
  return [...new Map(found.map((contract) => [contract.type, contract])).values()].sort((a, b) =>
    a.type.localeCompare(b.type),
  );
}

const ref = (pointer: string) => ({ $ref: pointer });
const messageRef = (id: string) => ref(`#/components/messages/${id}`);
const eventChannelId = (type: string) => `event.${type}`;
const queueChannelId = (queue: string) => `queue.${queue}`;
const webhookMessageId = (kind: string) => `webhook.${kind}`;

/** The envelope every event travels in (event.ts), with this event's data. */
function envelopeSchema(contract: ContractLike): JsonSchema {
  return {
    type: 'object',
    required: ['id', 'type', 'occurred_at', 'source', 'data'],
    properties: {
      id: {
        type: 'string',
        description: 'Unique (uuid v4); also the AMQP messageId. Consumers dedupe on it.',
      },
      type: { type: 'string', enum: [contract.type], description: 'The routing key.' },
      occurred_at: { type: 'string', format: 'date-time', description: 'ISO 8601, UTC.' },
      source: {
        type: 'string',
        enum: [contract.source],
        description: 'The service that recorded it.',
      },
      request_id: {
        type: 'string',
        description: "The request that caused it; also the AMQP header 'x-request-id'.",
      },
      data: joiJsonSchema(contract.schema),
    },
    // A newer producer may add envelope fields; readers let them through.
    additionalProperties: true,
  };
}

function consumersOf(type: string): EventSubscriptionDeclaration[] {
  return EVENT_SUBSCRIPTIONS.filter((subscription) => subscription.routingKeys.includes(type));
}

function queueAddress(prefix: string, subscription: EventSubscriptionDeclaration): string {
  const { main } = subscriptionQueueNames(prefix, subscription.queue);
  return subscription.perProcess ? `${main}.{process}` : main;
}

/** The AsyncAPI 3.0 document of every event and webhook kind (queue names under `prefix`). */
export function buildAsyncApiDocument(prefix: string = DEFAULT_AMQP_PREFIX): AsyncApiDocument {
  const exchange = eventsExchangeName(prefix);
  const events = eventContracts();
  const known = new Set(events.map((contract) => contract.type));
  const rabbitmq = [ref('#/servers/rabbitmq')];

  const messages: Record<string, JsonSchema> = {};
  const channels: Record<string, JsonSchema> = {};
  const operations: Record<string, JsonSchema> = {};

  for (const contract of events) {
    const consumers = consumersOf(contract.type);
    messages[contract.type] = {
      name: contract.type,
      title: contract.type,
      summary: `Recorded by ${contract.source}.`,
      contentType: 'application/json',
      headers: {
        type: 'object',
        properties: {
          'x-request-id': { type: 'string', description: 'The request that caused the event.' },
        },
      },
      payload: envelopeSchema(contract),
      bindings: { amqp: { messageType: contract.type, bindingVersion: AMQP_BINDING_VERSION } },
    };
    const channelId = eventChannelId(contract.type);
    channels[channelId] = {
      address: contract.type,
      title: contract.type,
      description:
        `Routing key ${contract.type} on the topic exchange ${exchange}, published by ` +
        `${contract.source} from its outbox (persistent, with publisher confirms). Consumed by: ` +
        (consumers.length > 0
          ? consumers.map((consumer) => `${consumer.service} (${consumer.queue})`).join(', ')
          : 'none yet') +
        '.',
      servers: rabbitmq,
      messages: { [contract.type]: messageRef(contract.type) },
      bindings: {
        amqp: {
          is: 'routingKey',
          exchange: { name: exchange, type: 'topic', durable: true, autoDelete: false, vhost: '/' },
          bindingVersion: AMQP_BINDING_VERSION,
        },
      },
    };
    operations[`publish.${contract.type}`] = {
      action: 'send',
      channel: ref(`#/channels/${channelId}`),
      messages: [ref(`#/channels/${channelId}/messages/${contract.type}`)],
      summary: `${contract.source} publishes ${contract.type}.`,
      'x-producer': contract.source,
      'x-consumers': consumers.map((consumer) => consumer.service),
    };
  }

  for (const subscription of EVENT_SUBSCRIPTIONS) {
    const unknown = subscription.routingKeys.filter((type) => !known.has(type));
    if (unknown.length > 0) {
      throw new Error(
        `${subscription.queue} consumes events without a contract: ${unknown.join(', ')}`,
      );
    }
    const names = subscriptionQueueNames(prefix, subscription.queue);
    const channelId = queueChannelId(subscription.queue);
    channels[channelId] = {
      address: queueAddress(prefix, subscription),
      title: `${subscription.service}: ${subscription.queue}`,
      description: subscription.perProcess
        ? `${subscription.purpose} Each process has a queue of its own (exclusive, deleted with its connection), bound to ${exchange} with the routing keys of its messages.`
        : `${subscription.purpose} Bound to ${exchange} with the routing keys of its messages; failures wait in ${names.main}.retry.N and end in ${names.dlq}.`,
      ...(subscription.perProcess
        ? { parameters: { process: { description: 'Random, one per process.' } } }
        : {}),
      servers: rabbitmq,
      messages: Object.fromEntries(
        subscription.routingKeys.map((type) => [type, messageRef(type)]),
      ),
      bindings: {
        amqp: {
          is: 'queue',
          queue: {
            name: subscription.perProcess ? `${names.main}.<process>` : names.main,
            durable: !subscription.perProcess,
            exclusive: subscription.perProcess,
            autoDelete: subscription.perProcess,
            vhost: '/',
          },
          bindingVersion: AMQP_BINDING_VERSION,
        },
      },
    };
    operations[`consume.${subscription.queue}`] = {
      action: 'receive',
      channel: ref(`#/channels/${channelId}`),
      messages: subscription.routingKeys.map((type) =>
        ref(`#/channels/${channelId}/messages/${type}`),
      ),
      summary: `${subscription.service} consumes ${subscription.routingKeys.join(', ')}.`,
      description: subscription.purpose,
      'x-consumer': subscription.service,
      bindings: { amqp: { ack: true, bindingVersion: AMQP_BINDING_VERSION } },
    };
  }

  const webhookMessages: Record<string, JsonSchema> = {};
  for (const kind of WEBHOOK_KINDS) {
    const id = webhookMessageId(kind.kind);
    messages[id] = {
      name: kind.kind,
      title: kind.kind,
      summary: kind.description,
      contentType: 'application/json',
      headers: {
        type: 'object',
        required: ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
        properties: {
          'webhook-id': { type: 'string', description: 'The same on every attempt and replay.' },
          'webhook-timestamp': { type: 'string', description: 'Unix seconds of the attempt.' },
          'webhook-signature': {
            type: 'string',
            description: 'Standard Webhooks: v1,<base64 HMAC-SHA256 of id.timestamp.body>.',
          },
        },
      },
      payload: {
        type: 'object',
        required: ['event', 'payload', 'criteria'],
        properties: {
          event: { type: 'string', enum: [kind.kind] },
          payload: joiJsonSchema(kind.payload),
          criteria: {
            type: 'object',
            required: ['team_id'],
            properties: { team_id: { type: 'integer', exclusiveMinimum: 0 } },
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
      'x-fired-by': kind.firedBy.map((contract) => contract.type),
    };
    webhookMessages[kind.kind] = messageRef(id);
    operations[`webhook.${kind.kind}`] = {
      action: 'send',
      channel: ref(`#/channels/${WEBHOOKS_CHANNEL}`),
      messages: [ref(`#/channels/${WEBHOOKS_CHANNEL}/messages/${kind.kind}`)],
      summary: `The notifier POSTs ${kind.kind}, fired by ${kind.firedBy.map((contract) => contract.type).join(', ')}.`,
      description: kind.description,
      'x-producer': 'notifier',
      bindings: { http: { method: 'POST', bindingVersion: HTTP_BINDING_VERSION } },
    };
  }
  channels[WEBHOOKS_CHANNEL] = {
    address: null,
    title: 'Outgoing webhooks',
    description:
      "Signed HTTP POSTs to each subscription's target (and the operator's WEBHOOK_URL), " +
      'retried with backoff; the target is the subscription’s, so the address is not fixed.',
    servers: [ref('#/servers/webhookReceiver')],
    messages: webhookMessages,
  };

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'workmesh events and webhooks',
      version: '1.0.0',
      description:
        'Every domain event the services publish on RabbitMQ (exchange, routing key, envelope and data, ' +
        'producer, consuming queues) and every outgoing webhook kind. Generated from ' +
        'libs/platform/src/events/contracts; do not edit by hand.',
    },
    defaultContentType: 'application/json',
    servers: {
      rabbitmq: {
        host: 'localhost:5672',
        protocol: 'amqp',
        description: `AMQP_URL. Every exchange and queue name starts with AMQP_PREFIX (here ${prefix}).`,
      },
      webhookReceiver: {
        host: 'receiver.example',
        protocol: 'https',
        description: "A webhook subscription's target URL.",
      },
    },
    channels,
    operations,
    components: { messages },
  };
}
