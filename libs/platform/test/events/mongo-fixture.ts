// A private database per test file (embedded server, or real MongoDB when MONGO_URL is
// set), opened with mongoose and dropped at the end.
import { startTestMongo } from '@workmesh/testing';
import mongoose, { type Connection } from 'mongoose';

export interface TestDatabase {
  connection: Connection;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const mongo = await startTestMongo();
  const connection = await mongoose.createConnection(mongo.urlFor('platform_events')).asPromise();
  return {
    connection,
    async close() {
      await connection.dropDatabase();
      await connection.close();
      await mongo.stop();
    },
  };
}
