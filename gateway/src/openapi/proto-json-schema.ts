// What the gateway accepts for a request field, as JSON Schema (2020-12, OpenAPI 3.1),
// read from the proto descriptors with the mapping of json-to-proto.ts: numbers and
// numeric strings for numbers, true/false/"true"/"false"/"1"/"0" for booleans, arrays or
// a comma-separated string for lists of integers, objects for messages. The request
// parts of openapi.yaml are generated from these, and openapi-request-agreement.test.ts
// proves them equal to the conversion, value by value.
import { Enum, Type, type Field } from 'protobufjs';
import { INTEGER_RANGES, loadProtoRoot } from '../json-to-proto';

export type JsonSchema = { [keyword: string]: unknown };

export const INTEGER_TEXT = '^-?\\d+$';
export const NUMBER_TEXT = '^-?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?$';
/** "1, 2,3" (spaces around the commas allowed) or blank (the empty list). */
export const INTEGER_LIST_TEXT = '^\\s*(?:-?\\d+\\s*(?:,\\s*-?\\d+\\s*)*)?$';
const BOOLEAN_TEXTS = ['true', 'false', '1', '0'];

/** How a value arrives: JSON (numbers, booleans, arrays, objects, or the texts of a form) or a form field (text only). */
export type Encoding = 'json' | 'form';

export interface FieldOptions {
  encoding: Encoding;
  /** A selector: "" counts as not given (route-table.ts, `selectors`). */
  selector?: boolean;
}

export { loadProtoRoot };

export const isIntegerField = (field: Field) =>
  !field.resolvedType && INTEGER_RANGES[field.type] !== undefined;

function integerSchema(type: string, encoding: Encoding): JsonSchema {
  const [minimum, maximum] = INTEGER_RANGES[type]!;
  if (encoding === 'form') return { type: 'string', pattern: INTEGER_TEXT };
  return { type: ['integer', 'string'], minimum, maximum, pattern: INTEGER_TEXT };
}

/** One value of a field (an element, for a list). */
function valueSchema(field: Field, encoding: Encoding, where: string): JsonSchema {
  const resolved = field.resolvedType;
  if (resolved instanceof Type) {
    if (encoding === 'form') throw new Error(`${where}: a message field cannot come from a form`);
    return messageSchema(resolved, encoding);
  }
  if (resolved instanceof Enum) {
    const names = Object.keys(resolved.values);
    return encoding === 'form'
      ? { type: 'string', enum: names }
      : { enum: [...names, ...Object.values(resolved.values)] };
  }
  switch (field.type) {
    case 'string':
      return { type: 'string' };
    case 'bytes':
      return { type: 'string', contentEncoding: 'base64' };
    case 'bool':
      return encoding === 'form'
        ? { type: 'string', enum: BOOLEAN_TEXTS }
        : { type: ['boolean', 'string'], enum: [true, false, ...BOOLEAN_TEXTS] };
    case 'double':
    case 'float':
      return encoding === 'form'
        ? { type: 'string', pattern: NUMBER_TEXT }
        : { type: ['number', 'string'], pattern: NUMBER_TEXT };
    default:
      if (INTEGER_RANGES[field.type]) return integerSchema(field.type, encoding);
      throw new Error(`${where}: no JSON form for proto type ${field.type}`);
  }
}

/** What the gateway accepts for a field of a request message. */
export function fieldSchema(field: Field, options: FieldOptions): JsonSchema {
  const where = `${field.parent?.name ?? '?'}.${field.name}`;
  let schema: JsonSchema;
  if (field.map) {
    if (options.encoding === 'form') throw new Error(`${where}: a map cannot come from a form`);
    const keyType = (field as Field & { keyType: string }).keyType;
    schema = {
      type: 'object',
      additionalProperties: valueSchema(field, options.encoding, where),
      ...(keyType === 'string' ? {} : { propertyNames: { pattern: INTEGER_TEXT } }),
    };
  } else if (field.repeated) {
    if (options.encoding === 'form') throw new Error(`${where}: a list cannot come from a form`);
    const list = { type: 'array', items: valueSchema(field, options.encoding, where) };
    schema = isIntegerField(field)
      ? {
          anyOf: [
            list,
            {
              type: 'string',
              pattern: INTEGER_LIST_TEXT,
              description: 'comma-separated ("1,2,3"; "" is the empty list)',
            },
          ],
        }
      : list;
  } else {
    schema = valueSchema(field, options.encoding, where);
  }
  return options.selector ? { anyOf: [schema, { const: '' }] } : schema;
}

/** A nested message (a JSON object); unknown keys are ignored, as the conversion ignores them. */
function messageSchema(type: Type, encoding: Encoding): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      type.fieldsArray.map((field) => [field.name, fieldSchema(field, { encoding })]),
    ),
  };
}

/** A path parameter: the text of one path segment, typed as the field it becomes. */
export function pathParameterSchema(field: Field): JsonSchema {
  if (field.repeated || field.map || field.resolvedType instanceof Type) {
    throw new Error(`${field.name}: a path parameter must be a scalar field`);
  }
  if (isIntegerField(field)) return { type: 'integer' };
  if (field.type === 'double' || field.type === 'float') return { type: 'number' };
  if (field.type === 'bool') return { type: 'boolean' };
  return { type: 'string' };
}
