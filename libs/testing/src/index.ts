export * from './test-mongo';
export * from './mail-catcher';
