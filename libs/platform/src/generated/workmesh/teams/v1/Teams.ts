// Original file: proto/teams.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  CreateOrganizationRequest as _workmesh_teams_v1_CreateOrganizationRequest,
  CreateOrganizationRequest__Output as _workmesh_teams_v1_CreateOrganizationRequest__Output,
} from '../../../workmesh/teams/v1/CreateOrganizationRequest';
import type {
  CreateTeamRequest as _workmesh_teams_v1_CreateTeamRequest,
  CreateTeamRequest__Output as _workmesh_teams_v1_CreateTeamRequest__Output,
} from '../../../workmesh/teams/v1/CreateTeamRequest';
import type {
  DeleteOrganizationRequest as _workmesh_teams_v1_DeleteOrganizationRequest,
  DeleteOrganizationRequest__Output as _workmesh_teams_v1_DeleteOrganizationRequest__Output,
} from '../../../workmesh/teams/v1/DeleteOrganizationRequest';
import type {
  DeleteOrganizationResponse as _workmesh_teams_v1_DeleteOrganizationResponse,
  DeleteOrganizationResponse__Output as _workmesh_teams_v1_DeleteOrganizationResponse__Output,
} from '../../../workmesh/teams/v1/DeleteOrganizationResponse';
import type {
  GetMembershipRequest as _workmesh_teams_v1_GetMembershipRequest,
  GetMembershipRequest__Output as _workmesh_teams_v1_GetMembershipRequest__Output,
} from '../../../workmesh/teams/v1/GetMembershipRequest';
import type {
  ListTeamsRequest as _workmesh_teams_v1_ListTeamsRequest,
  ListTeamsRequest__Output as _workmesh_teams_v1_ListTeamsRequest__Output,
} from '../../../workmesh/teams/v1/ListTeamsRequest';
import type {
  ListTeamsResponse as _workmesh_teams_v1_ListTeamsResponse,
  ListTeamsResponse__Output as _workmesh_teams_v1_ListTeamsResponse__Output,
} from '../../../workmesh/teams/v1/ListTeamsResponse';
import type {
  Membership as _workmesh_teams_v1_Membership,
  Membership__Output as _workmesh_teams_v1_Membership__Output,
} from '../../../workmesh/teams/v1/Membership';
import type {
  Team as _workmesh_teams_v1_Team,
  Team__Output as _workmesh_teams_v1_Team__Output,
} from '../../../workmesh/teams/v1/Team';

