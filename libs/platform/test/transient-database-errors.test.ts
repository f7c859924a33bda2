// MongoDB out of reach in the middle of a transaction (a TCP proxy between the
// connection and the server, cut mid-transaction): the failure escapes as UNAVAILABLE
// (503 at the gateway), not INTERNAL; a short cut is retried and commits once.
import { status } from '@grpc/grpc-js';
import { startTcpProxy, startTestMongo, type TcpProxy, type TestMongo } from '@workmesh/testing';
import mongoose, { type Connection } from 'mongoose';
import { mongoRepository, toGrpcError } from '../src';

let mongo: TestMongo;
let proxy: TcpProxy;
let connection: Connection;
const Entry = new mongoose.Schema({ name: String });

beforeAll(async () => {
  mongo = await startTestMongo();
  const target = new URL(mongo.urlFor('transient'));
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  target.host = `127.0.0.1:${proxy.port}`;
  // Through the proxy only: a replica set member list would name the server's own port.
  target.searchParams.delete('replicaSet');
  target.searchParams.set('directConnection', 'true');
  // The driver looks for the server again every heartbeat: after a cut is restored it must
  // find it well before mongoose's 10 s buffering limit, also on a loaded machine (the
  // default heartbeat, 10 s, raced that limit: 1 failure in a CI run).
  connection = await mongoose
    .createConnection(target.toString(), {
      serverSelectionTimeoutMS: 1000,
      heartbeatFrequencyMS: 500,
    })
    .asPromise();
  await connection.model('Entry', Entry).createCollection();
});
afterAll(async () => {
  await connection.close();
  await proxy.close();
  await mongo.stop();
});

const entries = () => connection.model('Entry');
const repository = () =>
  mongoRepository<{ entries: { model: ReturnType<typeof entries> } }, never>(connection, {
    entries: { model: entries() },
  });

describe('a transaction while MongoDB is out of reach', () => {
  it('answers UNAVAILABLE when the connection is cut and stays cut', async () => {
    proxy.restore();
    const failure = await repository()
      .transaction(async () => {
        await entries().create({ name: 'first' });
        proxy.cut();
        await entries().create({ name: 'second' });
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeDefined();
    expect(toGrpcError(failure).code).toBe(status.UNAVAILABLE);
    proxy.restore();
  });

  it('retries a short cut and writes once', async () => {
    proxy.restore();
    let attempts = 0;
    await repository().transaction(async () => {
      attempts++;
      await entries().create({ name: 'retried' });
      if (attempts === 1) {
        proxy.cut();
        setTimeout(() => proxy.restore(), 100);
      }
      await entries().create({ name: 'retried-too' });
    });
    expect(attempts).toBeGreaterThan(1);
    expect(await entries().countDocuments({ name: 'retried' })).toBe(1);
  });
});
