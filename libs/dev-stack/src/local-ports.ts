// Ports on this machine for the stack's processes: a free one to listen on, and whether
// something answers at an address.
import net from 'node:net';

/**
 * Free ports are drawn below Linux's ephemeral range (32768–60999 by default): a port the
 * kernel hands out for port 0 is also what it gives outgoing connections, so one of the
 * processes started first (connecting to MongoDB and RabbitMQ) could take a port chosen
 * for a process started later, which then never became ready.
 */
const FREE_PORT_RANGE = { from: 20_000, to: 32_767 };

/** Whether a server can listen on the port now; the probe closes again at once. */
function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port =
      FREE_PORT_RANGE.from +
      Math.floor(Math.random() * (FREE_PORT_RANGE.to - FREE_PORT_RANGE.from));
    if (await listenable(port)) return port;
  }
  throw new Error(
    `no free port between ${FREE_PORT_RANGE.from} and ${FREE_PORT_RANGE.to} after 200 tries`,
  );
}

/** Resolves when something accepts TCP connections at host:port, false after timeoutMs. */
export function reachable(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
