// What the gateway accepts for a request field, as JSON Schema (2020-12, OpenAPI 3.1),
// read from the proto descriptors with the mapping of json-to-proto.ts: numbers and
// numeric strings for numbers (a text within the field's range: numeric-text.ts),
// true/false/"true"/"false"/"1"/"0" for booleans, arrays or a comma-separated string for
// lists of integers, objects for messages. The request
// parts of openapi.yaml are generated from these, and openapi-request-agreement.test.ts
// proves them equal to the conversion, value by value.
import { Enum, Type, type Field } from 'protobufjs';
import { ID_BOUNDS } from '@workmesh/platform';
import {
  INTEGER_RANGES,
  INTEGER_TEXT as CONVERTED_INTEGER_TEXT,
  loadProtoRoot,
} from '../json-to-proto';
import { decimalText, integerListText, integerText, type WholeRange } from './numeric-text';

export type JsonSchema = { [keyword: string]: unknown };

/** An integer text the conversion takes, whatever its value (the keys of a map). */
export const INTEGER_TEXT = CONVERTED_INTEGER_TEXT.source;
/**
 * A numeric text the conversion takes, for a number field without a range: its pattern,
 * and a finite value. A pattern cannot say "finite" (".5e999" is refused), so this one
 * shows at most 209 digits before the point and an exponent of at most 2 digits: below
 * 10^(209+99) = 1e308, always finite; longer finite texts are left out. A field with a
 * range (every number field of a request, today) has decimalText's pattern instead.
 */
export const NUMBER_TEXT = '^-?(?:\\d{1,209}(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d{1,2})?$';
const BOOLEAN_TEXTS = ['true', 'false', '1', '0'];

/** How a value arrives: JSON (numbers, booleans, arrays, objects, or the texts of a form) or a form field (text only). */
export type Encoding = 'json' | 'form';

export interface FieldOptions {
  encoding: Encoding;
  /** A selector: "" counts as not given (route-table.ts, `selectors`). */
  selector?: boolean;
  /** The range the owning service accepts (numbers only): narrower than the proto type's. */
  bounds?: { minimum?: number; maximum?: number };
  /** The schema of a nested message (by default its fields as the proto has them). */
  message?: (type: Type) => JsonSchema;
}

export { loadProtoRoot };

export const isIntegerField = (field: Field) =>
  !field.resolvedType && INTEGER_RANGES[field.type] !== undefined;

/** The values an integer field takes: its proto type's range, narrowed by the service's. */
function integerRange(type: string, bounds: FieldOptions['bounds']): WholeRange {
  const [least, most] = INTEGER_RANGES[type]!;
  return {
    minimum: Math.max(least, bounds?.minimum ?? least),
    maximum: Math.min(most, bounds?.maximum ?? most),
  };
}

function integerSchema(
  type: string,
  encoding: Encoding,
  bounds: FieldOptions['bounds'],
): JsonSchema {
  const range = integerRange(type, bounds);
  const text = { pattern: integerText(range) };
  return encoding === 'form'
    ? { type: 'string', ...text }
    : { type: ['integer', 'string'], ...range, ...text };
}

/** A number field: within its range when it has one (both bounds), any finite number otherwise. */
function numberSchema(encoding: Encoding, bounds: FieldOptions['bounds']): JsonSchema {
  const { minimum, maximum } = bounds ?? {};
  if ((minimum === undefined) !== (maximum === undefined)) {
    throw new Error(`a number range needs both bounds (${JSON.stringify(bounds)})`);
  }
  const range = minimum !== undefined && maximum !== undefined ? { minimum, maximum } : undefined;
  const text = { pattern: range ? decimalText(range) : NUMBER_TEXT };
  return encoding === 'form'
    ? { type: 'string', ...text }
    : { type: ['number', 'string'], ...range, ...text };
}

/** One value of a field (an element, for a list). */
function valueSchema(field: Field, options: FieldOptions, where: string): JsonSchema {
  const { encoding, bounds } = options;
  const resolved = field.resolvedType;
  if (resolved instanceof Type) {
    if (encoding === 'form') throw new Error(`${where}: a message field cannot come from a form`);
    return options.message ? options.message(resolved) : messageSchema(resolved, encoding);
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
      return numberSchema(encoding, bounds);
    default:
      if (INTEGER_RANGES[field.type]) return integerSchema(field.type, encoding, bounds);
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
      additionalProperties: valueSchema(field, options, where),
      ...(keyType === 'string' ? {} : { propertyNames: { pattern: INTEGER_TEXT } }),
    };
  } else if (field.repeated) {
    const listText = isIntegerField(field)
      ? {
          type: 'string',
          pattern: integerListText(integerRange(field.type, options.bounds)),
          description: 'comma-separated ("1,2,3"; "" is the empty list)',
        }
      : undefined;
    if (options.encoding === 'form') {
      // A form field is one text: an integer list comes comma-separated, nothing else can.
      if (!listText) throw new Error(`${where}: a list cannot come from a form`);
      schema = listText;
    } else {
      const list = { type: 'array', items: valueSchema(field, options, where) };
      schema = listText ? { anyOf: [list, listText] } : list;
    }
  } else {
    schema = valueSchema(field, options, where);
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
  // Every integer path parameter is an id: the owning service takes positive safe integers only.
  if (isIntegerField(field)) return { type: 'integer', ...integerRange(field.type, ID_BOUNDS) };
  if (field.type === 'double' || field.type === 'float') return { type: 'number' };
  if (field.type === 'bool') return { type: 'boolean' };
  return { type: 'string' };
}
