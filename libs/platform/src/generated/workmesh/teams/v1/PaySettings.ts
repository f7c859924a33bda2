// Original file: proto/teams.proto

/**
 * The pay and working settings a membership carries (given at invitation).
 */
export interface PaySettings {
  job_title?: string;
  /**
   * as given: hourly rate, or amount per pay period when fixed
   */
  pay_rate?: number | string;
  bill_rate?: number | string;
  weekly_limit?: number | string;
  pay_type?: string;
  pay_period?: string;
  /**
   * pay_rate when hourly; derived from the period when fixed
   */
  hourly_rate?: number | string;
  /**
   * USD
   */
  currency?: string;
  /**
   * sun … sat
   */
  working_days?: string[];
  weekly_limit_enabled?: boolean;
  daily_tracking_enabled?: boolean;
  _job_title?: 'job_title';
  _pay_rate?: 'pay_rate';
  _bill_rate?: 'bill_rate';
  _weekly_limit?: 'weekly_limit';
}

/**
 * The pay and working settings a membership carries (given at invitation).
 */
export interface PaySettings__Output {
  job_title?: string;
  /**
   * as given: hourly rate, or amount per pay period when fixed
   */
  pay_rate?: number;
  bill_rate?: number;
  weekly_limit?: number;
  pay_type: string;
  pay_period: string;
  /**
   * pay_rate when hourly; derived from the period when fixed
   */
  hourly_rate: number;
  /**
   * USD
   */
  currency: string;
  /**
   * sun … sat
   */
  working_days: string[];
  weekly_limit_enabled: boolean;
  daily_tracking_enabled: boolean;
}
