// Examples of request bodies for the browsable docs, so that "Try it out" sends a request
// the gateway and the service accept as it stands: the route's own example when its notes
// give one, otherwise one made from the body's schema (its required fields, each with a
// value inside its type, range, enum, format and pattern). A form (multipart or
// urlencoded) gets one text per field, since Swagger UI fills every field it shows.
import { CALENDAR_DATE_PATTERN, EMAIL_PATTERN } from '@workmesh/platform';
import type { JsonSchema } from './proto-json-schema';

/** Texts that satisfy the patterns the description uses (anything else needs a note's `examples`). */
const TEXT_FOR_PATTERN: Record<string, string> = {
  [EMAIL_PATTERN]: 'ada@example.com',
  [CALENDAR_DATE_PATTERN]: '2026-03-02',
};

/** A text field's example where nothing more particular is known. */
const EXAMPLE_TEXT = 'Example';

const TEXT_FOR_FORMAT: Record<string, string> = {
  email: 'ada@example.com',
  uri: 'https://example.com',
  date: '2026-03-02',
  'date-time': '2026-03-02T09:00:00Z',
};

const typesOf = (schema: JsonSchema): unknown[] =>
  Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];

/** A number within the schema's range, 1 when it may be. */
function numberIn(schema: JsonSchema): number {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
  return Math.min(Math.max(1, minimum), maximum);
}

function textFor(schema: JsonSchema): string {
  if (typeof schema.format === 'string' && TEXT_FOR_FORMAT[schema.format]) {
    return TEXT_FOR_FORMAT[schema.format]!;
  }
  if (typeof schema.pattern === 'string') {
    if (TEXT_FOR_PATTERN[schema.pattern]) return TEXT_FOR_PATTERN[schema.pattern]!;
    const pattern = new RegExp(schema.pattern, 'u');
    // A text's pattern that takes the usual example (not blank, say).
    if (pattern.test(EXAMPLE_TEXT)) return EXAMPLE_TEXT;
    // The text of a number field (numeric-text.ts), when the pattern is one.
    const number = String(numberIn(schema));
    if (pattern.test(number)) return number;
    // Another pattern: the field's note gives `examples` (the tests check every example).
    return EXAMPLE_TEXT;
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return EXAMPLE_TEXT.padEnd(minLength, '.');
}

/** One value the schema accepts, never null; components resolve `$ref`s. */
export function exampleValue(schema: JsonSchema, components: Record<string, JsonSchema>): unknown {
  if (typeof schema.$ref === 'string') {
    return exampleValue(components[schema.$ref.split('/').pop()!]!, components);
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  // A flag off: the least a request can ask (org_net_term true would override net_term).
  if (Array.isArray(schema.enum)) {
    return schema.enum.includes(false) ? false : schema.enum.find((value) => value !== null);
  }
  if (Array.isArray(schema.anyOf)) {
    const branch = (schema.anyOf as JsonSchema[]).find(
      (option) => !typesOf(option).includes('null'),
    );
    return exampleValue(branch!, components);
  }
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return numberIn(schema);
  if (types.includes('boolean')) return false;
  if (types.includes('array')) return [];
  if (types.includes('object')) return exampleObject(schema, components);
  return textFor(schema);
}

/** An object of the schema's required properties, each with an example value. */
export function exampleObject(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return Object.fromEntries(
    required.map((name) => [name, exampleValue(properties[name]!, components)]),
  );
}

/** A JSON value as a form carries it: a text; a list of integers comma-separated; nothing for an object. */
export function formText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'number') ? value.join(',') : undefined;
  }
  if (typeof value === 'object') return undefined;
  return String(value);
}

/**
 * The form schema with an example on each field (`examples`, JSON Schema's keyword, which
 * Swagger UI fills the form with): the JSON example's value, or one the
 * field's JSON schema accepts (the form schema's texts alone say nothing of ranges).
 */
export function withFieldExamples(
  form: JsonSchema,
  body: JsonSchema,
  example: Record<string, unknown>,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const properties = (form.properties ?? {}) as Record<string, JsonSchema>;
  const bodyProperties = (body.properties ?? {}) as Record<string, JsonSchema>;
  return {
    ...form,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => {
        if (schema.format === 'binary' || !bodyProperties[name]) return [name, schema];
        const text = formText(
          name in example ? example[name] : exampleValue(bodyProperties[name]!, components),
        );
        if (text === undefined || Array.isArray(schema.examples)) return [name, schema];
        return [name, { ...schema, examples: [text] }];
      }),
    ),
  };
}

/** The example as a urlencoded form sends it: texts only. */
export function formExample(example: Record<string, unknown>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(example)) {
    const text = formText(value);
    if (text !== undefined) form[name] = text;
  }
  return form;
}
