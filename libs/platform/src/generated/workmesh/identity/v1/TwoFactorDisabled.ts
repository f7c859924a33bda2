// Original file: proto/identity.proto

export interface TwoFactorDisabled {
  success?: string;
}

export interface TwoFactorDisabled__Output {
  success: string;
}
