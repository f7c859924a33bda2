// Original file: proto/portability.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  ExportRecordsPage as _workmesh_portability_v1_ExportRecordsPage,
  ExportRecordsPage__Output as _workmesh_portability_v1_ExportRecordsPage__Output,
} from '../../../workmesh/portability/v1/ExportRecordsPage';
import type {
  ExportRecordsRequest as _workmesh_portability_v1_ExportRecordsRequest,
  ExportRecordsRequest__Output as _workmesh_portability_v1_ExportRecordsRequest__Output,
} from '../../../workmesh/portability/v1/ExportRecordsRequest';
import type {
  ListExportKindsRequest as _workmesh_portability_v1_ListExportKindsRequest,
  ListExportKindsRequest__Output as _workmesh_portability_v1_ListExportKindsRequest__Output,
} from '../../../workmesh/portability/v1/ListExportKindsRequest';
import type {
  ListExportKindsResponse as _workmesh_portability_v1_ListExportKindsResponse,
  ListExportKindsResponse__Output as _workmesh_portability_v1_ListExportKindsResponse__Output,
} from '../../../workmesh/portability/v1/ListExportKindsResponse';

export interface PortabilityClient extends grpc.Client {
  /**
   * One page of one kind, as JSON Lines (one record a line, the HTTP interface's field
   * names; secrets, hashes and tokens never included), in ascending id order.
   */
  ExportRecords(
    argument: _workmesh_portability_v1_ExportRecordsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_portability_v1_ExportRecordsPage__Output>,
  ): grpc.ClientUnaryCall;
  ExportRecords(
    argument: _workmesh_portability_v1_ExportRecordsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_portability_v1_ExportRecordsPage__Output>,
  ): grpc.ClientUnaryCall;
  ExportRecords(
    argument: _workmesh_portability_v1_ExportRecordsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_portability_v1_ExportRecordsPage__Output>,
  ): grpc.ClientUnaryCall;
  ExportRecords(
    argument: _workmesh_portability_v1_ExportRecordsRequest,
    callback: grpc.requestCallback<_workmesh_portability_v1_ExportRecordsPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * One page of one kind, as JSON Lines (one record a line, the HTTP interface's field
   * names; secrets, hashes and tokens never included), in ascending id order.
   */
  exportRecords(
    argument: _workmesh_portability_v1_ExportRecordsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_portability_v1_ExportRecordsPage__Output>,
  ): grpc.ClientUnaryCall;
  exportRecords(
    argument: _workmesh_portability_v1_ExportRecordsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_portability_v1_ExportRecordsPage__Output>,
  ): grpc.ClientUnaryCall;
  exportRecords(
    argument: _workmesh_portability_v1_ExportRecordsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_portability_v1_ExportRecordsPage__Output>,
  ): grpc.ClientUnaryCall;
  exportRecords(
    argument: _workmesh_portability_v1_ExportRecordsRequest,
    callback: grpc.requestCallback<_workmesh_portability_v1_ExportRecordsPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The kinds this service exports (e.g. teams: members, groups).
   */
  ListExportKinds(
    argument: _workmesh_portability_v1_ListExportKindsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_portability_v1_ListExportKindsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListExportKinds(
    argument: _workmesh_portability_v1_ListExportKindsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_portability_v1_ListExportKindsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListExportKinds(
    argument: _workmesh_portability_v1_ListExportKindsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_portability_v1_ListExportKindsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListExportKinds(
    argument: _workmesh_portability_v1_ListExportKindsRequest,
    callback: grpc.requestCallback<_workmesh_portability_v1_ListExportKindsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The kinds this service exports (e.g. teams: members, groups).
   */
  listExportKinds(
    argument: _workmesh_portability_v1_ListExportKindsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_portability_v1_ListExportKindsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listExportKinds(
    argument: _workmesh_portability_v1_ListExportKindsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_portability_v1_ListExportKindsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listExportKinds(
    argument: _workmesh_portability_v1_ListExportKindsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_portability_v1_ListExportKindsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listExportKinds(
    argument: _workmesh_portability_v1_ListExportKindsRequest,
    callback: grpc.requestCallback<_workmesh_portability_v1_ListExportKindsResponse__Output>,
  ): grpc.ClientUnaryCall;
}

export interface PortabilityHandlers extends grpc.UntypedServiceImplementation {
  /**
   * One page of one kind, as JSON Lines (one record a line, the HTTP interface's field
   * names; secrets, hashes and tokens never included), in ascending id order.
   */
  ExportRecords: grpc.handleUnaryCall<
    _workmesh_portability_v1_ExportRecordsRequest__Output,
    _workmesh_portability_v1_ExportRecordsPage
  >;

  /**
   * The kinds this service exports (e.g. teams: members, groups).
   */
  ListExportKinds: grpc.handleUnaryCall<
    _workmesh_portability_v1_ListExportKindsRequest__Output,
    _workmesh_portability_v1_ListExportKindsResponse
  >;
}

export interface PortabilityDefinition extends grpc.ServiceDefinition {
  ExportRecords: MethodDefinition<
    _workmesh_portability_v1_ExportRecordsRequest,
    _workmesh_portability_v1_ExportRecordsPage,
    _workmesh_portability_v1_ExportRecordsRequest__Output,
    _workmesh_portability_v1_ExportRecordsPage__Output
  >;
  ListExportKinds: MethodDefinition<
    _workmesh_portability_v1_ListExportKindsRequest,
    _workmesh_portability_v1_ListExportKindsResponse,
    _workmesh_portability_v1_ListExportKindsRequest__Output,
    _workmesh_portability_v1_ListExportKindsResponse__Output
  >;
}
