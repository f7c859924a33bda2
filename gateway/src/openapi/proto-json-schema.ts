// What the gateway accepts for a request field, as JSON Schema (2020-12, OpenAPI 3.1),
// read from the proto descriptors with the mapping of json-to-proto.ts: numbers and
// numeric strings for numbers, true/false/"true"/"false"/"1"/"0" for booleans, arrays or
// a comma-separated string for lists of integers, objects for messages. The request
// parts of openapi.yaml are generated from these, and openapi-request-agreement.test.ts
// proves them equal to the conversion, value by value.
import { Enum, Type, type Field } from 'protobufjs';
import { ID_BOUNDS } from '@workmesh/platform';
import { INTEGER_RANGES, loadProtoRoot } from '../json-to-proto';

export type JsonSchema = { [keyword: string]: unknown };

export const INTEGER_TEXT = '^-?\\d+$';
/**
 * A numeric text the conversion takes: its pattern, and a finite value. The description
 * shows the finite part as at most 15 digits before the point and an exponent of at most 2
 * digits (up to about 1e114), since a pattern cannot say "finite" (".5e999" is refused).
 */
export const NUMBER_TEXT = '^-?(?:\\d{1,15}(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d{1,2})?$';
/** An integer text where the range starts at 0 (no sign), or at 1 (not zero either). */
export const NON_NEGATIVE_INTEGER_TEXT = '^\\d+$';
export const POSITIVE_INTEGER_TEXT = '^0*[1-9]\\d*$';
/** A number text where the range starts at 0 (no sign). */
export const NON_NEGATIVE_NUMBER_TEXT = NUMBER_TEXT.replace('^-?', '^');

/**
 * The text of an integer within the bounds, as far as a pattern says it simply: the sign
 * (and zero) a lower bound of 0 or 1 excludes. (The upper bound of a text is the
 * service's to check; JSON Schema's maximum applies to numbers only.)
 */
const integerText = (bounds: FieldOptions['bounds']) =>
  bounds?.minimum === undefined || bounds.minimum < 0
    ? INTEGER_TEXT
    : bounds.minimum >= 1
      ? POSITIVE_INTEGER_TEXT
      : NON_NEGATIVE_INTEGER_TEXT;
const numberText = (bounds: FieldOptions['bounds']) =>
  bounds?.minimum !== undefined && bounds.minimum >= 0 ? NON_NEGATIVE_NUMBER_TEXT : NUMBER_TEXT;

/** "1, 2,3" (spaces around the commas allowed) or blank (the empty list). */
export const INTEGER_LIST_TEXT = '^\\s*(?:-?\\d+\\s*(?:,\\s*-?\\d+\\s*)*)?$';
/** The same, of positive integers only (a list of ids). */
export const POSITIVE_INTEGER_LIST_TEXT = '^\\s*(?:0*[1-9]\\d*\\s*(?:,\\s*0*[1-9]\\d*\\s*)*)?$';
const BOOLEAN_TEXTS = ['true', 'false', '1', '0'];

/** How a value arrives: JSON (numbers, booleans, arrays, objects, or the texts of a form) or a form field (text only). */
export type Encoding = 'json' | 'form';

export interface FieldOptions {
  encoding: Encoding;
  /** A selector: "" counts as not given (route-table.ts, `selectors`). */
  selector?: boolean;
  /** The range the owning service accepts (numbers only): narrower than the proto type's. */
  bounds?: { minimum?: number; maximum?: number };
}

export { loadProtoRoot };

export const isIntegerField = (field: Field) =>
  !field.resolvedType && INTEGER_RANGES[field.type] !== undefined;

function integerSchema(
  type: string,
  encoding: Encoding,
  bounds: FieldOptions['bounds'],
): JsonSchema {
  const [least, most] = INTEGER_RANGES[type]!;
  if (encoding === 'form') return { type: 'string', pattern: integerText(bounds) };
  return {
    type: ['integer', 'string'],
    minimum: Math.max(least, bounds?.minimum ?? least),
    maximum: Math.min(most, bounds?.maximum ?? most),
    pattern: integerText(bounds),
  };
}

const boundsOf = (bounds: FieldOptions['bounds']): JsonSchema => ({
  ...(bounds?.minimum !== undefined ? { minimum: bounds.minimum } : {}),
  ...(bounds?.maximum !== undefined ? { maximum: bounds.maximum } : {}),
});

/** One value of a field (an element, for a list). */
function valueSchema(
  field: Field,
  encoding: Encoding,
  where: string,
  bounds?: FieldOptions['bounds'],
): JsonSchema {
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
        ? { type: 'string', pattern: numberText(bounds) }
        : { type: ['number', 'string'], ...boundsOf(bounds), pattern: numberText(bounds) };
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
      additionalProperties: valueSchema(field, options.encoding, where),
      ...(keyType === 'string' ? {} : { propertyNames: { pattern: INTEGER_TEXT } }),
    };
  } else if (field.repeated) {
    if (options.encoding === 'form') throw new Error(`${where}: a list cannot come from a form`);
    const list = {
      type: 'array',
      items: valueSchema(field, options.encoding, where, options.bounds),
    };
    const positive = options.bounds?.minimum !== undefined && options.bounds.minimum >= 1;
    schema = isIntegerField(field)
      ? {
          anyOf: [
            list,
            {
              type: 'string',
              pattern: positive ? POSITIVE_INTEGER_LIST_TEXT : INTEGER_LIST_TEXT,
              description: 'comma-separated ("1,2,3"; "" is the empty list)',
            },
          ],
        }
      : list;
  } else {
    schema = valueSchema(field, options.encoding, where, options.bounds);
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
  if (isIntegerField(field)) {
    const [, most] = INTEGER_RANGES[field.type]!;
    return {
      type: 'integer',
      minimum: ID_BOUNDS.minimum,
      maximum: Math.min(most, ID_BOUNDS.maximum),
    };
  }
  if (field.type === 'double' || field.type === 'float') return { type: 'number' };
  if (field.type === 'bool') return { type: 'boolean' };
  return { type: 'string' };
}
