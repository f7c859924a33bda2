// How the answers of account deletion are presented (docs/account-erasure.md).
import { Reason, TwoFactorText } from '@workmesh/platform';
import { GatewayText, shapeA, type ErrorPresentations } from '../error-presentation';
import { reply } from '../reply-presentation';
import { serviceMessageErrors } from './route.presenters';

export const accountDeleted = reply({
  component: 'AccountDeleted',
  description: 'A confirmation: the account is erased and every session and token has ended.',
  notes: { message: { description: 'a confirmation message' } },
});

export const deleteAccountErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.PASSWORD_INCORRECT]: shapeA(422, TwoFactorText.PASSWORD_INCORRECT),
  [Reason.TWO_FACTOR_CODE_INVALID]: shapeA(422, TwoFactorText.CODE_INVALID),
  // The service's sentence names the teams that must change hands first.
  [Reason.ACCOUNT_SOLE_OWNER]: shapeA(409),
  [Reason.HASHING_BUSY]: shapeA(503, GatewayText.UNAVAILABLE),
};
