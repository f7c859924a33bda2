// Original file: proto/clients.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  Budget as _workmesh_clients_v1_Budget,
  Budget__Output as _workmesh_clients_v1_Budget__Output,
} from '../../../workmesh/clients/v1/Budget';
import type {
  Client as _workmesh_clients_v1_Client,
  Client__Output as _workmesh_clients_v1_Client__Output,
} from '../../../workmesh/clients/v1/Client';
import type {
  ClientForTeamRequest as _workmesh_clients_v1_ClientForTeamRequest,
  ClientForTeamRequest__Output as _workmesh_clients_v1_ClientForTeamRequest__Output,
} from '../../../workmesh/clients/v1/ClientForTeamRequest';
import type {
  ClientRef as _workmesh_clients_v1_ClientRef,
  ClientRef__Output as _workmesh_clients_v1_ClientRef__Output,
} from '../../../workmesh/clients/v1/ClientRef';
import type {
  CreateClientRequest as _workmesh_clients_v1_CreateClientRequest,
  CreateClientRequest__Output as _workmesh_clients_v1_CreateClientRequest__Output,
} from '../../../workmesh/clients/v1/CreateClientRequest';
import type {
  DeleteResponse as _workmesh_clients_v1_DeleteResponse,
  DeleteResponse__Output as _workmesh_clients_v1_DeleteResponse__Output,
} from '../../../workmesh/clients/v1/DeleteResponse';
import type {
  InvoiceSettings as _workmesh_clients_v1_InvoiceSettings,
  InvoiceSettings__Output as _workmesh_clients_v1_InvoiceSettings__Output,
} from '../../../workmesh/clients/v1/InvoiceSettings';
import type {
  ListAutoInvoiceClientsRequest as _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
  ListAutoInvoiceClientsRequest__Output as _workmesh_clients_v1_ListAutoInvoiceClientsRequest__Output,
} from '../../../workmesh/clients/v1/ListAutoInvoiceClientsRequest';
import type {
  ListAutoInvoiceClientsResponse as _workmesh_clients_v1_ListAutoInvoiceClientsResponse,
  ListAutoInvoiceClientsResponse__Output as _workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output,
} from '../../../workmesh/clients/v1/ListAutoInvoiceClientsResponse';
import type {
  ListClientsRequest as _workmesh_clients_v1_ListClientsRequest,
  ListClientsRequest__Output as _workmesh_clients_v1_ListClientsRequest__Output,
} from '../../../workmesh/clients/v1/ListClientsRequest';
import type {
  ListClientsResponse as _workmesh_clients_v1_ListClientsResponse,
  ListClientsResponse__Output as _workmesh_clients_v1_ListClientsResponse__Output,
} from '../../../workmesh/clients/v1/ListClientsResponse';
import type {
  ListProjectsRequest as _workmesh_clients_v1_ListProjectsRequest,
  ListProjectsRequest__Output as _workmesh_clients_v1_ListProjectsRequest__Output,
} from '../../../workmesh/clients/v1/ListProjectsRequest';
import type {
  ListProjectsResponse as _workmesh_clients_v1_ListProjectsResponse,
  ListProjectsResponse__Output as _workmesh_clients_v1_ListProjectsResponse__Output,
} from '../../../workmesh/clients/v1/ListProjectsResponse';
import type {
  Project as _workmesh_clients_v1_Project,
  Project__Output as _workmesh_clients_v1_Project__Output,
} from '../../../workmesh/clients/v1/Project';
import type {
  ProjectForTeamRequest as _workmesh_clients_v1_ProjectForTeamRequest,
  ProjectForTeamRequest__Output as _workmesh_clients_v1_ProjectForTeamRequest__Output,
} from '../../../workmesh/clients/v1/ProjectForTeamRequest';
import type {
  ProjectRef as _workmesh_clients_v1_ProjectRef,
  ProjectRef__Output as _workmesh_clients_v1_ProjectRef__Output,
} from '../../../workmesh/clients/v1/ProjectRef';
import type {
  ProjectRequest as _workmesh_clients_v1_ProjectRequest,
  ProjectRequest__Output as _workmesh_clients_v1_ProjectRequest__Output,
} from '../../../workmesh/clients/v1/ProjectRequest';
import type {
  UpdateBudgetRequest as _workmesh_clients_v1_UpdateBudgetRequest,
  UpdateBudgetRequest__Output as _workmesh_clients_v1_UpdateBudgetRequest__Output,
} from '../../../workmesh/clients/v1/UpdateBudgetRequest';
import type {
  UpdateClientRequest as _workmesh_clients_v1_UpdateClientRequest,
  UpdateClientRequest__Output as _workmesh_clients_v1_UpdateClientRequest__Output,
} from '../../../workmesh/clients/v1/UpdateClientRequest';
import type {
  UpdateInvoiceSettingsRequest as _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
  UpdateInvoiceSettingsRequest__Output as _workmesh_clients_v1_UpdateInvoiceSettingsRequest__Output,
} from '../../../workmesh/clients/v1/UpdateInvoiceSettingsRequest';

