// @workmesh/clients: the service, for the launcher and for tests.
export { createClientsApp, type ClientsApp } from './app';
export { clientsConfigSchema, loadClientsConfig, type ClientsConfig } from './config';
