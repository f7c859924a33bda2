// The closed value lists scheduling checks are platform's (closed-values.ts: the
// repetitions, and scheduling.proto's DeleteScope and time-off enums), which the gateway's description
// shows (gateway/test/openapi-closed-values): each listed value is taken, an unlisted
// one refused.
import {
  HALF_DAYS,
  Reason,
  SCHEDULE_DELETE_SCOPES,
  SCHEDULE_REPETITIONS,
  TIME_OFF_ACCRUALS,
  TIME_OFF_STATUSES,
  TIME_OFF_UNITS,
} from '@workmesh/platform';
import { validatedDelete } from '../src/entry-rules';
import { validatedPolicyFields } from '../src/time-off-policy-rules';
import { listRequestsSchema, validatedCreateRequest } from '../src/time-off-request-rules';
import { validatedAddSchedule } from '../src/schedule-rules';
import { oneTime, weekly } from './scheduling-harness';

/** A request as the gateway sends it (numbers already numbers). */
const addSchedule = (request: object) =>
  validatedAddSchedule(request as Parameters<typeof validatedAddSchedule>[0]);

/** The violations a validation names (none when it passes). */
const violationsOf = (act: () => unknown): Record<string, unknown> => {
  try {
    act();
    return {};
  } catch (error) {
    return (error as { fields?: Record<string, unknown> }).fields ?? {};
  }
};

describe('the value lists scheduling takes', () => {
  it.each(SCHEDULE_REPETITIONS)('add schedule takes repetition %s', (repetition) => {
    const request = repetition === 'never' ? oneTime({ repetition }) : weekly({ repetition });
    expect(() => addSchedule(request)).not.toThrow();
  });

  it.each(['monthly', 'bi-weekly', 'Never'])('add schedule refuses repetition %s', (repetition) => {
    expect(() => addSchedule(weekly({ repetition }))).toThrow(
      expect.objectContaining({ kind: 'invalid_argument', reason: Reason.INVALID_REPETITION }),
    );
  });

  it.each(SCHEDULE_DELETE_SCOPES)('delete takes type %s', (type) => {
    expect(violationsOf(() => validatedDelete({ type, id: 1 }))).not.toHaveProperty('type');
  });

  it.each(['all', 'This', 'past'])('delete refuses type %s', (type) => {
    expect(violationsOf(() => validatedDelete({ type, id: 1 }))).toHaveProperty('type');
  });
});

describe('the time-off value lists scheduling takes', () => {
  it.each(TIME_OFF_UNITS)('a policy takes unit %s', (unit) => {
    expect(violationsOf(() => validatedPolicyFields({ unit }))).toEqual({});
  });

  it.each(['day', 'Hours', 'weeks'])('a policy refuses unit %s', (unit) => {
    expect(violationsOf(() => validatedPolicyFields({ unit }))).toHaveProperty('unit');
  });

  it.each(TIME_OFF_ACCRUALS)('a policy takes accrual %s', (accrual) => {
    expect(violationsOf(() => validatedPolicyFields({ accrual }))).toEqual({});
  });

  it.each(['weekly', 'Monthly'])('a policy refuses accrual %s', (accrual) => {
    expect(violationsOf(() => validatedPolicyFields({ accrual }))).toHaveProperty('accrual');
  });

  const oneDay = { policy_id: 1, from: '2030-01-07', to: '2030-01-07' };

  it.each(HALF_DAYS)('a request takes half_day %s', (half_day) => {
    expect(violationsOf(() => validatedCreateRequest({ ...oneDay, half_day }))).toEqual({});
  });

  it.each(['AM', 'noon'])('a request refuses half_day %s', (half_day) => {
    expect(violationsOf(() => validatedCreateRequest({ ...oneDay, half_day }))).toHaveProperty(
      'half_day',
    );
  });

  it.each(TIME_OFF_STATUSES)('the request list takes status %s', (status) => {
    expect(listRequestsSchema.validate({ status }).error).toBeUndefined();
  });

  it.each(['open', 'Approved'])('the request list refuses status %s', (status) => {
    expect(listRequestsSchema.validate({ status }).error).toBeDefined();
  });
});
