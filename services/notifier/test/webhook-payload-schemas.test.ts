// Every webhook kind's body as the notifier sends it (webhookOf, webhook-bodies.ts) against
// what the kind declares (platform's WEBHOOK_KINDS): its joi `payload`, and the JSON Schema
// the AsyncAPI document publishes of the whole body (ajv). The events are made through the
// contracts that fire each kind: as their producers write them (the webhook tests'
// fixtures), and as fast-check generates them from each contract's data schema as the
// AsyncAPI document publishes it (a newer producer's fields included). Kinds and firing
// events are read from WEBHOOK_KINDS, so a kind or an event added there is checked here,
// and fails until a realistic event of it is given below.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import {
  buildAsyncApiDocument,
  eventContracts,
  newEvent,
  WEBHOOK_EVENTS,
  WEBHOOK_KIND_OF,
  WEBHOOK_KINDS,
  type WebhookKind,
} from '@workmesh/platform';
import { webhookOf, type EventWebhook } from '../src/webhook-bodies';
import { arbitraryOf, type JsonSchema } from './json-schema-arbitrary';
import {
  budgetThresholdReached,
  clientCreated,
  invoiceSummary,
  scheduleCreated,
  timeEntry,
  timesheet,
  expense,
  timeOffRequest,
} from './webhooks-harness';

type EventData = Record<string, unknown>;
type Contract = ReturnType<typeof eventContracts>[number];
interface Body {
  event: unknown;
  payload: Record<string, unknown>;
  criteria: unknown;
}

const SEED = 20261201;
const RUNS_PER_EVENT = 40;

const document = buildAsyncApiDocument();
const messages = document.components.messages as Record<string, { payload: JsonSchema }>;
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);

const contractOf = (type: string): Contract => {
  const contract = eventContracts().find((candidate) => candidate.type === type);
  if (!contract) throw new Error(`${type} fires a webhook but has no contract`);
  return contract;
};

/** The event's data as the AsyncAPI document publishes it (inside the event's envelope). */
const publishedDataSchema = (type: string) =>
  (messages[type]!.payload.properties as Record<string, JsonSchema>).data!;

/** The whole body the AsyncAPI document publishes for the kind: {event, payload, criteria}. */
const publishedBodySchema = (kind: string) => messages[`webhook.${kind}`]!.payload;

const publishedBodyValidators = new Map<string, ValidateFunction>();
function publishedBodyValidator(kind: string): ValidateFunction {
  let validator = publishedBodyValidators.get(kind);
  if (!validator) {
    validator = ajv.compile(publishedBodySchema(kind));
    publishedBodyValidators.set(kind, validator);
  }
  return validator;
}

function ajvProblem({ instancePath, message, keyword, params }: ErrorObject): string {
  const where = instancePath || '(body)';
  return `published schema: ${where} ${message ?? keyword} ${JSON.stringify(params)}`;
}

/** What the kind's declarations (its joi payload, its published body) find wrong with the body. */
function problemsOf(kind: WebhookKind, body: Body): string[] {
  const { error } = kind.payload.validate(body.payload, { convert: false, abortEarly: false });
  const joiProblems = (error?.details ?? []).map((detail) => `joi payload: ${detail.message}`);
  const validator = publishedBodyValidator(kind.kind);
  const ajvProblems = validator(body) ? [] : (validator.errors ?? []).map(ajvProblem);
  return [...joiProblems, ...ajvProblems];
}

/** The webhook's body, parsed from the exact bytes it signs and sends. */
function sentBody(webhook: EventWebhook): Body {
  return JSON.parse(webhook.body) as Body;
}

