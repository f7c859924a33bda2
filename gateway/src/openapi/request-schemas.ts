// The request side of an operation in openapi.yaml: its path and query parameters and
// its body (JSON, a form), each field typed as json-to-proto.ts converts it
// (proto-json-schema.ts) and narrowed by the route's notes to the service's rules; ids,
// page and per_page get the ranges every service applies (platform's field-bounds.ts and
// pagingFields), and each body an example that the services accept.
import { Type, type Field, type Root } from 'protobufjs';
import { ID_BOUNDS, IdempotencyText, PAGE_BOUNDS, PAGE_MAX_SIZE } from '@workmesh/platform';
import { FORMAT_PARAMETER, pathParameterNames, type Route } from '../http-route';
import type { FieldNote, MessageNotes, OperationNotes } from './operation-notes';
import {
  fieldSchema,
  isIntegerField,
  pathParameterSchema,
  type Encoding,
  type FieldOptions,
  type JsonSchema,
} from './proto-json-schema';
import { exampleObject, formExample, withFieldExamples } from './request-examples';
import { JSON_MEDIA, schemaRef } from './response-schemas';

export const FORM_MEDIA = 'application/x-www-form-urlencoded';
export const MULTIPART_MEDIA = 'multipart/form-data';

/** Integer fields named as ids (`id`, `team_id`, …; not `after_id`, a position). */
const ID_NAME = /^(?:id|(?!after_)\w+_id)$/;

/**
 * The range a field has in every service, unless its note says otherwise. Every list of
 * integers a request carries is a list of ids (users, groups, members, …): each positive.
 */
function implicitBounds(field: Field, selector: boolean): FieldOptions['bounds'] {
  if (!isIntegerField(field) || field.map) return undefined;
  if (selector || field.repeated || ID_NAME.test(field.name)) return ID_BOUNDS;
  if (field.name === 'page') return PAGE_BOUNDS;
  if (field.name === 'per_page') return { minimum: 1, maximum: PAGE_MAX_SIZE };
  return undefined;
}

/** `null` (not given) allowed besides the schema's values: JSON bodies, fields not required. */
export function orNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] };
  const withNullEnum = Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {};
  if (schema.type === undefined) {
    return Array.isArray(schema.enum)
      ? { ...schema, ...withNullEnum }
      : { anyOf: [schema, { type: 'null' }] };
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return { ...schema, type: [...types, 'null'], ...withNullEnum };
}

interface FieldPlace {
  encoding: Encoding;
  selector: boolean;
  required: boolean;
  /** null may stand for "not given" (a JSON body; a query string or a form has no null). */
  nullable: boolean;
}

/**
 * A list's schema with its most items, on its array form. Its comma-separated text form (a
 * list of ids) has a pattern that checks each id, not how many there are: its description
 * says the count instead.
 */
function withMaxItems(schema: JsonSchema, maxItems: number): JsonSchema {
  if (schema.type === 'array') return { ...schema, maxItems };
  if (schema.type === 'string') {
    return {
      ...schema,
      description: `${String(schema.description)}; at most ${maxItems} ids, which this text form does not count`,
    };
  }
  if (!Array.isArray(schema.anyOf)) return schema;
  return {
    ...schema,
    anyOf: (schema.anyOf as JsonSchema[]).map((form) => withMaxItems(form, maxItems)),
  };
}

/**
 * The request field a note names must exist; a text narrowing applies to text fields only,
 * a range to number fields only, a count to list fields only, the notes of a message to
 * message fields only. A required text field refuses "" (the services count it as
 * missing); a JSON field not required also takes null.
 */
function documentedField(field: Field, place: FieldPlace, note: FieldNote | undefined): JsonSchema {
  if (note?.schema) return note.schema;
  const {
    description,
    schema: _replacement,
    minimum,
    maximum,
    maxItems,
    message,
    ...narrowing
  } = note ?? {};
  const given = minimum !== undefined || maximum !== undefined ? { minimum, maximum } : undefined;
  if (message && !(field.resolvedType instanceof Type)) {
    throw new Error(`${field.name}: the notes of a message apply to a message field only`);
  }
  if (maxItems !== undefined && !field.repeated) {
    throw new Error(`${field.name}: maxItems applies to a list field only`);
  }
  const converted = fieldSchema(field, {
    encoding: place.encoding,
    selector: place.selector,
    bounds: given ?? implicitBounds(field, place.selector),
    ...(message ? { message: (type: Type) => notedMessage(type, message, place.encoding) } : {}),
  });
  const base = maxItems === undefined ? converted : withMaxItems(converted, maxItems);
  const numeric =
    (isIntegerField(field) || field.type === 'double' || field.type === 'float') &&
    !field.resolvedType;
  if (given && (!numeric || field.repeated || field.map)) {
    throw new Error(`${field.name}: a range applies to a number field only`);
  }
  const { examples, ...textNarrowing } = narrowing;
  if (Object.keys(textNarrowing).length > 0 && base.type !== 'string') {
    throw new Error(`${field.name}: a note may narrow only a text field (${JSON.stringify(base)})`);
  }
  const nonEmpty =
    place.required && base.type === 'string' && narrowing.minLength === undefined
      ? { minLength: 1 }
      : {};
  const schema = {
    ...base,
    ...nonEmpty,
    ...textNarrowing,
    ...(examples ? { examples } : {}),
    ...(description ? { description } : {}),
  };
  return place.nullable && !place.required ? orNull(schema) : schema;
}

