// Original file: proto/identity.proto

export interface RecoveryCodes {
  /**
   * shown once; each signs in once
   */
  recovery_codes?: string[];
  two_factor_confirmed_at?: string;
}

export interface RecoveryCodes__Output {
  /**
   * shown once; each signs in once
   */
  recovery_codes: string[];
  two_factor_confirmed_at: string;
}
