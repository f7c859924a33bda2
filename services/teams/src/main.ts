// Entry point: config → logger → app (MongoDB, bus + outbox, gRPC) → graceful shutdown.
import { runServiceProcess } from '@workmesh/platform';
import { createTeamsApp } from './app';
import { loadTeamsConfig } from './config';

runServiceProcess('teams', () => loadTeamsConfig(), createTeamsApp);
