// Strict conversion of a JSON body (or query string) to a proto request message,
// driven by the proto descriptors themselves (protobufjs reflection over proto/), so a
// new route needs no hand-written schema. A value of the wrong type is refused with a
// field message, never coerced silently; numeric strings are accepted for numbers and
// "true"/"false"/"1"/"0" for booleans (query strings and form posts carry only strings), and a
// comma-separated string for a list of integers (the spec's "array of integer, or
// comma-separated string"); unknown fields are ignored; null means absent.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Enum, Root, Type, type Field } from 'protobufjs';
import {
  findProtoDirectory,
  invalidArgument,
  Reason,
  SpecText,
  type FieldViolations,
} from '@workmesh/platform';

const INVALID = Symbol('invalid');
type Converted = unknown | typeof INVALID;

/** The integer types and their ranges (64-bit ones as safe JavaScript numbers); the OpenAPI description reads them too. */
export const INTEGER_RANGES: Record<string, [number, number]> = {
  int32: [-(2 ** 31), 2 ** 31 - 1],
  sint32: [-(2 ** 31), 2 ** 31 - 1],
  sfixed32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
  fixed32: [0, 2 ** 32 - 1],
  // 64-bit integers travel as JavaScript numbers (proto-loader longs: Number).
  int64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  sint64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  sfixed64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  uint64: [0, Number.MAX_SAFE_INTEGER],
  fixed64: [0, Number.MAX_SAFE_INTEGER],
};

/** The texts taken for an integer and for a number (read by the OpenAPI description and its tests). */
export const INTEGER_TEXT = /^-?\d+$/;
export const NUMBER_TEXT = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** Every .proto under proto/ (found as the platform finds it), resolved once, field names as written. */
export function loadProtoRoot(directory: string = findProtoDirectory()): Root {
  const root = new Root();
  // Imports name files relative to proto/ (as proto-loader's includeDirs does).
  root.resolvePath = (_origin, target) =>
    path.isAbsolute(target) ? target : path.join(directory, target);
  const files = readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.proto'))
    .map((file) => path.join(directory, file));
  root.loadSync(files, { keepCase: true });
  root.resolveAll();
  return root;
}

let shared: Root | undefined;

/** The descriptors the route table is derived from (each rpc's request and reply), loaded once. */
export function sharedProtoRoot(): Root {
  shared ??= loadProtoRoot();
  return shared;
}

export class ProtoMessages {
  private constructor(private readonly root: Root) {}

  /** Every .proto under proto/ (found as the platform finds it), resolved once. */
  static load(directory: string = findProtoDirectory()): ProtoMessages {
    return new ProtoMessages(loadProtoRoot(directory));
  }

  /** Fully qualified name of an rpc's request message, or undefined when the service or rpc does not exist. */
  requestTypeOf(protoService: string, rpc: string): string | undefined {
    const service = this.root.lookupService(protoService);
    const method = service.methods[rpc];
    return method?.resolvedRequestType?.fullName.replace(/^\./, '');
  }

  /** Whether a message type has a field of that name (route table checks at start-up). */
  hasField(typeName: string, fieldName: string): boolean {
    return this.root.lookupType(typeName).fields[fieldName] !== undefined;
  }

  /** Fully qualified type of a single (not repeated) message field, or undefined when the field is none. */
  messageTypeOf(typeName: string, fieldName: string): string | undefined {
    const field = this.root.lookupType(typeName).fields[fieldName];
    if (!field || field.repeated || field.map || !(field.resolvedType instanceof Type))
      return undefined;
    return field.resolvedType.fullName.replace(/^\./, '');
  }

  /**
   * The request message for a JSON value. Throws an invalid_argument DomainError whose
   * fields name every offending field (`team.name`) and whose message is the first of them.
   */
  toMessage(typeName: string, input: unknown): Record<string, unknown> {
    if (!isPlainObject(input))
      throw invalidArgument(Reason.REQUEST_INVALID, SpecText.INVALID_REQUEST_PARAMETERS);
    const violations: FieldViolations = {};
    const message = convertMessage(this.root.lookupType(typeName), input, '', violations);
    const messages = Object.values(violations).flat();
    if (messages.length > 0)
      throw invalidArgument(Reason.REQUEST_INVALID, messages[0]!, violations);
    return message;
  }
}

