// The TCP server: frames messages per connection, runs each connection's
// messages one at a time (as drivers expect), and answers OP_MSG with OP_MSG and
// the legacy OP_QUERY handshake with OP_REPLY. A malformed message closes only
// the connection it came on.
import type { Document } from 'bson';
import net from 'node:net';
import { CommandDispatcher } from './command-dispatch';
import type { ServerIdentity } from './commands/command-context';
import { CursorRegistry } from './cursors';
import { ErrorCodes, MongoCommandError } from './errors';
import type { Storage } from './storage';
import { expireDocuments } from './ttl-monitor';
import {
  decodeMessage,
  encodeOpMsg,
  encodeOpReply,
  HEADER_BYTES,
  MAX_MESSAGE_BYTES,
  MSG_FLAG_MORE_TO_COME,
  type WireRequest,
} from './wire-protocol';

const HANDSHAKE_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);
const UNSUPPORTED_OP_QUERY_COMMAND = 352;

export interface ServerOptions {
  host: string;
  port: number;
  setName: string;
  ttlMonitorIntervalMs: number;
  log: (message: string) => void;
}

export class WireServer {
  private readonly server = net.createServer((socket) => this.accept(socket));
  private readonly sockets = new Set<net.Socket>();
  private readonly cursors = new CursorRegistry();
  private readonly dispatcher: CommandDispatcher;
  private readonly timers: NodeJS.Timeout[] = [];
  private nextConnectionId = 1;
  private nextRequestId = 1;
  private hostAndPort = '';
  private readonly startedAt = Date.now();
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly storage: Storage,
    private readonly options: ServerOptions,
  ) {
    this.dispatcher = new CommandDispatcher(storage, this.cursors);
  }

  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') {
          reject(
            new Error(
              `mongo-embedded: port ${this.options.port} on ${this.options.host} is already in use; choose another with --port (or port: 0 for a free one)`,
            ),
          );
        } else reject(error);
      };
      this.server.once('error', onError);
      this.server.listen(this.options.port, this.options.host, () => {
        this.server.off('error', onError);
        const { port } = this.server.address() as net.AddressInfo;
        this.hostAndPort = `${this.options.host}:${port}`;
        this.startTimers();
        resolve(port);
      });
    });
  }

  private startTimers(): void {
    const every = (ms: number, task: () => void) => {
      const timer = setInterval(task, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.ttlMonitorIntervalMs, () => {
      if (this.dispatcher.parameters.ttlMonitorEnabled === false) return; // setParameter paused it
      expireDocuments(this.storage).catch((error: Error) =>
        this.options.log(`TTL monitor failed: ${error.message}`),
      );
    });
    every(1000, () => {
      this.dispatcher.expireTransactions();
      this.cursors.removeIdle();
    });
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const connectionId = this.nextConnectionId++;
    const identity: ServerIdentity = {
      hostAndPort: this.hostAndPort,
      setName: this.options.setName,
      startedAt: this.startedAt,
      connectionId,
      connections: () => this.sockets.size,
    };
    let buffered = Buffer.alloc(0);
    let queue = Promise.resolve();
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      while (buffered.length >= 4) {
        const length = buffered.readInt32LE(0);
        if (length < HEADER_BYTES + 5 || length > MAX_MESSAGE_BYTES) {
          this.options.log(
            `closing connection ${connectionId}: message length ${length} out of range`,
          );
          socket.destroy();
          return;
        }
        if (buffered.length < length) break;
        const message = buffered.subarray(0, length);
        buffered = buffered.subarray(length);
        queue = queue.then(() => this.handle(socket, message, identity));
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private async handle(
    socket: net.Socket,
    message: Buffer,
    identity: ServerIdentity,
  ): Promise<void> {
    if (socket.destroyed) return;
    let request: WireRequest;
    try {
      request = decodeMessage(message);
    } catch (error) {
      this.options.log(`closing connection ${identity.connectionId}: ${(error as Error).message}`);
      socket.destroy();
      return;
    }
    const work = this.answer(socket, request, identity);
    this.inFlight.add(work);
    await work.finally(() => this.inFlight.delete(work));
  }

  private async answer(
    socket: net.Socket,
    request: WireRequest,
    identity: ServerIdentity,
  ): Promise<void> {
    const requestId = this.nextRequestId++;
    if (request.kind === 'refused') {
      if (request.flags & MSG_FLAG_MORE_TO_COME || socket.destroyed) return;
      socket.write(encodeOpMsg(requestId, request.header.requestId, request.error.toReply()));
      return;
    }
    if (request.kind === 'query') {
      const reply = await this.answerOpQuery(request.fullCollectionName, request.command, identity);
      if (!socket.destroyed)
        socket.write(encodeOpReply(requestId, request.header.requestId, reply));
      return;
    }
    const database = request.command.$db;
    const reply =
      typeof database === 'string' && database.length > 0
        ? await this.dispatcher.execute(database, request.command, identity)
        : new MongoCommandError(
            ErrorCodes.InvalidNamespace,
            'OP_MSG requests require a $db argument',
          ).toReply();
    if (request.flags & MSG_FLAG_MORE_TO_COME) return; // unacknowledged: no reply wanted
    if (!socket.destroyed) socket.write(encodeOpMsg(requestId, request.header.requestId, reply));
  }

  private async answerOpQuery(
    fullCollectionName: string,
    command: Document,
    identity: ServerIdentity,
  ): Promise<Document> {
    const name = Object.keys(command)[0] ?? '';
    const [database, collection] = [
      fullCollectionName.slice(0, fullCollectionName.indexOf('.')),
      fullCollectionName.slice(fullCollectionName.indexOf('.') + 1),
    ];
    if (collection !== '$cmd' || !HANDSHAKE_COMMANDS.has(name)) {
      return new MongoCommandError(
        UNSUPPORTED_OP_QUERY_COMMAND,
        `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
      ).toReply();
    }
    return this.dispatcher.execute(database || 'admin', command, identity);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
    await Promise.allSettled([...this.inFlight]);
  }
}
