// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeEntry {
  id?: number | string | Long;
  team_id?: number | string | Long;
  user_id?: number | string | Long;
  project_id?: number | string | Long;
  /**
   * the project's client (derived)
   */
  client_id?: number | string | Long;
  /**
   * null when none
   */
  task_id?: number | string | Long;
  description?: string;
  /**
   * ISO 8601 UTC, `Z`
   */
  start?: string;
  /**
   * null while running
   */
  end?: string;
  /**
   * seconds; a running entry: up to now
   */
  duration?: number | string | Long;
  billable?: boolean;
  /**
   * IANA zone the entry was meant in
   */
  timezone?: string;
  /**
   * hourly, snapshotted when the entry is written
   */
  bill_rate?: number | string;
  /**
   * hourly, snapshotted when the entry is written
   */
  pay_rate?: number | string;
  /**
   * bill_rate × hours, 2 decimals; 0 when not billable
   */
  billable_amount?: number | string;
  /**
   * pay_rate × hours, 2 decimals
   */
  cost_amount?: number | string;
  /**
   * EntrySource
   */
  source?: string;
  locked?: boolean;
  /**
   * approved | invoiced
   */
  locked_reason?: string;
  invoice_id?: number | string | Long;
  created_at?: string;
  updated_at?: string;
  /**
   * teams.v1.RateType (the member's, snapshotted)
   */
  pay_type?: string;
  /**
   * the project's name when the entry was written
   */
  project_name?: string;
  /**
   * the task's name when the entry was written
   */
  task_name?: string;
  /**
   * the client's name when the entry was written
   */
  client_name?: string;
  /**
   * an owner or manager let it pass the weekly limit
   */
  limit_overridden?: boolean;
  /**
   * bill_rate's and billable_amount's: the client's (issue 34)
   */
  currency?: string;
  /**
   * pay_rate's and cost_amount's: the team's
   */
  cost_currency?: string;
  /**
   * no bill rate applies in currency: it bills 0
   */
  rate_missing?: boolean;
  /**
   * the team's tags (issue 36), ascending; names: /tag/list
   */
  tag_ids?: (number | string | Long)[];
  _task_id?: 'task_id';
  _end?: 'end';
  _locked_reason?: 'locked_reason';
  _invoice_id?: 'invoice_id';
  _task_name?: 'task_name';
}

export interface TimeEntry__Output {
  id: number;
  team_id: number;
  user_id: number;
  project_id: number;
  /**
   * the project's client (derived)
   */
  client_id: number;
  /**
   * null when none
   */
  task_id?: number;
  description: string;
  /**
   * ISO 8601 UTC, `Z`
   */
  start: string;
  /**
   * null while running
   */
  end?: string;
  /**
   * seconds; a running entry: up to now
   */
  duration: number;
  billable: boolean;
  /**
   * IANA zone the entry was meant in
   */
  timezone: string;
  /**
   * hourly, snapshotted when the entry is written
   */
  bill_rate: number;
  /**
   * hourly, snapshotted when the entry is written
   */
  pay_rate: number;
  /**
   * bill_rate × hours, 2 decimals; 0 when not billable
   */
  billable_amount: number;
  /**
   * pay_rate × hours, 2 decimals
   */
  cost_amount: number;
  /**
   * EntrySource
   */
  source: string;
  locked: boolean;
  /**
   * approved | invoiced
   */
  locked_reason?: string;
  invoice_id?: number;
  created_at: string;
  updated_at: string;
  /**
   * teams.v1.RateType (the member's, snapshotted)
   */
  pay_type: string;
  /**
   * the project's name when the entry was written
   */
  project_name: string;
  /**
   * the task's name when the entry was written
   */
  task_name?: string;
  /**
   * the client's name when the entry was written
   */
  client_name: string;
  /**
   * an owner or manager let it pass the weekly limit
   */
  limit_overridden: boolean;
  /**
   * bill_rate's and billable_amount's: the client's (issue 34)
   */
  currency: string;
  /**
   * pay_rate's and cost_amount's: the team's
   */
  cost_currency: string;
  /**
   * no bill rate applies in currency: it bills 0
   */
  rate_missing: boolean;
  /**
   * the team's tags (issue 36), ascending; names: /tag/list
   */
  tag_ids: number[];
}
