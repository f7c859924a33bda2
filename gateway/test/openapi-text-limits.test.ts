// Every text a request may carry says in the description how long it may be: a maxLength
// (platform's text-limits.ts, which the service applies too), or a form that bounds it (an
// enum, a date format, a whole-text pattern without an open-ended repetition; a list of ids
// as text, by its array form's maxItems). A text field added to a route without its limit
// fails here, unless the allow-list below names it with the reason it has none.
import { ROUTES } from '../src/routes';
import {
  buildOpenApiDocument,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../src/openapi/openapi-document';
import { loadProtoRoot, type JsonSchema } from '../src/openapi/proto-json-schema';

const document: OpenApiDocument = buildOpenApiDocument({ routes: ROUTES, root: loadProtoRoot() });

/**
 * A date or date-time that the owning service parses with its own grammar, which bounds it
 * (the field's description gives the grammar; no service applies a length besides).
 */
const PARSED_DATE = 'a date or date-time the service parses: its grammar bounds it, no length';

/** Texts whose service applies no length, by field name, and why none is stated. */
const UNBOUNDED_TEXTS: Readonly<Record<string, string>> = {
  date_from: PARSED_DATE,
  until: PARSED_DATE,
  start_date: PARSED_DATE,
  end_date: PARSED_DATE,
  due_date: PARSED_DATE,
  from: PARSED_DATE,
  to: PARSED_DATE,
  paid_at: PARSED_DATE,
  day_repeat: 'day names, comma-separated, a day repeated or not: parsed, no length',
  timezone: 'an IANA zone name, looked up in the zone database (registration: a maxLength)',
  key: 'a project key: 2 to 5 letters (its pattern), whatever else is around them (removed)',
  ip: 'an audit text: cut to its first INVITATION_IP_KEPT_LENGTH characters, never refused',
  agent: 'an audit text: cut to its first INVITATION_AGENT_KEPT_LENGTH characters, never refused',
  tag_ids:
    'ids as text ("1,2"): in a multipart form it has no array form beside it to state maxItems; the service counts the ids (TAG_IDS_MAX_ITEMS), no length',
};

/** Formats whose grammar bounds a text (a file part, too: MAX_UPLOAD_BYTES bounds it). */
const BOUNDED_FORMATS = new Set(['date', 'date-time', 'binary']);

const componentOf = (schema: JsonSchema): JsonSchema =>
  typeof schema.$ref === 'string'
    ? document.components.schemas[schema.$ref.split('/').pop()!]!
    : schema;

const typesOf = (schema: JsonSchema): unknown[] => [schema.type].flat();

/** A text field: typed string (or null); a number or flag that may come as text is not one. */
const isText = (schema: JsonSchema): boolean =>
  typesOf(schema).includes('string') &&
  typesOf(schema).every((type) => type === 'string' || type === 'null');

/**
 * A whole-text pattern (`^…$`) with no open-ended repetition (`*`, `+`, `{n,}`) besides
 * spaces around (`\s*`: a trimmed text's padding, which the description leaves open).
 */
function boundsLength(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return false;
  return !/(?<!\\)[*+]|\{\d+,\}/.test(pattern.replaceAll('\\s*', ''));
}

/** The text of a list of ids (beside its array form): as many ids as the array form takes. */
const listCount = (siblings: readonly JsonSchema[]): number | undefined =>
  siblings.find((form) => form.type === 'array')?.maxItems as number | undefined;

function isBounded(text: JsonSchema, siblings: readonly JsonSchema[]): boolean {
  if (typeof text.maxLength === 'number') return true;
  if (Array.isArray(text.enum) || text.const !== undefined) return true;
  if (typeof text.format === 'string' && BOUNDED_FORMATS.has(text.format)) return true;
  if (siblings.some((form) => form.type === 'array')) return listCount(siblings) !== undefined;
  return typeof text.pattern === 'string' && boundsLength(text.pattern);
}

interface TextField {
  /** Where it is: the operation, and the field's path in its query or body. */
  where: string;
  name: string;
  bounded: boolean;
}

/** The texts of a schema (an object's properties, a list's items, the forms of a union). */
function textsOf(schema: JsonSchema, where: string, name: string): TextField[] {
  const resolved = componentOf(schema);
  if (Array.isArray(resolved.anyOf)) {
    const forms = resolved.anyOf as JsonSchema[];
    return forms.flatMap((form) =>
      isText(form)
        ? [{ where, name, bounded: isBounded(form, forms) }]
        : textsOf(form, where, name),
    );
  }
  if (isText(resolved)) return [{ where, name, bounded: isBounded(resolved, []) }];
  const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
  const items = resolved.items as JsonSchema | undefined;
  return [
    ...Object.entries(properties).flatMap(([key, property]) =>
      textsOf(property, `${where}.${key}`, key),
    ),
    ...(items ? textsOf(items, `${where}[]`, name) : []),
  ];
}

/**
 * The fields of a body as a multipart form has them: its texts are every field's (numbers
 * and flags as text too); the JSON body says which are texts.
 */
function formTexts(form: JsonSchema, json: JsonSchema | undefined, where: string): TextField[] {
  const jsonProperties = (json?.properties ?? {}) as Record<string, JsonSchema>;
  const properties = (form.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([key, property]) => {
    const asJson = jsonProperties[key];
    const isTextInJson = !asJson || textsOf(asJson, '', key).length > 0;
    return isTextInJson ? textsOf(property, `${where}.${key}`, key) : [];
  });
}

function operationTexts(method: string, path: string, operation: OpenApiOperation): TextField[] {
  const name = `${method.toUpperCase()} ${path}`;
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .flatMap((parameter) =>
      textsOf(
        parameter.schema as JsonSchema,
        `${name} ?${String(parameter.name)}`,
        String(parameter.name),
      ),
    );
  const content = (operation.requestBody?.content ?? {}) as Record<string, { schema: JsonSchema }>;
  const json = content['application/json']?.schema;
  const multipart = content['multipart/form-data']?.schema;
  return [
    ...query,
    ...(json ? textsOf(json, `${name} body`, '') : []),
    ...(multipart
      ? formTexts(componentOf(multipart), json && componentOf(json), `${name} form`)
      : []),
  ];
}

const TEXTS: TextField[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => operation['x-grpc'] !== undefined)
    .flatMap(([method, operation]) => operationTexts(method, path, operation)),
);

