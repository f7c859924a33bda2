// The rules of an import request (docs/imports.md): what CreateImport, GetImport,
// ListImports and ListImportErrors accept, and their refusals. Pure: no store, no clock.
import {
  alreadyExists,
  canonicalTimezone,
  IMPORT_SOURCES,
  invalidArgument,
  Joi,
  Reason,
  recordNotFound,
  SpecText,
  type ImportSource,
} from '@workmesh/platform';
import type { RequestOf } from '../models/proto-messages';
import { pagingFields, positiveId, validated, type Paging } from '../request-validation';
import type { ColumnMapping } from './import-rows';

export const importNotFoundError = () => recordNotFound(Reason.IMPORT_NOT_FOUND);

export const IMPORT_IN_PROGRESS_MESSAGE =
  "The team's previous import is still queued or running; wait until it ends (a dry run may run beside it).";

export const importInProgressError = () =>
  alreadyExists(Reason.IMPORT_IN_PROGRESS, IMPORT_IN_PROGRESS_MESSAGE);

/** The CSV of a job's errors asks for all of them at once. */
export const ERRORS_PAGE_MAX = 100_000;

const COLUMN_MAX_LENGTH = 200;
const USER_MAP_MAX = 1000;
const MAPPING_FIELDS: readonly (keyof ColumnMapping)[] = [
  'email',
  'user',
  'client',
  'project',
  'task',
  'description',
  'tags',
  'billable',
  'start',
  'end',
  'date',
  'start_time',
  'end_time',
  'duration',
  'rate',
  'currency',
  'id',
  'date_format',
];

const column = (name: string) =>
  Joi.string()
    .trim()
    .min(1)
    .max(COLUMN_MAX_LENGTH)
    .messages({
      'string.empty': `The mapping.${name} may not be empty.`,
      'string.max': `The mapping.${name} may not be greater than ${COLUMN_MAX_LENGTH} characters.`,
      '*': `The mapping.${name} must be a column name.`,
    });

const MAPPING_NEEDS =
  'The mapping must name the start and end columns, or the date column with start_time and end_time or duration.';

/** A mapping says where the times are: start and end, or a date with its times. */
function mappingComplete(mapping: ColumnMapping): boolean {
  if (mapping.start && (mapping.end || mapping.duration)) return true;
  return Boolean(mapping.date && mapping.start_time && (mapping.end_time || mapping.duration));
}

const mappingSchema = Joi.object(
  Object.fromEntries(MAPPING_FIELDS.map((name) => [name, column(name)])),
).messages({ 'object.base': 'The mapping must be an object of column names.' });

const createImportSchema = Joi.object({
  source: Joi.string()
    .valid(...IMPORT_SOURCES)
    .required()
    .messages({
      'any.required': 'The source field is required.',
      '*': `The source must be one of: ${IMPORT_SOURCES.join(', ')}.`,
    }),
  file: Joi.object({
    data: Joi.binary().min(1).required(),
    filename: Joi.string().allow('').max(255).default(''),
    content_type: Joi.string().allow('').default(''),
  })
    .required()
    .messages({
      'any.required': 'The file field is required.',
      'binary.min': 'The file may not be empty.',
      '*': 'The file must be a file.',
    }),
  dry_run: Joi.boolean().default(false).messages({ '*': 'The dry_run must be true or false.' }),
  timezone: Joi.string()
    .trim()
    .custom((value: string, helpers) => canonicalTimezone(value) ?? helpers.error('any.invalid'))
    .messages({ '*': SpecText.INVALID_TIMEZONE }),
  mapping: mappingSchema.allow(null),
  user_map: Joi.array()
    .max(USER_MAP_MAX)
    .items(
      Joi.object({
        source: Joi.string().trim().min(1).max(320).required(),
        user_id: positiveId('user_map.user_id').required(),
      }),
    )
    .default([])
    .messages({
      'array.max': `The user_map may not have more than ${USER_MAP_MAX} entries.`,
      '*': 'The user_map must be a list of entries with a source (an email or full name) and a user_id.',
    }),
  invite: Joi.boolean().default(true).messages({ '*': 'The invite must be true or false.' }),
});

export interface ImportRequestInput {
  source: ImportSource;
  file: { data: Buffer; filename: string; content_type: string };
  dry_run: boolean;
  timezone?: string;
  mapping: ColumnMapping | null;
  user_map: { source: string; user_id: number }[];
  invite: boolean;
}

const fieldError = (field: string, message: string) =>
  invalidArgument(Reason.INVALID_PARAMETERS, message, { [field]: [message] });

/** Empty strings of a form count as absent. */
const withoutBlanks = (request: RequestOf<'CreateImport'>) => ({
  ...request,
  timezone: request.timezone || undefined,
  mapping: request.mapping ?? undefined,
});

/** A valid CreateImport: the mapping required for csv (and kept for csv only). */
export function validatedCreateImport(request: RequestOf<'CreateImport'>): ImportRequestInput {
  const input = validated<ImportRequestInput>(
    createImportSchema,
    withoutBlanks(request ?? {}),
    (detail) =>
      detail.path[0] === 'timezone' ? Reason.INVALID_TIMEZONE : Reason.INVALID_PARAMETERS,
  );
  if (input.source === 'csv') {
    if (!input.mapping)
      throw fieldError('mapping', 'The mapping field is required for source csv.');
    if (!mappingComplete(input.mapping)) throw fieldError('mapping', MAPPING_NEEDS);
  }
  return { ...input, mapping: input.source === 'csv' ? (input.mapping ?? null) : null };
}

const importRefSchema = Joi.object({ import_id: positiveId('import_id').required() });

export const validatedImportRef = (request: unknown) =>
  validated<{ import_id: number }>(importRefSchema, request ?? {});

const listImportsSchema = Joi.object({ ...pagingFields });

export const validatedListImports = (request: unknown) =>
  validated<Paging>(listImportsSchema, request ?? {});

const listErrorsSchema = Joi.object({
  import_id: positiveId('import_id').required(),
  ...pagingFields,
  per_page: Joi.number()
    .integer()
    .min(1)
    .max(ERRORS_PAGE_MAX)
    .default(100)
    .messages({ '*': `The per_page must be an integer from 1 to ${ERRORS_PAGE_MAX}.` }),
});

export const validatedListImportErrors = (request: unknown) =>
  validated<Paging & { import_id: number }>(listErrorsSchema, request ?? {});

/** user_map as the writer takes it: emails lower-cased, names as given. */
export function userMapOf(entries: readonly { source: string; user_id: number }[]) {
  return new Map(
    entries.map(({ source, user_id }) => [
      source.includes('@') ? source.toLowerCase() : source,
      user_id,
    ]),
  );
}
