// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ExpenseRef {
  expense_id?: number | string | Long;
  _expense_id?: 'expense_id';
}

export interface ExpenseRef__Output {
  expense_id?: number;
}
