// The rules of time-off policies (docs/time-off.md, Policies): their fields, defaults and
// limits, who a policy applies to, and the refusals. Pure: no I/O.
import {
  alreadyExists,
  failedPrecondition,
  invalidArgument,
  Joi,
  Reason,
  recordNotFound,
  TIME_OFF_ACCRUALS,
  TIME_OFF_UNITS,
  type TimeOffAccrual,
  type TimeOffUnit,
} from '@workmesh/platform';
import type { NewTimeOffPolicy, TimeOffPolicyChanges, TimeOffPolicyRecord } from './models';
import { positiveId, validated } from './request-validation';

export const NAME_MAX_LENGTH = 200;
/** A year's days, and its hours (366 × 24): the largest allowance of each unit. */
export const MAX_ALLOWANCE: Record<TimeOffUnit, number> = { days: 366, hours: 8784 };
/** The most members or groups a policy or calendar names. */
export const MAX_LISTED_IDS = 1000;

export const policyNotFoundError = () => recordNotFound(Reason.TIME_OFF_POLICY_NOT_FOUND);
export const policyNameTakenError = () =>
  alreadyExists(
    Reason.TIME_OFF_POLICY_NAME_TAKEN,
    'The team already has a time-off policy with this name.',
  );
export const policyInUseError = () =>
  failedPrecondition(
    Reason.TIME_OFF_POLICY_IN_USE,
    'This policy has pending or approved requests that have not ended: it cannot be deleted yet.',
  );
export const unitLockedError = () =>
  failedPrecondition(
    Reason.TIME_OFF_UNIT_LOCKED,
    'The unit of a policy cannot change once a request uses it.',
  );

/** INVALID_PARAMETERS naming one field. */
export const fieldError = (field: string, message: string) =>
  invalidArgument(Reason.INVALID_PARAMETERS, message, { [field]: [message] });

export const nameRule = (field = 'name') =>
  Joi.string()
    .trim()
    .min(1)
    .max(NAME_MAX_LENGTH)
    .messages({
      'string.empty': `The ${field} field is required.`,
      'string.max': `The ${field} may not be greater than ${NAME_MAX_LENGTH} characters.`,
      '*': `The ${field} must be a string.`,
    });

export const idListRule = (field: string) =>
  Joi.array()
    .items(Joi.number().integer().positive())
    .unique()
    .max(MAX_LISTED_IDS)
    .messages({
      'array.unique': `The ${field} must not repeat an id.`,
      'array.max': `The ${field} may list at most ${MAX_LISTED_IDS} ids.`,
      '*': `The ${field} must be a list of positive integer ids.`,
    });

const amountRule = (field: string) =>
  Joi.number()
    .min(0)
    .max(MAX_ALLOWANCE.hours)
    .precision(2)
    .messages({ '*': `The ${field} must be a number from 0 to ${MAX_ALLOWANCE.hours}.` });

const booleanRule = (field: string) =>
  Joi.boolean().messages({ '*': `The ${field} must be true or false.` });

const policyFieldsSchema = Joi.object({
  name: nameRule(),
  paid: booleanRule('paid'),
  unit: Joi.string()
    .valid(...TIME_OFF_UNITS)
    .messages({ '*': `The unit must be one of: ${TIME_OFF_UNITS.join(', ')}.` }),
  allowance: amountRule('allowance'),
  accrual: Joi.string()
    .valid(...TIME_OFF_ACCRUALS)
    .messages({ '*': `The accrual must be one of: ${TIME_OFF_ACCRUALS.join(', ')}.` }),
  carry_over_max: amountRule('carry_over_max'),
  requires_approval: booleanRule('requires_approval'),
  allow_negative: booleanRule('allow_negative'),
  user_ids: idListRule('user_ids').default([]),
  group_ids: idListRule('group_ids').default([]),
});

export interface PolicyFieldsInput {
  name?: string;
  paid?: boolean;
  unit?: TimeOffUnit;
  allowance?: number;
  accrual?: TimeOffAccrual;
  carry_over_max?: number;
  requires_approval?: boolean;
  allow_negative?: boolean;
  user_ids: number[];
  group_ids: number[];
}

