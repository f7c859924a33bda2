// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeOffBalancesRequest {
  /**
   * default the caller; owners and managers: any member
   */
  user_id?: number | string | Long;
  /**
   * default the current year in the member's zone
   */
  year?: number;
  _user_id?: 'user_id';
  _year?: 'year';
}

export interface TimeOffBalancesRequest__Output {
  /**
   * default the caller; owners and managers: any member
   */
  user_id?: number;
  /**
   * default the current year in the member's zone
   */
  year?: number;
}
