// One bucket of object storage (MinIO in production, the local S3-compatible server under
// `npm start` and in tests) through the `minio` client: what clients' logos and tracking's
// receipts share. The bucket is made at start-up if missing (another replica or service
// may make it first); a failed upload or download is UNAVAILABLE STORAGE_UNAVAILABLE for
// the caller, with the cause logged; a failed removal is logged and left behind (a leftover
// object harms nobody). Key names, prefixes and who may read them are the caller's.
import type { Readable } from 'node:stream';
import { Client as MinioClient } from 'minio';
import { Reason } from './error-reasons';
import { unavailable } from './errors';
import type { Logger } from './logging';

/** How long start-up waits for the bucket set-up. */
const PREPARE_TIMEOUT_MS = 15_000;

/**
 * The part of a stream's multipart upload held in memory at a time (S3's least is 5 MB
 * but the last); 16 MB parts allow objects of 160 GB (10,000 parts).
 */
export const UPLOAD_PART_BYTES = 16 * 1024 * 1024;

export interface ObjectStoreOptions {
  /** http(s)://host:port of the S3 API. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
  /** What the objects are, for log lines ('logo', 'receipt'). */
  objectName: string;
  /**
   * http(s)://host:port at which clients reach the store, for presigned links, when it is
   * not `endpoint` (compose and k8s: the services' address of MinIO is internal).
   */
  publicEndpoint?: string;
}

export interface ObjectStore {
  readonly bucket: string;
  /**
   * Makes the bucket if missing, then lets anyone read the objects under `publicPrefix`
   * when one is given (a store without bucket policies, or keys without the right to set
   * them, is logged: the objects are public, or the operator sets the policy).
   */
  prepare(publicPrefix?: string): Promise<void>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Uploads a stream of unknown length (multipart upload: memory bounded by the part size). */
  putStream(key: string, data: Readable, contentType: string): Promise<void>;
  /** The object as a stream, from byte `offset` on (a resumed read). */
  getStream(key: string, offset?: number): Promise<Readable>;
  /** The object's size in bytes. */
  size(key: string): Promise<number>;
  /**
   * A link that downloads the object without credentials until `expirySeconds` have
   * passed (an S3 presigned GET; `downloadName` sets its Content-Disposition), on the
   * store's public URL when one is set (the address clients reach), else its endpoint.
   */
  presignedGetUrl(key: string, expirySeconds: number, downloadName?: string): Promise<string>;
}

export const storageUnavailable = () =>
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

/** Anonymous read of `<prefix>*` (the S3 policy language MinIO speaks). */
const publicReadPolicy = (bucket: string, prefix: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetObject'],
        Resource: [`arn:aws:s3:::${bucket}/${prefix}*`],
      },
    ],
  });

/**
 * A stream of unknown length uploaded part by part, one part in memory at a time; a
 * stream shorter than a part is one plain upload. The client's own stream upload is not
 * used: for an unknown length it sizes parts for the largest object S3 allows (over
 * 500 MB each) and first lists incomplete uploads, which some S3-compatible servers lack.
 * A failed upload is aborted, so no part is left behind (nor a partial object).
 */
async function uploadInParts(
  client: MinioClient,
  bucket: string,
  key: string,
  data: Readable,
  contentType: string,
): Promise<void> {
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  let uploadId: string | undefined;
  const etags: Array<{ part: number; etag: string }> = [];
  const sendPart = async () => {
    const part = Buffer.concat(buffered);
    buffered = [];
    bufferedBytes = 0;
    uploadId ??= await client.initiateNewMultipartUpload(bucket, key, {
      'Content-Type': contentType,
    });
    const partNumber = etags.length + 1;
    const { etag } = await client.uploadPart(
      { bucketName: bucket, objectName: key, uploadID: uploadId, partNumber, headers: {} },
      part,
    );
    etags.push({ part: partNumber, etag });
  };
  try {
    for await (const chunk of data) {
      buffered.push(Buffer.from(chunk as Uint8Array));
      bufferedBytes += (chunk as Uint8Array).length;
      if (bufferedBytes >= UPLOAD_PART_BYTES) await sendPart();
    }
    if (uploadId === undefined) {
      const whole = Buffer.concat(buffered);
      await client.putObject(bucket, key, whole, whole.length, { 'Content-Type': contentType });
      return;
    }
    if (bufferedBytes > 0) await sendPart();
    await client.completeMultipartUpload(bucket, key, uploadId, etags);
  } catch (error) {
    if (uploadId !== undefined)
      await client.abortMultipartUpload(bucket, key, uploadId).catch(() => undefined);
    throw error;
  }
}

