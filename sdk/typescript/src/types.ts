// The types of a call, derived from the generated description types: what each operation
// takes (its path, query and body fields, in one object) and what it answers. Nothing here
// names a field of the API: a field the description changes changes these types.
import type { components, operations } from './generated/openapi.js';
import type { OPERATIONS, OperationId } from './generated/operations.js';

export type { OperationId };

type Operation<K extends OperationId> = operations[K];
type Row<K extends OperationId> = (typeof OPERATIONS)[K];

/** No fields: what an absent part of an operation's input adds. */
type Nothing = Record<never, never>;

/** Nothing for an absent part (`never`, `undefined`), the part itself otherwise. */
type Part<T> = [T] extends [never] ? Nothing : [T] extends [undefined] ? Nothing : NonNullable<T>;

type PathPart<O> = O extends { parameters: { path?: infer P } } ? Part<P> : Nothing;
type QueryPart<O> = O extends { parameters: { query?: infer Q } } ? Part<Q> : Nothing;
/** The body's JSON schema; with `Form`, the multipart form's (which has the file fields). */
type BodyContent<O, Form extends boolean = false> = O extends { requestBody?: infer B }
  ? [NonNullable<B>] extends [never]
    ? Nothing
    : NonNullable<B> extends { content: infer C }
      ? Form extends true
        ? C extends { 'multipart/form-data': infer M }
          ? M
          : Nothing
        : C extends { 'application/json': infer J }
          ? J
          : C extends { 'multipart/form-data': infer M }
            ? M
            : Nothing
      : Nothing
  : Nothing;

/** A file for a multipart field: a Blob (a File), bytes, or bytes with a name and type. */
export type FileInput =
  Blob | Uint8Array | { data: Blob | Uint8Array | string; filename: string; contentType?: string };

type FileField<K extends OperationId> = Row<K>['files'][number];

/** The body's fields; a file field takes a FileInput (its optionality kept). */
type BodyPart<K extends OperationId> = [FileField<K>] extends [never]
  ? BodyContent<Operation<K>>
  : Omit<BodyContent<Operation<K>, true>, FileField<K>> & {
      [P in keyof BodyContent<Operation<K>, true> as P extends FileField<K> ? P : never]: FileInput;
    };

type Simplify<T> = { [P in keyof T]: T[P] };

/**
 * What an operation takes: its path parameters, query parameters and body fields in one
 * object (`{ id, from, to }`, `{ project_id, description }`), as the gateway reads them.
 */
export type Input<K extends OperationId> = Simplify<
  PathPart<Operation<K>> & QueryPart<Operation<K>> & BodyPart<K>
>;

type Responses<O> = O extends { responses: infer R } ? R : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON body of an operation's 2xx answers. */
export type JsonAnswer<K extends OperationId> = {
  [S in keyof Responses<Operation<K>>]: S extends SuccessStatus
    ? Responses<Operation<K>>[S] extends { content: { 'application/json': infer J } }
      ? J
      : undefined
    : never;
}[keyof Responses<Operation<K>>];

/**
 * How to read an answer: parsed JSON, text (CSV), bytes (PDF, zip), a stream of bytes, or
 * `response`: the default reading with the answer's status and headers beside it.
 */
export type ReadAs = 'json' | 'text' | 'bytes' | 'stream' | 'response';

/** What `{ as: 'response' }` answers: the body read as by default, the status and headers. */
export interface WithResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

type AnswerKinds<K extends OperationId> = Row<K>['answer'][number];

/** What a call answers when no `as` is given: by the operation's own answer kinds. */
export type DefaultAnswer<K extends OperationId> =
  'json' extends AnswerKinds<K>
    ? JsonAnswer<K>
    : 'text' extends AnswerKinds<K>
      ? string
      : 'bytes' extends AnswerKinds<K>
        ? Uint8Array
        : undefined;

export type Answer<K extends OperationId, A extends ReadAs | undefined> = A extends 'response'
  ? WithResponse<DefaultAnswer<K>>
  : A extends 'stream'
    ? ReadableStream<Uint8Array>
    : A extends 'bytes'
      ? Uint8Array
      : A extends 'text'
        ? string
        : A extends 'json'
          ? JsonAnswer<K>
          : DefaultAnswer<K>;

export interface CallOptions<A extends ReadAs | undefined = undefined> {
  /**
   * How to read the answer. Without it, JSON answers are parsed, text answers read as a
   * string and files as bytes; give `'text'` or `'stream'` for a report asked as CSV.
   */
  as?: A;
  /** The Idempotency-Key of an operation that takes one (default: a new UUID per call). */
  idempotencyKey?: string;
  /** Aborts the call, its retries and their waits. */
  signal?: AbortSignal;
  /** Extra headers (`x-request-id`, …). */
  headers?: Record<string, string>;
  /** This call's retry policy (default: the client's). */
  retry?: RetryOptions | false;
  /** This call's time limit per attempt (default: the client's). */
  timeoutMs?: number;
}

export interface RetryOptions {
  /** Attempts after the first (default 3). */
  retries?: number;
  /** The longest wait between attempts; a longer `Retry-After` is not waited for (default 30 s). */
  maxDelayMs?: number;
  /** The first wait when no `Retry-After` names one, doubled each attempt (default 250 ms). */
  baseDelayMs?: number;
}

type HasRequired<T> = Nothing extends T ? false : true;

/** One method: `client.getTimeEntry({ id })`, `client.startTimer({ project_id })`. */
export type OperationMethod<K extends OperationId> = <A extends ReadAs | undefined = undefined>(
  ...args: HasRequired<Input<K>> extends true
    ? [input: Input<K>, options?: CallOptions<A>]
    : [input?: Input<K>, options?: CallOptions<A>]
) => Promise<Answer<K, A>>;

/** The operations whose lists page (`page`/`per_page` and `total`, or a cursor). */
export type PagedOperationId = {
  [K in OperationId]: Row<K>['paging'] extends null ? never : K;
}[OperationId];

/** One record of a paged list. */
export type ItemOf<K extends OperationId> =
  JsonAnswer<K> extends { data: (infer T)[] }
    ? T
    : JsonAnswer<K> extends { records: (infer T)[] }
      ? T
      : JsonAnswer<K> extends { time_entries: (infer T)[] }
        ? T
        : never;

/** The input of a paged list without its paging fields (the iterator sets them). */
export type PageInput<K extends OperationId> = Simplify<Omit<Input<K>, 'page' | 'cursor'>>;

export type PaginateMethod<K extends PagedOperationId> = (
  ...args: HasRequired<PageInput<K>> extends true
    ? [input: PageInput<K>, options?: CallOptions]
    : [input?: PageInput<K>, options?: CallOptions]
) => AsyncIterableIterator<ItemOf<K>>;

/** A component schema of the description (`Schema<'TimeEntry'>`). */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
