// @workmesh/tasks: the service, for the launcher and for tests.
export { createTasksApp, type TasksApp } from './app';
export { loadTasksConfig, tasksConfigSchema, type TasksConfig } from './config';
export * from './events';
export type { TaskRecord, TaskStatus } from './models';
