// Original file: proto/invoices.proto

export interface LineChange {
  id?: number;
  description?: string;
  _id?: 'id';
  _description?: 'description';
}

export interface LineChange__Output {
  id?: number;
  description?: string;
}
