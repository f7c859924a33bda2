// The AsyncAPI description of the events and webhooks: generated from the contracts, a
// valid AsyncAPI 3.0 document, every event, consumer and webhook kind in it, and
// docs/asyncapi.json equal to what `npm run asyncapi` writes.
import { readFileSync } from 'node:fs';
import { Parser } from '@asyncapi/parser';
import Joi from 'joi';
import {
  buildAsyncApiDocument,
  EVENT_SUBSCRIPTIONS,
  eventContracts,
  TeamInvitationSent,
  WEBHOOK_EVENTS,
  WEBHOOK_KIND_OF,
} from '../../src';
import { joiJsonSchema } from '../../src/events/joi-json-schema';
import { asyncApiFilePath, renderAsyncApiJson } from '../../src/events/write-asyncapi';

const document = buildAsyncApiDocument();
type Described = Record<string, Record<string, unknown>>;
const channels = document.channels as Described;
const operations = document.operations as Described;
const messages = document.components.messages as Described;

describe('the AsyncAPI document', () => {
  it('is committed as docs/asyncapi.json exactly as `npm run asyncapi` writes it', () => {
    expect(readFileSync(asyncApiFilePath(), 'utf8')).toBe(renderAsyncApiJson(document));
  });

  it('parses as AsyncAPI 3.0 without errors', async () => {
    const { document: parsed, diagnostics } = await new Parser().parse(JSON.stringify(document));

    const errors = diagnostics
      .filter((diagnostic) => diagnostic.severity === 0)
      .map((diagnostic) => `${diagnostic.path.join('/')}: ${diagnostic.message}`);
    expect(errors).toEqual([]);
    expect(parsed?.version()).toBe('3.0.0');
    expect(parsed?.operations().all().length).toBe(Object.keys(operations).length);
  });

  it('has a publish operation of each event, naming its producer, on the routing key of the events exchange', () => {
    const types = eventContracts().map((contract) => contract.type);
    expect(types).toContain('team.invitation_sent');

    for (const contract of eventContracts()) {
      expect(operations[`publish.${contract.type}`]).toMatchObject({
        action: 'send',
        'x-producer': contract.source,
      });
      expect(channels[`event.${contract.type}`]).toMatchObject({
        address: contract.type,
        bindings: {
          amqp: { is: 'routingKey', exchange: { name: 'workmesh.events', type: 'topic' } },
        },
      });
    }
  });

  it('has a consume operation on each queue, with the messages its routing keys bring', () => {
    for (const subscription of EVENT_SUBSCRIPTIONS) {
      const operation = operations[`consume.${subscription.queue}`]!;
      expect(operation).toMatchObject({ action: 'receive', 'x-consumer': subscription.service });
      expect(operation.messages).toHaveLength(subscription.routingKeys.length);
    }
    expect(channels['queue.notifier.mail']).toMatchObject({
      address: 'workmesh.notifier.mail',
      bindings: { amqp: { is: 'queue', queue: { name: 'workmesh.notifier.mail', durable: true } } },
    });
    expect(operations['publish.team.invitation_sent']!['x-consumers']).toEqual([
      'identity',
      'notifier',
    ]);
  });

  it('names the queues with the prefix it is given', () => {
    const prefixed = buildAsyncApiDocument('run42');
    expect((prefixed.channels as Described)['queue.notifier.mail']!.address).toBe(
      'run42.notifier.mail',
    );
  });

  it('describes an event’s data from its contract’s rules, inside the envelope', () => {
    const payload = messages['team.invitation_sent']!.payload as {
      required: string[];
      properties: { type: unknown; data: { required: string[]; properties: Described } };
    };

    expect(payload.required).toEqual(['id', 'type', 'occurred_at', 'source', 'data']);
    expect(payload.properties.type).toMatchObject({ enum: ['team.invitation_sent'] });
    const data = payload.properties.data;
    expect(data.required).toEqual(Object.keys(TeamInvitationSent.schema.describe().keys));
    expect(data.properties.role).toEqual({ enum: ['owner', 'manager', 'member'] });
    expect(data.properties.email).toMatchObject({
      type: 'string',
      format: 'email',
      maxLength: 320,
    });
    expect(data.properties.invitation_id).toEqual({ type: 'integer', exclusiveMinimum: 0 });
  });

  it('has a webhook operation of each kind, its body with the kind’s payload', () => {
    for (const kind of WEBHOOK_EVENTS) {
      expect(operations[`webhook.${kind}`]).toMatchObject({
        action: 'send',
        channel: { $ref: '#/channels/webhooks' },
        bindings: { http: { method: 'POST' } },
      });
    }
    const newClient = messages['webhook.new_client']!.payload as {
      properties: { event: unknown; payload: { properties: object } };
    };
    expect(newClient.properties.event).toEqual({ type: 'string', enum: ['new_client'] });
    expect(Object.keys(newClient.properties.payload.properties)).toEqual([
      'id',
      'name',
      'profile',
      'retrieved_at',
    ]);
    expect(WEBHOOK_KIND_OF['invoice.voided']).toBe('invoice_updated');
  });
});

describe('joi rules as JSON Schema', () => {
  it('reads null and empty strings that are allowed, and `when` as either branch', () => {
    expect(joiJsonSchema(Joi.number().integer().positive().allow(null).required())).toEqual({
      type: ['integer', 'null'],
      exclusiveMinimum: 0,
    });
    expect(joiJsonSchema(Joi.string().allow('').max(10))).toEqual({
      type: 'string',
      maxLength: 10,
    });
    expect(joiJsonSchema(Joi.string().max(10))).toEqual({
      type: 'string',
      maxLength: 10,
      minLength: 1,
    });
    expect(
      joiJsonSchema(
        Joi.object({
          a: Joi.any(),
          b: Joi.when('a', { is: null, then: Joi.boolean(), otherwise: Joi.number() }),
        }),
      ),
    ).toEqual({
      type: 'object',
      properties: { a: {}, b: { anyOf: [{ type: 'boolean' }, { type: 'number' }] } },
      additionalProperties: false,
    });
  });

  it('refuses a rule it cannot say, rather than describe less than the contract', () => {
    expect(() => joiJsonSchema(Joi.string().hostname())).toThrow(/string\.hostname/);
  });
});
