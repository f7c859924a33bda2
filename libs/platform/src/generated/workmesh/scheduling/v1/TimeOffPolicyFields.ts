// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeOffPolicyFields {
  /**
   * required on create
   */
  name?: string;
  /**
   * default true
   */
  paid?: boolean;
  /**
   * default days
   */
  unit?: string;
  /**
   * default 0
   */
  allowance?: number | string;
  /**
   * default yearly
   */
  accrual?: string;
  /**
   * default 0
   */
  carry_over_max?: number | string;
  /**
   * default true
   */
  requires_approval?: boolean;
  /**
   * default false
   */
  allow_negative?: boolean;
  user_ids?: (number | string | Long)[];
  group_ids?: (number | string | Long)[];
  _name?: 'name';
  _paid?: 'paid';
  _unit?: 'unit';
  _allowance?: 'allowance';
  _accrual?: 'accrual';
  _carry_over_max?: 'carry_over_max';
  _requires_approval?: 'requires_approval';
  _allow_negative?: 'allow_negative';
}

export interface TimeOffPolicyFields__Output {
  /**
   * required on create
   */
  name?: string;
  /**
   * default true
   */
  paid?: boolean;
  /**
   * default days
   */
  unit?: string;
  /**
   * default 0
   */
  allowance?: number;
  /**
   * default yearly
   */
  accrual?: string;
  /**
   * default 0
   */
  carry_over_max?: number;
  /**
   * default true
   */
  requires_approval?: boolean;
  /**
   * default false
   */
  allow_negative?: boolean;
  user_ids: number[];
  group_ids: number[];
}
