// Replies → the response bodies of the spec, and the JSON Schema of each body, both
// derived from the proto descriptors, so they cannot drift apart: a record shows every
// field of its proto message under the proto's name (the spec's spelling), unset
// optional fields and messages as null, nested messages as their own records. A record
// style says only where the spec differs from the proto (fields it does not show, a
// value other than null for an unset field) and documents values the proto cannot
// type (enums, formats). A field added to a proto message appears in the answers and in
// openapi.yaml without a gateway edit.
import { Enum, Type, type Field } from 'protobufjs';
import { INTEGER_RANGES, sharedProtoRoot } from './json-to-proto';
import type { JsonSchema } from './openapi/proto-json-schema';
import { schemaRef } from './openapi/response-schemas';

/** What openapi.yaml says of a field's values beyond its type. */
export interface ValueNote {
  description?: string;
  /** null among them: an optional field, null while unset. */
  enum?: readonly (string | number | null)[];
  const?: string | number;
}

/** How a proto message appears in the answers. */
export interface RecordStyle {
  /** Its schema's name under components.schemas; absent: written out where it appears. */
  component?: string;
  description: string;
  /** The only fields shown, where the spec fixes the answer's shape ("nothing else"). */
  pick?: readonly string[];
  /** Fields the spec does not show (a Team's owner_user_id). */
  omit?: readonly string[];
  /** A message field whose record is shown in place of it, at the top (the User of a UserSession). */
  spread?: string;
  /** The value an unset optional field shows instead of null. */
  unset?: Readonly<Record<string, string>>;
  notes?: Readonly<Record<string, ValueNote>>;
}

/** A response body: how a reply becomes it, and its schema under components.schemas. */
export interface ResponseBody {
  component: string;
  present: (reply: unknown) => unknown;
  /** Adds the body's schema, and those of the records it refers to, to `schemas`. */
  describe: (schemas: Record<string, JsonSchema>) => void;
}

/** How a route shapes the reply of its rpc: resolved against the reply message's descriptor. */
export type ReplyShape = (reply: Type) => ResponseBody;

type Message = Record<string, unknown>;

const TIMESTAMP = 'ISO 8601 timestamp (UTC)';
/** created_at, expires_at, at: the services write instants as ISO 8601 in UTC. */
const isTimestampName = (name: string) => name === 'at' || name.endsWith('_at');

const nameOf = (type: Type) => type.fullName.replace(/^\./, '');

/** The record styles of messages, by fully qualified name, for wherever the message appears. */
const STYLES = new Map<string, RecordStyle>();

/** A view: a message under a style, its shown fields checked against the descriptor. */
interface View {
  type: Type;
  style: RecordStyle;
  fields: Field[];
}

const views = new Map<Type, View>();

function viewOf(type: Type, style: RecordStyle): View {
  const where = `${nameOf(type)} (${style.component ?? style.description})`;
  const named = [
    ...(style.pick ?? []),
    ...(style.omit ?? []),
    ...Object.keys(style.unset ?? {}),
    ...Object.keys(style.notes ?? {}),
    ...(style.spread ? [style.spread] : []),
  ];
  for (const name of named) {
    if (!type.fields[name]) throw new Error(`${where}: no field ${name}`);
  }
  if (style.spread && !(type.fields[style.spread]!.resolvedType instanceof Type)) {
    throw new Error(`${where}: spread ${style.spread} is no message field`);
  }
  const omitted = new Set(style.omit ?? []);
  const fields = style.pick
    ? style.pick.map((name) => type.fields[name]!)
    : type.fieldsArray.filter((field) => !omitted.has(field.name));
  return { type, style, fields };
}

/** The registered view of a message; one without a style is written out with its fields as they are. */
function recordView(type: Type): View {
  let view = views.get(type);
  if (!view) {
    view = viewOf(type, STYLES.get(nameOf(type)) ?? { description: `A ${type.name}.` });
    views.set(type, view);
  }
  return view;
}

/**
 * Declares how a proto message (fully qualified) appears in every answer that carries
 * it: as a route's whole reply (the default body of its rpcs) or nested in another.
 */
export function record(message: string, style: RecordStyle): void {
  const type = sharedProtoRoot().lookupType(message);
  if (STYLES.has(message) || views.has(type)) {
    throw new Error(`${message}: a second record style, or one declared after its first use`);
  }
  viewOf(type, style); // checks the names now, not at the first answer
  STYLES.set(message, style);
}

const isOptional = (field: Field) => field.partOf !== null;
const messageOf = (field: Field) =>
  field.resolvedType instanceof Type ? field.resolvedType : undefined;