function convertMessage(
  type: Type,
  input: Record<string, unknown>,
  prefix: string,
  violations: FieldViolations,
): Record<string, unknown> {
  const message: Record<string, unknown> = {};
  for (const field of type.fieldsArray) {
    if (!hasOwn(input, field.name)) continue; // unknown input keys are never read
    const raw = input[field.name];
    if (raw === null || raw === undefined) continue;
    const name = prefix + field.name;
    const refuse = (text: string) => {
      (violations[name] ??= []).push(text);
      return INVALID;
    };
    let value: Converted;
    if (field.map) {
      value = isPlainObject(raw)
        ? convertEntries(field, raw, name, violations)
        : refuse(`The ${name} must be an object.`);
    } else if (field.repeated) {
      const list = Array.isArray(raw) ? raw : commaSeparatedIntegers(field, raw);
      value = list
        ? convertList(field, list, name, violations)
        : refuse(`The ${name} must be an array.`);
    } else {
      value = convertValue(field, raw, name, violations);
    }
    if (value !== INVALID) message[field.name] = value;
  }
  return message;
}

/** "1, 2,3" → ["1", "2", "3"] for a list of integers ("" → []); undefined for anything else. */
function commaSeparatedIntegers(field: Field, raw: unknown): unknown[] | undefined {
  if (typeof raw !== 'string' || field.resolvedType || !INTEGER_RANGES[field.type])
    return undefined;
  return raw.trim() === '' ? [] : raw.split(',').map((element) => element.trim());
}

function convertList(
  field: Field,
  raw: unknown[],
  name: string,
  violations: FieldViolations,
): Converted {
  const values = raw.map((element, index) =>
    convertValue(field, element, `${name}.${index}`, violations),
  );
  return values.includes(INVALID) ? INVALID : values;
}

function convertEntries(
  field: Field,
  raw: Record<string, unknown>,
  name: string,
  violations: FieldViolations,
): Converted {
  const keyType = (field as Field & { keyType: string }).keyType;
  const entries: Record<string, unknown> = {};
  let valid = true;
  for (const [key, element] of Object.entries(raw)) {
    const entryName = `${name}.${key}`;
    if (keyType !== 'string' && !INTEGER_TEXT.test(key)) {
      (violations[entryName] ??= []).push(`The ${entryName} key must be an integer.`);
      valid = false;
      continue;
    }
    const value = convertValue(field, element, entryName, violations);
    if (value === INVALID) valid = false;
    else entries[key] = value;
  }
  return valid ? entries : INVALID;
}

function convertValue(
  field: Field,
  raw: unknown,
  name: string,
  violations: FieldViolations,
): Converted {
  const refuse = (text: string) => {
    (violations[name] ??= []).push(text);
    return INVALID;
  };
  const resolved = field.resolvedType;
  if (resolved instanceof Type) {
    return isPlainObject(raw)
      ? convertMessage(resolved, raw, `${name}.`, violations)
      : refuse(`The ${name} must be an object.`);
  }
  if (resolved instanceof Enum) {
    if (typeof raw === 'string' && hasOwn(resolved.values, raw)) return raw;
    if (typeof raw === 'number' && resolved.valuesById[raw] !== undefined)
      return resolved.valuesById[raw];
    return refuse(`The selected ${name} is invalid.`);
  }
  switch (field.type) {
    case 'string':
      return typeof raw === 'string' ? raw : refuse(`The ${name} must be a string.`);
    case 'bytes':
      return typeof raw === 'string' ? raw : refuse(`The ${name} must be a base64 string.`);
    case 'bool':
      if (typeof raw === 'boolean') return raw;
      // The texts forms send for a checkbox or a select; the JSON numbers 1 and 0 stay refused.
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      return refuse(`The ${name} field must be true or false.`);
    case 'double':
    case 'float': {
      const number =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && NUMBER_TEXT.test(raw)
            ? Number(raw)
            : NaN;
      return Number.isFinite(number) ? number : refuse(`The ${name} must be a number.`);
    }
    default: {
      const range = INTEGER_RANGES[field.type];
      if (!range) return refuse(`The ${name} has an unsupported type.`);
      const number =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && INTEGER_TEXT.test(raw)
            ? Number(raw)
            : NaN;
      if (!Number.isInteger(number)) return refuse(`The ${name} must be an integer.`);
      if (number < range[0] || number > range[1]) return refuse(`The ${name} is out of range.`);
      return number;
    }
  }
}
