// Domain events: the envelope, the RabbitMQ bus, the transactional outbox and
// consumer-side dedupe (design rule 2).
export { newEvent, assertDomainEvent, InvalidEventError, type DomainEvent } from './event';
export { PublishError, type PublishFailure } from './confirmed-channel';
export { EventBus, type EventBusOptions } from './event-bus';
export type { SubscriptionOptions, EventHandler, DeliveryInfo } from './subscription';
export {
  DEFAULT_RETRY_DELAYS_MS,
  eventsExchangeName,
  subscriptionQueueNames,
  type SubscriptionQueueNames,
} from './topology';
export { Outbox, type OutboxOptions } from './outbox';
export type { OutboxRecord } from './outbox-record';
export { ProcessedEvents } from './processed-events';
