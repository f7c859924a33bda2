// A gRPC server whose handlers are plain async functions: the adapter here runs each
// call inside its request context (request id and caller from metadata), logs it,
// and turns thrown errors into statuses (DomainError → its kind and reason; anything
// else → INTERNAL, logged, never leaked). Every server also serves grpc.health.v1.
import { constants as http2Constants, type ServerHttp2Session } from 'node:http2';
import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { DomainError, toGrpcError } from '../errors';
import { newRequestId, withRequestContext, type Logger } from '../logging';
import {
  callerFromMetadata,
  clientIpFromMetadata,
  userAgentFromMetadata,
  REQUEST_ID_METADATA,
  type Caller,
} from './metadata';
import type { GrpcCallObserver } from '../metrics';
import { HealthService } from './health';
import { idempotencyFromMetadata, type IdempotencyStore } from '../idempotency';

/** Largest gRPC message accepted (uploads travel inside messages: an import's file is the largest). */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

export interface CallContext {
  requestId: string;
  /** The authenticated caller, as the gateway (or a calling service) states it. */
  caller?: Caller;
  /** The HTTP client's address, when the gateway passed it on. */
  clientIp?: string;
  metadata: grpc.Metadata;
}

type AnyMethod = MethodDefinition<object, object, object, object>;

/** Promise-based handlers, typed from the generated service definition. */
export type ServiceImplementation<Definition> = {
  [
    Method in keyof Definition as string extends Method ? never : Method
  ]: Definition[Method] extends MethodDefinition<object, infer Response, infer Request, object>
    ? (request: Request, context: CallContext) => Promise<Response>
    : never;
};

/** The rpc names of a service definition. */
export type RpcName<Definition> = keyof ServiceImplementation<Definition>;
/** The request message of an rpc, as a handler receives it (unset optional fields undefined). */
export type RpcRequest<Definition, Method extends RpcName<Definition>> = Parameters<
  ServiceImplementation<Definition>[Method]
>[0];
/** The response message of an rpc, as the generated types define it. */
export type RpcResponse<Definition, Method extends RpcName<Definition>> = Awaited<
  ReturnType<ServiceImplementation<Definition>[Method]>
>;

export interface ServiceBinding {
  /** Fully qualified name, as health checks name it: 'workmesh.identity.v1.Identity'. */
  name: string;
  definition: grpc.ServiceDefinition;
  implementation: Record<string, (request: never, context: CallContext) => Promise<object>>;
}

export function bindService<Definition>(
  name: string,
  definition: Definition,
  implementation: ServiceImplementation<Definition>,
): ServiceBinding {
  return {
    name,
    definition: definition as unknown as grpc.ServiceDefinition,
    implementation: implementation as unknown as ServiceBinding['implementation'],
  };
}

/**
 * For test doubles of a service: the methods given, and UNIMPLEMENTED for the rest, so a
 * stub names only what its test needs.
 */
export function bindStubService<Definition>(
  name: string,
  definition: Definition,
  implementation: Partial<ServiceImplementation<Definition>>,
): ServiceBinding {
  const complete: Record<string, unknown> = {};
  for (const method of Object.keys(definition as object)) {
    complete[method] =
      (implementation as Record<string, unknown>)[method] ??
      (async () => {
        throw new DomainError(
          'unimplemented',
          'UNIMPLEMENTED',
          `${name}/${method} is not implemented by this stub`,
        );
      });
  }
  return bindService(name, definition, complete as ServiceImplementation<Definition>);
}

export interface GrpcServerOptions {
  host?: string;
  port: number;
  services: ServiceBinding[];
  logger: Logger;
  /** Told of every call answered (the process's metrics). */
  observeCall?: GrpcCallObserver;
  /** Where calls that carry an Idempotency-Key claim it (the service's database); without it the key is ignored. */
  idempotency?: IdempotencyStore;
}

export interface RunningGrpcServer {
  port: number;
  health: HealthService;
  /** Stops accepting calls, lets in-flight ones finish (up to timeoutMs), then closes. */
  shutdown(timeoutMs: number): Promise<void>;
}

function adaptUnary(
  serviceName: string,
  methodName: string,
  handler: (request: never, context: CallContext) => Promise<object>,
  logger: Logger,
  observeCall: GrpcCallObserver = () => undefined,
  idempotent?: (
    call: grpc.ServerUnaryCall<object, object>,
    run: () => Promise<object>,
  ) => Promise<object>,
): grpc.handleUnaryCall<object, object> {
  return (call, callback) => {
    const requestId = String(call.metadata.get(REQUEST_ID_METADATA)[0] ?? '') || newRequestId();
    const caller = callerFromMetadata(call.metadata);
    const clientIp = clientIpFromMetadata(call.metadata);
    const userAgent = userAgentFromMetadata(call.metadata);
    const context: CallContext = { requestId, caller, clientIp, metadata: call.metadata };
    const started = process.hrtime.bigint();
    withRequestContext(
      {
        requestId,
        callerUserId: caller?.userId,
        callerTeamId: caller?.teamId,
        callerSessionId: caller?.sessionId,
        callerTokenId: caller?.tokenId,
        clientIp,
        userAgent,
        deadline: callDeadline(call),
      },
      () => {
        const run = () => handler(call.request as never, context);
        (idempotent ? idempotent(call, run) : run()).then(
          (response) => {
            logger.debug({ rpc: `${serviceName}/${methodName}`, ms: elapsedMs(started) }, 'rpc ok');
            observeCall(serviceName, methodName, 'OK', elapsedMs(started) / 1000);
            callback(null, response);
          },
          (error: unknown) => {
            const payload = toGrpcError(error);
            if (payload.code === grpc.status.INTERNAL) {
              logger.error({ err: error, rpc: `${serviceName}/${methodName}` }, 'rpc failed');
            } else {
              logger.info(
                {
                  rpc: `${serviceName}/${methodName}`,
                  code: grpc.status[payload.code],
                  reason: payload.metadata.get('x-error-reason')[0],
                  ms: elapsedMs(started),
                },
                'rpc refused',
              );
            }
            observeCall(
              serviceName,
              methodName,
              grpc.status[payload.code],
              elapsedMs(started) / 1000,
            );
            callback({ code: payload.code, details: payload.details, metadata: payload.metadata });
          },
        );
      },
    );
  };
}

