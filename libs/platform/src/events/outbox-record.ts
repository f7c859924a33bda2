// The outbox collection: events written in the same transaction as the domain change
// that caused them, waiting for the relay to hand them to RabbitMQ.
import { Schema, type Connection, type Model } from 'mongoose';
import { connectionModel } from '../mongo';
import type { DomainEvent } from './event';

export interface OutboxRecord {
  _id: string; // the event id: recording one event twice fails the transaction
  type: string;
  event: DomainEvent;
  occurred_at: Date;
  published_at: Date | null;
  attempts: number;
  last_error?: string;
}

const MODEL_NAME = 'OutboxRecord';
const PUBLISHED_RETENTION_SECONDS = 7 * 24 * 60 * 60;

const outboxSchema = new Schema<OutboxRecord>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    event: { type: Schema.Types.Mixed, required: true },
    occurred_at: { type: Date, required: true },
    published_at: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    last_error: { type: String },
  },
  // minimize: false keeps an empty `data: {}` in the stored event.
  { collection: 'outbox', versionKey: false, minimize: false },
);

// The relay's query: unpublished records, oldest first.
outboxSchema.index({ published_at: 1, occurred_at: 1 });
// Published records expire after 7 days. The TTL is on published_at itself: MongoDB's
// TTL monitor only removes documents whose indexed field holds a date, so pending
// records (published_at: null) are never removed, with no extra expire_at field to
// keep in step and no partial filter needed.
outboxSchema.index(
  { published_at: 1 },
  { expireAfterSeconds: PUBLISHED_RETENTION_SECONDS, name: 'published_at_ttl' },
);

export function outboxModel(connection: Connection): Model<OutboxRecord> {
  return connectionModel(connection, MODEL_NAME, outboxSchema);
}
