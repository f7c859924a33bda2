// Requests made from the description, sent to the gateway (stub services behind it):
// for every operation, requests generated from its parameter and body schemas
// (json-schema-faker, seeded by fast-check) are accepted, its documented examples are
// accepted, and requests that break the schema are refused with 400. A wrong type or a
// number beyond what the proto field holds is refused by the gateway itself, before any
// call; a value the services refuse (an id of 0, a net_term of 366, a required field left
// out or "") reaches the service as sent, whose refusal is 400 (its joi schema takes its
// bounds from the same constants of platform's field-bounds.ts and text-limits.ts as the
// description). Each text with a maxLength is tried one character over it, in ASCII and in
// characters beyond U+FFFF (one character each, as JSON Schema and platform's Joi count),
// each list with a maxItems one id over it, and a blank text where the description refuses one.
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
import { Type, type Field } from 'protobufjs';
import { INTEGER_TEXT, NUMBER_TEXT } from '../src/json-to-proto';
import { fieldSchema, loadProtoRoot, type JsonSchema } from '../src/openapi/proto-json-schema';
import { routeRequest } from '../src/openapi/request-schemas';
import { ResponseValidator } from '../src/openapi/response-validator';
import { ROUTES, type Route } from '../src/routes';
import { bearer, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { replyOf, replyTypeOf } from './proto-replies';

const root = loadProtoRoot();
const document = buildOpenApiDocument({ routes: ROUTES, root });
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

/** A comma-separated list of integer texts, whatever their values (as the conversion splits it). */
const INTEGER_LIST_TYPE = '^\\s*(?:-?\\d+\\s*(?:,\\s*-?\\d+\\s*)*)?$';
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

/**
 * The pattern of a numeric text says its type and its range (numeric-text.ts): the pattern
 * of the type alone takes its place; a list of integers (an array, or its text) likewise.
 */
function typePatternOf(schema: JsonSchema, within?: JsonSchema): string | undefined {
  const types = [schema.type].flat();
  if (types.includes('integer')) return INTEGER_TEXT.source;
  if (types.includes('number')) return NUMBER_TEXT.source;
  const listOfIntegers = ((within?.anyOf ?? []) as JsonSchema[]).some(
    (option) =>
      option.type === 'array' && [(option.items as JsonSchema).type].flat().includes('integer'),
  );
  return listOfIntegers && types.includes('string') ? INTEGER_LIST_TYPE : undefined;
}

function withoutValueRules(schema: unknown, within?: JsonSchema): unknown {
  if (Array.isArray(schema)) return schema.map((option) => withoutValueRules(option, within));
  if (typeof schema !== 'object' || schema === null) return schema;
  const VALUE_RULES = [
    'minimum',
    'maximum',
    'minLength',
    'maxLength',
    'maxItems',
    'pattern',
    'format',
    'allOf',
    'required',
  ];
  const typePattern = typePatternOf(schema as JsonSchema, within);
  // An enum of a text field is a service's rule (a proto enum's schema has no type).
  const types = [(schema as JsonSchema).type].flat();
  const textEnum = (key: string) =>
    key === 'enum' && types.includes('string') && !types.includes('boolean');
  return {
    ...Object.fromEntries(
      Object.entries(schema)
        .filter(([key]) => !VALUE_RULES.includes(key) && !textEnum(key))
        .map(([key, value]) => [key, withoutValueRules(value, schema as JsonSchema)]),
    ),
    ...(typePattern && 'pattern' in schema ? { pattern: typePattern } : {}),
  };
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
  /** What the probe stands for (probeClass), so that each field is tried once per class. */
  probe?: string;
  apply: (valid: GeneratedRequest) => GeneratedRequest;
}

/**
 * Values of every JSON type, numbers at and beyond the usual bounds (ids, net_term 0 to
 * 365, percentages to 100, rates to 1,000,000, int32), as JSON numbers and as texts, and
 * texts blank or beyond the usual lengths (an invoice line's 500, notes' 5000).
 */
const BODY_PROBES: unknown[] = [
  {},
  'abc',
  '   ',
  'x'.repeat(501),
  'x'.repeat(5001),
  1.5,
  true,
  [[1]],
  -1,
  0,
  365,
  366,
  100,
  101,
  2 ** 31,
  2 ** 53,
  '',
  '-1',
  '365',
  '366',
  '0400',
  '100.5',
  '1000000',
  '1000001',
  '2147483648',
  '9007199254740992',
];
const TEXT_PROBES = [
  'abc',
  '1.5',
  '-1',
  '0',
  '100',
  '100.5',
  '365',
  '366',
  '400',
  '1001',
  '1000001',
  String(2 ** 31),
  String(2 ** 53 - 1),
  String(2 ** 53),
  '',
];

/**
 * A probe's class: a JSON value or a text, and for a number (or its text) the side of the
 * usual ranges it lies on (each starts at 0 or 1): a text beyond the maximum ("366" for
 * net_term) is tried besides a text below the minimum ("-1") and a JSON number beyond it;
 * for another text, whether it is blank or long.
 */
function probeClass(value: unknown): string {
  if (typeof value !== 'string') {
    return typeof value === 'number' ? `json ${value > 0 ? 'above' : 'below'}` : 'json';
  }
  const number = value.trim() === '' ? NaN : Number(value);
  if (!Number.isNaN(number)) return `text ${number > 0 ? 'above' : 'below'}`;
  if (value.length > 100) return 'text long';
  return value !== '' && value.trim() === '' ? 'text blank' : 'text';
}

/** A character beyond U+FFFF: two UTF-16 code units, one character. */
const ASTRAL = '😀';
const BLANK = '   ';

interface Probe {
  value: unknown;
  probe: string;
}

/** The forms a field's schema takes (a list of ids: an array, or its text). */
const formsOf = (schema: JsonSchema): JsonSchema[] =>
  Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]).flatMap(formsOf) : [schema];

