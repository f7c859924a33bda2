// Uploaded import files in object storage (the bucket receipts are kept in), under
// imports/<team>/<import id>: never public, read back by the import worker as a stream
// (a file of any size is read with bounded memory, and read again from the start when
// a worker resumes an interrupted job).
import type { Readable } from 'node:stream';
import { objectStore, storageUnavailable, type Logger } from '@workmesh/platform';
import type { TrackingConfig } from '../config';

export const IMPORTS_PREFIX = 'imports/';

export const importObjectKey = (teamId: number, importId: number) =>
  `${IMPORTS_PREFIX}${teamId}/${importId}`;

export interface ImportStorage {
  /** Makes the bucket if missing (no policy: imports/ stays private). */
  prepare(): Promise<void>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  getStream(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** Without MINIO_ENDPOINT: imports are refused as unavailable (everything else works). */
function noImportStorage(): ImportStorage {
  return {
    prepare: async () => undefined,
    put: async () => {
      throw storageUnavailable();
    },
    getStream: async () => {
      throw storageUnavailable();
    },
    remove: async () => undefined,
  };
}

export function importStorage(
  config: Pick<
    TrackingConfig,
    'MINIO_ENDPOINT' | 'MINIO_ACCESS_KEY' | 'MINIO_SECRET_KEY' | 'MINIO_BUCKET' | 'MINIO_REGION'
  >,
  logger: Logger,
): ImportStorage {
  if (!config.MINIO_ENDPOINT) return noImportStorage();
  const store = objectStore(
    {
      endpoint: config.MINIO_ENDPOINT,
      accessKey: config.MINIO_ACCESS_KEY ?? '',
      secretKey: config.MINIO_SECRET_KEY ?? '',
      bucket: config.MINIO_BUCKET,
      region: config.MINIO_REGION,
      objectName: 'import file',
    },
    logger,
  );
  return {
    prepare: () => store.prepare(),
    put: (key, data, contentType) => store.put(key, data, contentType),
    getStream: (key) => store.getStream(key),
    remove: (key) => store.remove(key),
  };
}
