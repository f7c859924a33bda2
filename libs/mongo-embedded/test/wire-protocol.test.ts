// The wire protocol as raw bytes: handshake over OP_QUERY, OP_MSG with document
// sequences, checksums and moreToCome, and bad input that must only ever cost
// the connection that sent it.
import { deserialize, serialize, type Document } from 'bson';
import net from 'node:net';
import { startMongoEmbedded, type MongoEmbedded } from '../src';
import { crc32c } from '../src/crc32c';

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

const bsonBytes = (document: Document) => Buffer.from(serialize(document));

function header(length: number, requestId: number, opCode: number): Buffer {
  const buffer = Buffer.alloc(16);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(0, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

function opQuery(collection: string, query: Document, requestId = 1): Buffer {
  const body = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(`${collection}\0`),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    bsonBytes(query),
  ]);
  return Buffer.concat([header(16 + body.length, requestId, OP_QUERY), body]);
}

interface MsgOptions {
  sequences?: Array<[string, Document[]]>;
  checksum?: 'good' | 'bad';
  moreToCome?: boolean;
  requestId?: number;
}

function opMsg(command: Document, options: MsgOptions = {}): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), bsonBytes(command)];
  for (const [identifier, documents] of options.sequences ?? []) {
    const payload = Buffer.concat([Buffer.from(`${identifier}\0`), ...documents.map(bsonBytes)]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE((options.checksum ? 1 : 0) | (options.moreToCome ? 2 : 0));
  const body = Buffer.concat([flags, ...parts]);
  const length = 16 + body.length + (options.checksum ? 4 : 0);
  const message = Buffer.concat([header(length, options.requestId ?? 7, OP_MSG), body]);
  if (!options.checksum) return message;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32LE(
    options.checksum === 'good' ? crc32c(message) : (crc32c(message) ^ 1) >>> 0,
  );
  return Buffer.concat([message, checksum]);
}

/** A raw connection that collects whole replies and notices when the server closes it. */
class RawConnection {
  private readonly socket: net.Socket;
  private received = Buffer.alloc(0);
  private waiting: Array<() => void> = [];
  closed = false;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.waiting.splice(0).forEach((wake) => wake());
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.waiting.splice(0).forEach((wake) => wake());
    });
    this.socket.on('error', () => undefined);
  }

  send(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  async reply(
    timeoutMs = 3000,
  ): Promise<{ opCode: number; responseTo: number; document: Document }> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < 4 || this.received.length < this.received.readInt32LE(0)) {
      if (this.closed) throw new Error('connection closed');
      if (Date.now() > deadline) throw new Error('no reply');
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    const length = this.received.readInt32LE(0);
    const message = this.received.subarray(0, length);
    this.received = this.received.subarray(length);
    const opCode = message.readInt32LE(12);
    const responseTo = message.readInt32LE(8);
    const documentStart = opCode === OP_REPLY ? 36 : 21;
    return { opCode, responseTo, document: deserialize(message.subarray(documentStart)) };
  }

  async closedByServer(timeoutMs = 3000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return this.closed;
  }

  end(): void {
    this.socket.destroy();
  }
}

describe('wire protocol', () => {
  let server: MongoEmbedded;
  const connections: RawConnection[] = [];
  const connect = () => {
    const connection = new RawConnection(server.port);
    connections.push(connection);
    return connection;
  };

  beforeAll(async () => {
    server = await startMongoEmbedded();
  });
  afterEach(() => connections.splice(0).forEach((connection) => connection.end()));
  afterAll(() => server.stop());

  it('answers the OP_QUERY isMaster handshake on admin.$cmd with an OP_REPLY describing a replica-set primary', async () => {
    const connection = connect();
    connection.send(opQuery('admin.$cmd', { isMaster: 1, helloOk: true }, 41));
    const reply = await connection.reply();
    expect(reply.opCode).toBe(OP_REPLY);
    expect(reply.responseTo).toBe(41);
    expect(reply.document).toMatchObject({
      ok: 1,
      ismaster: true,
      setName: 'mongo-embedded',
      hosts: [`127.0.0.1:${server.port}`],
      primary: `127.0.0.1:${server.port}`,
      logicalSessionTimeoutMinutes: 30,
    });
    expect(reply.document.maxWireVersion).toBeGreaterThanOrEqual(17);
  });

  it('refuses other commands sent over OP_QUERY', async () => {
    const connection = connect();
    connection.send(opQuery('admin.$cmd', { ping: 1 }));
    const reply = await connection.reply();
    expect(reply.document).toMatchObject({ ok: 0, code: 352 });
  });

  it('folds kind-1 document sequences into the command (insert documents)', async () => {
    const connection = connect();
    connection.send(
      opMsg(
        { insert: 'sequences', $db: 'wire' },
        { sequences: [['documents', [{ _id: 1 }, { _id: 2 }, { _id: 3 }]]] },
      ),
    );
    expect((await connection.reply()).document).toMatchObject({ ok: 1, n: 3 });
    connection.send(opMsg({ count: 'sequences', $db: 'wire' }));
    expect((await connection.reply()).document).toMatchObject({ ok: 1, n: 3 });
  });

  it('accepts a message whose CRC-32C checksum is right', async () => {
    const connection = connect();
    connection.send(opMsg({ ping: 1, $db: 'admin' }, { checksum: 'good' }));
    expect((await connection.reply()).document).toMatchObject({ ok: 1 });
  });

  it('closes the connection on a wrong checksum', async () => {
    const connection = connect();
    connection.send(opMsg({ ping: 1, $db: 'admin' }, { checksum: 'bad' }));
    expect(await connection.closedByServer()).toBe(true);
  });

  it('sends no reply to a moreToCome (unacknowledged) message, yet performs it', async () => {
    const connection = connect();
    connection.send(
      opMsg({ insert: 'fire', documents: [{ _id: 'x' }], $db: 'wire' }, { moreToCome: true }),
    );
    connection.send(opMsg({ count: 'fire', $db: 'wire' }, { requestId: 99 }));
    const reply = await connection.reply();
    expect(reply.responseTo).toBe(99);
    expect(reply.document).toMatchObject({ ok: 1, n: 1 });
  });

  it('answers a command without $db with an error, not a crash', async () => {
    const connection = connect();
    connection.send(opMsg({ ping: 1 }));
    expect((await connection.reply()).document).toMatchObject({ ok: 0, code: 73 });
  });

  it.each([
    ['an oversize message (> 48 MB announced)', () => header(49_000_000, 1, OP_MSG)],
    ['an unknown opcode', () => Buffer.concat([header(26, 1, 9999), Buffer.alloc(10)])],
    [
      'invalid BSON in the body',
      () => {
        const body = Buffer.concat([
          Buffer.alloc(4),
          Buffer.from([0]),
          Buffer.from([12, 0, 0, 0, 0x99, 0x61, 0, 1, 2, 3, 4, 0]),
        ]);
        return Buffer.concat([header(16 + body.length, 1, OP_MSG), body]);
      },
    ],
    ['a length smaller than a header', () => header(8, 1, OP_MSG)],
  ])(
    'closes only the offending connection on %s; others keep being served',
    async (_name, badMessage) => {
      const healthy = connect();
      const offender = connect();
      offender.send(badMessage());
      expect(await offender.closedByServer()).toBe(true);
      healthy.send(opMsg({ ping: 1, $db: 'admin' }));
      expect((await healthy.reply()).document).toMatchObject({ ok: 1 });
    },
  );
});
