export * from './protos';
export * from './server';
export * from './client';
export * from './health';
export * from './metadata';
