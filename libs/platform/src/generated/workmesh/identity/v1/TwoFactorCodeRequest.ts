// Original file: proto/identity.proto

export interface TwoFactorCodeRequest {
  /**
   * the 6-digit code of the authenticator app
   */
  code?: string;
  /**
   * disable and regenerate only
   */
  password?: string;
  _code?: 'code';
  _password?: 'password';
}

export interface TwoFactorCodeRequest__Output {
  /**
   * the 6-digit code of the authenticator app
   */
  code?: string;
  /**
   * disable and regenerate only
   */
  password?: string;
}