/** The policy's amounts fit its unit (days: a year's days). */
function requireAmountsFit(unit: TimeOffUnit, allowance: number, carryOverMax: number): void {
  const max = MAX_ALLOWANCE[unit];
  if (allowance > max)
    throw fieldError('allowance', `The allowance must be at most ${max} ${unit} a year.`);
  if (carryOverMax > max)
    throw fieldError('carry_over_max', `The carry_over_max must be at most ${max} ${unit}.`);
}

export const validatedPolicyFields = (fields: unknown): PolicyFieldsInput =>
  validated<PolicyFieldsInput>(policyFieldsSchema, fields ?? {});

/** A new policy's record: the defaults of the contract for what is not given. */
export function newPolicyRecord(
  id: number,
  teamId: number,
  createdBy: number,
  input: PolicyFieldsInput,
): NewTimeOffPolicy {
  if (input.name === undefined) throw fieldError('name', 'The name field is required.');
  const policy: NewTimeOffPolicy = {
    id,
    team_id: teamId,
    name: input.name,
    paid: input.paid ?? true,
    unit: input.unit ?? 'days',
    allowance: input.allowance ?? 0,
    accrual: input.accrual ?? 'yearly',
    carry_over_max: input.carry_over_max ?? 0,
    requires_approval: input.requires_approval ?? true,
    allow_negative: input.allow_negative ?? false,
    user_ids: input.user_ids,
    group_ids: input.group_ids,
    archived: false,
    created_by: createdBy,
  };
  requireAmountsFit(policy.unit, policy.allowance, policy.carry_over_max);
  return policy;
}

export interface PolicyUpdateInput {
  policy_id: number;
  fields: PolicyFieldsInput;
  replace_user_ids: boolean;
  replace_group_ids: boolean;
}

const policyRefSchema = Joi.object({ policy_id: positiveId('policy_id').required() });

export const validatedPolicyRef = (request: unknown) =>
  validated<{ policy_id: number }>(policyRefSchema, request);

export function validatedPolicyUpdate(request: {
  policy_id?: number;
  fields?: unknown;
  replace_user_ids?: boolean;
  replace_group_ids?: boolean;
}): PolicyUpdateInput {
  const { policy_id } = validatedPolicyRef({ policy_id: request.policy_id });
  return {
    policy_id,
    fields: validatedPolicyFields(request.fields),
    replace_user_ids: request.replace_user_ids === true,
    replace_group_ids: request.replace_group_ids === true,
  };
}

/** What an update changes (only real changes); the lists only when their flag is set. */
export function policyChanges(
  policy: TimeOffPolicyRecord,
  input: PolicyUpdateInput,
): TimeOffPolicyChanges {
  const { fields } = input;
  const changes: TimeOffPolicyChanges = {};
  const scalars = [
    'name',
    'paid',
    'unit',
    'allowance',
    'accrual',
    'carry_over_max',
    'requires_approval',
    'allow_negative',
  ] as const;
  for (const field of scalars) {
    const value = fields[field];
    if (value !== undefined && value !== policy[field])
      (changes as Record<string, unknown>)[field] = value;
  }
  if (input.replace_user_ids && !sameIds(fields.user_ids, policy.user_ids))
    changes.user_ids = fields.user_ids;
  if (input.replace_group_ids && !sameIds(fields.group_ids, policy.group_ids))
    changes.group_ids = fields.group_ids;
  requireAmountsFit(
    changes.unit ?? policy.unit,
    changes.allowance ?? policy.allowance,
    changes.carry_over_max ?? policy.carry_over_max,
  );
  return changes;
}

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The policy applies to the member: named, or in one of its groups (memberGroups: the
 * groups the member is in), or the policy names nobody (everyone). Archived: never.
 */
export function policyAppliesTo(
  policy: TimeOffPolicyRecord,
  userId: number,
  memberGroups: ReadonlySet<number>,
): boolean {
  if (policy.archived) return false;
  if (policy.user_ids.length === 0 && policy.group_ids.length === 0) return true;
  return policy.user_ids.includes(userId) || policy.group_ids.some((id) => memberGroups.has(id));
}
