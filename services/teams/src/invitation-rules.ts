// The spec's rules of an invitation's content: a valid email, a role, and the pay
// and working settings the membership will carry (with the hourly rate derived for
// fixed pay). Each check has its own reason code, so the gateway shows the spec's text.
import {
  EMAIL_INPUT_MAX_LENGTH,
  firstCharacters,
  INVITATION_AGENT_KEPT_LENGTH,
  INVITATION_IP_KEPT_LENGTH,
  Joi,
  JOB_TITLE_MAX_LENGTH,
  MEMBER_ROLES,
  PAY_PERIODS,
  RATE_BOUNDS,
  RATE_TYPES,
  Reason,
  SpecText,
  WEEKLY_HOURS_BOUNDS,
  WORKING_DAYS,
} from '@workmesh/platform';
import { type PayPeriod, type PaySettingsRecord, type PayType, type Role } from './models';
import type { RequestOf } from './models/proto-messages';
import { validated } from './request-validation';

export const MAX_RATE = RATE_BOUNDS.maximum;
export const MAX_WEEKLY_HOURS = WEEKLY_HOURS_BOUNDS.maximum;

export const CURRENCY = 'USD';

/** Hours of work in each pay period: a fixed amount per period / these = the hourly rate. */
export const HOURS_PER_PAY_PERIOD: Record<PayPeriod, number> = {
  weekly: 40,
  'bi-weekly': 80,
  'twice per month': 80,
  monthly: 160,
};

/**
 * Half-up to 2 decimals on the decimal value: shifting by the exponent in the string
 * avoids binary surprises (25.025 * 100 is 2502.4999…, which Math.round would take down).
 */
export function roundToCents(amount: number): number {
  const shift = (value: number, places: number) => {
    const [mantissa, exponent = '0'] = String(value).split('e');
    return Number(`${mantissa}e${Number(exponent) + places}`);
  };
  return shift(Math.round(shift(amount, 2)), -2);
}

/** "hourly_rate = pay_rate when hourly; when fixed, pay_rate / the period's hours". */
export function hourlyRateOf(payType: PayType, payPeriod: PayPeriod, payRate = 0): number {
  if (payType === 'hourly') return payRate;
  return roundToCents(payRate / HOURS_PER_PAY_PERIOD[payPeriod]);
}

const emailSchema = Joi.object({
  email: Joi.string()
    .trim()
    .lowercase()
    .max(EMAIL_INPUT_MAX_LENGTH)
    .email({ tlds: { allow: false } })
    .required(),
});

/** The invitee's email, trimmed and lowercased; INVALID_EMAIL when missing or malformed. */
export function inviteeEmail(email: string | undefined): string {
  return validated<{ email: string }>(
    emailSchema.messages({ '*': SpecText.INVALID_EMAIL_ADDRESS }),
    { email },
    () => Reason.INVALID_EMAIL,
    SpecText.INVALID_EMAIL_ADDRESS,
  ).email;
}

const roleSchema = Joi.object({
  role: Joi.string()
    .valid(...MEMBER_ROLES)
    .required(),
}).messages({ '*': SpecText.INVALID_ROLE });

/** One of owner, manager, member; INVALID_ROLE otherwise. */
export function invitedRole(role: string | undefined): Role {
  return validated<{ role: Role }>(
    roleSchema,
    { role },
    () => Reason.INVALID_ROLE,
    SpecText.INVALID_ROLE,
  ).role;
}

const rate = (field: string) =>
  Joi.number()
    .min(0)
    .max(MAX_RATE)
    .messages({ '*': `The ${field} must be a number between 0 and ${MAX_RATE}.` });

const payInputSchema = Joi.object({
  job_title: Joi.string()
    .trim()
    .max(JOB_TITLE_MAX_LENGTH)
    .empty('')
    .messages({ '*': `The job_title may not be greater than ${JOB_TITLE_MAX_LENGTH} characters.` }),
  pay_rate: rate('pay_rate'),
  bill_rate: rate('bill_rate'),
  weekly_limit: Joi.number()
    .min(0)
    .max(MAX_WEEKLY_HOURS)
    .messages({
      '*': `The weekly_limit must be a number of hours between 0 and ${MAX_WEEKLY_HOURS}.`,
    }),
  // Empty (a blank form field) means the default.
  pay_type: Joi.string()
    .valid(...RATE_TYPES)
    .empty('')
    .default('hourly')
    .messages({ '*': `The pay_type must be one of: ${RATE_TYPES.join(', ')}.` }),
  pay_period: Joi.string()
    .valid(...PAY_PERIODS)
    .empty('')
    .default('weekly')
    .messages({ '*': `The pay_period must be one of: ${PAY_PERIODS.join(', ')}.` }),
});

/** The pay fields of SendInvitation's request. */
export type PayInput = Pick<
  RequestOf<'SendInvitation'>,
  'job_title' | 'pay_rate' | 'bill_rate' | 'weekly_limit' | 'pay_type' | 'pay_period'
>;

/**
 * The membership's pay and working settings from an invitation: bounds checked
 * (INVALID_PAY_SETTINGS naming every bad field), hourly rate derived, currency USD,
 * every day Sunday–Saturday a working day, the weekly limit on when one is given,
 * daily tracking on.
 */
export function paySettingsOf(input: PayInput): PaySettingsRecord {
  const pay = validated<PayInput & { pay_type: PayType; pay_period: PayPeriod }>(
    payInputSchema,
    input,
    () => Reason.INVALID_PAY_SETTINGS,
  );
  return {
    ...(pay.job_title === undefined ? {} : { job_title: pay.job_title }),
    ...(pay.pay_rate === undefined ? {} : { pay_rate: pay.pay_rate }),
    ...(pay.bill_rate === undefined ? {} : { bill_rate: pay.bill_rate }),
    ...(pay.weekly_limit === undefined ? {} : { weekly_limit: pay.weekly_limit }),
    pay_type: pay.pay_type,
    pay_period: pay.pay_period,
    hourly_rate: hourlyRateOf(pay.pay_type, pay.pay_period, pay.pay_rate),
    currency: CURRENCY,
    working_days: [...WORKING_DAYS],
    weekly_limit_enabled: pay.weekly_limit !== undefined && pay.weekly_limit > 0,
    daily_tracking_enabled: true,
  };
}

/** What a membership without stored pay (an owner who made the team) shows. */
export const defaultPaySettings = (): PaySettingsRecord => paySettingsOf({});

/** A trimmed audit text's first `length` characters (undefined stays undefined). */
const keptText = (text: string | undefined, length: number) =>
  text === undefined ? undefined : firstCharacters(text.trim(), length);

/** ip and agent are for audit only: kept short rather than refused. */
export function auditOf(input: { ip?: string; agent?: string }): { ip?: string; agent?: string } {
  const ip = keptText(input.ip, INVITATION_IP_KEPT_LENGTH);
  const agent = keptText(input.agent, INVITATION_AGENT_KEPT_LENGTH);
  return { ...(ip ? { ip } : {}), ...(agent ? { agent } : {}) };
}
