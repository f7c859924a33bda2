// Original file: proto/identity.proto

export interface TeamInput {
  name?: string;
  description?: string;
  _name?: 'name';
  _description?: 'description';
}

export interface TeamInput__Output {
  name?: string;
  description?: string;
}
