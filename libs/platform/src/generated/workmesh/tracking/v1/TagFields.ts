// Original file: proto/tracking.proto

export interface TagFields {
  /**
   * required on create
   */
  name?: string;
  archived?: boolean;
  _name?: 'name';
  _archived?: 'archived';
}

export interface TagFields__Output {
  /**
   * required on create
   */
  name?: string;
  archived?: boolean;
}
