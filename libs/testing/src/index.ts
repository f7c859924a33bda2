export * from './test-mongo';
export * from './mail-catcher';
export * from './tcp-proxy';
export * from './waiting';
export * from './broker-cleanup';
export * from './s3-server';
export * from './file-fixture';
export * from './service-environment';
export * from './webhook-receiver';
// The services' component tests: their bus, stand-ins for the services they call.
export * from './call-failure';
export * from './event-log';
export * from './test-bus';
export * from './stub-service';
export * from './failing-methods';
export * from './stub-teams';
export * from './stub-identity';
export * from './stub-clients';
