// Safe retries of creates (`Idempotency-Key`). The gateway sends the key, the caller's
// scope and a hash of the request in metadata; the gRPC server claims the key in the
// service's own database before running the handler, the claim turns `committed` inside
// the use case's own transaction (repository.transaction writes it with the domain
// write, so the key and the write can never disagree), and the reply is stored right
// after the handler returns. A retry with the same key and hash gets that reply again
// without running the handler; another hash is refused; a claim still running is refused.
// Crash windows: a `pending` claim whose holder died is taken over once its lease ends (the
// holder's late commit then fails on its token); a `committed` claim whose reply was never
// stored (died between commit and storing) answers IN_PROGRESS until its lease ends, then
// REPLY_LOST: the write happened, its answer cannot be given again (docs/adr/0008-idempotency-claims-live-in-the-owning-service.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Metadata } from '@grpc/grpc-js';
import { failedPrecondition } from './errors';
import { Reason } from './error-reasons';
import type { Logger } from './logging';
import { connectionModel } from './mongo';
import { collectionSetup } from './events/ensure-collection';

export const IDEMPOTENCY_KEY_METADATA = 'x-idempotency-key';
export const IDEMPOTENCY_SCOPE_METADATA = 'x-idempotency-scope';
export const IDEMPOTENCY_HASH_METADATA = 'x-idempotency-hash';

/** How long a key answers its first answer again. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How long a claim of a call without deadline blocks the key before another call may take it over. */
const DEFAULT_LEASE_MS = 60_000;

/** What a call states about its key (the gateway sets it for create routes). */
export interface IdempotencyRequest {
  /** Who the key belongs to: `user:<id>`, or `anonymous` for a call without caller. */
  scope: string;
  key: string;
  /** HMAC-SHA-256 (hex, keyed by the gateway's secret) of the route and the request message. */
  hash: string;
}

export function idempotencyMetadata(request: IdempotencyRequest, metadata: Metadata): void {
  metadata.set(IDEMPOTENCY_KEY_METADATA, request.key);
  metadata.set(IDEMPOTENCY_SCOPE_METADATA, request.scope);
  metadata.set(IDEMPOTENCY_HASH_METADATA, request.hash);
}

export function idempotencyFromMetadata(metadata: Metadata): IdempotencyRequest | undefined {
  const [key, scope, hash] = [
    IDEMPOTENCY_KEY_METADATA,
    IDEMPOTENCY_SCOPE_METADATA,
    IDEMPOTENCY_HASH_METADATA,
  ].map((name) => metadata.get(name)[0]);
  if (typeof key !== 'string' || typeof scope !== 'string' || typeof hash !== 'string')
    return undefined;
  if (!key || !scope || !hash) return undefined;
  return { key, scope, hash };
}

type ClaimState = 'pending' | 'committed' | 'completed';

export interface IdempotencyClaimRecord {
  _id: string; // scope + key: one claim per key of a caller
  rpc: string;
  hash: string;
  state: ClaimState;
  /** The holder's token: only the call that holds the claim commits or completes it. */
  token: string;
  lease_until: Date;
  expires_at: Date;
  reply?: Buffer;
}

const claimSchema = new Schema<IdempotencyClaimRecord>(
  {
    _id: { type: String, required: true },
    rpc: { type: String, required: true },
    hash: { type: String, required: true },
    state: { type: String, required: true },
    token: { type: String, required: true },
    lease_until: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    reply: { type: Buffer },
  },
  { collection: 'idempotency_keys', versionKey: false },
);
claimSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0, name: 'expires_at_ttl' });

export function idempotencyModel(connection: Connection): Model<IdempotencyClaimRecord> {
  return connectionModel(connection, 'IdempotencyClaim', claimSchema);
}

/** The claim the current call holds, as repository.transaction sees it. */
interface ActiveClaim {
  id: string;
  token: string;
  committed: boolean;
}

const activeClaims = new AsyncLocalStorage<ActiveClaim>();

/**
 * Inside repository.transaction: marks the current call's claim committed in the same
 * transaction as the domain write. A claim another call has taken over (this one ran
 * past its lease) fails the transaction, so the key never gets two writes.
 */
export async function commitActiveClaim(connection: Connection): Promise<void> {
  const claim = activeClaims.getStore();
  if (!claim || claim.committed) return;
  const result = await idempotencyModel(connection).updateOne(
    { _id: claim.id, token: claim.token, state: 'pending' },
    { $set: { state: 'committed' } },
  );
  if (result.matchedCount !== 1) throw inProgress();
}

