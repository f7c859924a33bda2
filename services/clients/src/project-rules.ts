// The rules of a project's fields (spec: Project): the name (trimmed, first letter
// capitalized), the key (letters only, uppercased, 2–5), billable, visible, the dates
// and the id lists. Pure: no I/O. The four name/key refusals have the spec's texts
// (shape B); every other bad field is INVALID_PARAMETERS with the spec's "bad parameters"
// text, the field named in the field violations. Also the new project record and the
// changes of an update they make.
import {
  alreadyExists,
  characterCount,
  invalidArgument,
  Joi,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_ID_LIST_MAX_ITEMS,
  PROJECT_KEY_LETTERS,
  PROJECT_NAME_MAX_LENGTH,
  YES_NO,
  Reason,
  recordNotFound,
  SpecText,
  VISIBLE_BOUNDS,
} from '@workmesh/platform';
import type { NewProject, ProjectChanges, ProjectField, ProjectRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { givenFields, validated } from './request-validation';

export const projectNameTakenError = () =>
  alreadyExists(Reason.PROJECT_NAME_TAKEN, SpecText.PROJECT_NAME_TAKEN);
export const projectKeyTakenError = () =>
  alreadyExists(Reason.PROJECT_KEY_TAKEN, SpecText.PROJECT_KEY_TAKEN);

/** INVALID_PARAMETERS with the spec's text; the field and why in the field violations. */
export const invalidParameters = (field: string, why: string) =>
  invalidArgument(Reason.INVALID_PARAMETERS, SpecText.INVALID_REQUEST_PARAMETERS, {
    [field]: [why],
  });

const { minimum: KEY_MIN_LETTERS, maximum: KEY_MAX_LETTERS } = PROJECT_KEY_LETTERS;

/** Spec: trimmed, required, first letter capitalized (the rest kept as given). */
export function projectName(raw: string | undefined): string {
  // The limit bounds the name as sent (the description's maxLength), padding included.
  const tooLong = characterCount(raw ?? '') > PROJECT_NAME_MAX_LENGTH;
  const name = (raw ?? '').trim();
  if (name === '')
    throw invalidArgument(Reason.PROJECT_NAME_EMPTY, SpecText.PROJECT_NAME_EMPTY, {
      project: [SpecText.PROJECT_NAME_EMPTY],
    });
  if (tooLong)
    throw invalidParameters(
      'project',
      `The project may not be greater than ${PROJECT_NAME_MAX_LENGTH} characters.`,
    );
  const [first, ...rest] = [...name];
  return first.toUpperCase() + rest.join('');
}

/** Spec: special characters removed (letters A–Z kept), uppercased, 2 to 5 letters. */
export function projectKey(raw: string | undefined): string {
  const key = (raw ?? '').replace(/[^A-Za-z]/g, '').toUpperCase();
  if (key === '')
    throw invalidArgument(Reason.PROJECT_KEY_EMPTY, SpecText.PROJECT_KEY_EMPTY, {
      key: [SpecText.PROJECT_KEY_EMPTY],
    });
  if (key.length < KEY_MIN_LETTERS || key.length > KEY_MAX_LETTERS)
    throw invalidParameters(
      'key',
      `The key must have ${KEY_MIN_LETTERS} to ${KEY_MAX_LETTERS} letters.`,
    );
  return key;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * An ISO 8601 date-time ("2024-05-01T09:30:00+02:00"; a date alone is its midnight;
 * no offset means UTC), or undefined when it is not one: calendar checked, never
 * rolled over (February 30 is refused, not March 1).
 */
export function parseDateTime(value: string): Date | undefined {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction, zone] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return undefined;
  if (h > 23 || mi > 59 || s > 59) return undefined;
  let offset = 'Z';
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    if (Number(digits.slice(1, 3)) > 14 || Number(digits.slice(3, 5)) > 59) return undefined;
    offset = `${digits.slice(0, 3)}:${digits.slice(3, 5)}`;
  }
  const millis = fraction ? `.${fraction.slice(0, 3).padEnd(3, '0')}` : '';
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${millis}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A start_date / due_date: a date-time, '' = none (clears it on update). */
const dateField = (name: string) =>
  Joi.string()
    .allow('')
    .custom((value: string, helpers) => {
      if (value.trim() === '') return null;
      return parseDateTime(value) ?? helpers.error('any.invalid');
    })
    .messages({ '*': `The ${name} must be an ISO 8601 date-time.` });

/** A list of ids (project_manager, users, groups): each is checked with teams. */
const idList = (name: string) =>
  Joi.array()
    .items(Joi.number().integer().positive())
    .max(PROJECT_ID_LIST_MAX_ITEMS)
    .custom((ids: number[]) => [...new Set(ids)])
    .messages({
      '*': `The ${name} must be a list of at most ${PROJECT_ID_LIST_MAX_ITEMS} positive integer ids.`,
    });

const optionalId = (name: string) =>
  Joi.number()
    .integer()
    .positive()
    .messages({ '*': `The ${name} must be a positive integer.` });

const projectFieldRules = Joi.object({
  team_id: optionalId('team_id'),
  client_id: optionalId('client_id'),
  qa_lead: optionalId('qa_lead'),
  description: Joi.string()
    .trim()
    .allow('')
    .max(PROJECT_DESCRIPTION_MAX_LENGTH)
    .messages({
      '*': `The description may not be greater than ${PROJECT_DESCRIPTION_MAX_LENGTH} characters.`,
    }),
  project_manager: idList('project_manager'),
  users: idList('users'),
  groups: idList('groups'),
  start_date: dateField('start_date'),
  due_date: dateField('due_date'),
  // Spec: yes or no; a blank one means not given.
  billable: Joi.string()
    .trim()
    .lowercase()
    .valid(...YES_NO)
    .empty('')
    .messages({ '*': 'The billable must be yes or no.' }),
  visible: Joi.number()
    .integer()
    .min(VISIBLE_BOUNDS.minimum)
    .max(VISIBLE_BOUNDS.maximum)
    .messages({ '*': 'The visible must be a whole number of at least 0.' }),
});

/** The request fields of a project besides name and key (unset = undefined). */
export type ProjectFieldsInput = Pick<RequestOf<'CreateProject'>, 'team_id' | ProjectField>;

/** The validated fields, as the record has them (a date given as '' is null: none). */
export type ProjectFields = { team_id?: number } & Partial<Pick<ProjectRecord, ProjectField>>;

/** The fields besides name and key, validated; INVALID_PARAMETERS naming the bad ones. */
export const validatedProjectFields = (input: ProjectFieldsInput): ProjectFields =>
  validated<ProjectFields>(
    projectFieldRules,
    input,
    () => Reason.INVALID_PARAMETERS,
    () => SpecText.INVALID_REQUEST_PARAMETERS,
  );

/** Spec: a due date is not before the start date. */
export function checkDates(start: Date | null, due: Date | null): void {
  if (start && due && due.getTime() < start.getTime())
    throw invalidParameters('due_date', 'The due_date must not be before the start_date.');
}

/** Spec: what a new project is when create does not say (fresh lists each time). */
const projectDefaults = (): Pick<
  NewProject,
  | 'description'
  | 'project_manager'
  | 'users'
  | 'groups'
  | 'watcher'
  | 'start_date'
  | 'due_date'
  | 'billable'
  | 'visible'
> => ({
  description: '',
  project_manager: [],
  users: [],
  groups: [],
  watcher: [],
  start_date: null,
  due_date: null,
  billable: 'yes',
  visible: 1,
});

/** Who makes a new project, and with what, besides its validated fields. */
export interface NewProjectMaking {
  id: number;
  teamId: number;
  /** The creator. */
  userId: number;
  name: string;
  key: string;
  clientId: number;
  /** The qa_lead given, else the creator. */
  qaLead: number;
}

/** A new project: the fields given, the spec's defaults for the rest. */
export function newProjectRecord(fields: ProjectFields, making: NewProjectMaking): NewProject {
  return {
    ...projectDefaults(),
    ...givenFields(fields),
    id: making.id,
    team_id: making.teamId,
    user_id: making.userId,
    name: making.name,
    key: making.key,
    client_id: making.clientId,
    qa_lead: making.qaLead,
  };
}

/** What an update names besides its validated fields. */
export interface ProjectUpdateRequest {
  /** The new name and key, already checked (undefined: unchanged). */
  name?: string;
  key?: string;
  /** A list changes only when its flag is set (then an absent list empties it). */
  replace_project_manager?: boolean;
  replace_users?: boolean;
  replace_groups?: boolean;
}

/** The changes of an update: the fields given, each list only when its replace_* flag is set. */
export function projectChanges(
  fields: ProjectFields,
  update: ProjectUpdateRequest,
): ProjectChanges {
  // team_id names the team the project is in; it never moves a project.
  const { team_id: _teamId, project_manager, users, groups, ...plain } = fields;
  return {
    ...givenFields({ ...plain, name: update.name, key: update.key }),
    ...(update.replace_project_manager ? { project_manager: project_manager ?? [] } : {}),
    ...(update.replace_users ? { users: users ?? [] } : {}),
    ...(update.replace_groups ? { groups: groups ?? [] } : {}),
  };
}

export const projectNotFoundError = () => recordNotFound(Reason.PROJECT_NOT_FOUND);

/** A request's own fields refused as the spec's 400 `Invalid request parameters`. */
export const validatedOr400 = <T>(schema: Joi.Schema, input: unknown): T =>
  validated<T>(
    schema,
    input,
    () => Reason.INVALID_PARAMETERS,
    () => SpecText.INVALID_REQUEST_PARAMETERS,
  );
