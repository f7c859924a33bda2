// Original file: proto/clients.proto

export interface Budget {
  budgetType?: string;
  rate?: string;
  cost?: number | string;
  hours?: number | string;
  notifyAt?: number;
  reset?: string;
  startDate?: string;
  include_non_billable_time?: boolean;
  _startDate?: 'startDate';
}

export interface Budget__Output {
  budgetType: string;
  rate: string;
  cost: number;
  hours: number;
  notifyAt: number;
  reset: string;
  startDate?: string;
  include_non_billable_time: boolean;
}
