// Wiring: config → logger → downstream clients → HTTP listener → graceful shutdown.
import { runProcess, startMetricsServer } from '@workmesh/platform';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';
import { closeGatewayClients, createGatewayClients } from './downstream-clients';
import { startHttpServer } from './http-server';

runProcess(
  'gateway',
  () => loadGatewayConfig(),
  async (config, logger) => {
    const clients = createGatewayClients(config);
    const app = createGatewayApp(config, logger, clients);
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
        ['close gRPC clients', async () => closeGatewayClients(clients)],
        ['stop metrics listener', () => metricsServer.stop()],
      ],
    };
  },
);
