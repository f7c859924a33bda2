// Original file: proto/scheduling.proto

import type {
  TimeOffBalance as _workmesh_scheduling_v1_TimeOffBalance,
  TimeOffBalance__Output as _workmesh_scheduling_v1_TimeOffBalance__Output,
} from '../../../workmesh/scheduling/v1/TimeOffBalance';
import type { Long } from '@grpc/proto-loader';

export interface TimeOffBalances {
  user_id?: number | string | Long;
  year?: number;
  balances?: _workmesh_scheduling_v1_TimeOffBalance[];
}

export interface TimeOffBalances__Output {
  user_id: number;
  year: number;
  balances: _workmesh_scheduling_v1_TimeOffBalance__Output[];
}
