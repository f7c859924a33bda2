// A local HTTP receiver for outgoing webhooks: records every request (headers and the raw
// body, which signatures are computed over) and answers as the test says.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent. */
  body: string;
  receivedAt: number;
}

/** What the receiver answers: a status, optional headers, or never (hang until closed). */
export type WebhookAnswer = { status: number; headers?: Record<string, string> } | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Decides the answer to each request (default: 200). */
  answerWith(answer: (request: ReceivedWebhook, index: number) => WebhookAnswer): void;
  /** Resolves once `count` requests match, or rejects after timeoutMs. */
  waitFor(
    count: number,
    predicate?: (request: ReceivedWebhook) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let answer: (request: ReceivedWebhook, index: number) => WebhookAnswer = () => ({
    status: 200,
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedWebhook = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      received.push(request);
      const decided = answer(request, received.length - 1);
      if (decided === 'hang') return; // the sender's timeout ends it
      res.writeHead(decided.status, decided.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith(decide) {
      answer = decide;
    },
    async waitFor(count, predicate = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(predicate);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(`${matching.length} of ${count} webhooks within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