/** That the event's webhook is the kind's, for the event's team, and what the kind declares. */
function expectDeclaredBody(kind: WebhookKind, data: EventData, webhook: EventWebhook): void {
  const body = sentBody(webhook);
  expect(webhook.kind).toBe(kind.kind);
  expect(body.event).toBe(kind.kind);
  expect(body.criteria).toEqual({ team_id: data.team_id });
  expect(webhook.teamId).toBe(data.team_id);
  expect(problemsOf(kind, body)).toEqual([]);
  // The payload's fields are the event's (WEBHOOK_KINDS picks them from its contract),
  // sent as the event has them.
  const copied = Object.keys(body.payload).filter((field) => Object.hasOwn(data, field));
  expect(Object.fromEntries(copied.map((field) => [field, body.payload[field]]))).toEqual(
    Object.fromEntries(copied.map((field) => [field, data[field]])),
  );
}

function expectValidPerContract(contract: Contract, data: EventData): void {
  const { error } = contract.schema.validate(data, { convert: false });
  expect(error?.message).toBeUndefined();
}

// No fixture's default id: a body that took its team from another field shows.
const TEAM_ID = 9137;
const SENT_AT = '2026-12-01T10:00:00.000Z';
const PAID_AT = '2026-12-20T15:45:00.000Z';
const VOIDED_AT = '2026-12-03T08:00:00.000Z';

function without(data: EventData, field: string): EventData {
  const { [field]: _left, ...rest } = data;
  return rest;
}

/**
 * Each firing event as its producer writes it, with variants: nullable fields set and
 * null, an optional field absent, empty texts where the contract allows them.
 */
const REALISTIC_DATA: Readonly<Record<string, readonly EventData[]>> = {
  'client.created': [clientCreated(TEAM_ID), clientCreated(TEAM_ID, { email: '', profile: '' })],
  'schedule.created': [
    scheduleCreated(TEAM_ID),
    scheduleCreated(TEAM_ID, { repetition: 'never', day_repeat: '', title: '' }),
  ],
  'time_entry.created': [
    timeEntry(TEAM_ID),
    timeEntry(TEAM_ID, {
      task_id: null,
      task_name: null,
      description: '',
      billable: false,
      locked: true,
      locked_reason: 'Invoiced',
      invoice_id: 88,
      limit_overridden: true,
    }),
  ],
  'timer.started': [timeEntry(TEAM_ID, { source: 'timer', end: null, duration: 0 })],
  'timer.stopped': [timeEntry(TEAM_ID, { source: 'timer', pay_type: 'fixed', revision: 2 })],
  'timesheet.approved': [
    timesheet(TEAM_ID),
    timesheet(TEAM_ID, { comment: 'Approved after the fix.', reviewed_by: null }),
  ],
  'client.budget_threshold_reached': [
    budgetThresholdReached(TEAM_ID),
    without(budgetThresholdReached(TEAM_ID, { period_from: null, period_to: null }), 'timezone'),
  ],
  'invoice.created': [
    invoiceSummary(TEAM_ID),
    invoiceSummary(TEAM_ID, { automatic: true, tax_amount: 0, number: '' }),
  ],
  'invoice.sent': [invoiceSummary(TEAM_ID, { status: 'sent', sent_at: SENT_AT })],
  'invoice.paid': [invoiceSummary(TEAM_ID, { status: 'paid', sent_at: SENT_AT, paid_at: PAID_AT })],
  'invoice.voided': [
    invoiceSummary(TEAM_ID, { status: 'void', sent_at: SENT_AT, voided_at: VOIDED_AT }),
  ],
  'expense.created': [
    expense(TEAM_ID),
    expense(TEAM_ID, {
      task_id: null,
      task_name: null,
      quantity: null,
      unit_price: null,
      unit_name: null,
      receipt: null,
      notes: '',
      currency: 'JPY',
      amount: 1500,
      locked: true,
      locked_reason: 'approved',
    }),
  ],
  'time_off.approved': [
    timeOffRequest(TEAM_ID, 42, { reviewed_by: 7, comment: 'Enjoy!' }),
    timeOffRequest(TEAM_ID, 42, {
      unit: 'hours',
      from: '2026-12-22',
      to: '2026-12-22',
      half_day: 'am',
      hours: 4,
      amount: 4,
      days: ['2026-12-22'],
      note: '',
    }),
  ],
  'invoice.late_fee_added': [
    invoiceSummary(TEAM_ID, { status: 'sent', sent_at: SENT_AT, total: 1358.02 }),
  ],
};

