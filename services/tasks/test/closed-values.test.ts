// The task statuses tasks takes are platform's (closed-values.ts, from tasks.proto's
// TaskStatus), which the gateway's description shows (gateway/test/openapi-closed-values):
// each is taken, an unlisted one refused.
import { TASK_STATUSES } from '@workmesh/platform';
import { validatedUpdateTask } from '../src/task-rules';

describe('the task statuses task update takes', () => {
  it.each(TASK_STATUSES)('status %s is taken', (status) => {
    expect(validatedUpdateTask({ task_id: 7, status }).status).toBe(status);
  });

  it.each(['done', 'Open', 'closed'])('status %s is refused', (status) => {
    expect(() => validatedUpdateTask({ task_id: 7, status })).toThrow(
      expect.objectContaining({ kind: 'invalid_argument' }),
    );
  });
});
