// createClient: one method per operation of the description, named after its operationId,
// on openapi-fetch. Each call sends an Idempotency-Key (once per logical call, the same on
// every retry) where the operation takes one, retries 429 and 503 honouring Retry-After
// within a bound, and throws a WorkmeshError for every refusal. Browser-safe: fetch,
// FormData, Blob and Web Crypto only.
import createFetchClient from 'openapi-fetch';
import { OPERATIONS, type OperationId } from './generated/operations.js';
import type { OperationSpec } from './operation-spec.js';
import { ERROR_REASON_HEADER, WorkmeshError, readErrorBody, retryAfterSeconds } from './errors.js';
import type {
  CallOptions,
  FileInput,
  OperationMethod,
  PaginateMethod,
  PagedOperationId,
  ReadAs,
  RetryOptions,
} from './types.js';

export interface ClientOptions {
  /** The gateway, e.g. `https://workmesh.example.com` or `http://localhost:8080`. */
  baseUrl: string;
  /** A login token or an API token (`wm_pat_…`); a function is asked on every call. */
  token?: string | (() => string | undefined | Promise<string | undefined>);
  /** Retries of 429 and 503 (and of safe calls that got no answer); `false` for none. */
  retry?: RetryOptions | false;
  /** Time limit of one attempt (default 60 s). */
  timeoutMs?: number;
  /** Headers sent on every call. */
  headers?: Record<string, string>;
  /** A fetch of your own (tests, proxies); default the global one. */
  fetch?: typeof globalThis.fetch;
}

export type OperationMethods = { [K in OperationId]: OperationMethod<K> };
export type PaginateMethods = { [K in PagedOperationId]: PaginateMethod<K> };

export type WorkmeshClient = OperationMethods & {
  /** Async iteration over every record of a paged list: `for await (const e of client.paginate.listTimeEntries())`. */
  readonly paginate: PaginateMethods;
  /** Replaces the token (after `login`, say); `undefined` signs out. */
  setToken(token: ClientOptions['token']): void;
  readonly baseUrl: string;
};

const DEFAULT_RETRY: Required<RetryOptions> = { retries: 3, maxDelayMs: 30_000, baseDelayMs: 250 };
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_PAGE_SIZE = 100;
const IDEMPOTENCY_IN_PROGRESS = 'IDEMPOTENCY_KEY_IN_PROGRESS';

export function createClient(options: ClientOptions): WorkmeshClient {
  if (!options || typeof options.baseUrl !== 'string' || !/^https?:\/\//.test(options.baseUrl)) {
    throw new TypeError('createClient: baseUrl must be an http(s) URL');
  }
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let token = options.token;
  const http = createFetchClient({
    baseUrl,
    // Read at call time, so a fetch replaced after the client was made (tests) is used.
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
    // Lists as the gateway reads them: `tag_ids=1,2`.
    querySerializer: { array: { style: 'form', explode: false } },
  });

  async function call(
    id: OperationId,
    input: Record<string, unknown> = {},
    callOptions: CallOptions<ReadAs | undefined> = {},
  ) {
    const spec: OperationSpec = OPERATIONS[id];
    const { path, query, body } = splitInput(spec, input);
    const headers: Record<string, string> = { ...options.headers, ...callOptions.headers };
    const bearer = typeof token === 'function' ? await token() : token;
    if (bearer && spec.authenticated) headers.authorization = `Bearer ${bearer}`;
    if (spec.idempotent)
      headers['idempotency-key'] = callOptions.idempotencyKey ?? newIdempotencyKey();
    const safe = spec.method === 'GET' || spec.idempotent;
    const retry = retryPolicy(callOptions.retry ?? options.retry);
    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

    for (let attempt = 0; ; attempt += 1) {
      const signals = [AbortSignal.timeout(timeoutMs)];
      if (callOptions.signal) signals.push(callOptions.signal);
      let response: Response;
      let errorBody: unknown;
      try {
        // openapi-fetch reads a refusal's body itself: parsed JSON, or the text.
        ({ response, error: errorBody } = await http.request(
          spec.method.toLowerCase() as 'get',
          spec.path as never,
          {
            params: { path, query },
            body: body as never,
            headers,
            signal: AbortSignal.any(signals),
            parseAs: 'stream',
          } as never,
        ));
      } catch (cause) {
        if (callOptions.signal?.aborted) throw cause;
        if (safe && retry && attempt < retry.retries) {
          await sleep(backoff(retry, attempt), callOptions.signal);
          continue;
        }
        throw new WorkmeshError({
          status: 0,
          message: `No answer from ${baseUrl}: ${(cause as Error)?.message ?? String(cause)}`,
          operationId: id,
          cause,
        });
      }
      if (response.ok) {
        if (callOptions.as !== 'response') return readAnswer(response, spec, callOptions.as);
        const data = await readAnswer(response, spec, undefined);
        return { data, status: response.status, headers: response.headers };
      }

      const error = toError(response, errorBody, id);
      const wait = retryWait(error, safe, retry, attempt);
      if (wait === undefined) throw error;
      await sleep(wait, callOptions.signal);
    }
  }

  async function* paginate(
    id: PagedOperationId,
    input: Record<string, unknown> = {},
    callOptions: CallOptions = {},
  ) {
    const paging = OPERATIONS[id].paging;
    if (paging.kind === 'page') {
      const perPage = Number(input.per_page ?? DEFAULT_PAGE_SIZE);
      for (let page = 1; ; page += 1) {
        const answer = (await call(
          id,
          { ...input, page, per_page: perPage },
          callOptions,
        )) as Record<string, unknown>;
        const items = (answer[paging.items] as unknown[]) ?? [];
        yield* items;
        const total = (paging.total ?? 'total')
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], answer);
        if (items.length === 0 || page * perPage >= Number(total ?? 0)) return;
      }
    }
    let cursor: unknown = undefined;
    do {
      const answer = (await call(
        id,
        cursor === undefined ? input : { ...input, cursor },
        callOptions,
      )) as Record<string, unknown>;
      yield* (answer[paging.items] as unknown[]) ?? [];
      cursor = answer.next_cursor;
    } while (cursor !== null && cursor !== undefined && cursor !== '');
  }

  const client: Record<string, unknown> = {};
  const pages: Record<string, unknown> = {};
  for (const id of Object.keys(OPERATIONS) as OperationId[]) {
    client[id] = (input?: Record<string, unknown>, callOptions?: CallOptions<ReadAs | undefined>) =>
      call(id, input, callOptions);
    if (OPERATIONS[id].paging) {
      pages[id] = (input?: Record<string, unknown>, callOptions?: CallOptions) =>
        paginate(id as PagedOperationId, input, callOptions);
    }
  }
  Object.defineProperties(client, {
    paginate: { value: Object.freeze(pages), enumerable: false },
    baseUrl: { value: baseUrl, enumerable: false },
    setToken: {
      value: (next: ClientOptions['token']) => {
        token = next;
      },
      enumerable: false,
    },
  });
  return client as unknown as WorkmeshClient;
}

