// The gateway's HTTP listener and its graceful stop: stop accepting connections,
// let requests in flight finish, close keep-alive connections as they go idle.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningHttpServer {
  port: number;
  /** Resolves once every request in flight has been answered and every connection closed. */
  stop(): Promise<void>;
}

const IDLE_SWEEP_MS = 100;

export async function startHttpServer(
  app: Express,
  port: number,
  host = '0.0.0.0',
): Promise<RunningHttpServer> {
  const server = createServer(app);
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
        // A keep-alive connection whose request is still running becomes idle when it is
        // answered; close() alone would wait for the client to hang up.
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        server.close((error) => {
          clearInterval(sweep);
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
