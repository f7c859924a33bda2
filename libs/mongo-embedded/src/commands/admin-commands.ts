// Handshake and server information: hello/isMaster, ping, buildInfo,
// getParameter, setParameter (transactionLifetimeLimitSeconds), serverStatus, endSessions,
// and the transaction commands.
import { ObjectId, type Document } from 'bson';
import { ErrorCodes, MongoCommandError } from '../errors';
import { MAX_BSON_OBJECT_BYTES, MAX_MESSAGE_BYTES } from '../wire-protocol';
import type { CommandContext, CommandDefinition, ServerParameters } from './command-context';

export const SERVER_VERSION = '7.0.0';
/** Wire version of MongoDB 7.0: recent enough for every driver feature our services use. */
export const MAX_WIRE_VERSION = 21;
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

function hello(context: CommandContext): Document {
  const { server } = context;
  const legacy = context.name.toLowerCase() === 'ismaster';
  return {
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    helloOk: true,
    setName: server.setName,
    setVersion: 1,
    hosts: [server.hostAndPort],
    primary: server.hostAndPort,
    me: server.hostAndPort,
    secondary: false,
    electionId: ELECTION_ID,
    maxBsonObjectSize: MAX_BSON_OBJECT_BYTES,
    maxMessageSizeBytes: MAX_MESSAGE_BYTES,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: server.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
  };
}

function buildInfo(): Document {
  return {
    version: SERVER_VERSION,
    gitVersion: 'mongo-embedded',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_BYTES,
    storageEngines: ['mongo-embedded'],
    modules: [],
  };
}

const FIXED_PARAMETERS: Document = {
  featureCompatibilityVersion: { version: '7.0' },
  maxBSONDepth: 200,
};
const PARAMETER_NAMES = [...Object.keys(FIXED_PARAMETERS), 'transactionLifetimeLimitSeconds'];
const SETTABLE_PARAMETERS: ReadonlySet<keyof ServerParameters> = new Set([
  'transactionLifetimeLimitSeconds',
]);

function getParameter(context: CommandContext): Document {
  const all: Document = { ...FIXED_PARAMETERS, ...context.parameters };
  const selector = context.command.getParameter;
  if (
    selector === '*' ||
    (selector && typeof selector === 'object' && (selector as Document).allParameters)
  ) {
    return all;
  }
  const wanted = Object.keys(context.command).filter((key) => key in all);
  if (wanted.length === 0)
    throw new MongoCommandError(ErrorCodes.InvalidOptions, 'no option found to get');
  return Object.fromEntries(wanted.map((key) => [key, all[key]]));
}

/** setParameter at runtime: only transactionLifetimeLimitSeconds (an integer ≥ 1, as MongoDB). */
function setParameter(context: CommandContext): Document {
  if (context.database !== 'admin') {
    throw new MongoCommandError(
      ErrorCodes.Unauthorized,
      'setParameter may only be run against the admin database.',
    );
  }
  const names = Object.keys(context.command).filter((key) => key !== 'setParameter');
  const settable = names.filter((name) =>
    SETTABLE_PARAMETERS.has(name as keyof ServerParameters),
  ) as Array<keyof ServerParameters>;
  if (settable.length === 0)
    throw new MongoCommandError(ErrorCodes.InvalidOptions, 'no option found to set');
  const reply: Document = {};
  for (const name of settable) {
    const value = Number(context.command[name]);
    if (!Number.isInteger(value) || value < 1) {
      throw new MongoCommandError(
        ErrorCodes.BadValue,
        `Invalid value for parameter ${name}: ${String(context.command[name])} is not greater than or equal to 1`,
      );
    }
    reply.was = context.parameters[name];
    context.parameters[name] = value;
  }
  return reply;
}

function serverStatus(context: CommandContext): Document {
  const uptimeMillis = Date.now() - context.server.startedAt;
  return {
    host: context.server.hostAndPort,
    version: SERVER_VERSION,
    process: 'mongo-embedded',
    pid: process.pid,
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis,
    localTime: new Date(),
    connections: { current: context.server.connections(), available: 1000 },
    transactions: { currentActive: context.storage.activeTransactions().length },
    metrics: { cursor: { open: { total: context.cursors.size } } },
    mem: { resident: Math.round(process.memoryUsage().rss / 1024 / 1024) },
  };
}

function endSessions(context: CommandContext): Document {
  const sessions = Array.isArray(context.command.endSessions) ? context.command.endSessions : [];
  for (const session of sessions as Document[]) {
    const id = sessionIdOf(session);
    if (!id) continue;
    context.cursors.killSession(id);
    for (const transaction of context.storage.activeTransactions()) {
      if (transaction.sessionId === id)
        context.storage.abortTransaction(transaction, transaction.noLongerActive());
    }
  }
  return {};
}

/** The hex form of a session's lsid.id (a UUID). */
export function sessionIdOf(lsid: unknown): string | undefined {
  const id = (lsid as Document | undefined)?.id as { buffer?: Uint8Array } | undefined;
  return id?.buffer ? Buffer.from(id.buffer).toString('hex') : undefined;
}

function commitTransaction(context: CommandContext): Document | Promise<Document> {
  const transaction = context.transaction!;
  // A commit retried after success answers ok again, as MongoDB does.
  if (transaction.state === 'committed') return {};
  context.durable.push(context.storage.commitTransaction(transaction));
  return {};
}

function abortTransaction(context: CommandContext): Document {
  const transaction = context.transaction!;
  if (transaction.state === 'committed') throw transaction.noLongerActive();
  if (transaction.state === 'aborted') {
    throw new MongoCommandError(
      ErrorCodes.NoSuchTransaction,
      `Transaction with { txnNumber: ${transaction.txnNumber} } has been aborted.`,
    );
  }
  context.storage.abortTransaction(
    transaction,
    new MongoCommandError(ErrorCodes.NoSuchTransaction, 'aborted by the client'),
  );
  return {};
}

const always = (reply: Document) => () => ({ ...reply });

export const adminCommands: Record<string, CommandDefinition> = {
  hello: { handler: hello, fields: [], acceptsAnyField: true },
  isMaster: { handler: hello, fields: [], acceptsAnyField: true },
  ismaster: { handler: hello, fields: [], acceptsAnyField: true },
  ping: { handler: always({}), fields: [] },
  buildInfo: { handler: buildInfo, fields: [] },
  buildinfo: { handler: buildInfo, fields: [] },
  getParameter: { handler: getParameter, fields: PARAMETER_NAMES },
  setParameter: { handler: setParameter, fields: [...SETTABLE_PARAMETERS] },
  serverStatus: {
    handler: serverStatus,
    fields: [
      'repl',
      'metrics',
      'locks',
      'opcounters',
      'wiredTiger',
      'tcmalloc',
      'mirroredReads',
      'asserts',
    ],
  },
  endSessions: { handler: endSessions, fields: [] },
  connectionStatus: {
    handler: always({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] } }),
    fields: ['showPrivileges'],
  },
  whatsmyuri: { handler: always({ you: 'unknown' }), fields: [] },
  commitTransaction: { handler: commitTransaction, fields: [], allowedInTransaction: true },
  abortTransaction: { handler: abortTransaction, fields: [], allowedInTransaction: true },
};

export const TRANSACTION_CONTROL_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);
