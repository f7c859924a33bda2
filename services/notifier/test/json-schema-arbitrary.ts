// fast-check arbitraries of the values a JSON Schema allows, for the schemas platform's
// joi-json-schema.ts writes of the event contracts (the AsyncAPI document's event data):
// its keywords and no others. A keyword it does not know fails loudly, so a schema is never
// read as allowing more than it says. Where the schema leaves an object open (a contract
// lets a newer producer's fields through), a few undeclared fields come along.
import fc, { type Arbitrary } from 'fast-check';

export type JsonSchema = { readonly [keyword: string]: unknown };

/** Keywords that do not narrow the values (a default is one value of many). */
const ANNOTATIONS = ['description', 'default'];
const KNOWN_KEYWORDS = new Set([
  ...ANNOTATIONS,
  'type',
  'enum',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'items',
  'minItems',
  'maxItems',
]);

// Bounds where the schema sets none: large enough to be any real id or amount, small
// enough for joi (which refuses numbers beyond the safe integers).
const INTEGER_LIMIT = 2 ** 31 - 1;
const NUMBER_LIMIT = 1e9;
/** Texts and lists stay short: their rules are about bounds, not bulk. */
const LONGEST_GENERATED = 40;
const MOST_UNDECLARED_FIELDS = 2;
// Instants as producers write them (toISOString), over a span wider than any real data.
// (joi's isoDate would also take a day alone, which a JSON Schema date-time refuses.)
const EARLIEST = new Date('2000-01-01T00:00:00.000Z');
const LATEST = new Date('2099-12-31T23:59:59.999Z');

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;

function checkKeywords(schema: JsonSchema): void {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN_KEYWORDS.has(keyword));
  if (unknown.length > 0) {
    throw new Error(`no arbitrary here for the keywords ${unknown.join(', ')}`);
  }
}

/** The allowed length, a short stretch of it when it is long. */
function lengthBounds(schema: JsonSchema, min: string, max: string) {
  const minLength = numberOr(schema[min], 0);
  const maxLength = Math.min(numberOr(schema[max], Infinity), minLength + LONGEST_GENERATED);
  return { minLength, maxLength };
}

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  const { minLength, maxLength } = lengthBounds(schema, 'minLength', 'maxLength');
  const withinLength = (text: string) => text.length >= minLength && text.length <= maxLength;
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: EARLIEST, max: LATEST, noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress().filter(withinLength);
    case undefined:
      return typeof schema.pattern === 'string'
        ? fc.stringMatching(new RegExp(schema.pattern)).filter(withinLength)
        : fc.string({ minLength, maxLength });
    default:
      throw new Error(`no arbitrary here for the format ${String(schema.format)}`);
  }
}

function integerArbitrary(schema: JsonSchema): Arbitrary<number> {
  const exclusiveMin = numberOr(schema.exclusiveMinimum, -Infinity) + 1;
  const exclusiveMax = numberOr(schema.exclusiveMaximum, Infinity) - 1;
  return fc.integer({
    min: Math.max(numberOr(schema.minimum, -INTEGER_LIMIT), exclusiveMin),
    max: Math.min(numberOr(schema.maximum, INTEGER_LIMIT), exclusiveMax),
  });
}

function numberArbitrary(schema: JsonSchema): Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number';
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number';
  const min = numberOr(schema.exclusiveMinimum ?? schema.minimum, -NUMBER_LIMIT);
  return fc.double({
    min,
    minExcluded: exclusiveMin,
    max: numberOr(schema.exclusiveMaximum ?? schema.maximum, min + 2 * NUMBER_LIMIT),
    maxExcluded: exclusiveMax,
    noNaN: true,
  });
}

/** Fields a newer producer may add: names no declared field has. */
function undeclaredFields(declared: Record<string, unknown>) {
  const name = fc
    .stringMatching(/^[a-z][a-z_]{0,15}$/)
    .filter((field) => !Object.hasOwn(declared, field));
  return fc.dictionary(name, fc.jsonValue({ maxDepth: 1 }), {
    maxKeys: MOST_UNDECLARED_FIELDS,
    noNullPrototype: true,
  });
}

function objectArbitrary(schema: JsonSchema): Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const declared = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([field, fieldSchema]) => [field, arbitraryOf(fieldSchema)]),
    ),
    { requiredKeys: (schema.required ?? []) as string[], noNullPrototype: true },
  );
  if (schema.additionalProperties !== true) return declared;
  return fc
    .tuple(declared, undeclaredFields(properties))
    .map(([fields, extra]) => ({ ...extra, ...fields }));
}

function arrayArbitrary(schema: JsonSchema): Arbitrary<unknown[]> {
  const items = arbitraryOf((schema.items ?? {}) as JsonSchema);
  return fc.array(items, lengthBounds(schema, 'minItems', 'maxItems'));
}

function typedArbitrary(type: unknown, schema: JsonSchema): Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'object':
      return objectArbitrary(schema);
    case 'array':
      return arrayArbitrary(schema);
    default:
      throw new Error(`no arbitrary here for the type ${String(type)}`);
  }
}

/** Values the schema allows (within its keywords' meaning, in draft 07). */
export function arbitraryOf(schema: JsonSchema): Arbitrary<unknown> {
  checkKeywords(schema);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map(arbitraryOf));
  }
  if (schema.type === undefined) return fc.jsonValue({ maxDepth: 1 });
  const types = [schema.type].flat();
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema)));
}
