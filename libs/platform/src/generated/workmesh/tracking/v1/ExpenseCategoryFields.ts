// Original file: proto/tracking.proto

export interface ExpenseCategoryFields {
  name?: string;
  unit_name?: string;
  unit_price?: number | string;
  untaxed?: boolean;
  archived?: boolean;
  _name?: 'name';
  _unit_name?: 'unit_name';
  _unit_price?: 'unit_price';
  _untaxed?: 'untaxed';
  _archived?: 'archived';
}

export interface ExpenseCategoryFields__Output {
  name?: string;
  unit_name?: string;
  unit_price?: number;
  untaxed?: boolean;
  archived?: boolean;
}
