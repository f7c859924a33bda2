// The closed value lists teams checks are platform's (closed-values.ts, from the protos'
// enums), which the gateway's description shows (gateway/test/openapi-closed-values):
// each listed value is taken, an unlisted one refused, so the service and the
// description cannot disagree.
import {
  INVITATION_STATUSES,
  MEMBER_ROLES,
  PAY_PERIODS,
  RATE_TYPES,
  Reason,
} from '@workmesh/platform';
import { validatedListInvitations } from '../src/invitation-management';
import { invitedRole, paySettingsOf } from '../src/invitation-rules';

const refusalOf = (act: () => unknown): unknown => {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('taken');
};

describe('the value lists teams takes (send invitation, change role, list invitations)', () => {
  it.each(MEMBER_ROLES)('role %s is taken', (role) => {
    expect(invitedRole(role)).toBe(role);
  });

  it.each(['client', 'admin', 'Owner'])('role %s is refused as INVALID_ROLE', (role) => {
    expect(refusalOf(() => invitedRole(role))).toMatchObject({
      kind: 'invalid_argument',
      reason: Reason.INVALID_ROLE,
    });
  });

  it.each(RATE_TYPES)('pay_type %s is taken', (payType) => {
    expect(paySettingsOf({ pay_type: payType }).pay_type).toBe(payType);
  });

  it.each(['salary', 'Hourly'])('pay_type %s is refused as INVALID_PAY_SETTINGS', (payType) => {
    expect(refusalOf(() => paySettingsOf({ pay_type: payType }))).toMatchObject({
      kind: 'invalid_argument',
      reason: Reason.INVALID_PAY_SETTINGS,
    });
  });

  it.each(INVITATION_STATUSES)('invitation status filter %s is taken', (status) => {
    expect(validatedListInvitations({ status }).status).toBe(status);
  });

  it.each(['open', 'Pending'])('invitation status filter %s is refused', (status) => {
    expect(refusalOf(() => validatedListInvitations({ status }))).toMatchObject({
      kind: 'invalid_argument',
    });
  });

  it.each(PAY_PERIODS)('pay_period %s is taken', (payPeriod) => {
    expect(paySettingsOf({ pay_period: payPeriod }).pay_period).toBe(payPeriod);
  });

  it.each(['yearly', 'biweekly'])(
    'pay_period %s is refused as INVALID_PAY_SETTINGS',
    (payPeriod) => {
      expect(refusalOf(() => paySettingsOf({ pay_period: payPeriod }))).toMatchObject({
        kind: 'invalid_argument',
        reason: Reason.INVALID_PAY_SETTINGS,
      });
    },
  );
});
