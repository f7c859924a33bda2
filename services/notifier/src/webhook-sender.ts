// One webhook attempt over HTTP (axios): POST the exact signed body, and say how it went.
// A 2xx within the timeout is success; 410 Gone tells us to stop; anything else (other
// status, a redirect — never followed —, a timeout, a refused connection) is a failed
// attempt, retried later, no sooner than the receiver's Retry-After.
import axios, { type AxiosError } from 'axios';
import type { Readable } from 'node:stream';
import type { AttemptOutcome } from './models';
import type { ResolvedAddress } from './target-addresses';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Connect only to these (checked) addresses; absent: resolve the host as usual. */
  addresses?: ResolvedAddress[];
}

export interface AttemptReport {
  at: Date;
  latencyMs: number;
  /** The receiver's HTTP status, when it answered. */
  status: number | null;
  outcome: AttemptOutcome;
  error: string | null;
  /** The receiver's Retry-After, in ms from now, when it sent one. */
  retryAfterMs: number | null;
}

export interface WebhookSender {
  /** Never rejects: every failure is a report. */
  send(request: WebhookRequest): Promise<AttemptReport>;
}

/** Retry-After: delay-seconds or an HTTP date (RFC 9110), as ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: unknown, now: Date): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date starts with the day's name (IMF-fixdate, RFC 850 and asctime forms);
  // anything else is not one, however leniently Date.parse might read it.
  if (!/^[A-Za-z]{3,9},? /.test(text)) return null;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED']);

function describeStatus(status: number): string {
  if (status >= 300 && status < 400)
    return `The receiver answered ${status} (redirects are not followed).`;
  return `The receiver answered ${status}.`;
}

export function createWebhookSender({ timeoutMs }: { timeoutMs: number }): WebhookSender {
  return {
    async send(request) {
      const at = new Date();
      const started = performance.now();
      const latency = () => Math.round(performance.now() - started);
      // axios's own timeout is the socket's idle time; this bounds the whole attempt.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), timeoutMs);
      const { addresses } = request;
      try {
        const response = await axios.request<Readable>({
          method: 'POST',
          url: request.url,
          headers: request.headers,
          data: request.body,
          // The exact string that was signed, not a re-serialisation of it.
          transformRequest: [(data: unknown) => data],
          adapter: 'http',
          timeout: timeoutMs,
          signal: deadline.signal,
          maxRedirects: 0,
          validateStatus: () => true,
          // The answer's body is not needed: drop it rather than download it.
          responseType: 'stream',
          decompress: false,
          // Straight to the receiver (pinned addresses mean nothing through a proxy).
          proxy: false,
          ...(addresses
            ? {
                lookup: (
                  _hostname: string,
                  _options: object,
                  callback: (error: Error | null, address: ResolvedAddress[]) => void,
                ) => callback(null, addresses),
              }
            : {}),
        });
        const latencyMs = latency();
        response.data.destroy();
        const { status } = response;
        const base = { at, latencyMs, status };
        if (status >= 200 && status < 300)
          return { ...base, outcome: 'succeeded', error: null, retryAfterMs: null };
        if (status === 410)
          return {
            ...base,
            outcome: 'gone',
            error: 'The receiver answered 410 Gone.',
            retryAfterMs: null,
          };
        return {
          ...base,
          outcome: 'failed',
          error: describeStatus(status),
          retryAfterMs: parseRetryAfter(response.headers['retry-after'], new Date()),
        };
      } catch (error) {
        const code = (error as AxiosError).code;
        if (deadline.signal.aborted || (code !== undefined && TIMEOUT_CODES.has(code)))
          return {
            at,
            latencyMs: latency(),
            status: null,
            outcome: 'timeout',
            error: `No answer within ${timeoutMs} ms.`,
            retryAfterMs: null,
          };
        const message = error instanceof Error ? error.message : String(error);
        return {
          at,
          latencyMs: latency(),
          status: null,
          outcome: 'error',
          error: code && !message.includes(code) ? `${code}: ${message}` : message,
          retryAfterMs: null,
        };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
