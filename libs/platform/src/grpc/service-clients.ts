// A client of each service that others call, made one way: the service's definition from
// the one proto tree, the caller's address and deadline.
import { createClient, type ClientOptions, type PromiseClient } from './client';
import {
  clientsProto,
  identityProto,
  invoicesProto,
  portabilityProto,
  schedulingProto,
  tasksProto,
  teamsProto,
  trackingProto,
  type ClientsDefinition,
  type IdentityDefinition,
  type InvoicesDefinition,
  type PortabilityDefinition,
  type SchedulingDefinition,
  type TasksDefinition,
  type TeamsDefinition,
  type TrackingDefinition,
} from './protos';

export const identityClient = (
  address: string,
  options: ClientOptions,
): PromiseClient<IdentityDefinition> =>
  createClient(identityProto().Identity.service, address, options);

export const teamsClient = (
  address: string,
  options: ClientOptions,
): PromiseClient<TeamsDefinition> => createClient(teamsProto().Teams.service, address, options);

export const clientsClient = (
  address: string,
  options: ClientOptions,
): PromiseClient<ClientsDefinition> =>
  createClient(clientsProto().Clients.service, address, options);

export const tasksClient = (
  address: string,
  options: ClientOptions,
): PromiseClient<TasksDefinition> => createClient(tasksProto().Tasks.service, address, options);

export const trackingClient = (
  address: string,
  options: ClientOptions,
): PromiseClient<TrackingDefinition> =>
  createClient(trackingProto().Tracking.service, address, options);

export const invoicesClient = (
  address: string,
  options: ClientOptions,
): PromiseClient<InvoicesDefinition> =>
  createClient(invoicesProto().Invoices.service, address, options);

export const schedulingClient = (
  address: string,
  options: ClientOptions,
): PromiseClient<SchedulingDefinition> =>
  createClient(schedulingProto().Scheduling.service, address, options);

/** Any data-owning service's Portability (tracking's export worker asks each of them). */
export const portabilityClient = (
  address: string,
  options: ClientOptions,
): PromiseClient<PortabilityDefinition> =>
  createClient(portabilityProto().Portability.service, address, options);
