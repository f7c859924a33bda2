// Original file: proto/audit.proto

import type {
  AuditRecord as _workmesh_audit_v1_AuditRecord,
  AuditRecord__Output as _workmesh_audit_v1_AuditRecord__Output,
} from '../../../workmesh/audit/v1/AuditRecord';

export interface ListRecordsResponse {
  /**
   * newest first
   */
  records?: _workmesh_audit_v1_AuditRecord[];
  /**
   * null on the last page
   */
  next_cursor?: string;
  _next_cursor?: 'next_cursor';
}

export interface ListRecordsResponse__Output {
  /**
   * newest first
   */
  records: _workmesh_audit_v1_AuditRecord__Output[];
  /**
   * null on the last page
   */
  next_cursor?: string;
}
