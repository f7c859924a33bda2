// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateTimeOffRequestRequest {
  policy_id?: number | string | Long;
  from?: string;
  to?: string;
  half_day?: string;
  hours?: number | string;
  /**
   * up to 5,000 code points
   */
  note?: string;
  /**
   * owners and managers: a member of the team; default the caller
   */
  user_id?: number | string | Long;
  _policy_id?: 'policy_id';
  _from?: 'from';
  _to?: 'to';
  _half_day?: 'half_day';
  _hours?: 'hours';
  _note?: 'note';
  _user_id?: 'user_id';
}

export interface CreateTimeOffRequestRequest__Output {
  policy_id?: number;
  from?: string;
  to?: string;
  half_day?: string;
  hours?: number;
  /**
   * up to 5,000 code points
   */
  note?: string;
  /**
   * owners and managers: a member of the team; default the caller
   */
  user_id?: number;
}
