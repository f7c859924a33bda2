// Original file: proto/identity.proto

export interface DeleteSessionResponse {
  success?: string;
  /**
   * how many sessions were ended
   */
  deleted?: number;
}

export interface DeleteSessionResponse__Output {
  success: string;
  /**
   * how many sessions were ended
   */
  deleted: number;
}
