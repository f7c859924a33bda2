// Request validation with joi, answered with Laravel-style field messages (the
// interface's heritage, as the spec's own texts show), so the gateway can show
// them as the spec's shape C: { error: { <field>: [<message>] } }.
import {
  EMAIL_INPUT_MAX_LENGTH,
  Joi,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  Reason,
  validateRequest,
} from '@workmesh/platform';

/** The messages of the rules we use; {#label} is the field's name with underscores as spaces. */
const LARAVEL_MESSAGES: Record<string, string> = {
  'any.required': 'The {#label} field is required.',
  'string.empty': 'The {#label} field is required.',
  'string.base': 'The {#label} must be a string.',
  'object.base': 'The {#label} must be an object.',
  'string.email': 'The {#label} must be a valid email address.',
  'string.min': 'The {#label} must be at least {#limit} characters.',
  'string.max': 'The {#label} must not be greater than {#limit} characters.',
  'number.base': 'The {#label} must be an integer.',
  'number.integer': 'The {#label} must be an integer.',
  'number.positive': 'The {#label} must be at least 1.',
  'array.base': 'The {#label} must be an array.',
  'array.max': 'The {#label} must not have more than {#limit} items.',
};

/** A field of a request; label is how Laravel names it in messages (c_password → "c password"). */
export const field = <T extends Joi.Schema>(schema: T, name: string): T =>
  schema.label(name.replace(/_/g, ' ')).messages(LARAVEL_MESSAGES) as T;

/** A new password: the rules of registration and of a reset. */
export const newPasswordFields = {
  password: field(
    Joi.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).required(),
    'password',
  ),
  c_password: field(Joi.string().required().valid(Joi.ref('password')), 'c_password').messages({
    'any.only': 'The {#label} and password must match.',
  }),
};

export const emailField = () =>
  field(
    Joi.string()
      .trim()
      .lowercase()
      .max(EMAIL_INPUT_MAX_LENGTH)
      .email({ tlds: { allow: false } })
      .required(),
    'email',
  );

/**
 * The validated (and normalized: trimmed, lowercased email) value, or INVALID_ARGUMENT
 * VALIDATION_FAILED with every violation per field (its path, e.g. "team.name").
 */
export const validate = <T>(schema: Joi.ObjectSchema<T>, input: unknown): T =>
  validateRequest<T>(schema, input, {
    reasonOf: () => Reason.VALIDATION_FAILED,
    message: 'The given data was invalid.',
    keyBy: 'path',
  });
