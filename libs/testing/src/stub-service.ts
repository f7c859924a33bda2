// A stand-in for another service in a component test: real gRPC on a free port,
// answering what its binding says (bindStubService: the methods a test needs).
import {
  startGrpcServer,
  type Logger,
  type RunningGrpcServer,
  type ServiceBinding,
} from '@workmesh/platform';

export abstract class StubService {
  private server?: RunningGrpcServer;
  private readonly others: ServiceBinding[] = [];

  /** host:port, for the service under test's config. */
  get address(): string {
    return `127.0.0.1:${this.server?.port}`;
  }

  protected abstract binding(): ServiceBinding;

  /** Serves another service beside this one (e.g. a StubPortability's), from start on. */
  alsoServe(binding: ServiceBinding): this {
    this.others.push(binding);
    return this;
  }

  async start(logger: Logger): Promise<void> {
    this.server = await startGrpcServer({
      port: 0,
      logger,
      services: [this.binding(), ...this.others],
    });
  }

  async stop(): Promise<void> {
    await this.server?.shutdown(1000);
  }
}
