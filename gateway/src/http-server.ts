// The gateway's HTTP listener and its graceful stop: stop accepting connections, let
// requests in flight finish, and close keep-alive connections without resetting any
// request a client has already sent.
//
// Closing an idle keep-alive socket races with the client: a request it sent a moment
// before reaches a socket that is gone, and the client sees ECONNRESET. So at stop no
// socket is closed by the server while it looks idle: every answer from then on carries
// `Connection: close` (Node then closes that socket once the answer is written, and the
// client knows not to reuse it), and a socket nobody sends on closes by the keep-alive
// timeout the server announced in every answer (`Keep-Alive: timeout=5`, within
// SHUTDOWN_TIMEOUT_MS), which
// clients honouring it (Node's agent, undici) let expire on their side first.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningHttpServer {
  port: number;
  /** Resolves once every request in flight has been answered and every connection closed. */
  stop(): Promise<void>;
}

export async function startHttpServer(
  app: Express,
  port: number,
  host = '0.0.0.0',
): Promise<RunningHttpServer> {
  let stopping = false;
  /** The answers not yet written: at stop, those still get `Connection: close`. */
  const answering = new Set<ServerResponse>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    answering.add(response);
    response.once('close', () => answering.delete(response));
    if (stopping) response.setHeader('Connection', 'close');
    app(request, response);
  });
  // http.Server.close() also closes the sockets that look idle, which is the reset
  // described above; the stop below closes only the listener.
  server.closeIdleConnections = () => undefined;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        stopping = true;
        // Answers still being computed close their socket too.
        for (const response of answering) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        // A socket whose answer was already on its way with keep-alive closes by the
        // keep-alive timeout, like any idle one.
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
