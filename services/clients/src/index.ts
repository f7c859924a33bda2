// @workmesh/clients: the service, for the launcher and for tests.
export { createClientsApp, type ClientsApp } from './app';
export { clientsConfigSchema, loadClientsConfig, type ClientsConfig } from './config';
export { TASK_EVENTS_QUEUE } from './project-tasks';
// The use cases and their wiring, for the system benchmark's in-process baseline.
export { clientsUseCases } from './clients';
export { projectsUseCases } from './projects';
export { clientsRepository } from './models';
export type { ClientsDependencies } from './dependencies';
export type { LogoStorage } from './logo-storage';
export type { TeamsDirectory } from './teams-directory';