const FIRED_TYPES = new Set(Object.keys(WEBHOOK_KIND_OF));
const kindCases = WEBHOOK_KINDS.map((kind) => [kind.kind, kind] as const);
const firingCases = (kind: WebhookKind) => kind.firedBy.map(({ type }) => type);

describe('the webhook kinds', () => {
  it('are declared for every kind a subscription can choose, each fired by some event', () => {
    expect(WEBHOOK_KINDS.map(({ kind }) => kind).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const kind of WEBHOOK_KINDS) expect(kind.firedBy.length).toBeGreaterThan(0);
  });
});

describe.each(kindCases)('%s', (_name, kind) => {
  it.each(firingCases(kind))('sends what it declares for %s as its producer writes it', (type) => {
    const contract = contractOf(type);
    const examples = REALISTIC_DATA[type] ?? [];
    expect(examples.length).toBeGreaterThan(0);

    for (const data of examples) {
      expectValidPerContract(contract, data);
      const outcome = webhookOf(newEvent(contract.type, data, contract.source));
      expect(outcome).toEqual({ webhook: expect.anything() });
      expectDeclaredBody(kind, data, outcome.webhook!);
    }
  });

  it.each(firingCases(kind))('sends what it declares for any %s its contract allows', (type) => {
    const contract = contractOf(type);
    const events = arbitraryOf(publishedDataSchema(type)) as fc.Arbitrary<EventData>;

    fc.assert(
      fc.property(events, (data) => {
        expectValidPerContract(contract, data);
        const outcome = webhookOf(newEvent(contract.type, data, contract.source));
        expect(outcome.problem).toBeUndefined();
        // Some events of a firing type send nothing on purpose (a timer's
        // time_entry.created is told by timer_started); fast-check fails if most do.
        fc.pre(outcome.webhook !== undefined);
        expectDeclaredBody(kind, data, outcome.webhook!);
      }),
      { seed: SEED, numRuns: RUNS_PER_EVENT },
    );
  });

  it('is refused by its declarations with an undeclared field, or without a required one', () => {
    const type = firingCases(kind)[0]!;
    const contract = contractOf(type);
    const data = REALISTIC_DATA[type]![0]!;
    const body = sentBody(webhookOf(newEvent(contract.type, data, contract.source)).webhook!);
    // The bodies are exact (docs/webhooks.md): nothing undeclared in them.
    const withUndeclared = { ...body, payload: { ...body.payload, undeclared_field: 1 } };
    const required = (publishedBodySchema(kind.kind).properties as Record<string, JsonSchema>)
      .payload!.required as string[];

    expect(problemsOf(kind, body)).toEqual([]);
    expect(problemsOf(kind, withUndeclared)).toEqual([
      expect.stringMatching(/^joi payload: .*undeclared_field/),
      expect.stringMatching(/^published schema: .*undeclared_field/),
    ]);
    expect(required.length).toBeGreaterThan(0);
    for (const field of required) {
      const withoutField = { ...body, payload: without(body.payload, field) };
      expect(problemsOf(kind, withoutField)).toEqual([
        expect.stringMatching(new RegExp(`^joi payload: .*${field}`)),
        expect.stringMatching(new RegExp(`^published schema: .*${field}`)),
      ]);
    }
  });
});

describe('events no kind declares', () => {
  it.each(eventContracts().filter((contract) => !FIRED_TYPES.has(contract.type)))(
    'send no webhook: $type',
    (contract) => {
      const data = fc.sample(arbitraryOf(publishedDataSchema(contract.type)), {
        seed: SEED,
        numRuns: 1,
      })[0] as EventData;

      expectValidPerContract(contract, data);
      expect(webhookOf(newEvent(contract.type, data, contract.source)).webhook).toBeUndefined();
    },
  );
});