/** The call's deadline as a date, when the caller set a finite one. */
function callDeadline(call: grpc.ServerUnaryCall<object, object>): Date | undefined {
  const deadline = call.getDeadline();
  const at = deadline instanceof Date ? deadline.getTime() : Number(deadline);
  return Number.isFinite(at) && at > 0 ? new Date(at) : undefined;
}

/** A call that carries an Idempotency-Key runs once per key; the others run as they are. */
function idempotentCall(store: IdempotencyStore, rpc: string, method: AnyMethod) {
  return (call: grpc.ServerUnaryCall<object, object>, run: () => Promise<object>) => {
    const request = idempotencyFromMetadata(call.metadata);
    if (!request) return run();
    const deadline = call.getDeadline();
    const codec = {
      serialize: (reply: object) => method.responseSerialize(reply),
      deserialize: (bytes: Buffer) => method.responseDeserialize(bytes),
    };
    return store.run(
      request,
      { rpc, deadline: deadline instanceof Date ? deadline.getTime() : deadline },
      codec,
      run,
    );
  };
}

const elapsedMs = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

export async function startGrpcServer(options: GrpcServerOptions): Promise<RunningGrpcServer> {
  // Room for a client logo (5 MB by default) inside a message; gRPC's default is 4 MB.
  const server = new grpc.Server({ 'grpc.max_receive_message_length': MAX_MESSAGE_BYTES });
  const health = new HealthService();
  for (const service of options.services) {
    const handlers: grpc.UntypedServiceImplementation = {};
    for (const [methodName, method] of Object.entries(
      service.definition as unknown as Record<string, AnyMethod>,
    )) {
      const implementation = service.implementation[methodName];
      if (!implementation) throw new Error(`${service.name}/${methodName} has no implementation`);
      if (method.requestStream || method.responseStream)
        throw new Error(`${service.name}/${methodName}: only unary methods are supported`);
      handlers[methodName] = adaptUnary(
        service.name,
        methodName,
        implementation,
        options.logger,
        options.observeCall,
        options.idempotency &&
          idempotentCall(options.idempotency, `${service.name}/${methodName}`, method),
      );
    }
    server.addService(service.definition, handlers);
    health.setStatus(service.name, 'SERVING');
  }
  health.setStatus('', 'SERVING');
  server.addService(health.definition, health.handlers());
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(
      `${options.host ?? '0.0.0.0'}:${options.port}`,
      grpc.ServerCredentials.createInsecure(),
      (error, boundPort) => (error ? reject(error) : resolve(boundPort)),
    );
  });
  options.logger.info(
    { port, services: options.services.map((service) => service.name) },
    'gRPC server listening',
  );
  return {
    port,
    health,
    shutdown: (timeoutMs) =>
      new Promise<void>((resolve) => {
        health.shutdown();
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(force);
          resolve();
        };
        const force = setTimeout(() => {
          options.logger.warn('gRPC calls still running at the shutdown deadline: forcing');
          server.forceShutdown();
          finish();
        }, timeoutMs);
        force.unref();
        void announceShutdown(server, Math.min(ANNOUNCE_WAIT_MS, timeoutMs)).then(() => {
          if (!done) server.tryShutdown(finish);
        });
      }),
  };
}

/** How long the shutdown notice waits for a client's ping answer at most. */
const ANNOUNCE_WAIT_MS = 1000;
/** The largest HTTP/2 stream id: "every stream you have sent is still served". */
const MAX_STREAM_ID = 2 ** 31 - 1;

/**
 * The first half of HTTP/2's graceful shutdown. tryShutdown's GOAWAY names the last
 * stream the server has read, so a call the client sent a moment before it reads that
 * GOAWAY is refused, and its one transparent retry meets a closed port: the caller gets
 * UNAVAILABLE for a call it had started before the stop. So first a GOAWAY that refuses
 * nothing (the client stops opening streams on the connection), then a ping: its answer
 * comes after every stream the client opened before reading the notice, so by then
 * tryShutdown's GOAWAY covers them all.
 */
async function announceShutdown(server: grpc.Server, waitMs: number): Promise<void> {
  // grpc-js keeps its HTTP/2 sessions private; without them the stop is tryShutdown alone.
  const sessions = (server as unknown as { sessions?: Map<ServerHttp2Session, unknown> }).sessions;
  if (!(sessions instanceof Map)) return;
  const answered = [...sessions.keys()]
    .filter((session) => !session.closed && !session.destroyed)
    .map(
      (session) =>
        new Promise<void>((resolve) => {
          try {
            session.goaway(http2Constants.NGHTTP2_NO_ERROR, MAX_STREAM_ID);
            if (!session.ping(() => resolve())) resolve();
          } catch {
            resolve();
          }
        }),
    );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(answered),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
}