function presentRecord(view: View, value: Message): Message {
  const body: Message = {};
  for (const field of view.fields) {
    const nested = messageOf(field);
    if (field.name === view.style.spread) {
      const inner = value[field.name] as Message | null | undefined;
      if (inner) Object.assign(body, presentRecord(recordView(nested!), inner));
      continue;
    }
    body[field.name] = presentField(view, field, value[field.name]);
  }
  return body;
}

function presentField(view: View, field: Field, value: unknown): unknown {
  const nested = messageOf(field);
  if (field.repeated) {
    if (!nested || !Array.isArray(value)) return value;
    return value.map((element) => presentRecord(recordView(nested), element as Message));
  }
  if (nested) return value == null ? null : presentRecord(recordView(nested), value as Message);
  if (isOptional(field)) return value ?? view.style.unset?.[field.name] ?? null;
  return value;
}

function scalarSchema(field: Field): JsonSchema {
  const resolved = field.resolvedType;
  if (resolved instanceof Enum) return { type: 'string', enum: Object.keys(resolved.values) };
  if (INTEGER_RANGES[field.type]) return { type: 'integer' };
  switch (field.type) {
    case 'double':
    case 'float':
      return { type: 'number' };
    case 'bool':
      return { type: 'boolean' };
    case 'string':
    case 'bytes':
      return { type: 'string' };
    default:
      throw new Error(`${field.name}: no JSON form for proto type ${field.type}`);
  }
}

/** The schema of a nested record: its component, added once, or the record written out. */
function nestedSchema(type: Type, schemas: Record<string, JsonSchema>): JsonSchema {
  const view = recordView(type);
  const component = view.style.component;
  if (!component) return recordSchema(view, schemas);
  addComponent(schemas, component, () => recordSchema(view, schemas));
  return schemaRef(component);
}

function propertySchema(view: View, field: Field, schemas: Record<string, JsonSchema>): JsonSchema {
  const note = view.style.notes?.[field.name] ?? {};
  const nested = messageOf(field);
  const value = nested ? nestedSchema(nested, schemas) : scalarSchema(field);
  if (field.repeated) return { type: 'array', items: value, ...note };
  if (nested) return { oneOf: [value, { type: 'null' }], ...note };
  const nullable = isOptional(field) && view.style.unset?.[field.name] === undefined;
  const timestamp =
    value.type === 'string' && !nullable && !note.description && isTimestampName(field.name);
  return {
    ...value,
    ...(nullable ? { type: [value.type, 'null'] } : {}),
    ...note,
    ...(timestamp ? { description: TIMESTAMP } : {}),
  };
}

/** An object with exactly the shown keys, every one present (unset optional fields are null). */
function recordSchema(view: View, schemas: Record<string, JsonSchema>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of view.fields) {
    if (field.name === view.style.spread) {
      const inner = recordSchema(recordView(messageOf(field)!), schemas);
      Object.assign(properties, inner.properties);
    } else {
      properties[field.name] = propertySchema(view, field, schemas);
    }
  }
  return {
    type: 'object',
    description: view.style.description,
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  };
}

const building = new Set<string>();

/** Adds a component once, after the records it refers to. */
function addComponent(
  schemas: Record<string, JsonSchema>,
  component: string,
  build: () => JsonSchema,
): void {
  if (component in schemas || building.has(component)) return;
  building.add(component);
  try {
    schemas[component] = build();
  } finally {
    building.delete(component);
  }
}

/** Adds a body shared by several rpcs once: every one must describe the same thing. */
function describedOnce(
  component: string,
  build: (schemas: Record<string, JsonSchema>) => JsonSchema,
) {
  return (schemas: Record<string, JsonSchema>) => {
    const schema = build(schemas);
    const known = schemas[component];
    if (known && JSON.stringify(known) !== JSON.stringify(schema)) {
      throw new Error(`response schema ${component}: two bodies of that name differ`);
    }
    schemas[component] = schema;
  };
}

function bodyOf(view: View, component: string | undefined, where: string): ResponseBody {
  if (!component) throw new Error(`${where}: a route's body needs a component name`);
  return {
    component,
    present: (reply) => presentRecord(view, reply as Message),
    describe: (schemas) => addComponent(schemas, component, () => recordSchema(view, schemas)),
  };
}

/** The reply message as its record (the style declared with `record`): a route's default body. */
export const theRecord: ReplyShape = (reply) => {
  if (!STYLES.has(nameOf(reply))) throw new Error(`${nameOf(reply)}: no record style declared`);
  const view = recordView(reply);
  return bodyOf(view, view.style.component, nameOf(reply));
};

