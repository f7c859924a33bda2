// The shape of one row of the generated operation table (src/generated/operations.ts).

/** How a 2xx answer is read. */
export type AnswerKind = 'json' | 'text' | 'bytes' | 'empty';

export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the description writes it, `{name}` for each path parameter. */
  path: string;
  pathParams: readonly string[];
  /** It takes an `Idempotency-Key` header: the client sends one per logical call. */
  idempotent: boolean;
  /** Its query parameters (the other fields of a call go in the body). */
  query: readonly string[];
  /** The fields that take a file: sent as `multipart/form-data` when one is given. */
  files: readonly string[];
  /** The kinds of its 2xx answers. */
  answer: readonly AnswerKind[];
  /**
   * How its list pages: `page`/`per_page` with the records in `items` and the count at the
   * `total` path (`total`, or the detailed report's `page_info.total`), or a cursor.
   */
  paging: { kind: 'page' | 'cursor'; items: string; total: string | null } | null;
  /** It needs the bearer token. */
  authenticated: boolean;
}
