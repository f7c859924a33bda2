// Entry point: config → logger → app (MongoDB, object storage, bus + outbox, gRPC) → graceful shutdown.
import { runServiceProcess } from '@workmesh/platform';
import { createClientsApp } from './app';
import { loadClientsConfig } from './config';

runServiceProcess('clients', () => loadClientsConfig(), createClientsApp);
