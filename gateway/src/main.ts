// Wiring: config → logger → downstream clients → HTTP listener, the caller cache's events
// (RabbitMQ; the gateway serves without it, its cache then bounded by CALLER_CACHE_TTL_MS)
// → graceful shutdown.
import { EventBus, runProcess, startMetricsServer } from '@workmesh/platform';
import { createGatewayApp } from './app';
import { followCallerEvents } from './caller-events';
import { loadGatewayConfig } from './config';
import { closeGatewayClients, createGatewayClients } from './downstream-clients';
import { startHttpServer } from './http-server';

runProcess(
  'gateway',
  () => loadGatewayConfig(),
  async (config, logger) => {
    const clients = createGatewayClients(config);
    const app = createGatewayApp(config, logger, clients);
    const bus = new EventBus({ url: config.AMQP_URL, prefix: config.AMQP_PREFIX, logger });
    await followCallerEvents(bus, app.callers, logger, app.tokens);
    app.tokenUses.start();
    // Not awaited: the bus keeps trying in the background; requests do not wait for it.
    bus.connect().catch((err: unknown) => logger.warn({ err }, 'event bus not connected'));
    const server = await startHttpServer(app, config.GATEWAY_PORT);
    const metricsServer = await startMetricsServer(app.metrics, config.METRICS_PORT, logger);
    return {
      describe: { port: server.port, metricsPort: metricsServer.port },
      stopSteps: [
        [
          'stop accepting, finish requests in flight',
          async () => {
            app.beginDraining();
            await server.stop();
          },
        ],
        ["report tokens' last uses", () => app.tokenUses.stop()],
        ['close gRPC clients', async () => closeGatewayClients(clients)],
        ['close the event bus', () => bus.close()],
        ['stop metrics listener', () => metricsServer.stop()],
      ],
    };
  },
);
