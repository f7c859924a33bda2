export * from './test-mongo';
export * from './mail-catcher';
export * from './tcp-proxy';
export * from './waiting';
export * from './broker-cleanup';
export * from './s3-server';
export * from './file-fixture';
export * from './service-environment';
