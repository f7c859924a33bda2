// Prometheus metrics of a process, served on an admin port of their own (METRICS_PORT),
// never on the public API port: what a scrape shows (queue names, backlog, call rates)
// is for the operator, and the public port stays the API only.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { METHOD_NOT_ALLOWED_MESSAGE, NOT_FOUND_MESSAGE } from './errors';
import type { Logger } from './logging';

export { Counter, Gauge, Histogram, Registry };

/** A registry with the process's default metrics (CPU, memory, event loop, GC). */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

export interface MetricsServer {
  port: number;
  stop(): Promise<void>;
}

const METRICS_PATH = '/metrics';

/** A refusal in the gateway's shape A (`{ error: <status>, message }`), as every HTTP port answers. */
function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ error: status, message }));
}

/** GET /metrics on its own listener; any other path is 404, another method 405. */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  logger: Logger,
  host = '0.0.0.0',
): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH) {
      refuse(res, 404, NOT_FOUND_MESSAGE);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      refuse(res, 405, METHOD_NOT_ALLOWED_MESSAGE, { Allow: 'GET, HEAD' });
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  logger.info({ port: bound }, 'metrics listening');
  return {
    port: bound,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What the gRPC server reports of each call it answered. */
export type GrpcCallObserver = (
  service: string,
  method: string,
  code: string,
  seconds: number,
) => void;

/** gRPC calls served, by service, method and status code, and their duration. */
export function grpcCallMetrics(registry: Registry): GrpcCallObserver {
  const handled = new Counter({
    name: 'grpc_server_handled_total',
    help: 'gRPC calls answered, by service, method and status code',
    labelNames: ['grpc_service', 'grpc_method', 'grpc_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'grpc_server_handling_seconds',
    help: 'Time to answer a gRPC call, by service and method',
    labelNames: ['grpc_service', 'grpc_method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (service, method, code, seconds) => {
    handled.inc({ grpc_service: service, grpc_method: method, grpc_code: code });
    duration.observe({ grpc_service: service, grpc_method: method }, seconds);
  };
}

/** The outbox's unpublished events: how many, and how long the oldest has waited. */
export interface OutboxBacklog {
  events: number;
  oldestAgeSeconds: number;
}

/**
 * Gauges read at scrape time: the outbox backlog, and the depth of each dead-letter
 * queue (a message there is an event no retry could handle; it waits for an operator).
 */
export function eventMetrics(
  registry: Registry,
  sources: {
    backlog(): Promise<OutboxBacklog>;
    deadLetterDepths(): Promise<Record<string, number>>;
  },
  logger: Logger,
): void {
  const reading = (what: string, read: () => Promise<void>) => async () => {
    try {
      await read();
    } catch (error) {
      logger.warn({ err: error }, `${what} unavailable for this scrape`);
    }
  };
  new Gauge({
    name: 'outbox_backlog_events',
    help: 'Events recorded in the outbox and not yet published',
    registers: [registry],
    collect: function (this: Gauge) {
      return reading('outbox backlog', async () => this.set((await sources.backlog()).events))();
    },
  });
  new Gauge({
    name: 'outbox_oldest_unpublished_age_seconds',
    help: 'How long the oldest unpublished event has waited in the outbox (0 when none)',
    registers: [registry],
    collect: function (this: Gauge) {
      return reading('outbox backlog', async () =>
        this.set((await sources.backlog()).oldestAgeSeconds),
      )();
    },
  });
  new Gauge({
    name: 'event_dead_letter_messages',
    help: 'Messages waiting in a dead-letter queue, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect: function (this: Gauge<'queue'>) {
      return reading('dead-letter depths', async () => {
        const depths = await sources.deadLetterDepths();
        for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
      })();
    },
  });
}

/** Deliveries a consumer got again (a redelivery after a crash, or a retry), by queue. */
export function consumerMetrics(registry: Registry): (queue: string) => void {
  const redeliveries = new Counter({
    name: 'event_consumer_redeliveries_total',
    help: 'Events a consumer received again (broker redelivery or retry), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  return (queue) => redeliveries.inc({ queue });
}
