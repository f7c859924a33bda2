// MongoDB for a test file: the real one named by MONGO_URL when set, otherwise a
// mongo-embedded server of the file's own. Databases get a random suffix, so runs
// sharing one real server never meet.
import { randomBytes } from 'node:crypto';
import { startMongoEmbedded } from '@workmesh/mongo-embedded';

export interface TestMongo {
  /** A connection string for a database of this test file's own. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/** Puts a database name into a MongoDB connection string, keeping its options. */
export function withDatabase(uri: string, database: string): string {
  const url = new URL(uri);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function startTestMongo(): Promise<TestMongo> {
  const suffix = randomBytes(4).toString('hex');
  const external = process.env.MONGO_URL;
  if (external) {
    return {
      urlFor: (database) => withDatabase(external, `${database}_${suffix}`),
      stop: async () => undefined,
    };
  }
  const server = await startMongoEmbedded({ port: 0 });
  return {
    urlFor: (database) => withDatabase(server.uri, `${database}_${suffix}`),
    stop: () => server.stop(),
  };
}

/** A prefix for exchange and queue names that no other run uses. */
export function testAmqpPrefix(name: string): string {
  return `test-${name}-${randomBytes(4).toString('hex')}`;
}

export const TEST_AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
