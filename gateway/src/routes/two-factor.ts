// Two-factor sign-in (docs/auth.md, "Two-factor sign-in"): enrol (enable, confirm),
// disable, new recovery codes, and the second step of a login (verify). Identity owns
// it. How their answers are presented: two-factor.presenters.ts; what openapi.yaml says:
// two-factor.docs.ts.
import type { Route } from '../http-route';
import { route } from './route';
import { userSession } from './identity.presenters';
import { TWO_FACTOR_NOTES as NOTES } from './two-factor.docs';
import {
  passwordAndCodeErrors,
  recoveryCodes,
  twoFactorDisabled,
  twoFactorEnrolment,
  twoFactorErrors,
  verifyErrors,
} from './two-factor.presenters';

const signedIn = {
  auth: true,
  service: 'identity',
  source: 'body',
  errors: twoFactorErrors,
} as const;

export const TWO_FACTOR_ROUTES: readonly Route[] = [
  route({
    ...signedIn,
    method: 'POST',
    paths: ['/api/v3/user/two-factor/enable'],
    rpc: 'EnableTwoFactor',
    reply: twoFactorEnrolment,
    notes: NOTES.EnableTwoFactor,
  }),
  route({
    ...signedIn,
    method: 'POST',
    paths: ['/api/v3/user/two-factor/confirm'],
    rpc: 'ConfirmTwoFactor',
    // The caller's cached two-factor state (the team policy) changes.
    forgetsCallers: 'caller',
    reply: recoveryCodes,
    notes: NOTES.ConfirmTwoFactor,
  }),
  route({
    ...signedIn,
    method: 'POST',
    paths: ['/api/v3/user/two-factor/disable'],
    rpc: 'DisableTwoFactor',
    forgetsCallers: 'caller',
    errors: passwordAndCodeErrors,
    reply: twoFactorDisabled,
    notes: NOTES.DisableTwoFactor,
  }),
  route({
    ...signedIn,
    method: 'POST',
    paths: ['/api/v3/user/two-factor/recovery-codes/regenerate'],
    rpc: 'RegenerateRecoveryCodes',
    errors: passwordAndCodeErrors,
    reply: recoveryCodes,
    notes: NOTES.RegenerateRecoveryCodes,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/two-factor/verify'],
    auth: false,
    service: 'identity',
    rpc: 'VerifyTwoFactor',
    source: 'body',
    reply: userSession,
    errors: verifyErrors,
    notes: NOTES.VerifyTwoFactor,
  }),
];
