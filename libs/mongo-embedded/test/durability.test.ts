// With a data directory, every acknowledged write survives kill -9; the journal
// compacts into snapshots without losing anything; a torn tail is cut off.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { spawnMongoEmbedded, startMongoEmbedded } from '../src';
import { CLI_PATH } from '../src/child-process';

describe('durability with a data directory', () => {
  let dbPath: string;

  beforeEach(() => {
    dbPath = mkdtempSync(path.join(os.tmpdir(), 'mongo-embedded-'));
  });
  afterEach(() => rmSync(dbPath, { recursive: true, force: true }));

  it('keeps every acknowledged write after kill -9 and starts again on the same directory', async () => {
    const first = await spawnMongoEmbedded({ dbPath });
    const port = first.port;
    const client = new MongoClient(first.uri, { serverSelectionTimeoutMS: 5000 });
    const acknowledged: number[] = [];
    try {
      const orders = client.db('shop').collection('orders');
      await orders.createIndex({ ref: 1 }, { unique: true });
      // Concurrent writers, so that group commit batches several writes per fsync.
      await Promise.all(
        Array.from({ length: 4 }, async (_unused, writer) => {
          for (let i = 0; i < 50; i++) {
            const ref = writer * 1000 + i;
            await orders.insertOne({ ref, total: i });
            acknowledged.push(ref);
          }
        }),
      );
      await orders.updateOne({ ref: 1 }, { $set: { total: 999 } });
      await orders.deleteOne({ ref: 2 });
    } finally {
      await first.kill();
      await client.close(true);
    }

    const second = await spawnMongoEmbedded({ port, dbPath });
    const reader = new MongoClient(second.uri, { serverSelectionTimeoutMS: 5000 });
    try {
      const orders = reader.db('shop').collection('orders');
      const refs = (await orders.find({}, { projection: { ref: 1 } }).toArray()).map(
        (order) => order.ref as number,
      );
      expect(new Set(refs)).toEqual(new Set(acknowledged.filter((ref) => ref !== 2)));
      expect((await orders.findOne({ ref: 1 }))?.total).toBe(999);
      await expect(orders.insertOne({ ref: 3 })).rejects.toMatchObject({ code: 11000 });
    } finally {
      await reader.close();
      await second.kill();
    }
  });

  it('compacts the journal into a snapshot and still restores the exact state', async () => {
    const server = await startMongoEmbedded({ dbPath, compactAfterBytes: 20_000 });
    const client = new MongoClient(server.uri);
    const items = client.db('compaction').collection('items');
    await items.createIndex({ sku: 1 }, { unique: true });
    for (let i = 0; i < 300; i++)
      await items.insertOne({ sku: `sku-${i}`, padding: 'x'.repeat(200) });
    await items.deleteMany({ sku: { $in: ['sku-0', 'sku-1'] } });
    await items.updateMany({}, { $set: { padding: 'y' } });
    await client.close();
    await server.stop();
    const files = readdirSync(dbPath);
    expect(files.some((file) => /^snapshot-\d+\.bson$/.test(file))).toBe(true);
    expect(files.filter((file) => file.startsWith('journal-'))).toHaveLength(1);

    const restarted = await startMongoEmbedded({ dbPath });
    const reader = new MongoClient(restarted.uri);
    try {
      const restored = reader.db('compaction').collection('items');
      expect(await restored.countDocuments()).toBe(298);
      expect(await restored.countDocuments({ padding: 'y' })).toBe(298);
      await expect(restored.insertOne({ sku: 'sku-5' })).rejects.toMatchObject({ code: 11000 });
    } finally {
      await reader.close();
      await restarted.stop();
    }
  });

  it('cuts off a torn record at the end of the journal and keeps everything before it', async () => {
    const server = await startMongoEmbedded({ dbPath });
    const client = new MongoClient(server.uri);
    await client
      .db('torn')
      .collection('notes')
      .insertMany([{ n: 1 }, { n: 2 }]);
    await client.close();
    await server.stop();
    const journal = readdirSync(dbPath).find((file) => file.startsWith('journal-'))!;
    appendFileSync(path.join(dbPath, journal), Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5]));

    const restarted = await startMongoEmbedded({ dbPath });
    const reader = new MongoClient(restarted.uri);
    try {
      const notes = reader.db('torn').collection('notes');
      expect(await notes.countDocuments()).toBe(2);
      await notes.insertOne({ n: 3 });
      expect(await notes.countDocuments()).toBe(3);
    } finally {
      await reader.close();
      await restarted.stop();
    }
  });
});

describe('the mongo-embedded command', () => {
  it('says clearly that the port is taken and exits with an error', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const child = spawn(process.execPath, [CLI_PATH, '--port', String(port)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
    } finally {
      blocker.close();
    }
  });
});
