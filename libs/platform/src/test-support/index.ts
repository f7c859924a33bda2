// Test support for the services' component tests; no production code uses it. It
// lives here, not in libs/testing, because it needs platform's types, and
// libs/testing must not depend on platform (platform's own tests use libs/testing).
export { EventLog } from './event-log';
export { failureOf } from './call-failure';
export { StubService } from './stub-service';
export { declaredBrokerObjects, TestBus } from './test-bus';
