// Requests made from the description, sent to the gateway (stub services behind it):
// for every operation, requests generated from its parameter and body schemas
// (json-schema-faker, seeded by fast-check) are accepted, its documented examples are
// accepted, and requests that break the schema are refused with 400. A wrong type or a
// number beyond what the proto field holds is refused by the gateway itself, before any
// call; a value the services refuse (an id of 0, a net_term of 366, a required field left
// out or "") reaches the service as sent, whose refusal is 400 (its joi schema takes its
// bounds from the same constants of platform's field-bounds.ts as the description).
import fc from 'fast-check';
import { JSONSchemaFaker, type Schema } from 'json-schema-faker';
import request from 'supertest';
import {
  EMAIL_PATTERN,
  ID_BOUNDS,
  invalidArgument,
  NET_TERM_DAYS,
  PAGE_MAX_SIZE,
  PERCENT_BOUNDS,
  Reason,
  SCHEDULE_ENTRY_PAGE_MAX,
} from '@workmesh/platform';
import {
  buildOpenApiDocument,
  openApiPath,
  type OpenApiOperation,
} from '../src/openapi/openapi-document';
import type { Field } from 'protobufjs';
import {
  fieldSchema,
  INTEGER_LIST_TEXT,
  INTEGER_TEXT,
  loadProtoRoot,
  NON_NEGATIVE_INTEGER_TEXT,
  NON_NEGATIVE_NUMBER_TEXT,
  NUMBER_TEXT,
  POSITIVE_INTEGER_LIST_TEXT,
  POSITIVE_INTEGER_TEXT,
  type JsonSchema,
} from '../src/openapi/proto-json-schema';
import { routeRequest } from '../src/openapi/request-schemas';
import { ResponseValidator } from '../src/openapi/response-validator';
import { ROUTES, type Route } from '../src/routes';
import { bearer, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { replyOf, replyTypeOf } from './proto-replies';

const root = loadProtoRoot();
const document = buildOpenApiDocument({ root });
const validator = new ResponseValidator(document);
const SEED = 20261127;
const JSON_MEDIA = 'application/json';
const FORM_MEDIA = 'application/x-www-form-urlencoded';
const MULTIPART_MEDIA = 'multipart/form-data';

interface Operation {
  name: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
  route: Route;
}

const OPERATIONS: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => operation['x-grpc'] !== undefined)
    .map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method,
      path,
      operation,
      route: ROUTES.find(
        (route) =>
          route.method.toLowerCase() === method &&
          route.paths.some((expressPath) => openApiPath(expressPath) === path),
      )!,
    })),
);

const componentOf = (schema: JsonSchema): JsonSchema =>
  typeof schema.$ref === 'string'
    ? document.components.schemas[schema.$ref.split('/').pop()!]!
    : schema;

type Media = { schema: JsonSchema; example?: Record<string, unknown> };
const mediaOf = (operation: OpenApiOperation, media: string): Media | undefined =>
  (operation.requestBody?.content as Record<string, Media> | undefined)?.[media];

const parametersOf = (operation: OpenApiOperation, place: 'path' | 'query') =>
  (operation.parameters ?? []).filter((parameter) => parameter.in === place) as {
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }[];

/**
 * The schema json-schema-faker generates from: a format rather than its pattern (the
 * pattern is checked after), and no conditional rules (checked after, by the real schema).
 * Numbers come as JSON numbers or as numeric texts (a few digits, as randexp's repetitions
 * are capped: what a text's range is, the description does not say).
 */
function forGeneration(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forGeneration);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, forGeneration(value)]),
  );
  if (typeof out.format === 'string') delete out.pattern;
  delete out.allOf;
  delete out.examples;
  return out;
}

