// Client logos in object storage (MinIO in production, a local S3-compatible server
// under `npm start` and in tests), through the `minio` client. Objects live under
// profiles/ with a server-made name; the bucket is made at start-up and profiles/ is
// readable by anyone, so the URL in a client record serves the image.
import { randomBytes } from 'node:crypto';
import { Reason, unavailable, type Logger } from '@workmesh/platform';
import { Client as MinioClient } from 'minio';
import type { ClientsConfig } from './config';
import type { AcceptedLogo } from './logo-rules';

export const PROFILES_PREFIX = 'profiles/';
/** How long start-up waits for the bucket set-up. */
const PREPARE_TIMEOUT_MS = 15_000;

export interface LogoStorage {
  /** Makes the bucket if missing and lets anyone read profiles/*. */
  prepare(): Promise<void>;
  /** Stores the logo under a new name; answers its object key. */
  put(logo: AcceptedLogo): Promise<string>;
  /** Removes an object; failures are logged, never thrown (a leftover object harms nobody). */
  remove(key: string): Promise<void>;
  /** The public URL of an object key ('' for none). */
  urlOf(key: string): string;
}

/** Anonymous read of profiles/* (the S3 policy language MinIO speaks). */
const publicReadPolicy = (bucket: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetObject'],
        Resource: [`arn:aws:s3:::${bucket}/${PROFILES_PREFIX}*`],
      },
    ],
  });

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

export function logoStorage(
  config: Pick<
    ClientsConfig,
    | 'MINIO_ENDPOINT'
    | 'MINIO_ACCESS_KEY'
    | 'MINIO_SECRET_KEY'
    | 'MINIO_BUCKET'
    | 'MINIO_REGION'
    | 'MINIO_PUBLIC_URL'
  >,
  logger: Logger,
): LogoStorage {
  const endpoint = new URL(config.MINIO_ENDPOINT);
  const useSSL = endpoint.protocol === 'https:';
  const client = new MinioClient({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.MINIO_ACCESS_KEY,
    secretKey: config.MINIO_SECRET_KEY,
    region: config.MINIO_REGION,
    // <endpoint>/<bucket>/<key>, as the public URLs are built.
    pathStyle: true,
  });
  const bucket = config.MINIO_BUCKET;

  async function makeBucketIfMissing(): Promise<void> {
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket, config.MINIO_REGION);
      logger.info({ bucket }, 'object storage bucket created');
    } catch (error) {
      // Another replica made it first.
      const code = codeOf(error);
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }

  async function allowPublicRead(): Promise<void> {
    try {
      await client.setBucketPolicy(bucket, publicReadPolicy(bucket));
    } catch (error) {
      const code = codeOf(error);
      // The local S3-compatible server has no policies and serves objects to anyone.
      if (code === 'NotImplemented') {
        logger.debug({ bucket }, 'object storage has no bucket policies; objects are public');
        return;
      }
      // Keys without the right to set policies: the operator manages the bucket's policy.
      if (code === 'AccessDenied') {
        logger.warn(
          { bucket },
          'not allowed to set the public-read policy of profiles/*; logo URLs need it set by the operator',
        );
        return;
      }
      throw error;
    }
  }

  return {
    // An unreachable store must stop the start with a clear message, not hang it.
    prepare: () =>
      within(
        PREPARE_TIMEOUT_MS,
        `object storage at ${config.MINIO_ENDPOINT} did not answer within ${PREPARE_TIMEOUT_MS} ms`,
        async () => {
          await makeBucketIfMissing();
          await allowPublicRead();
        },
      ),

    async put(logo) {
      const key = `${PROFILES_PREFIX}${randomBytes(16).toString('hex')}.${logo.extension}`;
      try {
        await client.putObject(bucket, key, logo.data, logo.data.length, {
          'Content-Type': logo.contentType,
        });
      } catch (error) {
        logger.error({ err: error, bucket, key }, 'logo upload failed');
        throw unavailable(
          Reason.STORAGE_UNAVAILABLE,
          'The file storage is unavailable; please try again.',
        );
      }
      return key;
    },

    async remove(key) {
      if (!key) return;
      try {
        await client.removeObject(bucket, key);
      } catch (error) {
        logger.warn(
          { err: error, bucket, key },
          'could not remove a logo; the object is left behind',
        );
      }
    },

    urlOf: (key) => (key ? `${config.MINIO_PUBLIC_URL}/${bucket}/${key}` : ''),
  };
}
