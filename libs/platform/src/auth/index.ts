export * from './access-token';
export * from './one-time-tokens';
