// Every service's Prometheus metrics, on its admin port (METRICS_PORT), shown through
// the clients service: gRPC calls by method and code, the outbox backlog and the depth
// of its consumers' dead-letter queues.
import { metricValue, scrapeMetrics } from '@workmesh/testing';
import { asOwner, clientsForFile, failureOf } from './clients-harness';
import { freshEmail } from './fresh-values';

const h = clientsForFile();

const scrape = () => scrapeMetrics(h.metricsPort);

describe('service metrics', () => {
  it('counts gRPC calls by method and status code', async () => {
    const fixture = h.teams.team();
    const before = await scrape();
    const created = (labels: Record<string, string>) => ({
      grpc_method: 'CreateClient',
      ...labels,
    });

    await h.client.CreateClient(
      { fields: { name: 'Metered', email: freshEmail() } },
      asOwner(fixture),
    );
    await failureOf(h.client.CreateClient({ fields: { name: 'No email' } }, asOwner(fixture)));

    const after = await scrape();
    const ok = created({ grpc_code: 'OK' });
    const refused = created({ grpc_code: 'INVALID_ARGUMENT' });
    expect(
      (metricValue(after, 'grpc_server_handled_total', ok) ?? 0) -
        (metricValue(before, 'grpc_server_handled_total', ok) ?? 0),
    ).toBe(1);
    expect(
      (metricValue(after, 'grpc_server_handled_total', refused) ?? 0) -
        (metricValue(before, 'grpc_server_handled_total', refused) ?? 0),
    ).toBe(1);
    expect(
      metricValue(after, 'grpc_server_handling_seconds_count', { grpc_method: 'CreateClient' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('shows the outbox backlog and the dead-letter depth of its task-events consumer', async () => {
    const text = await scrape();
    expect(metricValue(text, 'outbox_backlog_events')).toEqual(expect.any(Number));
    expect(metricValue(text, 'outbox_oldest_unpublished_age_seconds')).toEqual(expect.any(Number));
    expect(
      metricValue(text, 'event_dead_letter_messages', {
        queue: `${h.config.AMQP_PREFIX}.clients.task-events.dlq`,
      }),
    ).toBe(0);
  });

  it('serves nothing but /metrics on the admin port', async () => {
    expect((await fetch(`http://127.0.0.1:${h.metricsPort}/`)).status).toBe(404);
    const posted = await fetch(`http://127.0.0.1:${h.metricsPort}/metrics`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });
});
