// How a consumer reads an event's data: through its contract's schema, or the contract's
// rules of the fields it uses (pick; a tolerant reader: a producer may add more). Values are not converted: "7" for 7 is a
// producer's bug to see, not to hide.
import type { Joi } from '../joi';
import type { DomainEvent } from './event';

/**
 * An event whose data does not have the shape its type promises (the envelope is fine).
 * No retry can mend it, so the subscription moves it to the dead-letter queue at once,
 * logged with the event id, where an operator finds it (never dropped with a log line).
 * Consumers throw it (readEventData does) for any data they cannot use.
 */
export class MalformedEventError extends Error {
  constructor(
    event: DomainEvent,
    readonly reason: string,
  ) {
    super(`malformed ${event.type} event ${event.id}: ${reason}`);
    this.name = 'MalformedEventError';
  }
}

/** The event's data as the schema allows it, or what is wrong with it. */
export function checkEventData<T>(
  schema: Joi.ObjectSchema<T>,
  event: DomainEvent,
): { data: T; problem?: undefined } | { problem: string } {
  const { value, error } = schema.validate(event.data, { convert: false });
  return error ? { problem: error.message } : { data: value };
}

/** The event's data as the schema allows it; throws MalformedEventError otherwise. */
export function readEventData<T>(schema: Joi.ObjectSchema<T>, event: DomainEvent): T {
  const checked = checkEventData(schema, event);
  if (checked.problem !== undefined) throw new MalformedEventError(event, checked.problem);
  return checked.data;
}
