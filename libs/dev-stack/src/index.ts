export * from './config';
export * from './stack';
export * from './managed-process';