/** A text field: typed string (or null); a number or flag that may come as text is not one. */
const isText = (schema: JsonSchema): boolean => {
  const types = [schema.type].flat();
  return types.includes('string') && types.every((type) => type === 'string' || type === 'null');
};

/**
 * The probes a field's own limits call for: a blank text; a text one character over its
 * maxLength, in ASCII and in characters beyond U+FFFF; a list one id over its maxItems.
 */
function limitProbes(schema: JsonSchema): Probe[] {
  const probes: Probe[] = isText(schema) ? [{ value: BLANK, probe: 'text blank' }] : [];
  for (const form of formsOf(schema)) {
    if (typeof form.maxLength === 'number') {
      const over = form.maxLength + 1;
      probes.push(
        { value: 'x'.repeat(over), probe: 'text over maxLength' },
        { value: ASTRAL.repeat(over), probe: 'astral text over maxLength' },
      );
    }
    if (typeof form.maxItems === 'number') {
      const ids = Array.from({ length: form.maxItems + 1 }, (_, index) => index + 1);
      probes.push({ value: ids, probe: 'list over maxItems' });
    }
  }
  return probes;
}

/** The usual probes (each of its class), then the field's own. */
const probesOf = (values: readonly unknown[], schema: JsonSchema): Probe[] => [
  ...values.map((value) => ({ value, probe: probeClass(value) })),
  ...limitProbes(schema),
];

/** A probe's value as a violation names it: a long one by its length. */
function shown(value: unknown): string {
  const text = JSON.stringify(value);
  if (text.length <= 600) return text;
  return Array.isArray(value)
    ? `[${value.length} ids]`
    : `"${String(value).slice(0, 2)}…" (${[...String(value)].length} characters)`;
}

const kindOf = (schema: JsonSchema, value: unknown): Violation['kind'] =>
  validator.compile(typeOnly(schema))(value) ? 'range' : 'type';

/** The nested messages a body property holds (an object, or a list of them): one element's schema, and how it sits in the body. */
function nestedOf(
  schema: JsonSchema,
): { element: JsonSchema; place: (element: unknown) => unknown } | undefined {
  const types = [schema.type].flat();
  const items = schema.items as JsonSchema | undefined;
  if (types.includes('array') && items && [items.type].flat().includes('object')) {
    return { element: items, place: (element) => [element] };
  }
  if (types.includes('object') && schema.properties) return { element: schema, place: (e) => e };
  return undefined;
}

