// A TCP proxy a test can cut like a network failure: cut() destroys every open
// connection and refuses new ones until restore().
import net from 'node:net';

export interface TcpProxy {
  /** The local port to connect to instead of the target. */
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let refusing = false;

  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = [client, upstream];
    const drop = (): void => {
      for (const socket of pair) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  const cut = (): void => {
    refusing = true;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  return {
    port: (server.address() as net.AddressInfo).port,
    cut,
    restore: () => {
      refusing = false;
    },
    close: () => {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
