// grpc.health.v1: Check answers the status of a named service ('' = the whole
// server); Watch streams it. Shutdown flips everything to NOT_SERVING first, so
// probes and the gateway's /readyz stop sending traffic before the server closes.
import * as grpc from '@grpc/grpc-js';
import { healthProto } from './protos';

export type ServingStatus = 'SERVING' | 'NOT_SERVING';

export class HealthService {
  private readonly statuses = new Map<string, ServingStatus>();
  private readonly watchers = new Set<{
    service: string;
    call: grpc.ServerWritableStream<{ service: string }, { status: string }>;
  }>();

  get definition(): grpc.ServiceDefinition {
    return healthProto().Health.service;
  }

  setStatus(service: string, status: ServingStatus): void {
    this.statuses.set(service, status);
    for (const watcher of this.watchers)
      if (watcher.service === service) watcher.call.write({ status });
  }

  shutdown(): void {
    for (const service of this.statuses.keys()) this.setStatus(service, 'NOT_SERVING');
  }

  handlers(): grpc.UntypedServiceImplementation {
    return {
      Check: (
        call: grpc.ServerUnaryCall<{ service: string }, { status: string }>,
        callback: grpc.sendUnaryData<{ status: string }>,
      ) => {
        const status = this.statuses.get(call.request.service ?? '');
        if (!status)
          callback({
            code: grpc.status.NOT_FOUND,
            details: `unknown service ${call.request.service}`,
          });
        else callback(null, { status });
      },
      Watch: (call: grpc.ServerWritableStream<{ service: string }, { status: string }>) => {
        const service = call.request.service ?? '';
        const watcher = { service, call };
        this.watchers.add(watcher);
        call.write({ status: this.statuses.get(service) ?? 'SERVICE_UNKNOWN' });
        call.on('cancelled', () => this.watchers.delete(watcher));
      },
    };
  }
}

/** Asks a server's health service; resolves to its status, or 'UNREACHABLE' when it does not answer in time. */
export function checkHealth(address: string, timeoutMs: number, service = ''): Promise<string> {
  const Health = healthProto().Health;
  const client = new Health(address, grpc.credentials.createInsecure());
  return new Promise<string>((resolve) => {
    client.Check({ service }, { deadline: Date.now() + timeoutMs }, (error, response) => {
      client.close();
      resolve(error || !response ? 'UNREACHABLE' : String(response.status));
    });
  });
}