/** A seeded generator of numbers in [0, 1) (mulberry32), so every run makes the same requests. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(schema: JsonSchema, random: () => number, fillOptionals: boolean): unknown {
  JSONSchemaFaker.option({
    random,
    alwaysFakeOptionals: fillOptionals,
    optionalsProbability: fillOptionals ? 1 : 0.5,
    fillProperties: false,
    useExamplesValue: false,
    useDefaultValue: false,
    failOnInvalidTypes: false,
    failOnInvalidFormat: false,
    maxItems: 3,
    maxLength: 24,
    defaultRandExpMax: 4,
  });
  return JSONSchemaFaker.generate(forGeneration(componentOf(schema)) as Schema);
}

/** A request as the description lets a client make it: path and query values, a JSON body. */
interface GeneratedRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** What a path or query value means: a text, read as the number or boolean it spells. */
function typedText(text: string): unknown {
  if (/^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}

const asText = (value: unknown): string =>
  Array.isArray(value) ? value.join(',') : String(value as string);

const TYPE_PATTERNS = [
  INTEGER_TEXT,
  NON_NEGATIVE_INTEGER_TEXT,
  POSITIVE_INTEGER_TEXT,
  NUMBER_TEXT,
  NON_NEGATIVE_NUMBER_TEXT,
  INTEGER_LIST_TEXT,
  POSITIVE_INTEGER_LIST_TEXT,
];
const typeOnlyOf = new Map<object, JsonSchema>();
/** The schema without its value rules (ranges, lengths, patterns, formats): what the type alone allows. */
function typeOnly(schema: JsonSchema): JsonSchema {
  let stripped = typeOnlyOf.get(schema);
  if (!stripped) {
    stripped = withoutValueRules(schema) as JsonSchema;
    typeOnlyOf.set(schema, stripped);
  }
  return stripped;
}

function withoutValueRules(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutValueRules);
  if (typeof schema !== 'object' || schema === null) return schema;
  const VALUE_RULES = ['minimum', 'maximum', 'minLength', 'pattern', 'format', 'allOf', 'required'];
  // The patterns of numeric texts say what type a text stands for: they stay.
  const typePattern = (key: string, value: unknown) =>
    key === 'pattern' && TYPE_PATTERNS.includes(value as string);
  // An enum of a text field is a service's rule (a proto enum's schema has no type).
  const types = [(schema as JsonSchema).type].flat();
  const textEnum = (key: string) =>
    key === 'enum' && types.includes('string') && !types.includes('boolean');
  return Object.fromEntries(
    Object.entries(schema)
      .filter(
        ([key, value]) => (!VALUE_RULES.includes(key) || typePattern(key, value)) && !textEnum(key),
      )
      .map(([key, value]) => [key, withoutValueRules(value)]),
  );
}

/**
 * Whether a path or query text is what the schema describes: a numeric text where the
 * schema takes numbers is the number it spells (so "0" for a page is below its minimum),
 * otherwise the text itself.
 */
function textValid(schema: JsonSchema, text: string): boolean {
  const typed = typedText(text);
  if (typed !== text && validator.compile(typeOnly(schema))(typed)) {
    return validator.compile(schema)(typed);
  }
  return validator.compile(schema)(text);
}

/** The request's values that break the description; none for a request it documents. */
function problems(operation: OpenApiOperation, generated: GeneratedRequest): string[] {
  const found: string[] = [];
  for (const place of ['path', 'query'] as const) {
    for (const parameter of parametersOf(operation, place)) {
      const value = generated[place][parameter.name];
      if (value === undefined) {
        if (parameter.required) found.push(`${parameter.name} missing`);
        continue;
      }
      const text = asText(value);
      if (!textValid(parameter.schema, text)) found.push(`${parameter.name}: ${text}`);
    }
  }
  const json = mediaOf(operation, JSON_MEDIA);
  if (json && generated.body !== undefined) {
    const validate = validator.compile(json.schema);
    if (!validate(generated.body)) found.push(JSON.stringify(validate.errors));
  }
  return found;
}

function generateRequest(
  operation: OpenApiOperation,
  seed: number,
  fillOptionals: boolean,
): GeneratedRequest | undefined {
  const random = seededRandom(seed);
  const generated: GeneratedRequest = { path: {}, query: {} };
  for (const place of ['path', 'query'] as const) {
    for (const parameter of parametersOf(operation, place)) {
      if (!parameter.required && !fillOptionals && random() < 0.5) continue;
      const value = generate(parameter.schema, random, fillOptionals);
      if (value !== null && value !== undefined) generated[place][parameter.name] = value;
    }
  }
  const json = mediaOf(operation, JSON_MEDIA);
  if (json)
    generated.body = generate(json.schema, random, fillOptionals) as Record<string, unknown>;
  return problems(operation, generated).length === 0 ? generated : undefined;
}