export interface RouteRequest {
  /** The message the body or query is converted into. */
  inputType: Type;
  /** Path parameter name → its field of the request message. */
  pathFields: Record<string, Field>;
  /** The fields the description shows in the body or the query. */
  documented: Field[];
  notes: OperationNotes;
}

/** What a route reads, from the route table and the protos (also for the agreement tests). */
export function routeRequest(route: Route, root: Root): RouteRequest {
  const where = `route ${route.method} ${route.paths[0]}`;
  const { notes } = route;
  const requestType = root.lookupType(route.request);
  let inputType = requestType;
  if (route.bodyField) {
    const nested = requestType.fields[route.bodyField]?.resolvedType;
    if (!(nested instanceof Type)) throw new Error(`${where}: bodyField is no message field`);
    inputType = nested;
  }
  const pathFields: Record<string, Field> = {};
  for (const name of pathParameterNames(route.paths[0]!)) {
    const field = requestType.fields[route.params?.[name] ?? name];
    if (!field) throw new Error(`${where}: path parameter ${name} is no request field`);
    pathFields[name] = field;
  }
  const taken = new Set(Object.values(pathFields).map((field) => field.name));
  const hidden = new Set(notes.hidden ?? []);
  const documented =
    route.source === 'none'
      ? []
      : inputType.fieldsArray.filter(
          (field) =>
            !hidden.has(field.name) &&
            // The file of a multipart form is described with the form (bodySchema).
            field.name !== route.upload &&
            !(inputType === requestType && taken.has(field.name)),
        );
  const known = new Set(inputType.fieldsArray.map((field) => field.name));
  for (const name of [
    ...Object.keys(notes.fields ?? {}),
    ...(notes.required ?? []),
    ...(notes.hidden ?? []),
  ]) {
    if (!known.has(name))
      throw new Error(`${where}: the notes name ${name}, no field of ${inputType.name}`);
  }
  return { inputType, pathFields, documented, notes };
}

/** An object of the fields, each as its note says; the notes' required ones required. */
function objectSchema(
  fields: readonly Field[],
  notes: MessageNotes,
  placeOf: (field: Field, required: boolean) => FieldPlace,
): JsonSchema {
  const required = new Set(notes.required ?? []);
  const properties = Object.fromEntries(
    fields.map((field) => [
      field.name,
      documentedField(field, placeOf(field, required.has(field.name)), notes.fields?.[field.name]),
    ]),
  );
  const requiredShown = [...required].filter((name) => name in properties);
  return {
    type: 'object',
    properties,
    ...(requiredShown.length > 0 ? { required: requiredShown } : {}),
  };
}

/** A message nested in a body (an invoice's lines), as the notes of its field say. */
function notedMessage(type: Type, notes: MessageNotes, encoding: Encoding): JsonSchema {
  for (const name of [...Object.keys(notes.fields ?? {}), ...(notes.required ?? [])]) {
    if (!type.fields[name]) throw new Error(`the notes name ${name}, no field of ${type.name}`);
  }
  return objectSchema(type.fieldsArray, notes, (_field, required) => ({
    encoding,
    selector: false,
    required,
    nullable: encoding === 'json',
  }));
}

/** What each multipart file field takes (the route's `upload`). */
const UPLOAD_DESCRIPTIONS: Readonly<Record<string, string>> = {
  profile:
    'the logo: a PNG, JPG or JPEG file, at most MAX_UPLOAD_BYTES (5 MB by default); an empty part without a file name of its own (a file input left blank, or an empty Blob, which FormData names `blob`) is no logo',
  file: "the import file: the source's CSV export (UTF-8, UTF-16 with BOM or Windows-1252), at most the gateway's IMPORT_MAX_BYTES (50 MiB by default)",
  receipt:
    "the receipt: a PNG, JPEG or PDF file judged by its bytes (not its name or declared type), at most the tracking service's RECEIPT_MAX_BYTES and the gateway's MAX_UPLOAD_BYTES (5 MB by default); an empty part without a file name of its own is no receipt",
};

/** A JSON text form field's bound (multipart-form.ts: 1 MiB, at most as many characters). */
const JSON_FORM_FIELD_MAX_LENGTH = 1024 * 1024;

/** The types each multipart file field takes (the logo's unless listed). */
const UPLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  receipt: 'image/png, image/jpeg, application/pdf',
  file: 'text/csv, text/plain, application/octet-stream',
};

