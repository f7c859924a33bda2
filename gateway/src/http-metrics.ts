// Prometheus metrics of the HTTP surface: a request counter and a duration histogram
// labelled by method, route pattern (never the raw path, which would let callers
// create unbounded series) and status. One registry per app, so tests can build many.
import type { RequestHandler } from 'express';
import { createMetricsRegistry } from '@workmesh/platform';
import { Counter, Histogram, type Registry } from 'prom-client';

const UNMATCHED_ROUTE = 'unmatched';

export interface HttpMetrics {
  /** Middleware: observes every response when it finishes. */
  observe: RequestHandler;
  /** What the admin port's /metrics serves. */
  registry: Registry;
  /** Counts a caller cache lookup (issue 21): a hit needs no call to identity. */
  callerLookup(outcome: 'hit' | 'miss' | 'revoked'): void;
  /** How a personal access token was resolved: bad checksum (no call), cache hit, or asked of identity. */
  tokenLookup(outcome: 'bad_checksum' | 'hit' | 'miss'): void;
}

export function createHttpMetrics(): HttpMetrics {
  const registry = createMetricsRegistry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const callerLookups = new Counter({
    name: 'gateway_caller_cache_lookups_total',
    help: 'Callers looked up in the caller cache, by outcome (hit: no call to identity; miss; revoked: an older token refused)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const tokenLookups = new Counter({
    name: 'gateway_token_lookups_total',
    help: 'Personal access tokens presented, by outcome (bad_checksum: refused without any call; hit: known at the edge; miss: asked of identity)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    callerLookup: (outcome) => callerLookups.inc({ outcome }),
    tokenLookup: (outcome) => tokenLookups.inc({ outcome }),
    observe: (req, res, next) => {
      const stopTimer = duration.startTimer();
      res.on('finish', () => {
        const labels = {
          method: req.method,
          // Express sets req.route to the matched route; each alias is mounted as its own pattern.
          route: typeof req.route?.path === 'string' ? req.route.path : UNMATCHED_ROUTE,
          status: String(res.statusCode),
        };
        requests.inc(labels);
        stopTimer(labels);
      });
      next();
    },
    registry,
  };
}
