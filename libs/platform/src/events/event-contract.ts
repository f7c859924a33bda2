// An event type's contract between the service that records it and the services that
// consume it: the type name (the routing key), the producer, the data's type and a joi
// rule per field, declared once (events/contracts/, a module per producer) and imported
// by both sides, so neither can drift from the other.
import { Joi } from '../joi';
import { newEvent, type DomainEvent } from './event';

/**
 * One rule per field of the data, no more and no fewer: a field added to the data type
 * without a rule (or a rule without a field) does not compile.
 */
export type EventFieldRules<Data> = { readonly [Field in keyof Data]-?: Joi.Schema };

export interface EventContract<Type extends string, Data> {
  /** The routing key, e.g. 'task.created'. */
  readonly type: Type;
  /** The service that records it (the envelope's `source`). */
  readonly source: string;
  /**
   * Every field's rule. Consumers read through it (checkEventData / readEventData); like
   * every reader here it lets through fields a newer producer adds.
   */
  readonly schema: Joi.ObjectSchema<Data>;
  /** The event for the current request (its request id follows it), ready for the outbox. */
  readonly make: (data: Data) => DomainEvent<Data>;
  /**
   * The contract's rules of these fields only: a consumer checks what it uses and is not
   * held up by a field it does not read.
   */
  pick<Field extends keyof Data>(...fields: Field[]): Joi.ObjectSchema<Pick<Data, Field>>;
}

/** The data of a contract, or of a (picked) schema. */
export type EventDataOf<Source> =
  Source extends EventContract<string, infer Data>
    ? Data
    : Source extends Joi.ObjectSchema<infer Data>
      ? Data
      : never;

/**
 * Declares an event type: `eventContract('task.created', 'tasks').withData<TaskCreatedData>({ … })`.
 * The data type is given, the type name inferred (as a literal, for discriminated unions).
 */
export function eventContract<Type extends string>(type: Type, source: string) {
  return {
    withData<Data>(rules: EventFieldRules<Data>): EventContract<Type, Data> {
      const objectOf = <T>(fields: Record<string, Joi.Schema>) =>
        Joi.object<T>(fields).unknown(true);
      return {
        type,
        source,
        schema: objectOf<Data>(rules),
        make: (data) => newEvent(type, data, source),
        pick: <Field extends keyof Data>(...fields: Field[]) =>
          objectOf<Pick<Data, Field>>(
            Object.fromEntries(fields.map((field) => [field, rules[field]])),
          ),
      };
    },
  };
}
