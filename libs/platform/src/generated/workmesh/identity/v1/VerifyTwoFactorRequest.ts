// Original file: proto/identity.proto

export interface VerifyTwoFactorRequest {
  challenge?: string;
  code?: string;
  recovery_code?: string;
  _challenge?: 'challenge';
  _code?: 'code';
  _recovery_code?: 'recovery_code';
}

export interface VerifyTwoFactorRequest__Output {
  challenge?: string;
  code?: string;
  recovery_code?: string;
}