/** After repository.transaction committed: the claim is written, later transactions leave it. */
export function markActiveClaimCommitted(): void {
  const claim = activeClaims.getStore();
  if (claim) claim.committed = true;
}

/** The texts of the Idempotency-Key refusals (the gateway documents them). */
export const IdempotencyText = {
  INVALID: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
  IN_PROGRESS: 'A request with this Idempotency-Key is still in progress.',
  REUSED: 'This Idempotency-Key was used with another request.',
  REPLY_LOST:
    'The request with this Idempotency-Key was done, but its answer is no longer available.',
} as const;

const inProgress = () =>
  failedPrecondition(Reason.IDEMPOTENCY_KEY_IN_PROGRESS, IdempotencyText.IN_PROGRESS);
const reused = () => failedPrecondition(Reason.IDEMPOTENCY_KEY_REUSED, IdempotencyText.REUSED);
const replyLost = () =>
  failedPrecondition(Reason.IDEMPOTENCY_KEY_REPLY_LOST, IdempotencyText.REPLY_LOST);

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

export interface IdempotencyStore {
  /**
   * Runs `handle` once per key: a completed claim with the same hash answers its stored
   * reply (deserialized) instead; failures release the claim so a retry runs again.
   */
  run<T>(
    request: IdempotencyRequest,
    call: { rpc: string; deadline: number },
    codec: { serialize(value: T): Buffer; deserialize(bytes: Buffer): T },
    handle: () => Promise<T>,
  ): Promise<T>;
}

/**
 * The claim store of a service's database; `logger` hears of a reply that could not be
 * stored (the call still answers it: its write has committed).
 */
export function idempotencyStore(connection: Connection, logger?: Logger): IdempotencyStore {
  const claims = idempotencyModel(connection);
  const ensureCollection = collectionSetup(claims);

  /** A fresh claim, or the stored reply of a completed one. */
  async function claim(
    id: string,
    request: IdempotencyRequest,
    rpc: string,
    leaseMs: number,
  ): Promise<{ token: string } | { reply: Buffer }> {
    await ensureCollection();
    for (;;) {
      const now = Date.now();
      const token = randomUUID();
      const fresh = {
        rpc,
        hash: request.hash,
        state: 'pending' as const,
        token,
        lease_until: new Date(now + leaseMs),
        expires_at: new Date(now + IDEMPOTENCY_RETENTION_MS),
      };
      try {
        await claims.create([{ _id: id, ...fresh }]);
        return { token };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const existing = await claims.findById(id);
      if (!existing) continue; // expired and removed meanwhile
      // The TTL monitor runs once a minute: an expired claim counts as absent.
      const expired = existing.expires_at.getTime() <= now;
      const abandoned = existing.state === 'pending' && existing.lease_until.getTime() <= now;
      if (expired || abandoned) {
        if (!expired && existing.hash !== request.hash) throw reused();
        const taken = await claims.updateOne(
          { _id: id, token: existing.token, state: existing.state },
          { $set: fresh, $unset: { reply: 1 } },
        );
        if (taken.matchedCount === 1) return { token };
        continue;
      }
      if (existing.hash !== request.hash) throw reused();
      if (existing.state === 'completed' && existing.reply) return { reply: existing.reply };
      // Committed, its reply not stored: while the holder's lease runs it may still store
      // it; after that the holder is gone (or failed to store it) and the reply is lost.
      // Never a second write: the first one happened.
      if (existing.state !== 'pending' && existing.lease_until.getTime() <= now) throw replyLost();
      throw inProgress();
    }
  }

  return {
    async run(request, call, codec, handle) {
      const id = `${request.scope}\n${request.key}`;
      const leaseMs = Number.isFinite(call.deadline)
        ? Math.max(call.deadline - Date.now(), 0) + 5_000
        : DEFAULT_LEASE_MS;
      const claimed = await claim(id, request, call.rpc, leaseMs);
      if ('reply' in claimed) return codec.deserialize(Buffer.from(claimed.reply));
      const active: ActiveClaim = { id, token: claimed.token, committed: false };
      let reply;
      try {
        reply = await activeClaims.run(active, handle);
      } catch (error) {
        // Nothing was written under this key: the retry runs again.
        await claims
          .deleteOne({ _id: id, token: claimed.token, state: 'pending' })
          .catch(() => undefined);
        throw error;
      }
      try {
        await claims.updateOne(
          { _id: id, token: claimed.token },
          { $set: { state: 'completed', reply: codec.serialize(reply) } },
        );
      } catch (error) {
        // The write has committed: this call answers it; a retry will hear REPLY_LOST.
        logger?.warn({ err: error, rpc: call.rpc }, 'idempotency reply not stored');
      }
      return reply;
    },
  };
}
