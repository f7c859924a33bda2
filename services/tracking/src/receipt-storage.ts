// Expense receipts in object storage through platform's objectStore, the store clients keeps
// its logos in. Objects live under receipts/<team>/ with a server-made name. Unlike logos,
// receipts/ is never made public: the bytes are only ever served through
// GET /api/v3/expense/{id}/receipt, to the expense's team.
import { randomBytes } from 'node:crypto';
import { objectStore, storageUnavailable, type Logger } from '@workmesh/platform';
import type { TrackingConfig } from './config';
import type { AcceptedReceipt } from './receipt-rules';

export const RECEIPTS_PREFIX = 'receipts/';

export interface ReceiptStorage {
  /** Makes the bucket if missing (no policy: receipts/ stays private). */
  prepare(): Promise<void>;
  /** Stores the receipt under a new name in the team's folder; answers its object key. */
  put(teamId: number, receipt: AcceptedReceipt): Promise<string>;
  /** The stored bytes of an object key. */
  get(key: string): Promise<Buffer>;
  /** Removes an object; failures are logged, never thrown (a leftover object harms nobody). */
  remove(key: string): Promise<void>;
}

/** Without MINIO_ENDPOINT: receipts are refused as unavailable (everything else works). */
function noReceiptStorage(): ReceiptStorage {
  return {
    prepare: async () => undefined,
    put: async () => {
      throw storageUnavailable();
    },
    get: async () => {
      throw storageUnavailable();
    },
    remove: async () => undefined,
  };
}

export function receiptStorage(
  config: Pick<
    TrackingConfig,
    'MINIO_ENDPOINT' | 'MINIO_ACCESS_KEY' | 'MINIO_SECRET_KEY' | 'MINIO_BUCKET' | 'MINIO_REGION'
  >,
  logger: Logger,
): ReceiptStorage {
  if (!config.MINIO_ENDPOINT) return noReceiptStorage();
  const store = objectStore(
    {
      endpoint: config.MINIO_ENDPOINT,
      accessKey: config.MINIO_ACCESS_KEY ?? '',
      secretKey: config.MINIO_SECRET_KEY ?? '',
      bucket: config.MINIO_BUCKET,
      region: config.MINIO_REGION,
      objectName: 'receipt',
    },
    logger,
  );
  return {
    prepare: () => store.prepare(),
    async put(teamId, receipt) {
      const key = `${RECEIPTS_PREFIX}${teamId}/${randomBytes(16).toString('hex')}.${receipt.type}`;
      await store.put(key, receipt.data, receipt.contentType);
      return key;
    },
    get: (key) => store.get(key),
    remove: (key) => store.remove(key),
  };
}
