// A client of each service that others call, made one way: the service's definition from
// the one proto tree, the caller's address and deadline.
import { createClient, type ClientOptions, type PromiseClient } from './client';
import {
  clientsProto,
  identityProto,
  teamsProto,
  type ClientsDefinition,
  type IdentityDefinition,
  type TeamsDefinition,
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
