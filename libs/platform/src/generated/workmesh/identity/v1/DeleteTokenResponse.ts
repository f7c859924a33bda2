// Original file: proto/identity.proto

export interface DeleteTokenResponse {
  /**
   * a confirmation message
   */
  success?: string;
}

export interface DeleteTokenResponse__Output {
  /**
   * a confirmation message
   */
  success: string;
}
