import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  AuditClient as _workmesh_audit_v1_AuditClient,
  AuditDefinition as _workmesh_audit_v1_AuditDefinition,
} from './workmesh/audit/v1/Audit';
import type {
  AuditActor as _workmesh_audit_v1_AuditActor,
  AuditActor__Output as _workmesh_audit_v1_AuditActor__Output,
} from './workmesh/audit/v1/AuditActor';
import type {
  AuditRecord as _workmesh_audit_v1_AuditRecord,
  AuditRecord__Output as _workmesh_audit_v1_AuditRecord__Output,
} from './workmesh/audit/v1/AuditRecord';
import type {
  ListRecordsRequest as _workmesh_audit_v1_ListRecordsRequest,
  ListRecordsRequest__Output as _workmesh_audit_v1_ListRecordsRequest__Output,
} from './workmesh/audit/v1/ListRecordsRequest';
import type {
  ListRecordsResponse as _workmesh_audit_v1_ListRecordsResponse,
  ListRecordsResponse__Output as _workmesh_audit_v1_ListRecordsResponse__Output,
} from './workmesh/audit/v1/ListRecordsResponse';
import type {
  VerifyChainRequest as _workmesh_audit_v1_VerifyChainRequest,
  VerifyChainRequest__Output as _workmesh_audit_v1_VerifyChainRequest__Output,
} from './workmesh/audit/v1/VerifyChainRequest';
import type {
  VerifyChainResponse as _workmesh_audit_v1_VerifyChainResponse,
  VerifyChainResponse__Output as _workmesh_audit_v1_VerifyChainResponse__Output,
} from './workmesh/audit/v1/VerifyChainResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    audit: {
      v1: {
        Audit: SubtypeConstructor<typeof grpc.Client, _workmesh_audit_v1_AuditClient> & {
          service: _workmesh_audit_v1_AuditDefinition;
        };
        AuditActor: MessageTypeDefinition<
          _workmesh_audit_v1_AuditActor,
          _workmesh_audit_v1_AuditActor__Output
        >;
        AuditRecord: MessageTypeDefinition<
          _workmesh_audit_v1_AuditRecord,
          _workmesh_audit_v1_AuditRecord__Output
        >;
        ListRecordsRequest: MessageTypeDefinition<
          _workmesh_audit_v1_ListRecordsRequest,
          _workmesh_audit_v1_ListRecordsRequest__Output
        >;
        ListRecordsResponse: MessageTypeDefinition<
          _workmesh_audit_v1_ListRecordsResponse,
          _workmesh_audit_v1_ListRecordsResponse__Output
        >;
        VerifyChainRequest: MessageTypeDefinition<
          _workmesh_audit_v1_VerifyChainRequest,
          _workmesh_audit_v1_VerifyChainRequest__Output
        >;
        VerifyChainResponse: MessageTypeDefinition<
          _workmesh_audit_v1_VerifyChainResponse,
          _workmesh_audit_v1_VerifyChainResponse__Output
        >;
      };
    };
  };
}