export interface ClientsClient extends grpc.Client {
  /**
   * POST /api/v1/client/create (alias /api/v3/client/create), JSON or multipart.
   */
  CreateClient(
    argument: _workmesh_clients_v1_CreateClientRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  CreateClient(
    argument: _workmesh_clients_v1_CreateClientRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  CreateClient(
    argument: _workmesh_clients_v1_CreateClientRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  CreateClient(
    argument: _workmesh_clients_v1_CreateClientRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v1/client/create (alias /api/v3/client/create), JSON or multipart.
   */
  createClient(
    argument: _workmesh_clients_v1_CreateClientRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  createClient(
    argument: _workmesh_clients_v1_CreateClientRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  createClient(
    argument: _workmesh_clients_v1_CreateClientRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  createClient(
    argument: _workmesh_clients_v1_CreateClientRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/project/create (alias /api/v3/mobile/project/create)
   */
  CreateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  CreateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  CreateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  CreateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/project/create (alias /api/v3/mobile/project/create)
   */
  createProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  createProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  createProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  createProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/client/:id/delete
   */
  DeleteClient(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteClient(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteClient(
    argument: _workmesh_clients_v1_ClientRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteClient(
    argument: _workmesh_clients_v1_ClientRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/client/:id/delete
   */
  deleteClient(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteClient(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteClient(
    argument: _workmesh_clients_v1_ClientRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteClient(
    argument: _workmesh_clients_v1_ClientRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/project/:id/delete
   */
  DeleteProject(
    argument: _workmesh_clients_v1_ProjectRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteProject(
    argument: _workmesh_clients_v1_ProjectRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteProject(
    argument: _workmesh_clients_v1_ProjectRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteProject(
    argument: _workmesh_clients_v1_ProjectRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/project/:id/delete
   */
  deleteProject(
    argument: _workmesh_clients_v1_ProjectRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteProject(
    argument: _workmesh_clients_v1_ProjectRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteProject(
    argument: _workmesh_clients_v1_ProjectRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteProject(
    argument: _workmesh_clients_v1_ProjectRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_DeleteResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/client/:id
   */
  GetClient(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  GetClient(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  GetClient(
    argument: _workmesh_clients_v1_ClientRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  GetClient(
    argument: _workmesh_clients_v1_ClientRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/client/:id
   */
  getClient(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  getClient(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  getClient(
    argument: _workmesh_clients_v1_ClientRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  getClient(
    argument: _workmesh_clients_v1_ClientRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Other services (tracking): a client of a team with its budget, NOT_FOUND otherwise.
   */
  GetClientForTeam(
    argument: _workmesh_clients_v1_ClientForTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  GetClientForTeam(
    argument: _workmesh_clients_v1_ClientForTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  GetClientForTeam(
    argument: _workmesh_clients_v1_ClientForTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  GetClientForTeam(
    argument: _workmesh_clients_v1_ClientForTeamRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Other services (tracking): a client of a team with its budget, NOT_FOUND otherwise.
   */
  getClientForTeam(
    argument: _workmesh_clients_v1_ClientForTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  getClientForTeam(
    argument: _workmesh_clients_v1_ClientForTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  getClientForTeam(
    argument: _workmesh_clients_v1_ClientForTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  getClientForTeam(
    argument: _workmesh_clients_v1_ClientForTeamRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/client/:id/invoice-settings
   */
  GetClientInvoiceSettings(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  GetClientInvoiceSettings(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  GetClientInvoiceSettings(
    argument: _workmesh_clients_v1_ClientRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  GetClientInvoiceSettings(
    argument: _workmesh_clients_v1_ClientRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/client/:id/invoice-settings
   */
  getClientInvoiceSettings(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  getClientInvoiceSettings(
    argument: _workmesh_clients_v1_ClientRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  getClientInvoiceSettings(
    argument: _workmesh_clients_v1_ClientRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  getClientInvoiceSettings(
    argument: _workmesh_clients_v1_ClientRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/project/:id
   */
  GetProject(
    argument: _workmesh_clients_v1_ProjectRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  GetProject(
    argument: _workmesh_clients_v1_ProjectRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  GetProject(
    argument: _workmesh_clients_v1_ProjectRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  GetProject(
    argument: _workmesh_clients_v1_ProjectRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/project/:id
   */
  getProject(
    argument: _workmesh_clients_v1_ProjectRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  getProject(
    argument: _workmesh_clients_v1_ProjectRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  getProject(
    argument: _workmesh_clients_v1_ProjectRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  getProject(
    argument: _workmesh_clients_v1_ProjectRef,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Other services (tasks): a project of a team, NOT_FOUND otherwise.
   */
  GetProjectForTeam(
    argument: _workmesh_clients_v1_ProjectForTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  GetProjectForTeam(
    argument: _workmesh_clients_v1_ProjectForTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  GetProjectForTeam(
    argument: _workmesh_clients_v1_ProjectForTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  GetProjectForTeam(
    argument: _workmesh_clients_v1_ProjectForTeamRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Other services (tasks): a project of a team, NOT_FOUND otherwise.
   */
  getProjectForTeam(
    argument: _workmesh_clients_v1_ProjectForTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  getProjectForTeam(
    argument: _workmesh_clients_v1_ProjectForTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  getProjectForTeam(
    argument: _workmesh_clients_v1_ProjectForTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  getProjectForTeam(
    argument: _workmesh_clients_v1_ProjectForTeamRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Internal (invoices' automatic invoicing): the clients of every team with autoInvoice
   * `on`, by ascending id after after_id, at most limit (1–500, 100 unless set).
   */
  ListAutoInvoiceClients(
    argument: _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListAutoInvoiceClients(
    argument: _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListAutoInvoiceClients(
    argument: _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListAutoInvoiceClients(
    argument: _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Internal (invoices' automatic invoicing): the clients of every team with autoInvoice
   * `on`, by ascending id after after_id, at most limit (1–500, 100 unless set).
   */
  listAutoInvoiceClients(
    argument: _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listAutoInvoiceClients(
    argument: _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listAutoInvoiceClients(
    argument: _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listAutoInvoiceClients(
    argument: _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/client/list
   */
  ListClients(
    argument: _workmesh_clients_v1_ListClientsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListClients(
    argument: _workmesh_clients_v1_ListClientsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListClients(
    argument: _workmesh_clients_v1_ListClientsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListClients(
    argument: _workmesh_clients_v1_ListClientsRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/client/list
   */
  listClients(
    argument: _workmesh_clients_v1_ListClientsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listClients(
    argument: _workmesh_clients_v1_ListClientsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listClients(
    argument: _workmesh_clients_v1_ListClientsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListClientsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listClients(
    argument: _workmesh_clients_v1_ListClientsRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListClientsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/project/list
   */
  ListProjects(
    argument: _workmesh_clients_v1_ListProjectsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListProjectsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListProjects(
    argument: _workmesh_clients_v1_ListProjectsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListProjectsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListProjects(
    argument: _workmesh_clients_v1_ListProjectsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListProjectsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListProjects(
    argument: _workmesh_clients_v1_ListProjectsRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListProjectsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/project/list
   */
  listProjects(
    argument: _workmesh_clients_v1_ListProjectsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListProjectsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listProjects(
    argument: _workmesh_clients_v1_ListProjectsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListProjectsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listProjects(
    argument: _workmesh_clients_v1_ListProjectsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListProjectsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listProjects(
    argument: _workmesh_clients_v1_ListProjectsRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_ListProjectsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/client/:id/update (JSON or multipart)
   */
  UpdateClient(
    argument: _workmesh_clients_v1_UpdateClientRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  UpdateClient(
    argument: _workmesh_clients_v1_UpdateClientRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  UpdateClient(
    argument: _workmesh_clients_v1_UpdateClientRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  UpdateClient(
    argument: _workmesh_clients_v1_UpdateClientRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/client/:id/update (JSON or multipart)
   */
  updateClient(
    argument: _workmesh_clients_v1_UpdateClientRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  updateClient(
    argument: _workmesh_clients_v1_UpdateClientRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  updateClient(
    argument: _workmesh_clients_v1_UpdateClientRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;
  updateClient(
    argument: _workmesh_clients_v1_UpdateClientRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Client__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/client/:id/budget/update (owners and managers; issue 19)
   */
  UpdateClientBudget(
    argument: _workmesh_clients_v1_UpdateBudgetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Budget__Output>,
  ): grpc.ClientUnaryCall;
  UpdateClientBudget(
    argument: _workmesh_clients_v1_UpdateBudgetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Budget__Output>,
  ): grpc.ClientUnaryCall;
  UpdateClientBudget(
    argument: _workmesh_clients_v1_UpdateBudgetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Budget__Output>,
  ): grpc.ClientUnaryCall;
  UpdateClientBudget(
    argument: _workmesh_clients_v1_UpdateBudgetRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Budget__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/client/:id/budget/update (owners and managers; issue 19)
   */
  updateClientBudget(
    argument: _workmesh_clients_v1_UpdateBudgetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Budget__Output>,
  ): grpc.ClientUnaryCall;
  updateClientBudget(
    argument: _workmesh_clients_v1_UpdateBudgetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Budget__Output>,
  ): grpc.ClientUnaryCall;
  updateClientBudget(
    argument: _workmesh_clients_v1_UpdateBudgetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Budget__Output>,
  ): grpc.ClientUnaryCall;
  updateClientBudget(
    argument: _workmesh_clients_v1_UpdateBudgetRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Budget__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/client/:id/invoice-settings/update
   */
  UpdateClientInvoiceSettings(
    argument: _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  UpdateClientInvoiceSettings(
    argument: _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  UpdateClientInvoiceSettings(
    argument: _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  UpdateClientInvoiceSettings(
    argument: _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/client/:id/invoice-settings/update
   */
  updateClientInvoiceSettings(
    argument: _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  updateClientInvoiceSettings(
    argument: _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  updateClientInvoiceSettings(
    argument: _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;
  updateClientInvoiceSettings(
    argument: _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_InvoiceSettings__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/project/:id/update
   */
  UpdateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  UpdateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  UpdateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  UpdateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/project/:id/update
   */
  updateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  updateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  updateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
  updateProject(
    argument: _workmesh_clients_v1_ProjectRequest,
    callback: grpc.requestCallback<_workmesh_clients_v1_Project__Output>,
  ): grpc.ClientUnaryCall;
}

export interface ClientsHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /api/v1/client/create (alias /api/v3/client/create), JSON or multipart.
   */
  CreateClient: grpc.handleUnaryCall<
    _workmesh_clients_v1_CreateClientRequest__Output,
    _workmesh_clients_v1_Client
  >;

  /**
   * POST /api/v3/project/create (alias /api/v3/mobile/project/create)
   */
  CreateProject: grpc.handleUnaryCall<
    _workmesh_clients_v1_ProjectRequest__Output,
    _workmesh_clients_v1_Project
  >;

  /**
   * POST /api/v3/client/:id/delete
   */
  DeleteClient: grpc.handleUnaryCall<
    _workmesh_clients_v1_ClientRef__Output,
    _workmesh_clients_v1_DeleteResponse
  >;

  /**
   * POST /api/v3/project/:id/delete
   */
  DeleteProject: grpc.handleUnaryCall<
    _workmesh_clients_v1_ProjectRef__Output,
    _workmesh_clients_v1_DeleteResponse
  >;

  /**
   * GET /api/v3/client/:id
   */
  GetClient: grpc.handleUnaryCall<
    _workmesh_clients_v1_ClientRef__Output,
    _workmesh_clients_v1_Client
  >;

  /**
   * Other services (tracking): a client of a team with its budget, NOT_FOUND otherwise.
   */
  GetClientForTeam: grpc.handleUnaryCall<
    _workmesh_clients_v1_ClientForTeamRequest__Output,
    _workmesh_clients_v1_Client
  >;

  /**
   * GET /api/v3/client/:id/invoice-settings
   */
  GetClientInvoiceSettings: grpc.handleUnaryCall<
    _workmesh_clients_v1_ClientRef__Output,
    _workmesh_clients_v1_InvoiceSettings
  >;

  /**
   * GET /api/v3/project/:id
   */
  GetProject: grpc.handleUnaryCall<
    _workmesh_clients_v1_ProjectRef__Output,
    _workmesh_clients_v1_Project
  >;

  /**
   * Other services (tasks): a project of a team, NOT_FOUND otherwise.
   */
  GetProjectForTeam: grpc.handleUnaryCall<
    _workmesh_clients_v1_ProjectForTeamRequest__Output,
    _workmesh_clients_v1_Project
  >;

  /**
   * Internal (invoices' automatic invoicing): the clients of every team with autoInvoice
   * `on`, by ascending id after after_id, at most limit (1–500, 100 unless set).
   */
  ListAutoInvoiceClients: grpc.handleUnaryCall<
    _workmesh_clients_v1_ListAutoInvoiceClientsRequest__Output,
    _workmesh_clients_v1_ListAutoInvoiceClientsResponse
  >;

  /**
   * GET /api/v3/client/list
   */
  ListClients: grpc.handleUnaryCall<
    _workmesh_clients_v1_ListClientsRequest__Output,
    _workmesh_clients_v1_ListClientsResponse
  >;

  /**
   * GET /api/v3/project/list
   */
  ListProjects: grpc.handleUnaryCall<
    _workmesh_clients_v1_ListProjectsRequest__Output,
    _workmesh_clients_v1_ListProjectsResponse
  >;

  /**
   * POST /api/v3/client/:id/update (JSON or multipart)
   */
  UpdateClient: grpc.handleUnaryCall<
    _workmesh_clients_v1_UpdateClientRequest__Output,
    _workmesh_clients_v1_Client
  >;

  /**
   * POST /api/v3/client/:id/budget/update (owners and managers; issue 19)
   */
  UpdateClientBudget: grpc.handleUnaryCall<
    _workmesh_clients_v1_UpdateBudgetRequest__Output,
    _workmesh_clients_v1_Budget
  >;

  /**
   * POST /api/v3/client/:id/invoice-settings/update
   */
  UpdateClientInvoiceSettings: grpc.handleUnaryCall<
    _workmesh_clients_v1_UpdateInvoiceSettingsRequest__Output,
    _workmesh_clients_v1_InvoiceSettings
  >;

  /**
   * POST /api/v3/project/:id/update
   */
  UpdateProject: grpc.handleUnaryCall<
    _workmesh_clients_v1_ProjectRequest__Output,
    _workmesh_clients_v1_Project
  >;
}

export interface ClientsDefinition extends grpc.ServiceDefinition {
  CreateClient: MethodDefinition<
    _workmesh_clients_v1_CreateClientRequest,
    _workmesh_clients_v1_Client,
    _workmesh_clients_v1_CreateClientRequest__Output,
    _workmesh_clients_v1_Client__Output
  >;
  CreateProject: MethodDefinition<
    _workmesh_clients_v1_ProjectRequest,
    _workmesh_clients_v1_Project,
    _workmesh_clients_v1_ProjectRequest__Output,
    _workmesh_clients_v1_Project__Output
  >;
  DeleteClient: MethodDefinition<
    _workmesh_clients_v1_ClientRef,
    _workmesh_clients_v1_DeleteResponse,
    _workmesh_clients_v1_ClientRef__Output,
    _workmesh_clients_v1_DeleteResponse__Output
  >;
  DeleteProject: MethodDefinition<
    _workmesh_clients_v1_ProjectRef,
    _workmesh_clients_v1_DeleteResponse,
    _workmesh_clients_v1_ProjectRef__Output,
    _workmesh_clients_v1_DeleteResponse__Output
  >;
  GetClient: MethodDefinition<
    _workmesh_clients_v1_ClientRef,
    _workmesh_clients_v1_Client,
    _workmesh_clients_v1_ClientRef__Output,
    _workmesh_clients_v1_Client__Output
  >;
  GetClientForTeam: MethodDefinition<
    _workmesh_clients_v1_ClientForTeamRequest,
    _workmesh_clients_v1_Client,
    _workmesh_clients_v1_ClientForTeamRequest__Output,
    _workmesh_clients_v1_Client__Output
  >;
  GetClientInvoiceSettings: MethodDefinition<
    _workmesh_clients_v1_ClientRef,
    _workmesh_clients_v1_InvoiceSettings,
    _workmesh_clients_v1_ClientRef__Output,
    _workmesh_clients_v1_InvoiceSettings__Output
  >;
  GetProject: MethodDefinition<
    _workmesh_clients_v1_ProjectRef,
    _workmesh_clients_v1_Project,
    _workmesh_clients_v1_ProjectRef__Output,
    _workmesh_clients_v1_Project__Output
  >;
  GetProjectForTeam: MethodDefinition<
    _workmesh_clients_v1_ProjectForTeamRequest,
    _workmesh_clients_v1_Project,
    _workmesh_clients_v1_ProjectForTeamRequest__Output,
    _workmesh_clients_v1_Project__Output
  >;
  ListAutoInvoiceClients: MethodDefinition<
    _workmesh_clients_v1_ListAutoInvoiceClientsRequest,
    _workmesh_clients_v1_ListAutoInvoiceClientsResponse,
    _workmesh_clients_v1_ListAutoInvoiceClientsRequest__Output,
    _workmesh_clients_v1_ListAutoInvoiceClientsResponse__Output
  >;
  ListClients: MethodDefinition<
    _workmesh_clients_v1_ListClientsRequest,
    _workmesh_clients_v1_ListClientsResponse,
    _workmesh_clients_v1_ListClientsRequest__Output,
    _workmesh_clients_v1_ListClientsResponse__Output
  >;
  ListProjects: MethodDefinition<
    _workmesh_clients_v1_ListProjectsRequest,
    _workmesh_clients_v1_ListProjectsResponse,
    _workmesh_clients_v1_ListProjectsRequest__Output,
    _workmesh_clients_v1_ListProjectsResponse__Output
  >;
  UpdateClient: MethodDefinition<
    _workmesh_clients_v1_UpdateClientRequest,
    _workmesh_clients_v1_Client,
    _workmesh_clients_v1_UpdateClientRequest__Output,
    _workmesh_clients_v1_Client__Output
  >;
  UpdateClientBudget: MethodDefinition<
    _workmesh_clients_v1_UpdateBudgetRequest,
    _workmesh_clients_v1_Budget,
    _workmesh_clients_v1_UpdateBudgetRequest__Output,
    _workmesh_clients_v1_Budget__Output
  >;
  UpdateClientInvoiceSettings: MethodDefinition<
    _workmesh_clients_v1_UpdateInvoiceSettingsRequest,
    _workmesh_clients_v1_InvoiceSettings,
    _workmesh_clients_v1_UpdateInvoiceSettingsRequest__Output,
    _workmesh_clients_v1_InvoiceSettings__Output
  >;
  UpdateProject: MethodDefinition<
    _workmesh_clients_v1_ProjectRequest,
    _workmesh_clients_v1_Project,
    _workmesh_clients_v1_ProjectRequest__Output,
    _workmesh_clients_v1_Project__Output
  >;
}
