// The start every service with a database and events shares: MongoDB → (the service's
// own parts, its subscriptions) → event bus → outbox relay → gRPC server; stopped in
// the reverse order. A failed start closes what it had opened before it rethrows.
import type { ServiceConfig } from './config';
import { EventBus, Outbox } from './events';
import { startGrpcServer, type ClientOptions, type ServiceBinding } from './grpc';
import type { Logger } from './logging';
import {
  consumerMetrics,
  createMetricsRegistry,
  eventMetrics,
  grpcCallMetrics,
  startMetricsServer,
  type Registry,
} from './metrics';
import { connectMongo, type Connection } from './mongo';
import { idempotencyStore } from './idempotency';
import { runProcess } from './process-main';
import { StopSteps } from './stop-steps';

export interface ServiceApp {
  /** The gRPC port actually bound (a free one when GRPC_PORT is 0). */
  port: number;
  /** The admin port serving /metrics (a free one when METRICS_PORT is 0). */
  metricsPort: number;
  /** Stops accepting calls, drains them and the consumers, stops the relay, then closes the connections. */
  stop(): Promise<void>;
}

/** What a service builds its use cases on. */
export interface ServiceInfrastructure {
  connection: Connection;
  /** Not yet connected: subscriptions made now are declared before anything is published. */
  bus: EventBus;
  outbox: Outbox;
  /** For the service's own parts (clients of other services, a mailer): closed after the bus. */
  stops: StopSteps;
  /**
   * A client of another service (`make`: the service's directory of it) at `address`, with
   * the call deadline of the config (GRPC_DEADLINE_MS); closed after the bus, whose event
   * handlers may still use it.
   */
  connectDirectory<Directory extends { close(): void }>(
    service: string,
    make: (address: string, options: ClientOptions) => Directory,
    address: string,
  ): Directory;
}

export interface ServiceAppOptions {
  config: ServiceConfig;
  logger: Logger;
  /** Builds the service's parts and answers the gRPC services it serves (health is always served). */
  wire(infrastructure: ServiceInfrastructure): Promise<ServiceBinding[]>;
  /**
   * How long in-flight calls may run at stop; default 3/4 of SHUTDOWN_TIMEOUT_MS, so the
   * relay, the bus and MongoDB still close in order before the process gives up.
   */
  grpcDrainMs?: number;
  /**
   * Set when the service's consumers record events (the notifier's mail results): the
   * bus then drains them before the relay stops, so what they record can still leave.
   * Otherwise the relay stops first and finishes its pass while the bus is still up.
   */
  consumersRecordEvents?: boolean;
  /** Registers the service's own metrics (the notifier's mail and webhook outcomes). */
  metrics?: (registry: Registry) => void;
}

export async function startServiceApp(options: ServiceAppOptions): Promise<ServiceApp> {
  const { config, logger } = options;
  const stops = new StopSteps(logger);
  try {
    const connection = await connectMongo(config.MONGO_URL, logger);
    stops.add('close MongoDB', () => connection.close());
    const bus = new EventBus({ url: config.AMQP_URL, prefix: config.AMQP_PREFIX, logger });
    const outbox = new Outbox({ connection, bus, logger });
    const connectDirectory: ServiceInfrastructure['connectDirectory'] = (
      service,
      make,
      address,
    ) => {
      const directory = make(address, { deadlineMs: config.GRPC_DEADLINE_MS });
      stops.add(`close ${service} client`, () => directory.close());
      return directory;
    };
    const services = await options.wire({ connection, bus, outbox, stops, connectDirectory });

    const closeBus = () => bus.close();
    const stopRelay = () => outbox.stop();
    if (options.consumersRecordEvents) stops.add('stop outbox relay', stopRelay);
    stops.add('close event bus', closeBus);
    await bus.connect();
    outbox.start();
    if (!options.consumersRecordEvents) stops.add('stop outbox relay', stopRelay);

    const metrics = createMetricsRegistry();
    eventMetrics(
      metrics,
      { backlog: () => outbox.backlog(), deadLetterDepths: () => bus.deadLetterDepths() },
      logger,
    );
    bus.observeRedeliveries(consumerMetrics(metrics));
    options.metrics?.(metrics);
    const metricsServer = await startMetricsServer(metrics, config.METRICS_PORT, logger);
    stops.add('stop metrics listener', () => metricsServer.stop());

    const server = await startGrpcServer({
      port: config.GRPC_PORT,
      services,
      logger,
      observeCall: grpcCallMetrics(metrics),
      idempotency: idempotencyStore(connection, logger),
    });
    const drainMs = options.grpcDrainMs ?? Math.floor(config.SHUTDOWN_TIMEOUT_MS * 0.75);
    stops.add('stop gRPC server', () => server.shutdown(drainMs));
    return { port: server.port, metricsPort: metricsServer.port, stop: () => stops.run() };
  } catch (error) {
    await stops.run();
    throw error;
  }
}

/**
 * A service's process (runProcess): its config, its app started and logged ready with its
 * port, the app stopped on SIGTERM/SIGINT as the step `stopStepName`.
 */
export function runServiceProcess<Config extends ServiceConfig>(
  name: string,
  loadConfig: () => Config,
  createApp: (config: Config, logger: Logger) => Promise<ServiceApp>,
  stopStepName = `${name} service`,
): void {
  runProcess(name, loadConfig, async (config, logger) => {
    const app = await createApp(config, logger);
    return {
      describe: { port: app.port, metricsPort: app.metricsPort },
      stopSteps: [[stopStepName, () => app.stop()]],
    };
  });
}