describe('the texts of requests in the description', () => {
  it('finds the texts of bodies, forms and queries', () => {
    const where = TEXTS.map((text) => text.where);
    expect(where).toEqual(
      expect.arrayContaining([
        'POST /api/v3/mobile/team/createTeam body.name',
        'POST /api/v3/user/register body.team.name',
        'POST /api/v3/invoice/{id}/update body.lines[].description',
        'POST /api/v3/client/create form.name',
        'GET /api/v3/client/list ?search',
      ]),
    );
  });

  it('each has a maxLength, or a form that bounds it, unless the allow-list says why not', () => {
    const unbounded = TEXTS.filter((text) => !text.bounded && !(text.name in UNBOUNDED_TEXTS));
    expect(unbounded.map((text) => text.where)).toEqual([]);
  });

  it('names in the allow-list only texts that are there and unbounded', () => {
    const found = new Set(TEXTS.filter((text) => !text.bounded).map((text) => text.name));
    expect(Object.keys(UNBOUNDED_TEXTS).filter((name) => !found.has(name))).toEqual([]);
  });

  it.each([
    ['a text without any rule', { type: 'string' }, false],
    ['a maxLength', { type: 'string', maxLength: 100 }, true],
    ['not blank only', { type: ['string', 'null'], pattern: '\\S' }, false],
    [
      'an email pattern',
      { type: 'string', pattern: '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$' },
      false,
    ],
    ['a bounded pattern, padded', { type: 'string', pattern: '^\\s*(?:\\d{1,3})?\\s*$' }, true],
    ['an enum', { type: 'string', enum: ['a', 'b'] }, true],
    ['a date', { type: 'string', format: 'date' }, true],
    ['a URL', { type: 'string', format: 'uri' }, false],
  ])('tells %s', (_name, schema, bounded) => {
    expect(textsOf(schema, 'x', 'x')).toEqual([{ where: 'x', name: 'x', bounded }]);
  });

  it('takes the text of a list of ids as bounded by its array form’s maxItems only', () => {
    const list = (maxItems?: number) => ({
      anyOf: [
        { type: 'array', items: { type: 'integer' }, ...(maxItems ? { maxItems } : {}) },
        { type: 'string', pattern: '^\\s*(?:\\d+(?:,\\d+)*)?\\s*$' },
      ],
    });
    expect(textsOf(list(200), 'x', 'x')).toEqual([{ where: 'x', name: 'x', bounded: true }]);
    expect(textsOf(list(), 'x', 'x')).toEqual([{ where: 'x', name: 'x', bounded: false }]);
  });
});
