// A joi rule as JSON Schema (draft 07, which AsyncAPI's schema format extends), read from
// joi's own description: the types and rules the event contracts use (strings with
// bounds, patterns, emails and ISO dates; integers and numbers with bounds; booleans;
// objects; arrays; `valid` lists; `allow(null)` and `allow('')`; `when` as either of its
// branches). A rule it does not know fails loudly, so a contract never gets a schema that
// says less than its rules without anyone noticing.
import type { Joi } from '../joi';

export type JsonSchema = { [keyword: string]: unknown };

interface RuleDescription {
  name: string;
  args?: Record<string, unknown>;
}

interface Description {
  type: string;
  flags?: {
    presence?: 'required' | 'optional' | 'forbidden';
    only?: boolean;
    default?: unknown;
    description?: string;
    unknown?: boolean;
  };
  allow?: unknown[];
  rules?: RuleDescription[];
  keys?: Record<string, Description>;
  items?: Description[];
  whens?: { then?: Description; otherwise?: Description }[];
  matches?: { schema?: Description; then?: Description; otherwise?: Description }[];
  preferences?: unknown;
}

/** Rules that only change how joi reads a value (the contracts' readers never convert). */
const NEUTRAL_RULES = new Set(['trim', 'case']);

function regexSource(regex: unknown): string {
  const text = String(regex);
  return text.startsWith('/') ? text.slice(1, text.lastIndexOf('/')) : text;
}

function ruleKeywords(type: string, rule: RuleDescription): JsonSchema {
  const limit = rule.args?.limit;
  const bound = (string: string, number: string, array: string): string =>
    type === 'string' ? string : type === 'array' ? array : number;
  switch (rule.name) {
    case 'min':
      return { [bound('minLength', 'minimum', 'minItems')]: limit };
    case 'max':
      return { [bound('maxLength', 'maximum', 'maxItems')]: limit };
    case 'length':
      return type === 'array'
        ? { minItems: limit, maxItems: limit }
        : { minLength: limit, maxLength: limit };
    case 'greater':
      return { exclusiveMinimum: limit };
    case 'less':
      return { exclusiveMaximum: limit };
    case 'sign':
      return rule.args?.sign === 'positive' ? { exclusiveMinimum: 0 } : { exclusiveMaximum: 0 };
    case 'integer':
      return { type: 'integer' };
    case 'pattern':
      return { pattern: regexSource(rule.args?.regex) };
    case 'email':
      return { format: 'email' };
    case 'isoDate':
      return { format: 'date-time' };
    default:
      if (NEUTRAL_RULES.has(rule.name)) return {};
      throw new Error(`joi rule ${type}.${rule.name} has no JSON Schema here`);
  }
}

/** The schema of a value, null and '' aside (they come from `allow`). */
function baseSchema(description: Description): JsonSchema {
  const { type } = description;
  switch (type) {
    case 'string':
    case 'number':
    case 'boolean': {
      const schema: JsonSchema = { type };
      for (const rule of description.rules ?? []) Object.assign(schema, ruleKeywords(type, rule));
      // joi refuses '' unless allowed (allow('') is read with the other allowed values).
      if (type === 'string' && schema.minLength === undefined) schema.minLength = 1;
      return schema;
    }
    case 'object': {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(description.keys ?? {})) {
        if (field.flags?.presence === 'forbidden') continue;
        properties[key] = describedSchema(field);
        if (field.flags?.presence === 'required') required.push(key);
      }
      return {
        type: 'object',
        properties,
        ...(required.length > 0 ? { required } : {}),
        additionalProperties: description.flags?.unknown === true,
      };
    }
    case 'array': {
      const items = description.items ?? [];
      const schema: JsonSchema = { type: 'array' };
      if (items.length === 1) schema.items = describedSchema(items[0]!);
      else if (items.length > 1) schema.items = { anyOf: items.map(describedSchema) };
      for (const rule of description.rules ?? []) Object.assign(schema, ruleKeywords(type, rule));
      return schema;
    }
    case 'alternatives':
    case 'any': {
      // when(…, {then, otherwise}) and alternatives: a value is one of the branches.
      const branches = [...(description.whens ?? []), ...(description.matches ?? [])].flatMap(
        (branch) =>
          [(branch as { schema?: Description }).schema, branch.then, branch.otherwise].filter(
            (option): option is Description => option !== undefined,
          ),
      );
      return branches.length > 0 ? { anyOf: branches.map(describedSchema) } : {};
    }
    default:
      throw new Error(`joi type ${type} has no JSON Schema here`);
  }
}

function describedSchema(description: Description): JsonSchema {
  const flags = description.flags ?? {};
  const allowed = description.allow ?? [];
  let schema: JsonSchema;
  if (flags.only) {
    // valid(…): these values and no others.
    schema = { enum: allowed };
  } else {
    schema = baseSchema(description);
    let extra = allowed.filter((value) => value !== null);
    if (extra.includes('') && schema.minLength === 1) {
      // allow(''): the empty string joins the other strings.
      delete schema.minLength;
      extra = extra.filter((value) => value !== '');
    }
    if (allowed.includes(null)) {
      schema =
        typeof schema.type === 'string'
          ? { ...schema, type: [schema.type, 'null'] }
          : { anyOf: [schema, { type: 'null' }] };
    }
    if (extra.length > 0) schema = { anyOf: [schema, { enum: extra }] };
  }
  if (flags.description) schema = { description: flags.description, ...schema };
  if (flags.default !== undefined && typeof flags.default !== 'function') {
    schema = { ...schema, default: flags.default };
  }
  return schema;
}

/** The JSON Schema of a joi rule (as the event contracts write them). */
export function joiJsonSchema(schema: Joi.Schema): JsonSchema {
  return describedSchema(schema.describe() as Description);
}
