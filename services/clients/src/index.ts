// @workmesh/clients: the service, for the launcher and for tests.
export { createClientsApp, type ClientsApp } from './app';
export { clientsConfigSchema, loadClientsConfig, type ClientsConfig } from './config';
export { TASK_EVENTS_QUEUE } from './project-tasks';
