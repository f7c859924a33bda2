// Entry point: config → logger → app (MongoDB, bus + outbox, gRPC, schedules) → graceful shutdown.
import { runServiceProcess } from '@workmesh/platform';
import { createInvoicesApp } from './app';
import { loadInvoicesConfig } from './config';

runServiceProcess('invoices', () => loadInvoicesConfig(), createInvoicesApp);
