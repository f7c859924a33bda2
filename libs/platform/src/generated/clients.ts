import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  Address as _workmesh_clients_v1_Address,
  Address__Output as _workmesh_clients_v1_Address__Output,
} from './workmesh/clients/v1/Address';
import type {
  Budget as _workmesh_clients_v1_Budget,
  Budget__Output as _workmesh_clients_v1_Budget__Output,
} from './workmesh/clients/v1/Budget';
import type {
  Client as _workmesh_clients_v1_Client,
  Client__Output as _workmesh_clients_v1_Client__Output,
} from './workmesh/clients/v1/Client';
import type {
  ClientFields as _workmesh_clients_v1_ClientFields,
  ClientFields__Output as _workmesh_clients_v1_ClientFields__Output,
} from './workmesh/clients/v1/ClientFields';
import type {
  ClientForTeamRequest as _workmesh_clients_v1_ClientForTeamRequest,
  ClientForTeamRequest__Output as _workmesh_clients_v1_ClientForTeamRequest__Output,
} from './workmesh/clients/v1/ClientForTeamRequest';
import type {
  ClientRef as _workmesh_clients_v1_ClientRef,
  ClientRef__Output as _workmesh_clients_v1_ClientRef__Output,
} from './workmesh/clients/v1/ClientRef';
import type {
  ClientsClient as _workmesh_clients_v1_ClientsClient,
  ClientsDefinition as _workmesh_clients_v1_ClientsDefinition,
} from './workmesh/clients/v1/Clients';
import type {
  CreateClientRequest as _workmesh_clients_v1_CreateClientRequest,
  CreateClientRequest__Output as _workmesh_clients_v1_CreateClientRequest__Output,
} from './workmesh/clients/v1/CreateClientRequest';
import type {
  DeleteResponse as _workmesh_clients_v1_DeleteResponse,
  DeleteResponse__Output as _workmesh_clients_v1_DeleteResponse__Output,
} from './workmesh/clients/v1/DeleteResponse';
import type {
  InvoiceSettings as _workmesh_clients_v1_InvoiceSettings,
  InvoiceSettings__Output as _workmesh_clients_v1_InvoiceSettings__Output,
} from './workmesh/clients/v1/InvoiceSettings';
import type {
  ListAutoInvoiceClientsRequest as _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
  ListAutoInvoiceClientsRequest__Output as _workmesh_clients_v1_ListAutoInvoiceClientsRequest__Output,
} from './workmesh/clients/v1/ListAutoInvoiceClientsRequest';
import type {
  ListAutoInvoiceClientsResponse as _workmesh_clients_v1_ListAutoInvoiceClientsResponse,
  ListAutoInvoiceClientsResponse__Output as _workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output,
} from './workmesh/clients/v1/ListAutoInvoiceClientsResponse';
import type {
  ListClientsRequest as _workmesh_clients_v1_ListClientsRequest,
  ListClientsRequest__Output as _workmesh_clients_v1_ListClientsRequest__Output,
} from './workmesh/clients/v1/ListClientsRequest';
import type {
  ListClientsResponse as _workmesh_clients_v1_ListClientsResponse,
  ListClientsResponse__Output as _workmesh_clients_v1_ListClientsResponse__Output,
} from './workmesh/clients/v1/ListClientsResponse';
import type {
  ListProjectsRequest as _workmesh_clients_v1_ListProjectsRequest,
  ListProjectsRequest__Output as _workmesh_clients_v1_ListProjectsRequest__Output,
} from './workmesh/clients/v1/ListProjectsRequest';
import type {
  ListProjectsResponse as _workmesh_clients_v1_ListProjectsResponse,
  ListProjectsResponse__Output as _workmesh_clients_v1_ListProjectsResponse__Output,
} from './workmesh/clients/v1/ListProjectsResponse';
import type {
  PageInfo as _workmesh_clients_v1_PageInfo,
  PageInfo__Output as _workmesh_clients_v1_PageInfo__Output,
} from './workmesh/clients/v1/PageInfo';
import type {
  Project as _workmesh_clients_v1_Project,
  Project__Output as _workmesh_clients_v1_Project__Output,
} from './workmesh/clients/v1/Project';
import type {
  ProjectClient as _workmesh_clients_v1_ProjectClient,
  ProjectClient__Output as _workmesh_clients_v1_ProjectClient__Output,
} from './workmesh/clients/v1/ProjectClient';
import type {
  ProjectForTeamRequest as _workmesh_clients_v1_ProjectForTeamRequest,
  ProjectForTeamRequest__Output as _workmesh_clients_v1_ProjectForTeamRequest__Output,
} from './workmesh/clients/v1/ProjectForTeamRequest';
import type {
  ProjectRef as _workmesh_clients_v1_ProjectRef,
  ProjectRef__Output as _workmesh_clients_v1_ProjectRef__Output,
} from './workmesh/clients/v1/ProjectRef';
import type {
  ProjectRequest as _workmesh_clients_v1_ProjectRequest,
  ProjectRequest__Output as _workmesh_clients_v1_ProjectRequest__Output,
} from './workmesh/clients/v1/ProjectRequest';
import type {
  UpdateBudgetRequest as _workmesh_clients_v1_UpdateBudgetRequest,
  UpdateBudgetRequest__Output as _workmesh_clients_v1_UpdateBudgetRequest__Output,
} from './workmesh/clients/v1/UpdateBudgetRequest';
import type {
  UpdateClientRequest as _workmesh_clients_v1_UpdateClientRequest,
  UpdateClientRequest__Output as _workmesh_clients_v1_UpdateClientRequest__Output,
} from './workmesh/clients/v1/UpdateClientRequest';
import type {
  UpdateInvoiceSettingsRequest as _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
  UpdateInvoiceSettingsRequest__Output as _workmesh_clients_v1_UpdateInvoiceSettingsRequest__Output,
} from './workmesh/clients/v1/UpdateInvoiceSettingsRequest';
import type {
  UploadedFile as _workmesh_clients_v1_UploadedFile,
  UploadedFile__Output as _workmesh_clients_v1_UploadedFile__Output,
} from './workmesh/clients/v1/UploadedFile';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    clients: {
      v1: {
        Address: MessageTypeDefinition<
          _workmesh_clients_v1_Address,
          _workmesh_clients_v1_Address__Output
        >;
        Budget: MessageTypeDefinition<
          _workmesh_clients_v1_Budget,
          _workmesh_clients_v1_Budget__Output
        >;
        BudgetRate: EnumTypeDefinition;
        BudgetReset: EnumTypeDefinition;
        BudgetType: EnumTypeDefinition;
        Client: MessageTypeDefinition<
          _workmesh_clients_v1_Client,
          _workmesh_clients_v1_Client__Output
        >;
        ClientFields: MessageTypeDefinition<
          _workmesh_clients_v1_ClientFields,
          _workmesh_clients_v1_ClientFields__Output
        >;
        ClientForTeamRequest: MessageTypeDefinition<
          _workmesh_clients_v1_ClientForTeamRequest,
          _workmesh_clients_v1_ClientForTeamRequest__Output
        >;
        ClientRef: MessageTypeDefinition<
          _workmesh_clients_v1_ClientRef,
          _workmesh_clients_v1_ClientRef__Output
        >;
        Clients: SubtypeConstructor<typeof grpc.Client, _workmesh_clients_v1_ClientsClient> & {
          service: _workmesh_clients_v1_ClientsDefinition;
        };
        CreateClientRequest: MessageTypeDefinition<
          _workmesh_clients_v1_CreateClientRequest,
          _workmesh_clients_v1_CreateClientRequest__Output
        >;
        DeleteResponse: MessageTypeDefinition<
          _workmesh_clients_v1_DeleteResponse,
          _workmesh_clients_v1_DeleteResponse__Output
        >;
        InvoiceSettings: MessageTypeDefinition<
          _workmesh_clients_v1_InvoiceSettings,
          _workmesh_clients_v1_InvoiceSettings__Output
        >;
        ListAutoInvoiceClientsRequest: MessageTypeDefinition<
          _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
          _workmesh_clients_v1_ListAutoInvoiceClientsRequest__Output
        >;
        ListAutoInvoiceClientsResponse: MessageTypeDefinition<
          _workmesh_clients_v1_ListAutoInvoiceClientsResponse,
          _workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output
        >;
        ListClientsRequest: MessageTypeDefinition<
          _workmesh_clients_v1_ListClientsRequest,
          _workmesh_clients_v1_ListClientsRequest__Output
        >;
        ListClientsResponse: MessageTypeDefinition<
          _workmesh_clients_v1_ListClientsResponse,
          _workmesh_clients_v1_ListClientsResponse__Output
        >;
        ListProjectsRequest: MessageTypeDefinition<
          _workmesh_clients_v1_ListProjectsRequest,
          _workmesh_clients_v1_ListProjectsRequest__Output
        >;
        ListProjectsResponse: MessageTypeDefinition<
          _workmesh_clients_v1_ListProjectsResponse,
          _workmesh_clients_v1_ListProjectsResponse__Output
        >;
        PageInfo: MessageTypeDefinition<
          _workmesh_clients_v1_PageInfo,
          _workmesh_clients_v1_PageInfo__Output
        >;
        Project: MessageTypeDefinition<
          _workmesh_clients_v1_Project,
          _workmesh_clients_v1_Project__Output
        >;
        ProjectClient: MessageTypeDefinition<
          _workmesh_clients_v1_ProjectClient,
          _workmesh_clients_v1_ProjectClient__Output
        >;
        ProjectForTeamRequest: MessageTypeDefinition<
          _workmesh_clients_v1_ProjectForTeamRequest,
          _workmesh_clients_v1_ProjectForTeamRequest__Output
        >;
        ProjectRef: MessageTypeDefinition<
          _workmesh_clients_v1_ProjectRef,
          _workmesh_clients_v1_ProjectRef__Output
        >;
        ProjectRequest: MessageTypeDefinition<
          _workmesh_clients_v1_ProjectRequest,
          _workmesh_clients_v1_ProjectRequest__Output
        >;
        UpdateBudgetRequest: MessageTypeDefinition<
          _workmesh_clients_v1_UpdateBudgetRequest,
          _workmesh_clients_v1_UpdateBudgetRequest__Output
        >;
        UpdateClientRequest: MessageTypeDefinition<
          _workmesh_clients_v1_UpdateClientRequest,
          _workmesh_clients_v1_UpdateClientRequest__Output
        >;
        UpdateInvoiceSettingsRequest: MessageTypeDefinition<
          _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
          _workmesh_clients_v1_UpdateInvoiceSettingsRequest__Output
        >;
        UploadedFile: MessageTypeDefinition<
          _workmesh_clients_v1_UploadedFile,
          _workmesh_clients_v1_UploadedFile__Output
        >;
      };
    };
  };
}
