// Original file: proto/tracking.proto

export interface DeleteExpenseResponse {
  success?: string;
}

export interface DeleteExpenseResponse__Output {
  success: string;
}
