// Original file: proto/audit.proto

import type {
  AuditActor as _workmesh_audit_v1_AuditActor,
  AuditActor__Output as _workmesh_audit_v1_AuditActor__Output,
} from '../../../workmesh/audit/v1/AuditActor';
import type { Long } from '@grpc/proto-loader';

export interface AuditRecord {
  id?: string;
  team_id?: number | string | Long;
  /**
   * the record's place in its team's chain: 1, 2, …
   */
  seq?: number | string | Long;
  /**
   * `<object>.<verb>`: client.created, login.failed, …
   */
  action?: string;
  object_type?: string;
  object_id?: string;
  actor?: _workmesh_audit_v1_AuditActor | null;
  ip?: string;
  user_agent?: string;
  request_id?: string;
  /**
   * when the service made the change (the event's time)
   */
  occurred_at?: string;
  /**
   * when the audit service stored it
   */
  recorded_at?: string;
  /**
   * The changed fields as JSON text, {field: {before?, after?}}; the gateway answers it
   * as an object.
   */
  changes?: string;
  subject_user_id?: number | string | Long;
  event_id?: string;
  /**
   * the previous record's hash (64 zeros for a team's first)
   */
  prev_hash?: string;
  /**
   * sha256(prev_hash + canonical JSON of the record's fields)
   */
  hash?: string;
}

export interface AuditRecord__Output {
  id: string;
  team_id: number;
  /**
   * the record's place in its team's chain: 1, 2, …
   */
  seq: number;
  /**
   * `<object>.<verb>`: client.created, login.failed, …
   */
  action: string;
  object_type: string;
  object_id: string;
  actor: _workmesh_audit_v1_AuditActor__Output | null;
  ip: string;
  user_agent: string;
  request_id: string;
  /**
   * when the service made the change (the event's time)
   */
  occurred_at: string;
  /**
   * when the audit service stored it
   */
  recorded_at: string;
  /**
   * The changed fields as JSON text, {field: {before?, after?}}; the gateway answers it
   * as an object.
   */
  changes: string;
  subject_user_id: number;
  event_id: string;
  /**
   * the previous record's hash (64 zeros for a team's first)
   */
  prev_hash: string;
  /**
   * sha256(prev_hash + canonical JSON of the record's fields)
   */
  hash: string;
}
