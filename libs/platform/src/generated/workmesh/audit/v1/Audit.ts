// Original file: proto/audit.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  ListRecordsRequest as _workmesh_audit_v1_ListRecordsRequest,
  ListRecordsRequest__Output as _workmesh_audit_v1_ListRecordsRequest__Output,
} from '../../../workmesh/audit/v1/ListRecordsRequest';
import type {
  ListRecordsResponse as _workmesh_audit_v1_ListRecordsResponse,
  ListRecordsResponse__Output as _workmesh_audit_v1_ListRecordsResponse__Output,
} from '../../../workmesh/audit/v1/ListRecordsResponse';
import type {
  VerifyChainRequest as _workmesh_audit_v1_VerifyChainRequest,
  VerifyChainRequest__Output as _workmesh_audit_v1_VerifyChainRequest__Output,
} from '../../../workmesh/audit/v1/VerifyChainRequest';
import type {
  VerifyChainResponse as _workmesh_audit_v1_VerifyChainResponse,
  VerifyChainResponse__Output as _workmesh_audit_v1_VerifyChainResponse__Output,
} from '../../../workmesh/audit/v1/VerifyChainResponse';

export interface AuditClient extends grpc.Client {
  /**
   * GET /api/v3/audit/list?from=&to=&actor=&action=&object_type=&object_id=&cursor=&limit=
   */
  ListRecords(
    argument: _workmesh_audit_v1_ListRecordsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_audit_v1_ListRecordsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListRecords(
    argument: _workmesh_audit_v1_ListRecordsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_audit_v1_ListRecordsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListRecords(
    argument: _workmesh_audit_v1_ListRecordsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_audit_v1_ListRecordsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListRecords(
    argument: _workmesh_audit_v1_ListRecordsRequest,
    callback: grpc.requestCallback<_workmesh_audit_v1_ListRecordsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/audit/list?from=&to=&actor=&action=&object_type=&object_id=&cursor=&limit=
   */
  listRecords(
    argument: _workmesh_audit_v1_ListRecordsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_audit_v1_ListRecordsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listRecords(
    argument: _workmesh_audit_v1_ListRecordsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_audit_v1_ListRecordsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listRecords(
    argument: _workmesh_audit_v1_ListRecordsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_audit_v1_ListRecordsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listRecords(
    argument: _workmesh_audit_v1_ListRecordsRequest,
    callback: grpc.requestCallback<_workmesh_audit_v1_ListRecordsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/audit/verify
   */
  VerifyChain(
    argument: _workmesh_audit_v1_VerifyChainRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_audit_v1_VerifyChainResponse__Output>,
  ): grpc.ClientUnaryCall;
  VerifyChain(
    argument: _workmesh_audit_v1_VerifyChainRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_audit_v1_VerifyChainResponse__Output>,
  ): grpc.ClientUnaryCall;
  VerifyChain(
    argument: _workmesh_audit_v1_VerifyChainRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_audit_v1_VerifyChainResponse__Output>,
  ): grpc.ClientUnaryCall;
  VerifyChain(
    argument: _workmesh_audit_v1_VerifyChainRequest,
    callback: grpc.requestCallback<_workmesh_audit_v1_VerifyChainResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/audit/verify
   */
  verifyChain(
    argument: _workmesh_audit_v1_VerifyChainRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_audit_v1_VerifyChainResponse__Output>,
  ): grpc.ClientUnaryCall;
  verifyChain(
    argument: _workmesh_audit_v1_VerifyChainRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_audit_v1_VerifyChainResponse__Output>,
  ): grpc.ClientUnaryCall;
  verifyChain(
    argument: _workmesh_audit_v1_VerifyChainRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_audit_v1_VerifyChainResponse__Output>,
  ): grpc.ClientUnaryCall;
  verifyChain(
    argument: _workmesh_audit_v1_VerifyChainRequest,
    callback: grpc.requestCallback<_workmesh_audit_v1_VerifyChainResponse__Output>,
  ): grpc.ClientUnaryCall;
}

export interface AuditHandlers extends grpc.UntypedServiceImplementation {
  /**
   * GET /api/v3/audit/list?from=&to=&actor=&action=&object_type=&object_id=&cursor=&limit=
   */
  ListRecords: grpc.handleUnaryCall<
    _workmesh_audit_v1_ListRecordsRequest__Output,
    _workmesh_audit_v1_ListRecordsResponse
  >;

  /**
   * GET /api/v3/audit/verify
   */
  VerifyChain: grpc.handleUnaryCall<
    _workmesh_audit_v1_VerifyChainRequest__Output,
    _workmesh_audit_v1_VerifyChainResponse
  >;
}

export interface AuditDefinition extends grpc.ServiceDefinition {
  ListRecords: MethodDefinition<
    _workmesh_audit_v1_ListRecordsRequest,
    _workmesh_audit_v1_ListRecordsResponse,
    _workmesh_audit_v1_ListRecordsRequest__Output,
    _workmesh_audit_v1_ListRecordsResponse__Output
  >;
  VerifyChain: MethodDefinition<
    _workmesh_audit_v1_VerifyChainRequest,
    _workmesh_audit_v1_VerifyChainResponse,
    _workmesh_audit_v1_VerifyChainRequest__Output,
    _workmesh_audit_v1_VerifyChainResponse__Output
  >;
}
