// @workmesh/tracking: the service, for the launcher and for tests.
export { createTrackingApp, type TrackingApp } from './app';
export { loadTrackingConfig, trackingConfigSchema, type TrackingConfig } from './config';
export * from './events';
export type { TimeEntryRecord } from './models';
