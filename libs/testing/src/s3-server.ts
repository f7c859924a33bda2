// A local S3-compatible server (s3rver) for tests and `npm start` without MinIO:
// the clients service talks to it with the same `minio` client code it uses against
// MinIO, and objects are served over plain HTTP at <endpoint>/<bucket>/<key>, every
// answer with `X-Content-Type-Options: nosniff` (as the front of a production store
// should add it: S3 and MinIO cannot store that header with an object).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

type KoaMiddleware = (
  ctx: { set(name: string, value: string): void },
  next: () => Promise<void>,
) => Promise<void>;

export interface LocalS3 {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  port: number;
  /** s3rver accepts this fixed key pair. */
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

export async function startS3Server(
  options: { port?: number; directory?: string; buckets?: string[] } = {},
): Promise<LocalS3> {
  const directory = options.directory ?? mkdtempSync(path.join(os.tmpdir(), 'workmesh-s3-'));
  const server = new S3rver({
    port: options.port ?? 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: (options.buckets ?? []).map((name) => ({ name, configs: [] })),
  });
  // s3rver is a Koa app: a middleware put first sets the header on every answer.
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    stop: async () => {
      await server.close();
      // A directory made here is a test's scratch space; one given is the caller's data.
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
