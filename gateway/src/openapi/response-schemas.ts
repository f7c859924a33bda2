// The error shapes of the spec as JSON Schema, and references to components. The
// success bodies' schemas are derived with their presenters (reply-presentation.ts).
import type { JsonSchema } from './proto-json-schema';

export const JSON_MEDIA = 'application/json';

export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const integer = (description: string): JsonSchema => ({ type: 'integer', description });

/** The error shapes of the spec ("Errors"). */
export const ERROR_SCHEMAS: Record<string, JsonSchema> = {
  ErrorA: {
    type: 'object',
    description: 'Shape A: `{ error: <integer status>, message }`; `error` equals the HTTP status.',
    additionalProperties: false,
    required: ['error', 'message'],
    properties: { error: integer('the HTTP status'), message: { type: 'string' } },
  },
  ErrorB: {
    type: 'object',
    description: 'Shape B: `{ error: <message> }`, no numeric code in the body.',
    additionalProperties: false,
    required: ['error'],
    properties: { error: { type: 'string' } },
  },
  ErrorC: {
    type: 'object',
    description:
      'Shape C: `{ error: { <field>: [<message>, …] } }`, field-keyed validation messages.',
    additionalProperties: false,
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        minProperties: 1,
        additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 },
      },
    },
  },
};
