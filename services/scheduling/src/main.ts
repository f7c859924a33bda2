// Entry point: config → logger → app (MongoDB, bus + outbox, gRPC) → graceful shutdown.
import { runServiceProcess } from '@workmesh/platform';
import { createSchedulingApp } from './app';
import { loadSchedulingConfig } from './config';

runServiceProcess('scheduling', () => loadSchedulingConfig(), createSchedulingApp);