/**
 * The reply message under a style of its own (an outcome, a confirmation). Several rpcs
 * may answer the same body (every delete answers a `Success`).
 */
export const reply =
  (style: RecordStyle & { component: string }): ReplyShape =>
  (type) => {
    const view = viewOf(type, style);
    return {
      component: style.component,
      present: (value) => presentRecord(view, value as Message),
      describe: describedOnce(style.component, (schemas) => recordSchema(view, schemas)),
    };
  };

/**
 * One of two bodies, chosen by the reply's value (login: the User record with its token,
 * or a two-factor challenge); described as oneOf the two.
 */
export const either =
  (
    body: { component: string; description: string },
    chooseFirst: (value: Message) => boolean,
    first: ReplyShape,
    second: ReplyShape,
  ): ReplyShape =>
  (type) => {
    const [one, other] = [first(type), second(type)];
    return {
      component: body.component,
      present: (value) => (chooseFirst(value as Message) ? one : other).present(value),
      describe: (schemas) => {
        one.describe(schemas);
        other.describe(schemas);
        addComponent(schemas, body.component, () => ({
          description: body.description,
          oneOf: [schemaRef(one.component), schemaRef(other.component)],
        }));
      },
    };
  };

/** The reply's record under one key (client create: `{ success: Client }`). */
export const wrapped =
  (key: string, body: { component: string; description: string }): ReplyShape =>
  (type) => {
    const inner = theRecord(type);
    return {
      component: body.component,
      present: (value) => ({ [key]: inner.present(value) }),
      describe: (schemas) => {
        inner.describe(schemas);
        addComponent(schemas, body.component, () => ({
          type: 'object',
          description: body.description,
          additionalProperties: false,
          required: [key],
          properties: { [key]: schemaRef(inner.component) },
        }));
      },
    };
  };

/** The one list (repeated message field) of a reply, and its other fields. */
function listOf(type: Type): { items: Field; others: Field[] } {
  const items = type.fieldsArray.filter((field) => field.repeated && messageOf(field));
  if (items.length !== 1) throw new Error(`${nameOf(type)}: not a reply with one list`);
  return { items: items[0]!, others: type.fieldsArray.filter((field) => field !== items[0]) };
}

/** A page of a list: `{ data, page, per_page, total }`, the numbers as the service counted them. */
export const page: ReplyShape = (type) => {
  const { items, others } = listOf(type);
  if (others.length !== 1 || others[0]!.name !== 'page_info') {
    throw new Error(`${nameOf(type)}: a page is a list and page_info, nothing else`);
  }
  const itemView = recordView(messageOf(items)!);
  const item = itemView.style.component;
  if (!item) throw new Error(`${nameOf(type)}: the records of a page need a component name`);
  const component = `${item}Page`;
  const count = (description: string): JsonSchema => ({ type: 'integer', description });
  return {
    component,
    present: (value) => {
      const { [items.name]: records, page_info } = value as Message;
      const info = page_info as { page?: number; per_page?: number; total?: number } | null;
      return {
        data: (records as Message[]).map((record) => presentRecord(itemView, record)),
        page: info?.page ?? 0,
        per_page: info?.per_page ?? 0,
        total: info?.total ?? 0,
      };
    },
    describe: (schemas) =>
      addComponent(schemas, component, () => ({
        type: 'object',
        description: `A page of ${item} records, as the service counted them.`,
        additionalProperties: false,
        required: ['data', 'page', 'per_page', 'total'],
        properties: {
          data: { type: 'array', items: nestedSchema(itemView.type, schemas) },
          page: count('1-based page number'),
          per_page: count('page size'),
          total: count('records in all pages'),
        },
      })),
  };
};

/** The reply's one list as a bare array, each element under `item`'s style (getTeams). */
export const list =
  (body: { component: string; description: string }, item: RecordStyle): ReplyShape =>
  (type) => {
    const { items, others } = listOf(type);
    if (others.length > 0) throw new Error(`${nameOf(type)}: a bare list has no other fields`);
    const view = viewOf(messageOf(items)!, item);
    return {
      component: body.component,
      present: (value) =>
        ((value as Message)[items.name] as Message[]).map((element) =>
          presentRecord(view, element),
        ),
      describe: describedOnce(body.component, (schemas) => ({
        type: 'array',
        items: recordSchema(view, schemas),
        description: body.description,
      })),
    };
  };
