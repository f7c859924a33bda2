// The joi every service validates with (and the event contracts, the configurations):
// joi's own, except that string().min, max and length count characters (Unicode code
// points), as JSON Schema's minLength and maxLength do, not UTF-16 code units: an emoji
// is one character, not two, and that max bounds the text as sent, before trim(): so a
// limit the OpenAPI description states is the limit the service applies. The rules keep their names and their errors (`string.min`,
// `string.max`, `string.length`, with `{#limit}`), so every message written for them
// still applies.
import BaseJoi from 'joi';
import { characterCount } from './text-limits';

type LengthRule = 'min' | 'max' | 'length';
type Operator = '>=' | '<=' | '=';

const OPERATORS: Record<LengthRule, Operator> = { min: '>=', max: '<=', length: '=' };

const holds = (count: number, operator: Operator, limit: number): boolean =>
  operator === '>=' ? count >= limit : operator === '<=' ? count <= limit : count === limit;

/** joi's own check of a limit (`Common.limit`): a whole number of at least 0. */
const isLimit = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;

/** The rule `name` (min, max or length) on `limit` characters. */
function characterRule(
  schema: BaseJoi.StringSchema,
  name: LengthRule,
  limit: number | BaseJoi.Reference,
  encoding?: string,
): BaseJoi.StringSchema {
  // A length in bytes (joi's encoding argument) is no limit a request's description states.
  if (encoding !== undefined) {
    throw new Error(`string().${name}(limit, '${encoding}'): platform's Joi counts characters`);
  }
  const rule: BaseJoi.GetRuleOptions = {
    name,
    method: 'characters',
    args: { limit },
    operator: OPERATORS[name],
  };
  return schema.$_addRule(rule) as BaseJoi.StringSchema;
}

const characterLengths: BaseJoi.ExtensionFactory = (joi) => ({
  type: 'string',
  base: joi.string(),
  rules: {
    // The check behind min, max and length (as joi's `length` rule is behind its three).
    characters: {
      method: false,
      args: [{ name: 'limit', ref: true, assert: isLimit, message: 'must be a positive integer' }],
      validate(value: string, helpers, { limit }, { name, operator, args }) {
        // A maximum holds for the text as sent, before trim() shortened it: the
        // description's maxLength bounds what a client sends, padding included.
        const sent =
          name === 'max' && typeof helpers.original === 'string' ? helpers.original : value;
        const count = Math.max(characterCount(value), characterCount(sent));
        if (holds(count, operator as Operator, limit as number)) return value;
        return helpers.error(`string.${name as LengthRule}`, { limit: args.limit, value });
      },
    },
  },
  overrides: {
    min(this: BaseJoi.StringSchema, limit: number | BaseJoi.Reference, encoding?: string) {
      return characterRule(this, 'min', limit, encoding);
    },
    max(this: BaseJoi.StringSchema, limit: number | BaseJoi.Reference, encoding?: string) {
      return characterRule(this, 'max', limit, encoding);
    },
    length(this: BaseJoi.StringSchema, limit: number | BaseJoi.Reference, encoding?: string) {
      return characterRule(this, 'length', limit, encoding);
    },
  },
});

/** joi, its texts' lengths counted in characters. */
export const Joi: BaseJoi.Root = BaseJoi.extend(characterLengths);

/**
 * The joi types, under the same name as the value (as `import Joi from 'joi'` gives
 * both): the ones the services and platform use; add one here when a use needs it.
 */
/* eslint-disable @typescript-eslint/no-namespace, @typescript-eslint/no-explicit-any -- joi's own types and defaults */
export declare namespace Joi {
  export type Schema<T = any> = BaseJoi.Schema<T>;
  export type ObjectSchema<T = any> = BaseJoi.ObjectSchema<T>;
  export type StringSchema<T = string> = BaseJoi.StringSchema<T>;
  export type ValidationErrorItem = BaseJoi.ValidationErrorItem;
  export type ValidationOptions = BaseJoi.ValidationOptions;
  export type CustomHelpers<T = any> = BaseJoi.CustomHelpers<T>;
}
/* eslint-enable @typescript-eslint/no-namespace, @typescript-eslint/no-explicit-any */
