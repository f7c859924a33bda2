// The rules of a task's fields (docs/tasks.md, Field rules): name
// trimmed, required, at most 255 characters; description at most 5000; due_date an
// ISO 8601 date or date-time ('' on update clears it); status open or completed;
// ids positive integers; the assignment comment trimmed, at most 5000. Pure: no I/O.
// A missing or blank name is TASK_NAME_REQUIRED; any other bad field INVALID_PARAMETERS
// with the field's message, the field named in the field violations. Also the new task
// record and the changes of an update they make.
import {
  Joi,
  Reason,
  SpecText,
  TASK_COMMENT_MAX_LENGTH,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_NAME_MAX_LENGTH,
  TASK_STATUSES,
  type ReasonOf,
} from '@workmesh/platform';
import type { NewTask, TaskChanges, TaskRecord, TaskStatus } from './models';
import { pagingFields, positiveId, validated, type Paging } from './request-validation';

export const TASK_NAME_REQUIRED_MESSAGE = 'The name field is required.';

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * An ISO 8601 date (its midnight UTC) or date-time (without an offset: UTC), or
 * undefined when it is not one. The calendar is checked, never rolled over: February 30
 * is refused, not read as March 1 (as Date and joi's date would).
 */
export function parseDueDate(text: string): Date | undefined {
  const match = ISO_8601.exec(text);
  if (!match) return undefined;
  const [, year, month, day, time = '00:00', zone = 'Z'] = match;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const date = new Date(`${year}-${month}-${day}T${time}${offset}`);
  if (Number.isNaN(date.getTime())) return undefined;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return Number(day) <= daysInMonth ? date : undefined;
}

const name = Joi.string()
  .trim()
  .max(TASK_NAME_MAX_LENGTH)
  .messages({
    'any.required': TASK_NAME_REQUIRED_MESSAGE,
    'string.empty': TASK_NAME_REQUIRED_MESSAGE,
    'string.max': `The name may not be greater than ${TASK_NAME_MAX_LENGTH} characters.`,
    '*': 'The name must be a string.',
  });

const description = Joi.string()
  .allow('')
  .max(TASK_DESCRIPTION_MAX_LENGTH)
  .messages({
    'string.max': `The description may not be greater than ${TASK_DESCRIPTION_MAX_LENGTH} characters.`,
    '*': 'The description must be a string.',
  });

/** '' (or blank) means none: null, which on update clears the due date. */
const dueDate = Joi.string()
  .trim()
  .allow('')
  .custom((value: string, helpers) =>
    value === '' ? null : (parseDueDate(value) ?? helpers.error('any.invalid')),
  )
  .messages({ '*': 'The due_date must be a valid ISO 8601 date.' });

const status = Joi.string()
  .valid(...TASK_STATUSES)
  .empty('')
  .messages({ '*': `The status must be one of: ${TASK_STATUSES.join(', ')}.` });

const comment = Joi.string()
  .trim()
  .allow('')
  .max(TASK_COMMENT_MAX_LENGTH)
  .default('')
  .messages({
    'string.max': `The comment may not be greater than ${TASK_COMMENT_MAX_LENGTH} characters.`,
    '*': 'The comment must be a string.',
  });

/** A missing or blank name has a reason of its own; anything else is INVALID_PARAMETERS. */
const reasonOf: ReasonOf = (detail) =>
  detail.path[0] === 'name' && (detail.type === 'any.required' || detail.type === 'string.empty')
    ? Reason.TASK_NAME_REQUIRED
    : Reason.INVALID_PARAMETERS;

/** '' given as a due date: none. Joi keeps an allowed '' as it is. */
const withDueDate = <T extends { due_date?: Date | string | null }>(input: T) =>
  input.due_date === '' ? { ...input, due_date: null } : input;

/** A new task's fields, with the spec's defaults for those not given. */
export interface CreateTaskInput {
  project_id: number;
  name: string;
  /** '' when none. */
  description: string;
  /** null: unassigned. */
  assignee: number | null;
  /** null: none. */
  due_date: Date | null;
}

const createTaskSchema = Joi.object({
  project_id: positiveId('project_id').required(),
  name: name.required(),
  description: description.default(''),
  assignee: positiveId('assignee').default(null),
  due_date: dueDate.default(null),
});

export const validatedCreateTask = (request: unknown): CreateTaskInput =>
  withDueDate(validated<CreateTaskInput>(createTaskSchema, request, reasonOf));

/** Who makes a new task, and where, besides its validated fields. */
export interface NewTaskMaking {
  id: number;
  teamId: number;
  projectId: number;
  /** The creator. */
  userId: number;
}

/** Spec: a new task is open. */
export const newTaskRecord = (input: CreateTaskInput, making: NewTaskMaking): NewTask => ({
  ...input,
  id: making.id,
  team_id: making.teamId,
  project_id: making.projectId,
  status: 'open',
  created_by: making.userId,
});

export interface UpdateTaskInput {
  task_id: number;
  name?: string;
  description?: string;
  /** null: cleared. */
  due_date?: Date | null;
  status?: TaskStatus;
}

const updateTaskSchema = Joi.object({
  task_id: positiveId('task_id').required(),
  name,
  description,
  due_date: dueDate,
  status,
});

export const validatedUpdateTask = (request: unknown): UpdateTaskInput =>
  withDueDate(validated<UpdateTaskInput>(updateTaskSchema, request, reasonOf));

/** Dates are the same when they are the same instant. */
const sameValue = (a: unknown, b: unknown) =>
  (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b);

/** The fields of an update that differ from the task: a field given as it is changes nothing. */
export function taskChanges(task: TaskRecord, input: UpdateTaskInput): TaskChanges {
  const { task_id: _taskId, ...given } = input;
  return Object.fromEntries(
    Object.entries(given).filter(
      ([field, value]) => value !== undefined && !sameValue(value, task[field as keyof TaskRecord]),
    ),
  ) as TaskChanges;
}

const taskRefSchema = Joi.object({ task_id: positiveId('task_id').required() });

export const validatedTaskRef = (request: unknown): { task_id: number } =>
  validated(taskRefSchema, request);

export type ListTasksInput = Paging & { project_id: number };

const listTasksSchema = Joi.object({
  project_id: positiveId('project_id').required(),
  ...pagingFields,
});

export const validatedListTasks = (request: unknown): ListTasksInput =>
  validated(listTasksSchema, request);

export interface AssigneeChangeInput {
  task_id: number;
  /** null: unassign. */
  assignee: number | null;
  /** Trimmed, '' when none. */
  comment: string;
}

const assigneeChangeSchema = Joi.object({
  task_id: positiveId('task_id').required(),
  unassign: Joi.boolean().default(false),
  // Spec: the body must carry the assignee (an integer user id), or null to unassign.
  assignee: Joi.when('unassign', {
    is: true,
    then: Joi.any().strip(),
    otherwise: positiveId('assignee').required(),
  }),
  comment,
});

/** Spec: every malformed updateAssignee request is the "bad parameters" text. */
export function validatedAssigneeChange(request: unknown): AssigneeChangeInput {
  const input = validated<{
    task_id: number;
    unassign: boolean;
    assignee?: number;
    comment: string;
  }>(
    assigneeChangeSchema,
    request,
    () => Reason.INVALID_PARAMETERS,
    SpecText.INVALID_REQUEST_PARAMETERS,
  );
  return {
    task_id: input.task_id,
    assignee: input.unassign ? null : (input.assignee ?? null),
    comment: input.comment,
  };
}
