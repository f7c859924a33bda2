// Domain events: the envelope, the RabbitMQ bus, the transactional outbox,
// consumer-side dedupe (design rule 2), and every event type's contract (contracts/).
export {
  newEvent,
  currentActor,
  assertDomainEvent,
  InvalidEventError,
  type DomainEvent,
  type EventActor,
} from './event';
export { checkEventData, readEventData, MalformedEventError } from './event-data';
export { PublishError, type PublishFailure } from './confirmed-channel';
export { EventBus, type EventBusOptions } from './event-bus';
export type { SubscriptionOptions, EventHandler, DeliveryInfo } from './subscription';
export {
  jitteredRetryDelay,
  RetryLater,
  NotYet,
  retryAfterOf,
  retryQueueIndex,
  type JitterOptions,
  type RetryDelay,
} from './retry-delay';
export {
  DEFAULT_RETRY_DELAYS_MS,
  eventsExchangeName,
  subscriptionQueueNames,
  type SubscriptionQueueNames,
} from './topology';
export { Outbox, type OutboxOptions } from './outbox';
export type { OutboxRecord } from './outbox-record';
export {
  CLAIM_HELD_WAIT_MS,
  ProcessedEvents,
  type OnceOutcome,
  type Transactional,
} from './processed-events';
export {
  eventContract,
  type EventContract,
  type EventDataOf,
  type EventFieldRules,
} from './event-contract';
export * from './contracts';
export {
  erasedUserEmail,
  isErasedEmail,
  namesInData,
  namesInEvents,
  redactEventsNaming,
  redactEventsOf,
  redactText,
  subscribeToUserErasure,
  textNames,
  userErasureHandler,
  type EraseUser,
} from './erasure';
export {
  buildAsyncApiDocument,
  DEFAULT_AMQP_PREFIX,
  eventContracts,
  type AsyncApiDocument,
} from './asyncapi-document';
