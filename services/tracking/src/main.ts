// Entry point: config → logger → app (MongoDB, bus + outbox, gRPC) → graceful shutdown.
import { runServiceProcess } from '@workmesh/platform';
import { createTrackingApp } from './app';
import { loadTrackingConfig } from './config';

runServiceProcess('tracking', () => loadTrackingConfig(), createTrackingApp);
