// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface Totals {
  seconds?: number | string | Long;
  billable_seconds?: number | string | Long;
  billable_amount?: number | string;
  cost_amount?: number | string;
}

export interface Totals__Output {
  seconds: number;
  billable_seconds: number;
  billable_amount: number;
  cost_amount: number;
}
