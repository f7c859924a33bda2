import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  ExportRecordsPage as _workmesh_portability_v1_ExportRecordsPage,
  ExportRecordsPage__Output as _workmesh_portability_v1_ExportRecordsPage__Output,
} from './workmesh/portability/v1/ExportRecordsPage';
import type {
  ExportRecordsRequest as _workmesh_portability_v1_ExportRecordsRequest,
  ExportRecordsRequest__Output as _workmesh_portability_v1_ExportRecordsRequest__Output,
} from './workmesh/portability/v1/ExportRecordsRequest';
import type {
  ListExportKindsRequest as _workmesh_portability_v1_ListExportKindsRequest,
  ListExportKindsRequest__Output as _workmesh_portability_v1_ListExportKindsRequest__Output,
} from './workmesh/portability/v1/ListExportKindsRequest';
import type {
  ListExportKindsResponse as _workmesh_portability_v1_ListExportKindsResponse,
  ListExportKindsResponse__Output as _workmesh_portability_v1_ListExportKindsResponse__Output,
} from './workmesh/portability/v1/ListExportKindsResponse';
import type {
  PortabilityClient as _workmesh_portability_v1_PortabilityClient,
  PortabilityDefinition as _workmesh_portability_v1_PortabilityDefinition,
} from './workmesh/portability/v1/Portability';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    portability: {
      v1: {
        ExportRecordsPage: MessageTypeDefinition<
          _workmesh_portability_v1_ExportRecordsPage,
          _workmesh_portability_v1_ExportRecordsPage__Output
        >;
        ExportRecordsRequest: MessageTypeDefinition<
          _workmesh_portability_v1_ExportRecordsRequest,
          _workmesh_portability_v1_ExportRecordsRequest__Output
        >;
        ListExportKindsRequest: MessageTypeDefinition<
          _workmesh_portability_v1_ListExportKindsRequest,
          _workmesh_portability_v1_ListExportKindsRequest__Output
        >;
        ListExportKindsResponse: MessageTypeDefinition<
          _workmesh_portability_v1_ListExportKindsResponse,
          _workmesh_portability_v1_ListExportKindsResponse__Output
        >;
        Portability: SubtypeConstructor<
          typeof grpc.Client,
          _workmesh_portability_v1_PortabilityClient
        > & { service: _workmesh_portability_v1_PortabilityDefinition };
      };
    };
  };
}
