// Handshake and server information: hello/isMaster, ping, buildInfo,
// getParameter, setParameter, serverStatus, endSessions, and the transaction commands.
import { ObjectId, type Document } from 'bson';
import { badValue, ErrorCodes, MongoCommandError } from '../errors';
import { MAX_BSON_OBJECT_BYTES, MAX_MESSAGE_BYTES } from '../wire-protocol';
import {
  GENERIC_FIELDS,
  type CommandContext,
  type CommandDefinition,
  type ServerParameters,
} from './command-context';

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
/** Parameters MongoDB sets only at startup: setParameter answers IllegalOperation (20). */
const STARTUP_ONLY_PARAMETERS = new Set([...Object.keys(FIXED_PARAMETERS), 'enableTestCommands']);

interface ParameterDefinition {
  /** MongoDB 7.0's default, what getParameter and the first `was` answer. */
  initial: unknown;
  /** The value to keep, or BadValue as MongoDB refuses it. */
  parse(name: string, value: unknown): unknown;
}

const invalid = (name: string, value: unknown) =>
  badValue(`Invalid value for parameter ${name}: ${JSON.stringify(value)}`);

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (name: string, value: unknown): number => {
    const number = numberOf(value);
    if (number === undefined || !Number.isInteger(number)) throw invalid(name, value);
    if (number < min)
      throw badValue(
        `Invalid value for parameter ${name}: ${number} is not greater than or equal to ${min}`,
      );
    if (number > max)
      throw badValue(
        `Invalid value for parameter ${name}: ${number} is not less than or equal to ${max}`,
      );
    return number;
  };
}

/** BSON truthiness, as MongoDB's boolean parameters read any value. */
const boolean = (_name: string, value: unknown): boolean =>
  !(value === false || value === null || value === undefined || value === 0);

/** A parameter whose other settings this server cannot honour: only its default is accepted. */
function onlyDefault(initial: boolean) {
  return (name: string, value: unknown): boolean => {
    const wanted = boolean(name, value);
    if (wanted !== initial)
      throw badValue(`mongo-embedded does not support setting ${name} to ${String(wanted)}`);
    return wanted;
  };
}

/**
 * Runtime parameters setParameter accepts. transactionLifetimeLimitSeconds and
 * ttlMonitorEnabled are honoured; notablescan and requireApiVersion only at their defaults;
 * the others change nothing a client can observe on this server (logging, journal timing,
 * index build memory, lock waits, JavaScript), so they are kept and reported, as a
 * single node reports them.
 */
const PARAMETERS: Record<string, ParameterDefinition> = {
  transactionLifetimeLimitSeconds: { initial: 60, parse: integer(1) },
  ttlMonitorEnabled: { initial: true, parse: boolean },
  notablescan: { initial: false, parse: onlyDefault(false) },
  requireApiVersion: { initial: false, parse: onlyDefault(false) },
  logLevel: {
    initial: 0,
    parse: (_name, value) => {
      const level = numberOf(value);
      if (level === undefined || level < 0)
        throw badValue(`Invalid value for logLevel: logLevel: ${JSON.stringify(value)}`);
      return Math.trunc(level);
    },
  },
  quiet: { initial: false, parse: boolean },
  traceExceptions: { initial: false, parse: boolean },
  syncdelay: {
    initial: 60,
    parse: (name, value) => {
      const seconds = numberOf(value);
      if (seconds === undefined || seconds < 0) throw invalid(name, value);
      return seconds;
    },
  },
  journalCommitInterval: { initial: 100, parse: integer(1, 500) },
  maxIndexBuildMemoryUsageMegabytes: { initial: 200, parse: integer(50) },
  maxTransactionLockRequestTimeoutMillis: { initial: 5, parse: integer(-Infinity) },
  diagnosticDataCollectionEnabled: { initial: true, parse: boolean },
  disableJavaScriptJIT: { initial: true, parse: boolean },
};

/** MongoDB's defaults of the parameters setParameter may change (the dispatcher's initial state). */
export function defaultParameters(): ServerParameters {
  const parameters: Document = {};
  for (const [name, definition] of Object.entries(PARAMETERS))
    parameters[name] = definition.initial;
  return parameters as ServerParameters;
}

function getParameter(context: CommandContext): Document {
  const all: Document = { ...FIXED_PARAMETERS, ...context.parameters };
  const selector = context.command.getParameter;
  if (
    selector === '*' ||
    (selector && typeof selector === 'object' && (selector as Document).allParameters)
  ) {
    return all;
  }
  // Names MongoDB does not know are passed over, as MongoDB does.
  const wanted = Object.keys(context.command).filter(
    (key) => key !== 'getParameter' && Object.prototype.hasOwnProperty.call(all, key),
  );
  if (wanted.length === 0)
    throw new MongoCommandError(ErrorCodes.InvalidOptions, 'no option found to get');
  return Object.fromEntries(wanted.map((key) => [key, all[key]]));
}

/**
 * setParameter at runtime, as MongoDB: every name is checked first (unknown: InvalidOptions,
 * startup-only: IllegalOperation), then they are set in name order, `was` answering the
 * previous value of the first.
 */
function setParameter(context: CommandContext): Document {
  if (context.database !== 'admin') {
    throw new MongoCommandError(
      ErrorCodes.Unauthorized,
      'setParameter may only be run against the admin database.',
    );
  }
  const names = Object.keys(context.command).filter(
    (key) => key !== 'setParameter' && !GENERIC_FIELDS.has(key),
  );
  for (const name of names) {
    if (STARTUP_ONLY_PARAMETERS.has(name)) {
      throw new MongoCommandError(
        ErrorCodes.IllegalOperation,
        `not allowed to change [${name}] at runtime`,
      );
    }
    if (!Object.prototype.hasOwnProperty.call(PARAMETERS, name)) {
      throw new MongoCommandError(
        ErrorCodes.InvalidOptions,
        `attempted to set unrecognized parameter [${name}], use help:true to see options `,
      );
    }
  }
  if (names.length === 0) {
    throw new MongoCommandError(
      ErrorCodes.InvalidOptions,
      'no option found to set, use help:true to see options ',
    );
  }
  const reply: Document = {};
  for (const name of [...names].sort()) {
    if (!('was' in reply)) reply.was = context.parameters[name];
    context.parameters[name] = PARAMETERS[name].parse(name, context.command[name]);
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
  getParameter: { handler: getParameter, fields: [], acceptsAnyField: true },
  setParameter: { handler: setParameter, fields: [], acceptsAnyField: true },
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