/** A nested element the description documents, generated from its schema. */
function validElement(element: JsonSchema): Record<string, unknown> {
  const validate = validator.compile(element);
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = generate(element, seededRandom(SEED + attempt), attempt % 2 === 0);
    if (validate(value)) return value as Record<string, unknown>;
  }
  throw new Error(`no valid element of ${JSON.stringify(element)} generated in 100 attempts`);
}

/**
 * The violations of the rules of nested messages (an invoice's `lines`): each probe in
 * each key of a documented element, and each required key left out.
 */
function nestedViolations(name: string, schema: JsonSchema, field: Field | undefined): Violation[] {
  const nested = nestedOf(schema);
  const type = field?.resolvedType;
  if (!nested || !(type instanceof Type)) return [];
  const element = validElement(nested.element);
  const withElement = (valid: GeneratedRequest, value: object): GeneratedRequest => ({
    ...valid,
    body: { ...valid.body, [name]: nested.place(value) },
  });
  const list: Violation[] = [];
  const properties = (nested.element.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, keySchema] of Object.entries(properties)) {
    const validate = validator.compile(keySchema);
    const nestedField = type.fields[key];
    const gatewayTakes = nestedField
      ? validator.compile(fieldSchema(nestedField, { encoding: 'json' }))
      : () => false;
    for (const { value, probe } of probesOf(BODY_PROBES, keySchema)) {
      if (validate(value)) continue;
      list.push({
        name: `body ${name}[].${key} = ${shown(value)}`,
        kind: kindOf(keySchema, value),
        refusedBy: gatewayTakes(value) ? 'service' : 'gateway',
        probe,
        apply: (valid) => withElement(valid, { ...element, [key]: value }),
      });
    }
  }
  for (const key of (nested.element.required ?? []) as string[]) {
    list.push({
      name: `body ${name}[].${key} left out`,
      kind: 'missing',
      refusedBy: 'service',
      apply: (valid) => {
        const { [key]: _left, ...rest } = element;
        return withElement(valid, rest);
      },
    });
  }
  return list;
}

