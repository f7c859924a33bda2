// The closed value lists scheduling checks are platform's (closed-values.ts: the
// repetitions, and scheduling.proto's DeleteScope), which the gateway's description
// shows (gateway/test/openapi-closed-values): each listed value is taken, an unlisted
// one refused.
import { Reason, SCHEDULE_DELETE_SCOPES, SCHEDULE_REPETITIONS } from '@workmesh/platform';
import { validatedDelete } from '../src/entry-rules';
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
