// Entry point: config → logger → app (MongoDB, bus and its consumer, gRPC) → graceful shutdown.
import { runServiceProcess } from '@workmesh/platform';
import { createAuditApp } from './app';
import { loadAuditConfig } from './config';

runServiceProcess('audit', () => loadAuditConfig(), createAuditApp);
