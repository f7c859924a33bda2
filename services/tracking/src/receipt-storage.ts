// Expense receipts in object storage (MinIO in production, the local S3-compatible server
// under `npm start` and in tests), through the `minio` client as the clients service
// keeps its logos (services/clients/src/logo-storage.ts). Objects live under receipts/
// with a server-made name. Unlike logos, receipts/ is never made public: the bytes are
// only ever served through GET /api/v3/expense/{id}/receipt, to the expense's team.
import { randomBytes } from 'node:crypto';
import { Reason, unavailable, type Logger } from '@workmesh/platform';
import { Client as MinioClient } from 'minio';
import type { TrackingConfig } from './config';
import type { AcceptedReceipt } from './receipt-rules';

export const RECEIPTS_PREFIX = 'receipts/';
/** How long start-up waits for the bucket set-up. */
const PREPARE_TIMEOUT_MS = 15_000;

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

const storageUnavailable = () =>
  unavailable(Reason.STORAGE_UNAVAILABLE, 'The file storage is unavailable; please try again.');

/** work's result, or an Error with `message` once `ms` have passed. */
async function within<T>(ms: number, message: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown })?.code;

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
  const endpoint = new URL(config.MINIO_ENDPOINT);
  const useSSL = endpoint.protocol === 'https:';
  const client = new MinioClient({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.MINIO_ACCESS_KEY ?? '',
    secretKey: config.MINIO_SECRET_KEY ?? '',
    region: config.MINIO_REGION,
    pathStyle: true,
  });
  const bucket = config.MINIO_BUCKET;

  async function makeBucketIfMissing(): Promise<void> {
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket, config.MINIO_REGION);
      logger.info({ bucket }, 'object storage bucket created');
    } catch (error) {
      // Another replica (or the clients service) made it first.
      const code = codeOf(error);
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }

  return {
    prepare: () =>
      within(
        PREPARE_TIMEOUT_MS,
        `object storage at ${config.MINIO_ENDPOINT} did not answer within ${PREPARE_TIMEOUT_MS} ms`,
        makeBucketIfMissing,
      ),

    async put(teamId, receipt) {
      const key = `${RECEIPTS_PREFIX}${teamId}/${randomBytes(16).toString('hex')}.${receipt.type}`;
      try {
        await client.putObject(bucket, key, receipt.data, receipt.data.length, {
          'Content-Type': receipt.contentType,
        });
      } catch (error) {
        logger.error({ err: error, bucket, key }, 'receipt upload failed');
        throw storageUnavailable();
      }
      return key;
    },

    async get(key) {
      try {
        const stream = await client.getObject(bucket, key);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
        return Buffer.concat(chunks);
      } catch (error) {
        logger.error({ err: error, bucket, key }, 'receipt download failed');
        throw storageUnavailable();
      }
    },

    async remove(key) {
      try {
        await client.removeObject(bucket, key);
      } catch (error) {
        logger.warn(
          { err: error, bucket, key },
          'could not remove a receipt; the object is left behind',
        );
      }
    },
  };
}