function bodySchema(route: Route, request: RouteRequest, encoding: Encoding): JsonSchema {
  const { notes } = request;
  // In a multipart form, a message field comes as JSON text (the route's jsonFormFields).
  const jsonTexts = new Set(encoding === 'form' ? (route.jsonFormFields ?? []) : []);
  const documented = request.documented.filter((field) => !jsonTexts.has(field.name));
  const selectors = new Set(route.selectors ?? []);
  const schema = objectSchema(documented, notes, (field, required) => ({
    encoding,
    selector: selectors.has(field.name),
    required,
    nullable: encoding === 'json',
  }));
  for (const name of jsonTexts) {
    (schema.properties as Record<string, JsonSchema>)[name] = {
      type: 'string',
      contentMediaType: 'application/json',
      maxLength: JSON_FORM_FIELD_MAX_LENGTH,
      description: `JSON text: ${notes.fields?.[name]?.description ?? name}`,
    };
  }
  if (encoding === 'form' && route.upload) {
    (schema.properties as Record<string, JsonSchema>)[route.upload] = {
      type: 'string',
      format: 'binary',
      description: UPLOAD_DESCRIPTIONS[route.upload] ?? UPLOAD_DESCRIPTIONS.profile,
    };
  }
  return { ...schema, ...(notes.rules ? { allOf: notes.rules } : {}) };
}

export function parameters(route: Route, request: RouteRequest): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [name, field] of Object.entries(request.pathFields)) {
    // A text path parameter may have the service's pattern in the notes (the sid).
    const pattern = request.notes.fields?.[field.name]?.pattern;
    list.push({
      name,
      in: 'path',
      required: true,
      ...(name === field.name ? {} : { description: `the ${field.name}` }),
      schema: { ...pathParameterSchema(field), ...(pattern ? { pattern } : {}) },
    });
  }
  if (route.source === 'query') {
    const selectors = new Set(route.selectors ?? []);
    const required = new Set(request.notes.required ?? []);
    for (const field of request.documented) {
      const note = request.notes.fields?.[field.name];
      list.push({
        name: field.name,
        in: 'query',
        ...(required.has(field.name) ? { required: true } : {}),
        ...(note?.description ? { description: note.description } : {}),
        // A query string cannot carry null: absent is the only "not given".
        schema: documentedField(
          field,
          {
            encoding: 'json',
            selector: selectors.has(field.name),
            required: required.has(field.name),
            nullable: false,
          },
          { ...note, description: undefined },
        ),
      });
    }
  }
  if (route.formats) {
    const formats = ['json', ...route.formats.map((format) => format.format)];
    list.push({
      name: FORMAT_PARAMETER,
      in: 'query',
      description: `the form of the answer: \`json\` (the default), ${route.formats
        .map((format) => `\`${format.format}\` (${format.contentType})`)
        .join(', ')}; any other value is 400`,
      schema: { type: 'string', enum: formats, default: 'json' },
    });
  }
  if (route.idempotent) {
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      description:
        `Makes a retry safe: the same key with the same request within 24 hours answers the first ` +
        `answer again (status and body) without a second write or event. Refusals (shape A): ` +
        `another request under the key: 422 \`${IdempotencyText.REUSED}\`; the first request still ` +
        `running: 409 \`${IdempotencyText.IN_PROGRESS}\`; the first request done but its answer lost ` +
        `(the service stopped in between; do not send it again): 409 \`${IdempotencyText.REPLY_LOST}\`; ` +
        `a key that is not 1 to 255 printable ASCII characters (e.g. a UUID): 400 ` +
        `\`${IdempotencyText.INVALID}\` ` +
        (route.auth
          ? 'Keys belong to the caller: another user may use the same key for a request of their own.'
          : `Keys are scoped by the request's \`${route.anonymousKeyScope}\`: another ` +
            `\`${route.anonymousKeyScope}\` under the same key is a request of its own.`),
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
    });
  }
  return list;
}

export function requestBody(
  route: Route,
  request: RouteRequest,
  components: Record<string, JsonSchema>,
): JsonSchema | undefined {
  if (route.source !== 'body' || request.documented.length === 0) return undefined;
  const name = `${route.rpc}Body`;
  components[name] ??= bodySchema(route, request, 'json');
  const example = request.notes.example ?? exampleObject(components[name]!, components);
  const content: Record<string, unknown> = {
    [JSON_MEDIA]: { schema: schemaRef(name), example },
  };
  // express.urlencoded is mounted before every route: the same fields, as texts. Not where
  // the gateway reads a required field itself, as JSON only (updateAssignee's assignee).
  const jsonOnly = (request.notes.required ?? []).some(
    (field) => request.notes.fields?.[field]?.schema !== undefined,
  );
  if (!jsonOnly) content[FORM_MEDIA] = { schema: schemaRef(name), example: formExample(example) };
  if (route.upload) {
    const formName = `${route.rpc}Form`;
    components[formName] ??= withFieldExamples(
      bodySchema(route, request, 'form'),
      components[name]!,
      example,
      components,
    );
    content[MULTIPART_MEDIA] = {
      schema: schemaRef(formName),
      encoding: {
        [route.upload]: {
          contentType: UPLOAD_CONTENT_TYPES[route.upload] ?? 'image/png, image/jpeg',
        },
      },
    };
  }
  const required = (request.notes.required ?? []).length > 0;
  return { ...(required ? { required: true } : {}), content };
}
