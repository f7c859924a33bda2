// Routes a command document to its handler: strict field checks, session and
// transaction resolution (lsid + txnNumber + autocommit:false), and the wait
// for durability before the reply goes out.
import { Long, type Document } from 'bson';
import {
  adminCommands,
  defaultParameters,
  sessionIdOf,
  TRANSACTION_CONTROL_COMMANDS,
} from './commands/admin-commands';
import { catalogCommands } from './commands/catalog-commands';
import {
  checkFields,
  type CommandContext,
  type CommandDefinition,
  type ServerIdentity,
  type ServerParameters,
} from './commands/command-context';
import { withDatabaseAggregate } from './commands/database-aggregate';
import { queryCommands } from './commands/query-commands';
import { writeCommands } from './commands/write-commands';
import { checkWriteBatchSize } from './document-limits';
import type { CursorRegistry } from './cursors';
import {
  asCommandError,
  ErrorCodes,
  MongoCommandError,
  TRANSIENT_TRANSACTION_ERROR,
} from './errors';
import type { Storage } from './storage';
import type { Transaction } from './transaction';

const COMMANDS: Map<string, CommandDefinition> = new Map(
  Object.entries({
    ...adminCommands,
    ...queryCommands,
    ...writeCommands,
    ...catalogCommands,
    aggregate: withDatabaseAggregate(queryCommands.aggregate),
  }),
);
// Command names are case-sensitive in MongoDB except for a few legacy spellings.
const ALIASES: Record<string, string> = {
  findandmodify: 'findAndModify',
  listcollections: 'listCollections',
};

export class CommandDispatcher {
  /** The newest transaction of each session (by lsid). */
  private readonly sessions = new Map<string, Transaction>();
  /** MongoDB's defaults; setParameter changes them for this server. */
  readonly parameters: ServerParameters = defaultParameters();

  constructor(
    private readonly storage: Storage,
    private readonly cursors: CursorRegistry,
  ) {}

  /** Runs one command and answers its reply document (ok: 1, or ok: 0 with the error). */
  async execute(database: string, command: Document, server: ServerIdentity): Promise<Document> {
    let transaction: Transaction | undefined;
    let name = '';
    try {
      name = Object.keys(command)[0] ?? '';
      const definition = COMMANDS.get(name) ?? COMMANDS.get(ALIASES[name] ?? '');
      if (!definition)
        throw new MongoCommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
      checkFields(name, command, definition);
      checkWriteBatchSize(ALIASES[name] ?? name, command);
      const sessionId = sessionIdOf(command.lsid);
      transaction = this.resolveTransaction(name, command, definition, sessionId);
      const context: CommandContext = {
        storage: this.storage,
        parameters: this.parameters,
        cursors: this.cursors,
        server,
        database,
        command,
        name: ALIASES[name] ?? name,
        sessionId,
        transaction,
        durable: [],
      };
      if (context.name !== name) context.command = { [context.name]: command[name], ...command };
      const reply = await definition.handler(context);
      if (
        transaction &&
        !TRANSACTION_CONTROL_COMMANDS.has(name) &&
        Array.isArray(reply.writeErrors) &&
        reply.writeErrors.length
      ) {
        this.storage.abortTransaction(
          transaction,
          new MongoCommandError(reply.writeErrors[0].code, reply.writeErrors[0].errmsg),
        );
      }
      await Promise.all(context.durable);
      return { ...reply, ok: 1 };
    } catch (error) {
      const commandError = asCommandError(error);
      if (
        transaction &&
        transaction.state === 'active' &&
        !TRANSACTION_CONTROL_COMMANDS.has(name)
      ) {
        this.storage.abortTransaction(transaction, commandError);
      }
      return commandError.toReply();
    }
  }

  private resolveTransaction(
    name: string,
    command: Document,
    definition: CommandDefinition,
    sessionId: string | undefined,
  ): Transaction | undefined {
    if (command.autocommit === undefined) {
      if (command.startTransaction !== undefined) {
        throw new MongoCommandError(
          ErrorCodes.InvalidOptions,
          'Specifying startTransaction requires autocommit: false',
        );
      }
      if (TRANSACTION_CONTROL_COMMANDS.has(name)) {
        throw new MongoCommandError(
          ErrorCodes.InvalidOptions,
          `${name} must be run within a transaction`,
        );
      }
      return undefined; // a plain command, or a retryable write (txnNumber without autocommit)
    }
    if (command.autocommit !== false) {
      throw new MongoCommandError(
        ErrorCodes.InvalidOptions,
        'autocommit must be false when specified',
      );
    }
    const txnNumber =
      command.txnNumber instanceof Long ? command.txnNumber.toNumber() : command.txnNumber;
    if (!sessionId || typeof txnNumber !== 'number') {
      throw new MongoCommandError(
        ErrorCodes.InvalidOptions,
        'a transaction needs lsid and txnNumber',
      );
    }
    if (!definition.allowedInTransaction) {
      throw new MongoCommandError(
        ErrorCodes.OperationNotSupportedInTransaction,
        `Cannot run '${name}' in a multi-document transaction.`,
      );
    }
    const existing = this.sessions.get(sessionId);
    if (command.startTransaction === true) {
      if (existing && existing.txnNumber >= txnNumber) {
        throw new MongoCommandError(
          ErrorCodes.TransactionTooOld,
          `Cannot start transaction ${txnNumber} on session ${sessionId} because a newer transaction ${existing.txnNumber} has already started`,
        );
      }
      if (existing?.state === 'active')
        this.storage.abortTransaction(existing, existing.noLongerActive());
      const transaction = this.storage.beginTransaction(sessionId, txnNumber);
      this.sessions.set(sessionId, transaction);
      return transaction;
    }
    if (!existing || existing.txnNumber !== txnNumber) {
      throw new MongoCommandError(
        ErrorCodes.NoSuchTransaction,
        `Transaction with { txnNumber: ${txnNumber} } has been aborted.`,
        {},
        [TRANSIENT_TRANSACTION_ERROR],
      );
    }
    if (existing.state !== 'active' && !TRANSACTION_CONTROL_COMMANDS.has(name))
      throw existing.noLongerActive();
    return existing;
  }

  /**
   * Aborts transactions older than transactionLifetimeLimitSeconds (counted from their
   * start, used or not: a client that died with one open never ends it) and forgets
   * finished ones once that long has passed. MongoDB's cleanup runs every lifetime/2 (at
   * least every second, at most every minute); this one runs every second.
   */
  expireTransactions(now = Date.now()): void {
    const lifetimeMs = this.parameters.transactionLifetimeLimitSeconds * 1000;
    for (const [sessionId, transaction] of this.sessions) {
      if (now - transaction.startedAt < lifetimeMs) continue;
      if (transaction.state === 'active') {
        this.storage.abortTransaction(
          transaction,
          new MongoCommandError(
            ErrorCodes.NoSuchTransaction,
            'Aborted transaction because it exceeded transactionLifetimeLimitSeconds',
          ),
        );
      }
      this.sessions.delete(sessionId);
    }
  }
}
