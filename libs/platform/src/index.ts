// @workmesh/platform: what every service and the gateway share.
export * from './auth';
export * from './config';
export * from './errors';
export * from './grpc';
export * from './logging';
export * from './mongo';
export * from './process-main';
export * from './shutdown';
export * from './unique-index';
export * from './events';