export interface TeamsClient extends grpc.Client {
  /**
   * Identity, at registration: the user's organization with the user as owner.
   * Idempotent per owner_user_id + request_key, so a retried registration makes one team.
   */
  CreateOrganization(
    argument: _workmesh_teams_v1_CreateOrganizationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  CreateOrganization(
    argument: _workmesh_teams_v1_CreateOrganizationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  CreateOrganization(
    argument: _workmesh_teams_v1_CreateOrganizationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  CreateOrganization(
    argument: _workmesh_teams_v1_CreateOrganizationRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Identity, at registration: the user's organization with the user as owner.
   * Idempotent per owner_user_id + request_key, so a retried registration makes one team.
   */
  createOrganization(
    argument: _workmesh_teams_v1_CreateOrganizationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  createOrganization(
    argument: _workmesh_teams_v1_CreateOrganizationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  createOrganization(
    argument: _workmesh_teams_v1_CreateOrganizationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  createOrganization(
    argument: _workmesh_teams_v1_CreateOrganizationRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/mobile/team/createTeam: the caller (metadata) becomes owner.
   */
  CreateTeam(
    argument: _workmesh_teams_v1_CreateTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  CreateTeam(
    argument: _workmesh_teams_v1_CreateTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  CreateTeam(
    argument: _workmesh_teams_v1_CreateTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  CreateTeam(
    argument: _workmesh_teams_v1_CreateTeamRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/mobile/team/createTeam: the caller (metadata) becomes owner.
   */
  createTeam(
    argument: _workmesh_teams_v1_CreateTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  createTeam(
    argument: _workmesh_teams_v1_CreateTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  createTeam(
    argument: _workmesh_teams_v1_CreateTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;
  createTeam(
    argument: _workmesh_teams_v1_CreateTeamRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Team__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Identity, when a registration fails after the organization was made.
   */
  DeleteOrganization(
    argument: _workmesh_teams_v1_DeleteOrganizationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteOrganizationResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteOrganization(
    argument: _workmesh_teams_v1_DeleteOrganizationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteOrganizationResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteOrganization(
    argument: _workmesh_teams_v1_DeleteOrganizationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteOrganizationResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteOrganization(
    argument: _workmesh_teams_v1_DeleteOrganizationRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteOrganizationResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Identity, when a registration fails after the organization was made.
   */
  deleteOrganization(
    argument: _workmesh_teams_v1_DeleteOrganizationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteOrganizationResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteOrganization(
    argument: _workmesh_teams_v1_DeleteOrganizationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteOrganizationResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteOrganization(
    argument: _workmesh_teams_v1_DeleteOrganizationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteOrganizationResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteOrganization(
    argument: _workmesh_teams_v1_DeleteOrganizationRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteOrganizationResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Other services: the caller's role in a team (NOT_FOUND when not a member).
   */
  GetMembership(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Membership__Output>,
  ): grpc.ClientUnaryCall;
  GetMembership(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Membership__Output>,
  ): grpc.ClientUnaryCall;
  GetMembership(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Membership__Output>,
  ): grpc.ClientUnaryCall;
  GetMembership(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Membership__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Other services: the caller's role in a team (NOT_FOUND when not a member).
   */
  getMembership(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Membership__Output>,
  ): grpc.ClientUnaryCall;
  getMembership(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Membership__Output>,
  ): grpc.ClientUnaryCall;
  getMembership(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Membership__Output>,
  ): grpc.ClientUnaryCall;
  getMembership(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Membership__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/team/getTeams: the teams the caller belongs to.
   */
  ListTeams(
    argument: _workmesh_teams_v1_ListTeamsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListTeamsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTeams(
    argument: _workmesh_teams_v1_ListTeamsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListTeamsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTeams(
    argument: _workmesh_teams_v1_ListTeamsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListTeamsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTeams(
    argument: _workmesh_teams_v1_ListTeamsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListTeamsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/team/getTeams: the teams the caller belongs to.
   */
  listTeams(
    argument: _workmesh_teams_v1_ListTeamsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListTeamsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTeams(
    argument: _workmesh_teams_v1_ListTeamsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListTeamsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTeams(
    argument: _workmesh_teams_v1_ListTeamsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListTeamsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTeams(
    argument: _workmesh_teams_v1_ListTeamsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListTeamsResponse__Output>,
  ): grpc.ClientUnaryCall;
}

export interface TeamsHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Identity, at registration: the user's organization with the user as owner.
   * Idempotent per owner_user_id + request_key, so a retried registration makes one team.
   */
  CreateOrganization: grpc.handleUnaryCall<
    _workmesh_teams_v1_CreateOrganizationRequest__Output,
    _workmesh_teams_v1_Team
  >;

  /**
   * POST /api/v3/mobile/team/createTeam: the caller (metadata) becomes owner.
   */
  CreateTeam: grpc.handleUnaryCall<
    _workmesh_teams_v1_CreateTeamRequest__Output,
    _workmesh_teams_v1_Team
  >;

  /**
   * Identity, when a registration fails after the organization was made.
   */
  DeleteOrganization: grpc.handleUnaryCall<
    _workmesh_teams_v1_DeleteOrganizationRequest__Output,
    _workmesh_teams_v1_DeleteOrganizationResponse
  >;

  /**
   * Other services: the caller's role in a team (NOT_FOUND when not a member).
   */
  GetMembership: grpc.handleUnaryCall<
    _workmesh_teams_v1_GetMembershipRequest__Output,
    _workmesh_teams_v1_Membership
  >;

  /**
   * GET /api/v3/team/getTeams: the teams the caller belongs to.
   */
  ListTeams: grpc.handleUnaryCall<
    _workmesh_teams_v1_ListTeamsRequest__Output,
    _workmesh_teams_v1_ListTeamsResponse
  >;
}

export interface TeamsDefinition extends grpc.ServiceDefinition {
  CreateOrganization: MethodDefinition<
    _workmesh_teams_v1_CreateOrganizationRequest,
    _workmesh_teams_v1_Team,
    _workmesh_teams_v1_CreateOrganizationRequest__Output,
    _workmesh_teams_v1_Team__Output
  >;
  CreateTeam: MethodDefinition<
    _workmesh_teams_v1_CreateTeamRequest,
    _workmesh_teams_v1_Team,
    _workmesh_teams_v1_CreateTeamRequest__Output,
    _workmesh_teams_v1_Team__Output
  >;
  DeleteOrganization: MethodDefinition<
    _workmesh_teams_v1_DeleteOrganizationRequest,
    _workmesh_teams_v1_DeleteOrganizationResponse,
    _workmesh_teams_v1_DeleteOrganizationRequest__Output,
    _workmesh_teams_v1_DeleteOrganizationResponse__Output
  >;
  GetMembership: MethodDefinition<
    _workmesh_teams_v1_GetMembershipRequest,
    _workmesh_teams_v1_Membership,
    _workmesh_teams_v1_GetMembershipRequest__Output,
    _workmesh_teams_v1_Membership__Output
  >;
  ListTeams: MethodDefinition<
    _workmesh_teams_v1_ListTeamsRequest,
    _workmesh_teams_v1_ListTeamsResponse,
    _workmesh_teams_v1_ListTeamsRequest__Output,
    _workmesh_teams_v1_ListTeamsResponse__Output
  >;
}
