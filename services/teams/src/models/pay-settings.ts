// The pay and working settings a membership carries, as stored on invitations and
// memberships (one sub-schema, so both keep the same shape).
import {
  mongoose,
  PAY_PERIODS,
  RATE_TYPES,
  type PayPeriod,
  type RateType,
} from '@workmesh/platform';

/** A member's pay_type: platform's RATE_TYPES (teams.proto's RateType). */
export type PayType = RateType;

export type { PayPeriod };

export interface PaySettingsRecord {
  job_title?: string;
  /** As given: the hourly rate, or the amount per pay period when fixed. */
  pay_rate?: number;
  bill_rate?: number;
  weekly_limit?: number;
  pay_type: PayType;
  pay_period: PayPeriod;
  hourly_rate: number;
  currency: string;
  working_days: string[];
  weekly_limit_enabled: boolean;
  daily_tracking_enabled: boolean;
}

export const paySettingsSchema = new mongoose.Schema<PaySettingsRecord>(
  {
    job_title: { type: String },
    pay_rate: { type: Number },
    bill_rate: { type: Number },
    weekly_limit: { type: Number },
    pay_type: { type: String, enum: RATE_TYPES, required: true },
    pay_period: { type: String, enum: PAY_PERIODS, required: true },
    hourly_rate: { type: Number, required: true },
    currency: { type: String, required: true },
    working_days: { type: [String], required: true },
    weekly_limit_enabled: { type: Boolean, required: true },
    daily_tracking_enabled: { type: Boolean, required: true },
  },
  { _id: false },
);

/**
 * A stored sub-document as a plain record (optional numbers left out when absent). The
 * record has the PaySettings message's fields: the Member and Invitation messages carry
 * it as it is.
 */
export function toPaySettings(stored: PaySettingsRecord): PaySettingsRecord {
  return {
    ...(stored.job_title === undefined ? {} : { job_title: stored.job_title }),
    ...(stored.pay_rate === undefined ? {} : { pay_rate: stored.pay_rate }),
    ...(stored.bill_rate === undefined ? {} : { bill_rate: stored.bill_rate }),
    ...(stored.weekly_limit === undefined ? {} : { weekly_limit: stored.weekly_limit }),
    pay_type: stored.pay_type,
    pay_period: stored.pay_period,
    hourly_rate: stored.hourly_rate,
    currency: stored.currency,
    working_days: [...stored.working_days],
    weekly_limit_enabled: stored.weekly_limit_enabled,
    daily_tracking_enabled: stored.daily_tracking_enabled,
  };
}
