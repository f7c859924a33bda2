// @workmesh/scheduling: the service, for the launcher and for tests.
export { createSchedulingApp, type SchedulingApp } from './app';
export { loadSchedulingConfig, schedulingConfigSchema, type SchedulingConfig } from './config';
export * from './events';
export type { ScheduleEntryRecord } from './models';
export { SCHEDULING_SERVICE_NAME } from './grpc';
