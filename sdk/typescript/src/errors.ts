// The one error class the client throws: an HTTP refusal in any of the interface's three
// shapes, or a request that never got an answer (status 0).

/** The header the gateway names an error's reason code in. */
export const ERROR_REASON_HEADER = 'workmesh-error-reason';

/** Field messages of a shape C answer: `{ error: { <field>: [<text>, …] } }`. */
export type FieldMessages = Record<string, string[]>;

export interface WorkmeshErrorDetails {
  status: number;
  message: string;
  /** The machine-readable reason (`TIME_ENTRY_OVERLAP`, …), where the gateway named one. */
  reason?: string;
  /** The answer's body shape: A `{ error: status, message }`, B `{ error: text }`, C field messages. */
  shape?: 'A' | 'B' | 'C';
  fields?: FieldMessages;
  /** Seconds the gateway asked to wait (429, 503). */
  retryAfterSeconds?: number;
  requestId?: string;
  operationId: string;
  /** The answer's body as it came (parsed JSON, or text). */
  body?: unknown;
  cause?: unknown;
}

export class WorkmeshError extends Error {
  /** The HTTP status; 0 when no answer came (network failure, timeout, abort). */
  readonly status: number;
  readonly reason?: string;
  readonly shape?: 'A' | 'B' | 'C';
  readonly fields?: FieldMessages;
  readonly retryAfterSeconds?: number;
  readonly requestId?: string;
  readonly operationId: string;
  readonly body?: unknown;

  constructor(details: WorkmeshErrorDetails) {
    super(details.message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'WorkmeshError';
    this.status = details.status;
    this.reason = details.reason;
    this.shape = details.shape;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.requestId = details.requestId;
    this.operationId = details.operationId;
    this.body = details.body;
  }
}

/** The message and shape of an error body, whichever of the three shapes it is in. */
export function readErrorBody(
  body: unknown,
  status: number,
): { message: string; shape?: 'A' | 'B' | 'C'; fields?: FieldMessages } {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    const message = (body as { message?: unknown }).message;
    if (typeof error === 'number' && typeof message === 'string') return { message, shape: 'A' };
    if (typeof error === 'string') return { message: error, shape: 'B' };
    if (error && typeof error === 'object') {
      const fields: FieldMessages = {};
      for (const [field, texts] of Object.entries(error)) {
        fields[field] = Array.isArray(texts) ? texts.map(String) : [String(texts)];
      }
      const message = Object.entries(fields)
        .map(([field, texts]) => `${field}: ${texts.join(', ')}`)
        .join('; ');
      return { message, shape: 'C', fields };
    }
  }
  if (typeof body === 'string' && body.trim() !== '') return { message: body.trim().slice(0, 500) };
  return { message: `HTTP ${status}` };
}

/** Seconds of a `Retry-After` header (seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
