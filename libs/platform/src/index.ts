// @workmesh/platform: what every service and the gateway share.
export * from './auth';
export * from './config';
export * from './error-reasons';
export * from './errors';
export * from './grpc';
export * from './logging';
export * from './mongo';
export * from './mongo-repository';
export * from './process-main';
export * from './service-app';
export * from './shutdown';
export * from './spec-texts';
export * from './stop-steps';
export * from './team-access';
export * from './unique-index';
export * from './validation';
export * from './events';
