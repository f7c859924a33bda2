// The zips of exports in object storage, under exports/ (never public: a zip is reached
// only through a presigned link, which GET /export/{id} gives its owners). Links are
// signed for the store's public address (MINIO_PUBLIC_URL) when clients reach it there.
import type { Readable } from 'node:stream';
import { objectStore, storageUnavailable, type Logger } from '@workmesh/platform';
import type { TrackingConfig } from '../config';

export const EXPORTS_PREFIX = 'exports/';

export interface ExportStorage {
  prepare(): Promise<void>;
  keyOf(exportId: number): string;
  put(key: string, zip: Readable): Promise<void>;
  size(key: string): Promise<number>;
  link(key: string, exportId: number, seconds: number): Promise<string>;
  remove(key: string): Promise<void>;
}

/** Without MINIO_ENDPOINT: exports fail with the store's unavailability (nothing else does). */
function noExportStorage(): ExportStorage {
  const unavailable = async (): Promise<never> => {
    throw storageUnavailable();
  };
  return {
    prepare: async () => undefined,
    keyOf: (exportId) => `${EXPORTS_PREFIX}${exportId}.zip`,
    put: unavailable,
    size: unavailable,
    link: unavailable,
    remove: async () => undefined,
  };
}

export function exportStorage(
  config: Pick<
    TrackingConfig,
    | 'MINIO_ENDPOINT'
    | 'MINIO_ACCESS_KEY'
    | 'MINIO_SECRET_KEY'
    | 'MINIO_BUCKET'
    | 'MINIO_REGION'
    | 'MINIO_PUBLIC_URL'
  >,
  logger: Logger,
): ExportStorage {
  if (!config.MINIO_ENDPOINT) return noExportStorage();
  const store = objectStore(
    {
      endpoint: config.MINIO_ENDPOINT,
      accessKey: config.MINIO_ACCESS_KEY ?? '',
      secretKey: config.MINIO_SECRET_KEY ?? '',
      bucket: config.MINIO_BUCKET,
      region: config.MINIO_REGION,
      objectName: 'export',
      ...(config.MINIO_PUBLIC_URL ? { publicEndpoint: config.MINIO_PUBLIC_URL } : {}),
    },
    logger,
  );
  return {
    prepare: () => store.prepare(),
    keyOf: (exportId) => `${EXPORTS_PREFIX}${exportId}.zip`,
    put: (key, zip) => store.putStream(key, zip, 'application/zip'),
    size: (key) => store.size(key),
    link: (key, exportId, seconds) =>
      store.presignedGetUrl(key, seconds, `workmesh-export-${exportId}.zip`),
    remove: (key) => store.remove(key),
  };
}
