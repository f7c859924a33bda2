// @workmesh/teams: the service, for the launcher and for tests.
export { createTeamsApp, type TeamsApp } from './app';
export { loadTeamsConfig, teamsConfigSchema, type TeamsConfig } from './config';
// The use case and its wiring, for the system benchmark's in-process baseline.
export { teamsUseCases } from './teams';
export { teamsRepository } from './models';
export type { TeamsDependencies } from './dependencies';
export type { IdentityDirectory } from './identity-directory';
