// @workmesh/audit: the service, for the launcher and for tests.
export { createAuditApp, AUDIT_CONSUMER, type AuditApp } from './app';
export { auditConfigSchema, loadAuditConfig, type AuditConfig } from './config';
export { canonicalJson, GENESIS_HASH, hashOf } from './audit-chain';
export { CHANGES_QUEUE } from './change-consumer';
export { RETENTION_JOB } from './retention';
export type { AuditRecord } from './models';
