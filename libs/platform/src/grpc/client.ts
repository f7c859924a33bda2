// Promise-based gRPC clients, typed from the generated service definitions. Every
// call carries a deadline (never hangs), the request id and the caller from the
// current request context (or given explicitly), and fails with a RemoteCallError
// that keeps the callee's status, reason and field violations.
import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { RemoteCallError } from '../errors';
import { currentContext } from '../logging';
import { idempotencyMetadata, type IdempotencyRequest } from '../idempotency';
import { outgoingMetadata, type Caller } from './metadata';
import { MAX_MESSAGE_BYTES } from './server';

export interface CallOptions {
  /** Overrides the caller taken from the request context. */
  caller?: Caller;
  deadlineMs?: number;
  /** Sent by the gateway for create routes; never taken from the request context. */
  idempotency?: IdempotencyRequest;
}

export type PromiseClient<Definition> = {
  [
    Method in keyof Definition as string extends Method ? never : Method
  ]: Definition[Method] extends MethodDefinition<infer Request, object, object, infer Response>
    ? (request: Request, options?: CallOptions) => Promise<Response>
    : never;
} & { close(): void };

export interface ClientOptions {
  deadlineMs: number;
}

export function createClient<Definition>(
  definition: Definition,
  address: string,
  options: ClientOptions,
): PromiseClient<Definition> {
  const serviceDefinition = definition as unknown as grpc.ServiceDefinition;
  const Client = grpc.makeGenericClientConstructor(serviceDefinition, 'client');
  const client = new Client(address, grpc.credentials.createInsecure(), {
    // Reconnect quickly after a restart of the callee, so the gateway recovers fast.
    'grpc.initial_reconnect_backoff_ms': 200,
    'grpc.max_reconnect_backoff_ms': 2000,
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
  });
  const methods: Record<string, unknown> = { close: () => client.close() };
  for (const methodName of Object.keys(serviceDefinition)) {
    methods[methodName] = (request: object, callOptions: CallOptions = {}) =>
      new Promise((resolve, reject) => {
        const context = currentContext();
        const caller =
          callOptions.caller ??
          (context?.callerUserId
            ? {
                userId: context.callerUserId,
                teamId: context.callerTeamId,
                sessionId: context.callerSessionId,
                tokenId: context.callerTokenId,
              }
            : undefined);
        const metadata = outgoingMetadata(
          context?.requestId,
          caller,
          context?.clientIp,
          context?.userAgent,
        );
        if (callOptions.idempotency) idempotencyMetadata(callOptions.idempotency, metadata);
        const deadline = Date.now() + (callOptions.deadlineMs ?? options.deadlineMs);
        const method = (
          client as unknown as Record<
            string,
            grpc.requestCallback<object> | ((...args: unknown[]) => void)
          >
        )[methodName] as (
          request: object,
          metadata: grpc.Metadata,
          options: grpc.CallOptions,
          callback: grpc.requestCallback<object>,
        ) => void;
        method.call(client, request, metadata, { deadline }, (error, response) => {
          if (error) reject(RemoteCallError.from(error));
          else resolve(response);
        });
      });
  }
  return methods as PromiseClient<Definition>;
}
