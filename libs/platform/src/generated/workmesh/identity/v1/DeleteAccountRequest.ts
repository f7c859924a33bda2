// Original file: proto/identity.proto

export interface DeleteAccountRequest {
  password?: string;
  /**
   * the authenticator's code (or a recovery code) when two-factor is on
   */
  code?: string;
  _password?: 'password';
  _code?: 'code';
}

export interface DeleteAccountRequest__Output {
  password?: string;
  /**
   * the authenticator's code (or a recovery code) when two-factor is on
   */
  code?: string;
}
