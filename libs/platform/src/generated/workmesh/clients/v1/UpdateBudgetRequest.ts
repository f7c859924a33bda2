// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The budget object's keys; those not given keep their value. `startDate` is a date
 * (YYYY-MM-DD) in the team's time zone; "" clears it.
 */
export interface UpdateBudgetRequest {
  client_id?: number | string | Long;
  /**
   * BudgetType
   */
  budgetType?: string;
  /**
   * BudgetRate
   */
  rate?: string;
  /**
   * USD; 0 = no limit
   */
  cost?: number | string;
  /**
   * 0 = no limit
   */
  hours?: number | string;
  /**
   * percent, 0–100
   */
  notifyAt?: number;
  /**
   * BudgetReset
   */
  reset?: string;
  startDate?: string;
  include_non_billable_time?: boolean;
  _client_id?: 'client_id';
  _budgetType?: 'budgetType';
  _rate?: 'rate';
  _cost?: 'cost';
  _hours?: 'hours';
  _notifyAt?: 'notifyAt';
  _reset?: 'reset';
  _startDate?: 'startDate';
  _include_non_billable_time?: 'include_non_billable_time';
}

/**
 * The budget object's keys; those not given keep their value. `startDate` is a date
 * (YYYY-MM-DD) in the team's time zone; "" clears it.
 */
export interface UpdateBudgetRequest__Output {
  client_id?: number;
  /**
   * BudgetType
   */
  budgetType?: string;
  /**
   * BudgetRate
   */
  rate?: string;
  /**
   * USD; 0 = no limit
   */
  cost?: number;
  /**
   * 0 = no limit
   */
  hours?: number;
  /**
   * percent, 0–100
   */
  notifyAt?: number;
  /**
   * BudgetReset
   */
  reset?: string;
  startDate?: string;
  include_non_billable_time?: boolean;
}
