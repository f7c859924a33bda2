// @workmesh/tracking: the service, for the launcher and for tests.
export { createTrackingApp, type TrackingApp } from './app';
export { loadTrackingConfig, trackingConfigSchema, type TrackingConfig } from './config';
export * from './events';
export type { TimeEntryRecord } from './models';
// The report use case and its store, for the benches (in-process baseline, seeding).
export { trackingRepository, type TrackingRepository } from './models';
export type { TrackingDependencies } from './dependencies';
export { reportsUseCases, type ReportsUseCases } from './reports';
export { toSummaryReportMessage } from './report-rules';
export { newTimeEntryRecord } from './time-entry-rules';
