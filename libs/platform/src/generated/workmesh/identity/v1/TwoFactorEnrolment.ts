// Original file: proto/identity.proto

export interface TwoFactorEnrolment {
  /**
   * base32, for typing into an authenticator app
   */
  secret?: string;
  /**
   * otpauth://totp/workmesh:<email>?secret=…&issuer=workmesh
   */
  otpauth_url?: string;
  /**
   * the URI as a QR code, SVG
   */
  qr_code?: string;
}

export interface TwoFactorEnrolment__Output {
  /**
   * base32, for typing into an authenticator app
   */
  secret: string;
  /**
   * otpauth://totp/workmesh:<email>?secret=…&issuer=workmesh
   */
  otpauth_url: string;
  /**
   * the URI as a QR code, SVG
   */
  qr_code: string;
}
