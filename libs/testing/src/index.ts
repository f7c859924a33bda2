export * from './test-mongo';
export * from './mail-catcher';
export * from './tcp-proxy';
