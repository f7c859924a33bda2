// Client logos in object storage through platform's objectStore. Objects live under
// profiles/ with a server-made name; the bucket is made at start-up and profiles/ is
// readable by anyone, so the URL in a client record serves the image.
import { randomBytes } from 'node:crypto';
import { objectStore, type Logger } from '@workmesh/platform';
import type { ClientsConfig } from './config';
import type { AcceptedLogo } from './logo-rules';

export const PROFILES_PREFIX = 'profiles/';

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
  const store = objectStore(
    {
      endpoint: config.MINIO_ENDPOINT,
      accessKey: config.MINIO_ACCESS_KEY,
      secretKey: config.MINIO_SECRET_KEY,
      bucket: config.MINIO_BUCKET,
      region: config.MINIO_REGION,
      objectName: 'logo',
    },
    logger,
  );
  return {
    prepare: () => store.prepare(PROFILES_PREFIX),
    async put(logo) {
      const key = `${PROFILES_PREFIX}${randomBytes(16).toString('hex')}.${logo.extension}`;
      await store.put(key, logo.data, logo.contentType);
      return key;
    },
    async remove(key) {
      if (key) await store.remove(key);
    },
    urlOf: (key) => (key ? `${config.MINIO_PUBLIC_URL}/${store.bucket}/${key}` : ''),
  };
}
