// How the answers of the two-factor routes are presented (docs/auth.md, "Two-factor sign-in").
import { Reason, TwoFactorText } from '@workmesh/platform';
import { GatewayText, shapeA, type ErrorPresentations } from '../error-presentation';
import { reply } from '../reply-presentation';
import { serviceMessageErrors } from './route.presenters';

export const twoFactorEnrolment = reply({
  component: 'TwoFactorEnrolment',
  description: 'A new TOTP secret to add to an authenticator app (not active until confirmed).',
  notes: {
    secret: { description: 'base32, for typing in' },
    otpauth_url: { description: '`otpauth://totp/workmesh:<email>?secret=…&issuer=workmesh`' },
    qr_code: { description: 'the URI as a QR code (SVG)' },
  },
});

export const recoveryCodes = reply({
  component: 'RecoveryCodes',
  description: 'Ten recovery codes, shown this once; each signs in once instead of a code.',
  notes: { two_factor_confirmed_at: { description: 'when two-factor sign-in was turned on' } },
});

export const twoFactorDisabled = reply({
  component: 'TwoFactorDisabled',
  description: 'A confirmation: two-factor sign-in is off.',
  notes: { success: { description: 'a confirmation message' } },
});

export const twoFactorErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.TWO_FACTOR_CODE_INVALID]: shapeA(422, TwoFactorText.CODE_INVALID),
  [Reason.PASSWORD_INCORRECT]: shapeA(422, TwoFactorText.PASSWORD_INCORRECT),
};

/** Disable and regenerate check the password: hashing past its pool is a fast 503. */
export const passwordAndCodeErrors: ErrorPresentations = {
  ...twoFactorErrors,
  [Reason.HASHING_BUSY]: shapeA(503, GatewayText.UNAVAILABLE),
};

export const verifyErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.TOO_MANY_REQUESTS]: shapeA(429, GatewayText.TOO_MANY_REQUESTS),
  [Reason.TWO_FACTOR_CODE_INVALID]: shapeA(401, TwoFactorText.CODE_INVALID),
  [Reason.TWO_FACTOR_CHALLENGE_INVALID]: shapeA(401, TwoFactorText.CHALLENGE_INVALID),
};
