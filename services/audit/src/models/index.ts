// The audit service's database: its records, the retention marks and the job leases,
// and the transaction that appends a record together with its event's claim. Stores
// hand out plain objects: nothing outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { auditRecordStore } from './audit-records';
import { jobLeaseStore } from './job-leases';
import { retentionMarkStore } from './retention-marks';

export * from './audit-records';
export * from './proto-messages';
export type { RetentionMark } from './retention-marks';

export type AuditRepository = ReturnType<typeof auditRepository>;

export function auditRepository(connection: Connection) {
  return mongoRepository<
    {
      records: ReturnType<typeof auditRecordStore>;
      marks: ReturnType<typeof retentionMarkStore>;
      leases: ReturnType<typeof jobLeaseStore>;
    },
    never
  >(connection, {
    records: auditRecordStore(connection),
    marks: retentionMarkStore(connection),
    leases: jobLeaseStore(connection),
  });
}
