// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The client's budget settings (the keys of clients' Budget object) and their use.
 */
export interface ClientBudget {
  client_id?: number | string | Long;
  /**
   * clients.v1.BudgetType
   */
  budgetType?: string;
  /**
   * clients.v1.BudgetRate
   */
  rate?: string;
  /**
   * in currency; 0 = no limit
   */
  cost?: number | string;
  /**
   * 0 = no limit
   */
  hours?: number | string;
  notifyAt?: number;
  /**
   * clients.v1.BudgetReset
   */
  reset?: string;
  /**
   * YYYY-MM-DD in the team's zone; null = ever
   */
  startDate?: string;
  include_non_billable_time?: boolean;
  /**
   * 2 decimals; a running timer counts up to now
   */
  used_hours?: number | string;
  /**
   * in currency
   */
  used_cost?: number | string;
  /**
   * of hours (hours_cost) or cost (total_cost); null when that limit is 0
   */
  used_percent?: number | string;
  /**
   * ISO 8601 UTC; null when use counts from ever
   */
  period_from?: string;
  /**
   * ISO 8601 UTC (monthly); null when it never resets
   */
  period_to?: string;
  /**
   * the team's zone periods are read in
   */
  timezone?: string;
  /**
   * cost and used_cost's: the client's (bill), the team's (pay)
   */
  currency?: string;
  /**
   * the time's part of used_cost (issue 35)
   */
  used_time_cost?: number | string;
  /**
   * the billable expenses' part of used_cost (total_cost budgets)
   */
  used_expense_cost?: number | string;
  _startDate?: 'startDate';
  _used_percent?: 'used_percent';
  _period_from?: 'period_from';
  _period_to?: 'period_to';
}

/**
 * The client's budget settings (the keys of clients' Budget object) and their use.
 */
export interface ClientBudget__Output {
  client_id: number;
  /**
   * clients.v1.BudgetType
   */
  budgetType: string;
  /**
   * clients.v1.BudgetRate
   */
  rate: string;
  /**
   * in currency; 0 = no limit
   */
  cost: number;
  /**
   * 0 = no limit
   */
  hours: number;
  notifyAt: number;
  /**
   * clients.v1.BudgetReset
   */
  reset: string;
  /**
   * YYYY-MM-DD in the team's zone; null = ever
   */
  startDate?: string;
  include_non_billable_time: boolean;
  /**
   * 2 decimals; a running timer counts up to now
   */
  used_hours: number;
  /**
   * in currency
   */
  used_cost: number;
  /**
   * of hours (hours_cost) or cost (total_cost); null when that limit is 0
   */
  used_percent?: number;
  /**
   * ISO 8601 UTC; null when use counts from ever
   */
  period_from?: string;
  /**
   * ISO 8601 UTC (monthly); null when it never resets
   */
  period_to?: string;
  /**
   * the team's zone periods are read in
   */
  timezone: string;
  /**
   * cost and used_cost's: the client's (bill), the team's (pay)
   */
  currency: string;
  /**
   * the time's part of used_cost (issue 35)
   */
  used_time_cost: number;
  /**
   * the billable expenses' part of used_cost (total_cost budgets)
   */
  used_expense_cost: number;
}
