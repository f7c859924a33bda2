// MongoDB server errors with the codes and names real MongoDB sends, so that the
// driver and mongoose react to them exactly as they would in production.
import type { Document } from 'bson';

export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  InvalidLength: 16,
  IllegalOperation: 20,
  InvalidBSON: 22,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  CannotBackfillArray: 34,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  EmptyFieldName: 56,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  WriteConflict: 112,
  OperationNotSupportedInTransaction: 263,
  NoSuchTransaction: 251,
  TransactionCommitted: 256,
  TransactionTooOld: 225,
  Location40415: 40415,
  Location40324: 40324,
  Location40602: 40602,
  /** "'newRoot' expression must evaluate to an object" */
  Location40228: 40228,
  /** "Resulting document after update is larger than 16777216" */
  Location17419: 17419,
  /** "Document to upsert is larger than 16777216" */
  Location17420: 17420,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
} as const;

const CODE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(ErrorCodes).map(([name, code]) => [code, name]),
);
CODE_NAMES[ErrorCodes.Location40415] = 'Location40415';
CODE_NAMES[ErrorCodes.Location40324] = 'Location40324';

export const TRANSIENT_TRANSACTION_ERROR = 'TransientTransactionError';

export class MongoCommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Document = {},
    readonly errorLabels: string[] = [],
  ) {
    super(message);
  }

  get codeName(): string {
    return CODE_NAMES[this.code] ?? 'UnknownError';
  }

  /** The body of an `ok: 0` reply. */
  toReply(): Document {
    const reply: Document = {
      ok: 0,
      errmsg: this.message,
      code: this.code,
      codeName: this.codeName,
      ...this.extra,
    };
    if (this.errorLabels.length) reply.errorLabels = this.errorLabels;
    return reply;
  }

  /** The entry of a `writeErrors` array. */
  toWriteError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export const badValue = (message: string) => new MongoCommandError(ErrorCodes.BadValue, message);
export const typeMismatch = (message: string) =>
  new MongoCommandError(ErrorCodes.TypeMismatch, message);
export const failedToParse = (message: string) =>
  new MongoCommandError(ErrorCodes.FailedToParse, message);

export function writeConflict(): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.WriteConflict,
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    {},
    [TRANSIENT_TRANSACTION_ERROR],
  );
}

/** Turns anything thrown by a command (mingo's plain Errors included) into a MongoDB error. */
export function asCommandError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new MongoCommandError(ErrorCodes.BadValue, message);
}
