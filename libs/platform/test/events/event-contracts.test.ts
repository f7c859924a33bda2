// The event contracts: one per type name, and what a contract's make, schema and pick do.
import * as contracts from '../../src/events/contracts';
import { checkEventData, TaskCreated } from '../../src/events';

const taskCreated = {
  task_id: 4,
  project_id: 2,
  team_id: 1,
  user_id: 7,
  name: 'Ship',
  assignee: null,
};

describe('event contracts', () => {
  it('declare every type name once', () => {
    const types = Object.values(contracts).flatMap((value) =>
      typeof value === 'object' && 'make' in value ? [value.type] : [],
    );
    expect(types.length).toBeGreaterThanOrEqual(17);
    expect(new Set(types).size).toBe(types.length);
  });

  it('make an event of their type, from their producer, with the data as given', () => {
    const event = TaskCreated.make(taskCreated);
    expect(event).toMatchObject({ type: 'task.created', source: 'tasks', data: taskCreated });
  });

  it('read the data a producer writes, and let through a field a newer producer adds', () => {
    const event = TaskCreated.make({ ...taskCreated, priority: 'high' } as typeof taskCreated);
    expect(checkEventData(TaskCreated.schema, event)).toEqual({
      data: { ...taskCreated, priority: 'high' },
    });
  });

  it('refuse data without a field of the contract', () => {
    const { name: _name, ...withoutName } = taskCreated;
    const event = TaskCreated.make(withoutName as typeof taskCreated);
    expect(checkEventData(TaskCreated.schema, event)).toEqual({ problem: '"name" is required' });
  });

  it('check only the picked fields, with the same rules', () => {
    const reader = TaskCreated.pick('task_id', 'user_id');
    const partial = { task_id: 4, user_id: 7 } as typeof taskCreated;
    expect(checkEventData(reader, TaskCreated.make(partial))).toEqual({ data: partial });
    expect(checkEventData(reader, TaskCreated.make({ ...partial, user_id: 0 }))).toEqual({
      problem: '"user_id" must be a positive number',
    });
  });
});
