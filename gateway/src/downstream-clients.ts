// The services behind the gateway: one promise client each, and what /readyz asks
// of them. A new service joins here once; its routes then name it (routes/<service>.ts).
import {
  auditProto,
  clientsProto,
  createClient,
  identityProto,
  invoicesProto,
  notifierProto,
  schedulingProto,
  tasksProto,
  teamsProto,
  trackingProto,
  type AuditDefinition,
  type ClientsDefinition,
  type IdentityDefinition,
  type InvoicesDefinition,
  type PromiseClient,
  type SchedulingDefinition,
  type TasksDefinition,
  type TrackingDefinition,
  type WebhooksDefinition,
  type TeamsDefinition,
} from '@workmesh/platform';
import type { GatewayConfig } from './config';

export interface GatewayClients {
  identity: PromiseClient<IdentityDefinition>;
  teams: PromiseClient<TeamsDefinition>;
  clients: PromiseClient<ClientsDefinition>;
  tasks: PromiseClient<TasksDefinition>;
  scheduling: PromiseClient<SchedulingDefinition>;
  notifier: PromiseClient<WebhooksDefinition>;
  tracking: PromiseClient<TrackingDefinition>;
  invoices: PromiseClient<InvoicesDefinition>;
  audit: PromiseClient<AuditDefinition>;
}

export type ServiceName = keyof GatewayClients;

export interface Downstream {
  /** Fully qualified proto service name: what grpc.health.v1 and the proto descriptors call it. */
  protoService: string;
  address: string;
}

/** Each service's fully qualified proto service: its rpcs, their request and reply messages. */
export const PROTO_SERVICES: Record<ServiceName, string> = {
  identity: 'workmesh.identity.v1.Identity',
  teams: 'workmesh.teams.v1.Teams',
  clients: 'workmesh.clients.v1.Clients',
  tasks: 'workmesh.tasks.v1.Tasks',
  scheduling: 'workmesh.scheduling.v1.Scheduling',
  notifier: 'workmesh.notifier.v1.Webhooks',
  tracking: 'workmesh.tracking.v1.Tracking',
  invoices: 'workmesh.invoices.v1.Invoices',
  audit: 'workmesh.audit.v1.Audit',
};

export function downstreamsOf(config: GatewayConfig): Record<ServiceName, Downstream> {
  const at = (service: ServiceName, address: string) => ({
    protoService: PROTO_SERVICES[service],
    address,
  });
  return {
    identity: at('identity', config.IDENTITY_GRPC_ADDRESS),
    teams: at('teams', config.TEAMS_GRPC_ADDRESS),
    clients: at('clients', config.CLIENTS_GRPC_ADDRESS),
    tasks: at('tasks', config.TASKS_GRPC_ADDRESS),
    scheduling: at('scheduling', config.SCHEDULING_GRPC_ADDRESS),
    notifier: at('notifier', config.NOTIFIER_GRPC_ADDRESS),
    tracking: at('tracking', config.TRACKING_GRPC_ADDRESS),
    invoices: at('invoices', config.INVOICES_GRPC_ADDRESS),
    audit: at('audit', config.AUDIT_GRPC_ADDRESS),
  };
}

export function createGatewayClients(config: GatewayConfig): GatewayClients {
  const options = { deadlineMs: config.GRPC_DEADLINE_MS };
  return {
    identity: createClient(identityProto().Identity.service, config.IDENTITY_GRPC_ADDRESS, options),
    teams: createClient(teamsProto().Teams.service, config.TEAMS_GRPC_ADDRESS, options),
    clients: createClient(clientsProto().Clients.service, config.CLIENTS_GRPC_ADDRESS, options),
    tasks: createClient(tasksProto().Tasks.service, config.TASKS_GRPC_ADDRESS, options),
    scheduling: createClient(
      schedulingProto().Scheduling.service,
      config.SCHEDULING_GRPC_ADDRESS,
      options,
    ),
    notifier: createClient(notifierProto().Webhooks.service, config.NOTIFIER_GRPC_ADDRESS, options),
    tracking: createClient(trackingProto().Tracking.service, config.TRACKING_GRPC_ADDRESS, options),
    invoices: createClient(invoicesProto().Invoices.service, config.INVOICES_GRPC_ADDRESS, options),
    audit: createClient(auditProto().Audit.service, config.AUDIT_GRPC_ADDRESS, options),
  };
}

export function closeGatewayClients(clients: GatewayClients): void {
  for (const client of Object.values(clients)) client.close();
}

/** The rpcs of a service, as its client names them. */
export type RpcName<S extends ServiceName> = Exclude<keyof GatewayClients[S], 'close'> & string;

/** The reply message of an rpc (proto-loader's output type: int64 as number, unset `optional` undefined). */
export type ReplyOf<S extends ServiceName, M extends RpcName<S>> = GatewayClients[S][M] extends (
  ...args: never[]
) => Promise<infer Reply>
  ? Reply
  : never;
