// The domain event envelope every service publishes and every consumer receives.
import { randomUUID } from 'node:crypto';
import { Joi } from '../joi';
import { currentContext } from '../logging';
import { isoDateTime } from './contracts/field-rules';

export interface DomainEvent<T = Record<string, unknown>> {
  /** Unique (uuid v4); also the AMQP messageId. Consumers dedupe on it. */
  id: string;
  /** The routing key, e.g. 'user.registered'. */
  type: string;
  /** ISO 8601, UTC. */
  occurred_at: string;
  /** Name of the service that recorded the event. */
  source: string;
  /** Travels as the AMQP header 'x-request-id'. */
  request_id?: string;
  /** Who caused it: the authenticated caller of the request that recorded it (audit). */
  actor?: EventActor;
  data: T;
}

/** The caller behind an event, as the gateway authenticated them and gRPC metadata carried it. */
export interface EventActor {
  user_id: number;
  /** The login session, or the personal access token, the caller used. */
  session_id?: string;
  token_id?: string;
  ip?: string;
  user_agent?: string;
}

/** The current request's caller as an event actor; undefined outside an authenticated request. */
export function currentActor(): EventActor | undefined {
  const context = currentContext();
  if (!context?.callerUserId) return undefined;
  return {
    user_id: context.callerUserId,
    ...(context.callerSessionId ? { session_id: context.callerSessionId } : {}),
    ...(context.callerTokenId ? { token_id: context.callerTokenId } : {}),
    ...(context.clientIp ? { ip: context.clientIp } : {}),
    ...(context.userAgent ? { user_agent: context.userAgent } : {}),
  };
}

/** Builds an event for the current request (its request id follows the event to consumers). */
export function newEvent<T>(type: string, data: T, source: string): DomainEvent<T> {
  const requestId = currentContext()?.requestId;
  const actor = currentActor();
  return {
    id: randomUUID(),
    type,
    occurred_at: new Date().toISOString(),
    source,
    ...(requestId === undefined ? {} : { request_id: requestId }),
    ...(actor === undefined ? {} : { actor }),
    data,
  };
}

// Topic routing keys: dot-separated words; no wildcards in a published type.
const routingKey = Joi.string()
  .pattern(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/)
  .max(255);

const eventSchema = Joi.object({
  id: Joi.string().min(1).max(200).required(),
  type: routingKey.required(),
  occurred_at: isoDateTime,
  source: Joi.string().min(1).required(),
  request_id: Joi.string().min(1),
  actor: Joi.object({
    user_id: Joi.number().integer().positive().required(),
    session_id: Joi.string().max(64),
    token_id: Joi.string().max(64),
    ip: Joi.string().max(64),
    user_agent: Joi.string().max(512),
  }).unknown(true),
  data: Joi.any().required(),
}).unknown(true); // a newer producer may add envelope fields; old consumers keep working

export class InvalidEventError extends Error {
  readonly code = 'INVALID_EVENT';
  constructor(reason: string) {
    super(`invalid domain event: ${reason}`);
    this.name = 'InvalidEventError';
  }
}

/** Throws InvalidEventError unless value has the shape of a DomainEvent. */
export function assertDomainEvent(value: unknown): asserts value is DomainEvent {
  const { error } = eventSchema.validate(value, { convert: false });
  if (error) throw new InvalidEventError(error.message);
}

/** Decodes a message body; a body that is not JSON or not an event yields a reason instead. */
export function decodeEvent(
  content: Buffer,
): { event: DomainEvent; reason?: undefined } | { event?: undefined; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(content.toString('utf8'));
  } catch {
    return { reason: 'body is not valid JSON' };
  }
  try {
    assertDomainEvent(value);
    return { event: value };
  } catch (error) {
    return { reason: (error as Error).message };
  }
}
