export * from './protos';
export * from './server';
export * from './client';
export * from './health';
export * from './metadata';
export * from './remote-availability';
export * from './service-clients';
export * from './team-membership';
