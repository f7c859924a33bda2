// The one proto-loader setup: every service and the gateway load proto/ with the
// same options, so a message looks the same on both ends. Field names keep the
// proto's (snake_case, as the HTTP interface), 64-bit integers are numbers, enums
// strings, unset scalars their defaults, and unset `optional` fields undefined.
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ProtoGrpcType as HealthProto } from '../generated/health';
import type { ProtoGrpcType as IdentityProto } from '../generated/identity';
import type { ProtoGrpcType as TeamsProto } from '../generated/teams';
import type { ProtoGrpcType as ClientsProto } from '../generated/clients';
import type { ProtoGrpcType as TasksProto } from '../generated/tasks';
import type { ProtoGrpcType as TrackingProto } from '../generated/tracking';
import type { ProtoGrpcType as InvoicesProto } from '../generated/invoices';
import type { ProtoGrpcType as SchedulingProto } from '../generated/scheduling';
import type { ProtoGrpcType as NotifierProto } from '../generated/notifier';
import type { ProtoGrpcType as AuditProto } from '../generated/audit';
import type { ProtoGrpcType as PortabilityProto } from '../generated/portability';

export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  arrays: true,
  oneofs: false,
};

/** proto/ at the repository (or image) root, found by walking up from this file. */
export function findProtoDirectory(start = __dirname): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, 'proto');
    if (existsSync(path.join(candidate, 'identity.proto'))) return candidate;
    if (path.dirname(directory) === directory) throw new Error(`proto/ not found above ${start}`);
  }
}

const loaded = new Map<string, grpc.GrpcObject>();

function loadProto<T>(file: string): T {
  let object = loaded.get(file);
  if (!object) {
    const definition = protoLoader.loadSync(file, {
      ...LOADER_OPTIONS,
      includeDirs: [findProtoDirectory()],
    });
    object = grpc.loadPackageDefinition(definition);
    loaded.set(file, object);
  }
  return object as unknown as T;
}

export const identityProto = () => loadProto<IdentityProto>('identity.proto').workmesh.identity.v1;
export const teamsProto = () => loadProto<TeamsProto>('teams.proto').workmesh.teams.v1;
export const clientsProto = () => loadProto<ClientsProto>('clients.proto').workmesh.clients.v1;
export const tasksProto = () => loadProto<TasksProto>('tasks.proto').workmesh.tasks.v1;
export const schedulingProto = () =>
  loadProto<SchedulingProto>('scheduling.proto').workmesh.scheduling.v1;
export const trackingProto = () => loadProto<TrackingProto>('tracking.proto').workmesh.tracking.v1;
export const invoicesProto = () => loadProto<InvoicesProto>('invoices.proto').workmesh.invoices.v1;
export const notifierProto = () => loadProto<NotifierProto>('notifier.proto').workmesh.notifier.v1;
export const auditProto = () => loadProto<AuditProto>('audit.proto').workmesh.audit.v1;
export const portabilityProto = () =>
  loadProto<PortabilityProto>('portability.proto').workmesh.portability.v1;
export const healthProto = () =>
  loadProto<HealthProto>('grpc/health/v1/health.proto').grpc.health.v1;

export type { IdentityDefinition } from '../generated/workmesh/identity/v1/Identity';
export type { TeamsDefinition } from '../generated/workmesh/teams/v1/Teams';
export type { ClientsDefinition } from '../generated/workmesh/clients/v1/Clients';
export type { TasksDefinition } from '../generated/workmesh/tasks/v1/Tasks';
export type { SchedulingDefinition } from '../generated/workmesh/scheduling/v1/Scheduling';
export type { TrackingDefinition } from '../generated/workmesh/tracking/v1/Tracking';
export type { InvoicesDefinition } from '../generated/workmesh/invoices/v1/Invoices';
export type { AuditDefinition } from '../generated/workmesh/audit/v1/Audit';
export type { PortabilityDefinition } from '../generated/workmesh/portability/v1/Portability';
export type { WebhooksDefinition } from '../generated/workmesh/notifier/v1/Webhooks';
