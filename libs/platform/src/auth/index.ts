export * from './access-token';
export * from './one-time-tokens';
export * from './personal-access-token';
