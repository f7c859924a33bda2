export * from './access-token';
