// /healthz: the process is up (liveness). /readyz: every downstream answers
// grpc.health.v1 SERVING, and the gateway is not draining (readiness): the balancer
// stops sending traffic before the gateway stops accepting it.
import type { RequestHandler } from 'express';
import { checkHealth } from '@workmesh/platform';
import type { Downstream } from './downstream-clients';

export const liveness: RequestHandler = (_req, res) => {
  res.json({ status: 'ok' });
};

export function readiness(
  downstreams: Record<string, Downstream>,
  timeoutMs: number,
  isDraining: () => boolean,
): RequestHandler {
  return async (_req, res) => {
    const statuses = await Promise.all(
      Object.entries(downstreams).map(
        async ([name, downstream]) =>
          [
            name,
            await checkHealth(downstream.address, timeoutMs, downstream.protoService),
          ] as const,
      ),
    );
    const serving = statuses.every(([, status]) => status === 'SERVING');
    const status = isDraining() ? 'draining' : serving ? 'ready' : 'not ready';
    res
      .status(status === 'ready' ? 200 : 503)
      .json({ status, downstreams: Object.fromEntries(statuses) });
  };
}
