import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  AddScheduleRequest as _workmesh_scheduling_v1_AddScheduleRequest,
  AddScheduleRequest__Output as _workmesh_scheduling_v1_AddScheduleRequest__Output,
} from './workmesh/scheduling/v1/AddScheduleRequest';
import type {
  AddScheduleResponse as _workmesh_scheduling_v1_AddScheduleResponse,
  AddScheduleResponse__Output as _workmesh_scheduling_v1_AddScheduleResponse__Output,
} from './workmesh/scheduling/v1/AddScheduleResponse';
import type {
  DeleteScheduleRequest as _workmesh_scheduling_v1_DeleteScheduleRequest,
  DeleteScheduleRequest__Output as _workmesh_scheduling_v1_DeleteScheduleRequest__Output,
} from './workmesh/scheduling/v1/DeleteScheduleRequest';
import type {
  DeleteScheduleResponse as _workmesh_scheduling_v1_DeleteScheduleResponse,
  DeleteScheduleResponse__Output as _workmesh_scheduling_v1_DeleteScheduleResponse__Output,
} from './workmesh/scheduling/v1/DeleteScheduleResponse';
import type {
  ListScheduleBySidRequest as _workmesh_scheduling_v1_ListScheduleBySidRequest,
  ListScheduleBySidRequest__Output as _workmesh_scheduling_v1_ListScheduleBySidRequest__Output,
} from './workmesh/scheduling/v1/ListScheduleBySidRequest';
import type {
  ListUserScheduleRequest as _workmesh_scheduling_v1_ListUserScheduleRequest,
  ListUserScheduleRequest__Output as _workmesh_scheduling_v1_ListUserScheduleRequest__Output,
} from './workmesh/scheduling/v1/ListUserScheduleRequest';
import type {
  PageInfo as _workmesh_scheduling_v1_PageInfo,
  PageInfo__Output as _workmesh_scheduling_v1_PageInfo__Output,
} from './workmesh/scheduling/v1/PageInfo';
import type {
  ScheduleEntry as _workmesh_scheduling_v1_ScheduleEntry,
  ScheduleEntry__Output as _workmesh_scheduling_v1_ScheduleEntry__Output,
} from './workmesh/scheduling/v1/ScheduleEntry';
import type {
  ScheduleEntryPage as _workmesh_scheduling_v1_ScheduleEntryPage,
  ScheduleEntryPage__Output as _workmesh_scheduling_v1_ScheduleEntryPage__Output,
} from './workmesh/scheduling/v1/ScheduleEntryPage';
import type {
  SchedulingClient as _workmesh_scheduling_v1_SchedulingClient,
  SchedulingDefinition as _workmesh_scheduling_v1_SchedulingDefinition,
} from './workmesh/scheduling/v1/Scheduling';
import type {
  UpdateScheduleEntryRequest as _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
  UpdateScheduleEntryRequest__Output as _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output,
} from './workmesh/scheduling/v1/UpdateScheduleEntryRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    scheduling: {
      v1: {
        AddScheduleRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_AddScheduleRequest,
          _workmesh_scheduling_v1_AddScheduleRequest__Output
        >;
        AddScheduleResponse: MessageTypeDefinition<
          _workmesh_scheduling_v1_AddScheduleResponse,
          _workmesh_scheduling_v1_AddScheduleResponse__Output
        >;
        DeleteScheduleRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_DeleteScheduleRequest,
          _workmesh_scheduling_v1_DeleteScheduleRequest__Output
        >;
        DeleteScheduleResponse: MessageTypeDefinition<
          _workmesh_scheduling_v1_DeleteScheduleResponse,
          _workmesh_scheduling_v1_DeleteScheduleResponse__Output
        >;
        DeleteScope: EnumTypeDefinition;
        ListScheduleBySidRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListScheduleBySidRequest,
          _workmesh_scheduling_v1_ListScheduleBySidRequest__Output
        >;
        ListUserScheduleRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListUserScheduleRequest,
          _workmesh_scheduling_v1_ListUserScheduleRequest__Output
        >;
        PageInfo: MessageTypeDefinition<
          _workmesh_scheduling_v1_PageInfo,
          _workmesh_scheduling_v1_PageInfo__Output
        >;
        ScheduleEntry: MessageTypeDefinition<
          _workmesh_scheduling_v1_ScheduleEntry,
          _workmesh_scheduling_v1_ScheduleEntry__Output
        >;
        ScheduleEntryPage: MessageTypeDefinition<
          _workmesh_scheduling_v1_ScheduleEntryPage,
          _workmesh_scheduling_v1_ScheduleEntryPage__Output
        >;
        Scheduling: SubtypeConstructor<
          typeof grpc.Client,
          _workmesh_scheduling_v1_SchedulingClient
        > & { service: _workmesh_scheduling_v1_SchedulingDefinition };
        UpdateScheduleEntryRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
          _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output
        >;
      };
    };
  };
}
