// Entry point: config → logger → app (MongoDB, bus + outbox, gRPC) → graceful shutdown.
import { runServiceProcess } from '@workmesh/platform';
import { createTasksApp } from './app';
import { loadTasksConfig } from './config';

runServiceProcess('tasks', () => loadTasksConfig(), createTasksApp);
