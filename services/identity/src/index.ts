// @workmesh/identity: users, credentials, sessions, password reset, email verification.
export { createIdentityApp, type IdentityApp } from './app';
export { identityEnvSchema, loadIdentityConfig, type IdentityConfig } from './config';
export { IDENTITY_SERVICE_NAME } from './grpc';
export { TEAM_EVENTS_QUEUE, TEAM_EVENT_TYPES } from './team-events';