/** Path parameters into the path, declared query parameters into the query, the rest into the body (or the query of a GET). */
function splitInput(spec: OperationSpec, input: Record<string, unknown>) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new TypeError('a call takes one object of fields');
  }
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (spec.pathParams.includes(name)) path[name] = value;
    else if (spec.query.includes(name) || spec.method === 'GET' || spec.method === 'DELETE')
      query[name] = value;
    else fields[name] = value;
  }
  for (const name of spec.pathParams) {
    if (path[name] === undefined || path[name] === null || path[name] === '') {
      throw new TypeError(`${name} is required`);
    }
  }
  const hasBody = spec.method !== 'GET' && spec.method !== 'DELETE';
  const withFile = spec.files.some((name) => fields[name] !== undefined && fields[name] !== null);
  return { path, query, body: hasBody ? (withFile ? formData(spec, fields) : fields) : undefined };
}

function formData(spec: OperationSpec, fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (spec.files.includes(name)) {
      const file = value as FileInput;
      if (file instanceof Blob) form.append(name, file, (file as File).name ?? name);
      else if (file instanceof Uint8Array) form.append(name, new Blob([file as BlobPart]), name);
      else
        form.append(
          name,
          new Blob([file.data as BlobPart], file.contentType ? { type: file.contentType } : {}),
          file.filename,
        );
    } else {
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return form;
}

async function readAnswer(
  response: Response,
  spec: OperationSpec,
  as: Exclude<ReadAs, 'response'> | undefined,
) {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !response.body) {
    return as === 'stream'
      ? new ReadableStream<Uint8Array>({ start: (c) => c.close() })
      : undefined;
  }
  const read =
    as ??
    (/json/.test(type)
      ? 'json'
      : /^text\/|yaml/.test(type)
        ? 'text'
        : spec.answer.includes('json') && !type
          ? 'json'
          : 'bytes');
  switch (read) {
    case 'stream':
      return response.body;
    case 'text':
      return response.text();
    case 'bytes': {
      const bytes = new Uint8Array(await response.arrayBuffer());
      // In Node, a Buffer (a Uint8Array) is handier; browsers have none.
      const NodeBuffer = (globalThis as { Buffer?: { from(b: ArrayBufferLike): Uint8Array } })
        .Buffer;
      return NodeBuffer ? NodeBuffer.from(bytes.buffer) : bytes;
    }
    default: {
      const text = await response.text();
      return text === '' ? undefined : JSON.parse(text);
    }
  }
}

function toError(response: Response, body: unknown, operationId: string): WorkmeshError {
  const { message, shape, fields } = readErrorBody(body, response.status);
  return new WorkmeshError({
    status: response.status,
    message,
    shape,
    fields,
    reason: response.headers.get(ERROR_REASON_HEADER) ?? undefined,
    retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
    requestId: response.headers.get('x-request-id') ?? undefined,
    operationId,
    body,
  });
}

function retryPolicy(option: RetryOptions | false | undefined): Required<RetryOptions> | undefined {
  if (option === false) return undefined;
  return { ...DEFAULT_RETRY, ...option };
}

/**
 * How long to wait before the next attempt, or undefined to give up: 429 always (nothing was
 * done); 503 when it names a wait or the call is safe to repeat; 504 and an Idempotency-Key
 * still in progress when the call is safe to repeat. A Retry-After longer than the bound
 * is not waited for.
 */
function retryWait(
  error: WorkmeshError,
  safe: boolean,
  retry: Required<RetryOptions> | undefined,
  attempt: number,
): number | undefined {
  if (!retry || attempt >= retry.retries) return undefined;
  const retryable =
    error.status === 429 ||
    (error.status === 503 && (safe || error.retryAfterSeconds !== undefined)) ||
    (safe && (error.status === 504 || error.reason === IDEMPOTENCY_IN_PROGRESS));
  if (!retryable) return undefined;
  const wait =
    error.retryAfterSeconds !== undefined
      ? error.retryAfterSeconds * 1000
      : backoff(retry, attempt);
  return wait <= retry.maxDelayMs ? wait : undefined;
}

function backoff(retry: Required<RetryOptions>, attempt: number): number {
  const wait = retry.baseDelayMs * 2 ** attempt;
  return Math.min(retry.maxDelayMs, wait / 2 + Math.random() * (wait / 2));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A UUID v4 from Web Crypto (Node 20+ and browsers). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
