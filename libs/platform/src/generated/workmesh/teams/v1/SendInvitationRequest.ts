// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface SendInvitationRequest {
  team_id?: number | string | Long;
  email?: string;
  /**
   * TeamRole but client
   */
  role?: string;
  job_title?: string;
  pay_rate?: number | string;
  bill_rate?: number | string;
  weekly_limit?: number | string;
  /**
   * RateType (default hourly)
   */
  pay_type?: string;
  /**
   * platform's PAY_PERIODS (default weekly)
   */
  pay_period?: string;
  /**
   * the gateway fills it from the request when absent
   */
  ip?: string;
  /**
   * the gateway fills it from the request when absent
   */
  agent?: string;
  _team_id?: 'team_id';
  _email?: 'email';
  _role?: 'role';
  _job_title?: 'job_title';
  _pay_rate?: 'pay_rate';
  _bill_rate?: 'bill_rate';
  _weekly_limit?: 'weekly_limit';
  _pay_type?: 'pay_type';
  _pay_period?: 'pay_period';
  _ip?: 'ip';
  _agent?: 'agent';
}

export interface SendInvitationRequest__Output {
  team_id?: number;
  email?: string;
  /**
   * TeamRole but client
   */
  role?: string;
  job_title?: string;
  pay_rate?: number;
  bill_rate?: number;
  weekly_limit?: number;
  /**
   * RateType (default hourly)
   */
  pay_type?: string;
  /**
   * platform's PAY_PERIODS (default weekly)
   */
  pay_period?: string;
  /**
   * the gateway fills it from the request when absent
   */
  ip?: string;
  /**
   * the gateway fills it from the request when absent
   */
  agent?: string;
}
