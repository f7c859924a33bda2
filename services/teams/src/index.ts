// @workmesh/teams: the service, for the launcher and for tests.
export { createTeamsApp, type TeamsApp } from './app';
export { loadTeamsConfig, teamsConfigSchema, type TeamsConfig } from './config';
