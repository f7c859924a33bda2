// What a route of the table is (one HTTP operation: the paths it answers, aliases
// included, whether it needs a bearer token, the rpc it becomes, how the reply and the
// errors the spec lists for it are presented, and its OpenAPI notes), read by the app
// that mounts the table (app.ts, route-handler.ts) and by the description that is
// generated from it (openapi/), neither of which imports routes/ for it. The table
// itself is routes/index.ts.
import type { ServiceName } from './downstream-clients';
import type { ErrorPresentations } from './error-presentation';
import type { MessageCompletion } from './message-completion';
import type { OperationNotes } from './openapi/operation-notes';
import type { ResponseBody } from './reply-presentation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of an Express path's parameters: `/groups/:id/update` → ['id']. */
export const pathParameterNames = (expressPath: string) =>
  [...expressPath.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Where the request message is read from: the JSON (or form) body, the query string,
 * or nothing — then any query parameter or non-empty body is refused. Path parameters
 * (`:id`) are added in every case, and win over a body or query field of the same name.
 */
export type RequestSource = 'body' | 'query' | 'none';

/**
 * An answer in another form than JSON, which the client asks for with `?format=<format>`
 * on a query route (`json`, the default, stays available): the reply rendered as text.
 */
export interface TextFormat {
  /** The value of the `format` query parameter: `csv`. */
  format: string;
  /** The Content-Type of the answer: `text/csv; charset=utf-8`. */
  contentType: string;
  /** The file name offered in Content-Disposition (a download). */
  filename: string;
  /** The reply (as the rpc answers it), and the request the rpc was asked → the text. */
  render: (reply: unknown, request: Record<string, unknown>) => string;
  /** What openapi.yaml says of the text: its rows and columns. */
  description: string;
  /** A text it could be, for the browsable docs. */
  example: string;
  /** Request fields the text asks for unless the query gives them (all of a list: `per_page`). */
  defaults?: Readonly<Record<string, unknown>>;
}

/** An answer that is a file rather than JSON (an invoice's PDF): the reply's bytes. */
export interface FileReply {
  /** The Content-Type of the answer: `application/pdf` (unless the file names its own). */
  contentType: string;
  /** The types the answer may have, when the file names its own (openapi.yaml lists them). */
  contentTypes?: readonly string[];
  /** `inline` (the default: shown by a browser) or `attachment` (a download, never shown). */
  disposition?: 'inline' | 'attachment';
  /**
   * The reply (as the rpc answers it) → the file's bytes, the name offered for it and, for
   * a file of one of `contentTypes`, its type.
   */
  file: (reply: unknown) => { content: Uint8Array; filename: string; contentType?: string };
  /** What openapi.yaml says of the file. */
  description: string;
}

/** The query parameter that chooses a route's format. */
export const FORMAT_PARAMETER = 'format';

export interface Route {
  method: HttpMethod;
  /** Express paths; the first is the canonical one, the others aliases of the spec. */
  paths: readonly string[];
  auth: boolean;
  service: ServiceName;
  rpc: string;
  /** Fully qualified request message: the rpc's input (checked again when the app is built). */
  request: string;
  source: RequestSource;
  /** Path parameters whose request field is named otherwise (`{ id: 'group_id' }`); the others keep their name. */
  params?: Readonly<Record<string, string>>;
  /**
   * Fields that select what the request acts on (`team_id`): "" counts as absent, and a
   * value of the wrong type makes the request malformed — 400 `SpecText.INVALID_REQUEST_PARAMETERS`
   * rather than a field message. Path parameters always behave so.
   */
  selectors?: readonly string[];
  /**
   * The message field the body is converted into, when the proto nests what the HTTP
   * body gives flat (`CreateClientRequest.fields`). Path parameters stay at the top, and
   * selectors are fields of the nested message.
   */
  bodyField?: string;
  /**
   * Multipart form bodies are accepted too, with at most one file, under this form
   * field (MAX_UPLOAD_BYTES at most); it arrives in the request field of the same name
   * as an UploadedFile `{ data, filename, content_type }`.
   */
  upload?: string;
  /** The gateway setting that bounds the upload, when not MAX_UPLOAD_BYTES (an import's file). */
  uploadLimit?: 'IMPORT_MAX_BYTES';
  /**
   * Fields of a multipart form that carry JSON text (an import's `mapping` and `user_map`):
   * parsed before the conversion, so the form gives what a JSON body gives.
   */
  jsonFormFields?: readonly string[];
  /** What the gateway adds to the converted message from the HTTP request (client ip, presence flags). */
  complete?: MessageCompletion;
  /**
   * A create: an `Idempotency-Key` header makes a retry answer the first answer again
   * (the owning service stores the key with its write).
   */
  idempotent?: boolean;
  /** Other forms of the answer than JSON, chosen with `?format=` (query routes only). */
  formats?: readonly TextFormat[];
  /** The answer is a file (Content-Disposition inline or attachment, with its name), never JSON. */
  fileReply?: FileReply;
  /**
   * Once the call succeeds, this replica's caller cache forgets (issue 21), so the very
   * next request honours it: the caller (a switch of their current team; with their
   * personal access tokens, an account deletion), or every
   * caller (a password reset, whose user the gateway does not know). Identity's events
   * make the other replicas forget.
   */
  forgetsCallers?: 'caller' | 'all';
  /**
   * Once the call succeeds, this replica's token cache forgets the personal access token
   * of the path's `:id` (a revocation), so its next use is refused here at once; identity's
   * token.revoked makes the other replicas forget.
   */
  forgetsToken?: boolean;
  /**
   * For an idempotent route without auth: the request field naming what the caller
   * creates (register: `email`). An anonymous caller's keys are scoped by it, so two
   * strangers' keys never meet, while a retry from another address still finds its key.
   */
  anonymousKeyScope?: string;
  /** Overrides GRPC_DEADLINE_MS for this call. */
  deadlineMs?: number;
  successStatus: number;
  /** The reply → the response body. */
  present: (reply: unknown) => unknown;
  /** The body's schema in openapi.yaml, derived with `present`. */
  response: ResponseBody;
  errors: ErrorPresentations;
  /** What openapi.yaml says of the operation beyond the route and the protos. */
  notes: OperationNotes;
  /**
   * Its operationId in openapi.yaml, where several routes call one rpc as distinct
   * operations (the rates of each level, issue 34); the rpc's name otherwise, and the
   * routes of one rpc are then aliases of the first.
   */
  operationId?: string;
}