function violationsOf({ operation, route }: Operation): Violation[] {
  const request = routeRequest(route, root);
  const selectors = new Set(route.selectors ?? []);
  const list: Violation[] = [];
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
      // A path's own limits (the sid's pattern) are among the usual probes.
      const probes =
        place === 'query'
          ? probesOf(TEXT_PROBES, parameter.schema)
          : TEXT_PROBES.map((text) => ({ value: text, probe: probeClass(text) }));
      for (const { value, probe } of probes) {
        const text = asText(value);
        if (textValid(parameter.schema, text)) continue;
        if (place === 'path' && text === '') continue; // another path: the app's 404
        const gatewayTakes = field !== undefined && textValid(protoSchemaOf(field), text);
        list.push({
          name: `${place} ${parameter.name} = ${shown(text)}`,
          kind: textKindOf(parameter.schema, text),
          refusedBy: gatewayTakes ? 'service' : 'gateway',
          probe,
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
      for (const { value, probe } of probesOf(BODY_PROBES, schema)) {
        if (validate(value)) continue;
        list.push({
          name: `body ${name} = ${shown(value)}`,
          kind: kindOf(schema, value),
          refusedBy: readByGateway(name) ? 'either' : gatewayTakes(value) ? 'service' : 'gateway',
          probe,
          apply: (valid) => ({ ...valid, body: { ...valid.body, [name]: value } }),
        });
      }
      if (!readByGateway(name)) list.push(...nestedViolations(name, schema, field));
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
  // One value per field, kind, refuser and class of probe: enough to prove each, and quick.
  const seen = new Set<string>();
  return list.filter((violation) => {
    const key = [
      violation.name.split(' = ')[0],
      violation.kind,
      violation.refusedBy,
      violation.probe,
    ].join('|');
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
    audit: gateway.auditService,
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
  // An operation open to anyone says `security: []`; the others take a login token.
  if (!(Array.isArray(operation.security) && operation.security.length === 0))
    call = call.set('Authorization', bearer());
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
  /** The violations tried against an operation, each with who refuses it. */
  const tried = (name: string) =>
    violationsOf(OPERATIONS.find((entry) => entry.name === name)!).map(
      (violation) => `${violation.name} (${violation.refusedBy})`,
    );

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

  it.each([
    ['CreateClientBody', 'net_term', ['0', '007', '-0', '365', 365], ['366', '400', '-1', 366]],
    ['UpdateClientBudgetBody', 'notifyAt', ['100', '0100'], ['101', '100.0', '-1']],
    [
      'UpdateClientInvoiceSettingsBody',
      'tax_rate',
      ['100', '100.000', '99.99', '.5', '5e-1', 100],
      ['100.5', '100.0001', '101', '-0.5', 100.5],
    ],
    [
      'UpdateClientInvoiceSettingsBody',
      'fixedPrice',
      ['1000000000'],
      ['1000000000.01', '1000000001'],
    ],
    ['AddScheduleBody', 'minimum_hours', ['24', '23.75', '8'], ['24.25', '25']],
    [
      'UpdateInvoiceBody',
      'lines',
      [[{ id: '7', description: 'Design' }]],
      [[{ id: '2147483648', description: 'Design' }]],
    ],
  ])(
    '%s.%s: a number as text is within the range as a number is',
    (component, field, inside, beyond) => {
      const validate = validator.compile(property(component, field));
      expect(inside.filter((value) => !validate(value))).toEqual([]);
      expect(beyond.filter((value) => validate(value))).toEqual([]);
    },
  );

  it.each([
    ['late_fee', ['yes', 'no', ''], ['Yes', 'maybe', ' yes']],
    ['frequency', ['weekly', 'bi-weekly', 'monthly', ''], ['daily', 'Weekly']],
    ['autoInvoice', ['on', 'off'], ['auto']],
    ['amountBasedOn', ['hourly', 'fixed'], ['flat']],
    ['include_non_billable_time', ['yes', 'no'], ['YES!', 'true']],
    ['reminder_days', ['10', '0', '007', ' 7 ', '365', ''], ['366', '0007', '-1', '1.5', 'ten']],
    [
      'lineItem',
      ['project-date', ' task-date ', 'user', ''],
      ['Project Date', 'a--b', '-a', 'x'.repeat(101)],
    ],
    ['lineItemText', ['Task & Date', ''], ['x'.repeat(101)]],
    ['tax_id', ['VAT-1', ''], ['x'.repeat(101)]],
    ['notes', ['Thanks', ''], ['x'.repeat(5001)]],
  ])('invoice settings %s: the values the clients service takes', (field, taken, refused) => {
    const validate = validator.compile(property('UpdateClientInvoiceSettingsBody', field));
    expect(taken.filter((value) => !validate(value))).toEqual([]);
    expect(refused.filter((value) => validate(value))).toEqual([]);
  });

  it('client create and update, as JSON and as a form, say the invoice settings they take', () => {
    for (const component of [
      'CreateClientBody',
      'UpdateClientBody',
      'CreateClientForm',
      'UpdateClientForm',
    ]) {
      expect({ component, tax_id: property(component, 'tax_id').maxLength }).toEqual({
        component,
        tax_id: 100,
      });
      expect({ component, notes: property(component, 'notes').maxLength }).toEqual({
        component,
        notes: 5000,
      });
      const netTerm = validator.compile(property(component, 'net_term'));
      expect({ component, '365': netTerm('365'), '366': netTerm('366') }).toEqual({
        component,
        '365': true,
        '366': false,
      });
    }
  });

  it('client create and update describe one website rule, the service\'s: an http(s) URL, or "" (spaces) for none, which on update clears it', () => {
    const taken = ['https://acme.example', 'http://acme.example/a?b=c', '', '   ', ' https://a '];
    const refused = ['acme.example', 'javascript:alert(1)', 'ftp://acme.example', 'http://a b'];
    for (const component of [
      'CreateClientBody',
      'UpdateClientBody',
      'CreateClientForm',
      'UpdateClientForm',
    ]) {
      const website = validator.compile(property(component, 'website'));
      expect({ component, taken: taken.filter((value) => !website(value)) }).toEqual({
        component,
        taken: [],
      });
      expect({ component, refused: refused.filter((value) => website(value)) }).toEqual({
        component,
        refused: [],
      });
    }
  });

  it('an invoice line is as the invoices service takes it: id and description required, 1 to 500 characters once trimmed', () => {
    const line = (value: object) =>
      validator.compile(property('UpdateInvoiceBody', 'lines'))([value]);
    const taken = [
      { id: 1, description: 'Design' },
      { id: '2', description: ' x ' },
      { id: 3, description: 'x'.repeat(500) },
    ];
    const refused = [
      { id: 1, description: '' },
      { id: 1, description: '   ' },
      { id: 1, description: 'x'.repeat(501) },
      { id: 0, description: 'Design' },
      { id: null, description: 'Design' },
      { description: 'Design' },
      { id: 1 },
    ];
    expect(taken.filter((value) => !line(value))).toEqual([]);
    expect(refused.filter(line)).toEqual([]);
  });

  it('tries, against the gateway, texts beyond the maximum and the rules of nested invoice lines', () => {
    expect(tried('POST /api/v3/client/{id}/invoice-settings/update')).toEqual(
      expect.arrayContaining([
        'body net_term = "366" (service)',
        'body delay_days = "366" (service)',
        'body reminder_days = "366" (service)',
      ]),
    );
    expect(tried('GET /api/v3/client/list')).toEqual(
      expect.arrayContaining(['query per_page = "365" (service)']),
    );
    expect(tried('POST /api/v3/invoice/{id}/update')).toEqual(
      expect.arrayContaining([
        'body lines[].id = -1 (service)',
        'body lines[].id = "2147483648" (gateway)',
        'body lines[].description = "" (service)',
        'body lines[].description = "   " (service)',
        `body lines[].description = "${'x'.repeat(501)}" (service)`,
        'body lines[].id left out (service)',
        'body lines[].description left out (service)',
      ]),
    );
  });

  it('counts characters as the services do: 100 emoji are a team name of 100, 101 are over', () => {
    const name = validator.compile(property('CreateTeamBody', 'name'));
    expect({
      'x × 100': name('x'.repeat(100)),
      '😀 × 100': name('😀'.repeat(100)),
      '😀 × 101': name('😀'.repeat(101)),
      'x × 101': name('x'.repeat(101)),
      blank: name('   '),
      padded: name(' Research '),
    }).toEqual({
      'x × 100': true,
      '😀 × 100': true,
      '😀 × 101': false,
      'x × 101': false,
      blank: false,
      padded: true,
    });
  });

  it('tries texts one character over their maxLength, blank required texts and lists one id too long, each reaching the service', () => {
    const over = (length: number, character = 'x') => JSON.stringify(character.repeat(length + 1));
    expect(tried('POST /api/v3/mobile/team/createTeam')).toEqual(
      expect.arrayContaining([
        `body name = ${over(100)} (service)`,
        `body name = ${over(100, '😀')} (service)`,
        'body name = "   " (service)',
      ]),
    );
    expect(tried('POST /api/v3/user/register')).toEqual(
      expect.arrayContaining([
        `body name = ${over(255)} (service)`,
        'body name = "   " (service)',
        `body phone = ${over(32)} (service)`,
        `body team[].name = ${over(100)} (service)`,
        `body team[].description = "xx…" (1001 characters) (service)`,
      ]),
    );
    expect(tried('GET /api/v3/user/verify-email')).toEqual(
      expect.arrayContaining([
        `query token = ${over(512)} (service)`,
        'query token = "   " (service)',
      ]),
    );
    expect(tried('GET /api/v3/client/list')).toEqual(
      expect.arrayContaining([`query search = ${over(100)} (service)`]),
    );
    expect(tried('POST /api/v3/team/groups/create')).toEqual(
      expect.arrayContaining([
        'body member_ids = [1001 ids] (service)',
        'body manager_ids = [1001 ids] (service)',
      ]),
    );
    expect(tried('POST /api/v3/project/create')).toEqual(
      expect.arrayContaining([
        'body users = [201 ids] (service)',
        'body key = "   " (service)',
        `body project = ${over(255)} (service)`,
      ]),
    );
    expect(tried('POST /api/v3/timesheet/reject')).toEqual(
      expect.arrayContaining(['body comment = "   " (service)']),
    );
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
