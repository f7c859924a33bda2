// Reading an event's data through a consumer's schema.
import Joi from 'joi';
import { checkEventData, MalformedEventError, newEvent, readEventData } from '../../src/events';

const schema = Joi.object<{ task_id: number }>({
  task_id: Joi.number().integer().required(),
}).unknown(true);

describe("an event's data", () => {
  it('is read as the schema allows it, other fields kept', () => {
    const event = newEvent('task.created', { task_id: 4, name: 'Ship' }, 'tasks');
    expect(readEventData(schema, event)).toEqual({ task_id: 4, name: 'Ship' });
  });

  it('is not converted: a numeric string where a number belongs is malformed', () => {
    const event = newEvent('task.created', { task_id: '4' }, 'tasks');
    expect(checkEventData(schema, event)).toEqual({ problem: '"task_id" must be a number' });
  });

  it('that does not fit throws MalformedEventError naming the event and the problem', () => {
    const event = newEvent('task.created', {}, 'tasks');
    const read = () => readEventData(schema, event);
    expect(read).toThrow(MalformedEventError);
    expect(read).toThrow(`malformed task.created event ${event.id}: "task_id" is required`);
  });
});