interface Violation {
  name: string;
  /** A value of another type; a number beyond the field's range or a text beyond its rules; a required field left out. */
  kind: 'type' | 'range' | 'missing';
  /**
   * Who refuses it: the gateway, before any call (what the proto-derived schema refuses,
   * which openapi-request-agreement.test.ts proves equal to the conversion), or the
   * service, which must then receive the request (its rules: ranges, patterns, required
   * fields); `either` where the gateway reads the field itself (updateAssignee's assignee).
   */
  refusedBy: 'gateway' | 'service' | 'either';
  apply: (valid: GeneratedRequest) => GeneratedRequest;
}

/** Values of every JSON type, and numbers at and beyond the usual bounds. */
const BODY_PROBES: unknown[] = [{}, 'abc', 1.5, true, [[1]], -1, 0, 366, 101, 2 ** 31, 2 ** 53, ''];
const TEXT_PROBES = ['abc', '1.5', '-1', '0', '1001', String(2 ** 31), String(2 ** 53), ''];

function violationsOf({ operation, route }: Operation): Violation[] {
  const request = routeRequest(route, root);
  const selectors = new Set(route.selectors ?? []);
  const list: Violation[] = [];
  const kindOf = (schema: JsonSchema, value: unknown): Violation['kind'] =>
    validator.compile(typeOnly(schema))(value) ? 'range' : 'type';
  const textKindOf = (schema: JsonSchema, text: string): Violation['kind'] =>
    kindOf(schema, text) === 'range' || kindOf(schema, typedText(text)) === 'range'
      ? 'range'
      : 'type';
  /** What the gateway itself takes for the field: its proto-derived schema, no service rule. */
  const protoSchemaOf = (field: Field) =>
    fieldSchema(field, { encoding: 'json', selector: selectors.has(field.name) });
  const readByGateway = (name: string) => request.notes.fields?.[name]?.schema !== undefined;

  for (const place of ['path', 'query'] as const) {
    for (const parameter of parametersOf(operation, place)) {
      const field =
        place === 'path'
          ? request.pathFields[parameter.name]
          : request.inputType.fields[parameter.name];
      for (const text of TEXT_PROBES) {
        if (textValid(parameter.schema, text)) continue;
        if (place === 'path' && text === '') continue; // another path: the app's 404
        const gatewayTakes = field !== undefined && textValid(protoSchemaOf(field), text);
        list.push({
          name: `${place} ${parameter.name} = ${JSON.stringify(text)}`,
          kind: textKindOf(parameter.schema, text),
          refusedBy: gatewayTakes ? 'service' : 'gateway',
          apply: (valid) => ({ ...valid, [place]: { ...valid[place], [parameter.name]: text } }),
        });
      }
      if (place === 'query' && parameter.required) {
        list.push({
          name: `query ${parameter.name} left out`,
          kind: 'missing',
          refusedBy: 'service',
          apply: (valid) => {
            const { [parameter.name]: _left, ...query } = valid.query;
            return { ...valid, query };
          },
        });
      }
    }
  }

  const json = mediaOf(operation, JSON_MEDIA);
  if (json) {
    const body = componentOf(json.schema);
    const properties = (body.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, schema] of Object.entries(properties)) {
      const validate = validator.compile(schema);
      const field = request.inputType.fields[name];
      const gatewayTakes = field ? validator.compile(protoSchemaOf(field)) : () => false;
      for (const value of BODY_PROBES) {
        if (validate(value)) continue;
        list.push({
          name: `body ${name} = ${JSON.stringify(value)}`,
          kind: kindOf(schema, value),
          refusedBy: readByGateway(name) ? 'either' : gatewayTakes(value) ? 'service' : 'gateway',
          apply: (valid) => ({ ...valid, body: { ...valid.body, [name]: value } }),
        });
      }
    }
    for (const name of (body.required ?? []) as string[]) {
      list.push({
        name: `body ${name} left out`,
        kind: 'missing',
        refusedBy: readByGateway(name) ? 'either' : 'service',
        apply: (valid) => {
          const { [name]: _left, ...rest } = valid.body ?? {};
          return { ...valid, body: rest };
        },
      });
    }
  }
  // One value per field, kind and refuser: enough to prove each, and quick.
  const seen = new Set<string>();
  return list.filter((violation) => {
    const key = `${violation.name.split(' = ')[0]}|${violation.kind}|${violation.refusedBy}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A request the description documents (the first seed from `seed` that makes one), optional fields mostly given. */
function validRequest(operation: OpenApiOperation, seed: number): GeneratedRequest {
  for (let attempt = 0; attempt < 100; attempt++) {
    const generated = generateRequest(operation, seed + attempt * 7919, attempt % 2 === 0);
    if (generated) return generated;
  }
  throw new Error('no valid request generated in 100 attempts');
}

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest({ API_REQUESTS_PER_CALLER: '1000000' });
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const stubOf = (route: Route) =>
  ({
    identity: gateway.identity,
    teams: gateway.teams,
    clients: gateway.clientsService,
    tasks: gateway.tasksService,
    scheduling: gateway.schedulingService,
    notifier: gateway.notifierService,
    tracking: gateway.trackingService,
    invoices: gateway.invoicesService,
  })[route.service] as { behaviour: object };

/** The route's rpc answers a well-formed reply (or refuses, as the service would a bad value); its calls are counted. */
function stubRpc(route: Route, outcome: 'answer' | 'refuse'): unknown[] {
  const calls: unknown[] = [];
  const reply = replyOf(replyTypeOf(root, route), true);
  (stubOf(route).behaviour as Record<string, unknown>)[route.rpc] = async (message: unknown) => {
    calls.push(message);
    if (outcome === 'refuse') {
      throw invalidArgument(Reason.INVALID_PARAMETERS, 'refused by the service');
    }
    return reply;
  };
  return calls;
}

function send(
  { method, path, operation }: Operation,
  generated: GeneratedRequest,
  media: string = JSON_MEDIA,
) {
  const url = path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(asText(generated.path[name])),
  );
  const query = Object.fromEntries(
    Object.entries(generated.query).map(([name, value]) => [name, asText(value)]),
  );
  let call = (request(gateway.app) as unknown as Record<string, (url: string) => request.Test>)[
    method
  ]!(url).query(query);
  if (operation.security === undefined) call = call.set('Authorization', bearer());
  if (generated.body === undefined) return call;
  if (media === MULTIPART_MEDIA) {
    for (const [name, value] of Object.entries(generated.body))
      call = call.field(name, asText(value));
    return call;
  }
  return media === FORM_MEDIA ? call.type('form').send(generated.body) : call.send(generated.body);
}

const describeAnswer = (generated: GeneratedRequest, response: request.Response) =>
  `${JSON.stringify(generated)} → ${response.status} ${response.text.slice(0, 300)}`;

describe.each(OPERATIONS.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
  const { operation, route } = entry;

  it('accepts requests generated from its schemas', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), fc.boolean(), async (seed, fillOptionals) => {
        const generated = generateRequest(operation, seed, fillOptionals);
        fc.pre(generated !== undefined);
        gateway.reset();
        const calls = stubRpc(route, 'answer');
        const response = await send(entry, generated!);
        expect({
          answer: response.status < 300 ? '2xx' : describeAnswer(generated!, response),
          calls: calls.length,
        }).toEqual({ answer: '2xx', calls: 1 });
      }),
      { numRuns: 3, seed: SEED, endOnFailure: true },
    );
  });

  const json = mediaOf(operation, JSON_MEDIA);
  if (json) {
    it.each([JSON_MEDIA, FORM_MEDIA, MULTIPART_MEDIA].filter((media) => mediaOf(operation, media)))(
      'accepts its example as %s, as "Try it out" sends it',
      async (media) => {
        const described = mediaOf(operation, media)!;
        const body =
          media === MULTIPART_MEDIA
            ? Object.fromEntries(
                Object.entries(
                  componentOf(described.schema).properties as Record<string, JsonSchema>,
                ).flatMap(([name, schema]) =>
                  Array.isArray(schema.examples) ? [[name, schema.examples[0]]] : [],
                ),
              )
            : described.example!;
        expect(body).toBeDefined();
        expect(validator.compile(described.schema)(body)).toBe(true);
        const generated: GeneratedRequest = { path: {}, query: {}, body };
        for (const parameter of parametersOf(operation, 'path')) {
          generated.path[parameter.name] = ID_BOUNDS.minimum;
        }
        for (const parameter of parametersOf(operation, 'query').filter((p) => p.required)) {
          generated.query[parameter.name] = generate(parameter.schema, seededRandom(SEED), false);
        }
        gateway.reset();
        stubRpc(route, 'answer');
        const response = await send(entry, generated, media);
        expect(describeAnswer(generated, response)).toMatch(/^.* → 2\d\d /s);
      },
    );
  }

  const violations = violationsOf(entry);
  const kinds = (['type', 'range', 'missing'] as const).filter((kind) =>
    violations.some((violation) => violation.kind === kind),
  );
  if (kinds.length > 0) {
    it.each(kinds)('refuses each request with a %s violation with 400', async (kind) => {
      const refusals: unknown[] = [];
      const candidates = violations.filter((violation) => violation.kind === kind);
      for (const [index, violation] of candidates.entries()) {
        const broken = violation.apply(validRequest(operation, SEED + index));
        expect(problems(operation, broken)).not.toEqual([]);
        gateway.reset();
        const calls = stubRpc(route, 'refuse');
        const response = await send(entry, broken);
        // What the gateway refuses never reaches the service; what the service refuses
        // reaches it as sent.
        refusals.push({
          violation: violation.name,
          status: response.status,
          calls: violation.refusedBy === 'either' ? 'any' : calls.length,
        });
      }
      expect(refusals).toEqual(
        candidates.map((violation) => ({
          violation: violation.name,
          status: 400,
          calls: { gateway: 0, service: 1, either: 'any' }[violation.refusedBy],
        })),
      );
    });
  }
});

describe('the bounds and formats the services apply', () => {
  const property = (component: string, field: string) =>
    (document.components.schemas[component]!.properties as Record<string, JsonSchema>)[field]!;
  const parameter = (path: string, name: string) =>
    document.paths[path]!.get!.parameters!.find((entry) => entry.name === name)!
      .schema as JsonSchema;

  it.each([
    ['CreateClientBody', 'net_term', NET_TERM_DAYS],
    ['CreateClientBody', 'budget_notify_at', PERCENT_BOUNDS],
    ['UpdateClientBudgetBody', 'notifyAt', PERCENT_BOUNDS],
  ])('%s.%s has the range of the service', (component, field, bounds) => {
    expect(property(component, field)).toMatchObject(bounds);
  });

  it('ids in paths and selectors are positive safe integers', () => {
    expect(document.paths['/api/v3/team/groups/{id}']!.get!.parameters![0]!.schema).toMatchObject(
      ID_BOUNDS,
    );
    expect(JSON.stringify(parameter('/api/v3/team/members', 'team_id'))).toContain(
      `"minimum":${ID_BOUNDS.minimum}`,
    );
  });

  it('per_page has the bound of its list', () => {
    expect(parameter('/api/v3/team/members', 'per_page')).toMatchObject({
      minimum: 1,
      maximum: PAGE_MAX_SIZE,
    });
    expect(parameter('/api/v1/timemanagement/schedule/sid/{sid}', 'per_page')).toMatchObject({
      minimum: 1,
      maximum: SCHEDULE_ENTRY_PAGE_MAX,
    });
  });

  it('an email the services refuse (0@com) is refused by the schema too', () => {
    const email = validator.compile(property('CreateClientBody', 'email'));
    expect({ '0@com': email('0@com'), 'ada@example.com': email('ada@example.com') }).toEqual({
      '0@com': false,
      'ada@example.com': true,
    });
    expect(property('CreateClientBody', 'email')).toMatchObject({ pattern: EMAIL_PATTERN });
  });

  it('the multipart client form shows an example per field, within its range', () => {
    const form = document.components.schemas.CreateClientForm!.properties as Record<
      string,
      JsonSchema
    >;
    const netTerm = Number((form.net_term!.examples as string[])[0]);
    expect(netTerm).toBeGreaterThanOrEqual(NET_TERM_DAYS.minimum);
    expect(netTerm).toBeLessThanOrEqual(NET_TERM_DAYS.maximum);
    const withoutExample = Object.entries(form)
      .filter(([name, schema]) => name !== 'profile' && !Array.isArray(schema.examples))
      .map(([name]) => name);
    expect(withoutExample).toEqual([]);
  });

  it('names a server, relative to where the description is served', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});
