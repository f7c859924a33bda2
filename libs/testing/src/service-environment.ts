// Where a service under a component test runs: a MongoDB of the test file's own and a
// private prefix on the shared RabbitMQ, and the variables that point it there.
import { deleteBrokerObjects } from './broker-cleanup';
import { startTestMongo, TEST_AMQP_URL, testAmqpPrefix, type TestMongo } from './test-mongo';

export interface ServiceTestEnvironment {
  mongo: TestMongo;
  amqpUrl: string;
  prefix: string;
  /** The service's database, broker and prefix, gRPC on a free port, its logs silent. */
  env: Record<string, string>;
  /** Stops MongoDB and deletes what the run declared on the broker under its prefix. */
  stop(declared: { queues?: string[]; exchanges?: string[] }): Promise<void>;
}

/** `service` names the database and starts the prefix. */
export async function startServiceTestEnvironment(
  service: string,
): Promise<ServiceTestEnvironment> {
  const mongo = await startTestMongo();
  const prefix = testAmqpPrefix(service);
  return {
    mongo,
    amqpUrl: TEST_AMQP_URL,
    prefix,
    env: {
      GRPC_PORT: '0',
      METRICS_PORT: '0',
      MONGO_URL: mongo.urlFor(service),
      AMQP_URL: TEST_AMQP_URL,
      AMQP_PREFIX: prefix,
      LOG_LEVEL: 'silent',
    },
    async stop(declared) {
      await mongo.stop();
      await deleteBrokerObjects(TEST_AMQP_URL, declared);
    },
  };
}