export function objectStore(options: ObjectStoreOptions, logger: Logger): ObjectStore {
  const { bucket, objectName } = options;
  const endpoint = new URL(options.endpoint);
  const useSSL = endpoint.protocol === 'https:';
  const client = new MinioClient({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    // <endpoint>/<bucket>/<key>, as public URLs are built.
    pathStyle: true,
  });

  // Presigned links are signed for the host clients reach: a second client on the public
  // endpoint, which only signs (no request goes out from it).
  let publicClient: MinioClient | undefined;
  function linkClient(): MinioClient {
    if (!options.publicEndpoint) return client;
    if (!publicClient) {
      const url = new URL(options.publicEndpoint);
      const ssl = url.protocol === 'https:';
      publicClient = new MinioClient({
        endPoint: url.hostname,
        port: url.port ? Number(url.port) : ssl ? 443 : 80,
        useSSL: ssl,
        accessKey: options.accessKey,
        secretKey: options.secretKey,
        region: options.region,
        pathStyle: true,
      });
    }
    return publicClient;
  }

  async function makeBucketIfMissing(): Promise<void> {
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket, options.region);
      logger.info({ bucket }, 'object storage bucket created');
    } catch (error) {
      // Another replica (or service) made it first.
      const code = codeOf(error);
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }

  async function allowPublicRead(prefix: string): Promise<void> {
    try {
      await client.setBucketPolicy(bucket, publicReadPolicy(bucket, prefix));
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
          `not allowed to set the public-read policy of ${prefix}*; ${objectName} URLs need it set by the operator`,
        );
        return;
      }
      throw error;
    }
  }

  return {
    bucket,
    // An unreachable store must stop the start with a clear message, not hang it.
    prepare: (publicPrefix) =>
      within(
        PREPARE_TIMEOUT_MS,
        `object storage at ${options.endpoint} did not answer within ${PREPARE_TIMEOUT_MS} ms`,
        async () => {
          await makeBucketIfMissing();
          if (publicPrefix) await allowPublicRead(publicPrefix);
        },
      ),

    async put(key, data, contentType) {
      try {
        await client.putObject(bucket, key, data, data.length, { 'Content-Type': contentType });
      } catch (error) {
        logger.error({ err: error, bucket, key }, `${objectName} upload failed`);
        throw storageUnavailable();
      }
    },

    async get(key) {
      try {
        const stream = await client.getObject(bucket, key);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
        return Buffer.concat(chunks);
      } catch (error) {
        logger.error({ err: error, bucket, key }, `${objectName} download failed`);
        throw storageUnavailable();
      }
    },

    async putStream(key, data, contentType) {
      try {
        await uploadInParts(client, bucket, key, data, contentType);
      } catch (error) {
        logger.error({ err: error, bucket, key }, `${objectName} upload failed`);
        throw storageUnavailable();
      }
    },

    async getStream(key, offset = 0) {
      try {
        return offset > 0
          ? await client.getPartialObject(bucket, key, offset)
          : await client.getObject(bucket, key);
      } catch (error) {
        logger.error({ err: error, bucket, key }, `${objectName} download failed`);
        throw storageUnavailable();
      }
    },

    async size(key) {
      try {
        return (await client.statObject(bucket, key)).size;
      } catch (error) {
        logger.error({ err: error, bucket, key }, `${objectName} stat failed`);
        throw storageUnavailable();
      }
    },

    async presignedGetUrl(key, expirySeconds, downloadName) {
      try {
        const headers = downloadName
          ? { 'response-content-disposition': `attachment; filename="${downloadName}"` }
          : undefined;
        return await linkClient().presignedGetObject(bucket, key, expirySeconds, headers);
      } catch (error) {
        logger.error({ err: error, bucket, key }, `${objectName} link failed`);
        throw storageUnavailable();
      }
    },

    async remove(key) {
      try {
        await client.removeObject(bucket, key);
      } catch (error) {
        logger.warn(
          { err: error, bucket, key },
          `could not remove a ${objectName}; the object is left behind`,
        );
      }
    },
  };
}
