// Original file: proto/teams.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AcceptInvitationRequest as _workmesh_teams_v1_AcceptInvitationRequest,
  AcceptInvitationRequest__Output as _workmesh_teams_v1_AcceptInvitationRequest__Output,
} from '../../../workmesh/teams/v1/AcceptInvitationRequest';
import type {
  AcceptInvitationResponse as _workmesh_teams_v1_AcceptInvitationResponse,
  AcceptInvitationResponse__Output as _workmesh_teams_v1_AcceptInvitationResponse__Output,
} from '../../../workmesh/teams/v1/AcceptInvitationResponse';
import type {
  ChangeMemberRoleRequest as _workmesh_teams_v1_ChangeMemberRoleRequest,
  ChangeMemberRoleRequest__Output as _workmesh_teams_v1_ChangeMemberRoleRequest__Output,
} from '../../../workmesh/teams/v1/ChangeMemberRoleRequest';
import type {
  CreateGroupRequest as _workmesh_teams_v1_CreateGroupRequest,
  CreateGroupRequest__Output as _workmesh_teams_v1_CreateGroupRequest__Output,
} from '../../../workmesh/teams/v1/CreateGroupRequest';
import type {
  CreateOrganizationRequest as _workmesh_teams_v1_CreateOrganizationRequest,
  CreateOrganizationRequest__Output as _workmesh_teams_v1_CreateOrganizationRequest__Output,
} from '../../../workmesh/teams/v1/CreateOrganizationRequest';
import type {
  CreateTeamRequest as _workmesh_teams_v1_CreateTeamRequest,
  CreateTeamRequest__Output as _workmesh_teams_v1_CreateTeamRequest__Output,
} from '../../../workmesh/teams/v1/CreateTeamRequest';
import type {
  DeleteGroupResponse as _workmesh_teams_v1_DeleteGroupResponse,
  DeleteGroupResponse__Output as _workmesh_teams_v1_DeleteGroupResponse__Output,
} from '../../../workmesh/teams/v1/DeleteGroupResponse';
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
  Group as _workmesh_teams_v1_Group,
  Group__Output as _workmesh_teams_v1_Group__Output,
} from '../../../workmesh/teams/v1/Group';
import type {
  GroupRef as _workmesh_teams_v1_GroupRef,
  GroupRef__Output as _workmesh_teams_v1_GroupRef__Output,
} from '../../../workmesh/teams/v1/GroupRef';
import type {
  Invitation as _workmesh_teams_v1_Invitation,
  Invitation__Output as _workmesh_teams_v1_Invitation__Output,
} from '../../../workmesh/teams/v1/Invitation';
import type {
  InvitationPreview as _workmesh_teams_v1_InvitationPreview,
  InvitationPreview__Output as _workmesh_teams_v1_InvitationPreview__Output,
} from '../../../workmesh/teams/v1/InvitationPreview';
import type {
  InvitationRef as _workmesh_teams_v1_InvitationRef,
  InvitationRef__Output as _workmesh_teams_v1_InvitationRef__Output,
} from '../../../workmesh/teams/v1/InvitationRef';
import type {
  InvitationTokenRequest as _workmesh_teams_v1_InvitationTokenRequest,
  InvitationTokenRequest__Output as _workmesh_teams_v1_InvitationTokenRequest__Output,
} from '../../../workmesh/teams/v1/InvitationTokenRequest';
import type {
  ListGroupsRequest as _workmesh_teams_v1_ListGroupsRequest,
  ListGroupsRequest__Output as _workmesh_teams_v1_ListGroupsRequest__Output,
} from '../../../workmesh/teams/v1/ListGroupsRequest';
import type {
  ListGroupsResponse as _workmesh_teams_v1_ListGroupsResponse,
  ListGroupsResponse__Output as _workmesh_teams_v1_ListGroupsResponse__Output,
} from '../../../workmesh/teams/v1/ListGroupsResponse';
import type {
  ListInvitationsRequest as _workmesh_teams_v1_ListInvitationsRequest,
  ListInvitationsRequest__Output as _workmesh_teams_v1_ListInvitationsRequest__Output,
} from '../../../workmesh/teams/v1/ListInvitationsRequest';
import type {
  ListInvitationsResponse as _workmesh_teams_v1_ListInvitationsResponse,
  ListInvitationsResponse__Output as _workmesh_teams_v1_ListInvitationsResponse__Output,
} from '../../../workmesh/teams/v1/ListInvitationsResponse';
import type {
  ListMembersByRoleRequest as _workmesh_teams_v1_ListMembersByRoleRequest,
  ListMembersByRoleRequest__Output as _workmesh_teams_v1_ListMembersByRoleRequest__Output,
} from '../../../workmesh/teams/v1/ListMembersByRoleRequest';
import type {
  ListMembersByRoleResponse as _workmesh_teams_v1_ListMembersByRoleResponse,
  ListMembersByRoleResponse__Output as _workmesh_teams_v1_ListMembersByRoleResponse__Output,
} from '../../../workmesh/teams/v1/ListMembersByRoleResponse';
import type {
  ListMembersRequest as _workmesh_teams_v1_ListMembersRequest,
  ListMembersRequest__Output as _workmesh_teams_v1_ListMembersRequest__Output,
} from '../../../workmesh/teams/v1/ListMembersRequest';
import type {
  ListMembersResponse as _workmesh_teams_v1_ListMembersResponse,
  ListMembersResponse__Output as _workmesh_teams_v1_ListMembersResponse__Output,
} from '../../../workmesh/teams/v1/ListMembersResponse';
import type {
  ListSoleOwnershipsRequest as _workmesh_teams_v1_ListSoleOwnershipsRequest,
  ListSoleOwnershipsRequest__Output as _workmesh_teams_v1_ListSoleOwnershipsRequest__Output,
} from '../../../workmesh/teams/v1/ListSoleOwnershipsRequest';
import type {
  ListSoleOwnershipsResponse as _workmesh_teams_v1_ListSoleOwnershipsResponse,
  ListSoleOwnershipsResponse__Output as _workmesh_teams_v1_ListSoleOwnershipsResponse__Output,
} from '../../../workmesh/teams/v1/ListSoleOwnershipsResponse';
import type {
  ListTeamsRequest as _workmesh_teams_v1_ListTeamsRequest,
  ListTeamsRequest__Output as _workmesh_teams_v1_ListTeamsRequest__Output,
} from '../../../workmesh/teams/v1/ListTeamsRequest';
import type {
  ListTeamsResponse as _workmesh_teams_v1_ListTeamsResponse,
  ListTeamsResponse__Output as _workmesh_teams_v1_ListTeamsResponse__Output,
} from '../../../workmesh/teams/v1/ListTeamsResponse';
import type {
  Member as _workmesh_teams_v1_Member,
  Member__Output as _workmesh_teams_v1_Member__Output,
} from '../../../workmesh/teams/v1/Member';
import type {
  Membership as _workmesh_teams_v1_Membership,
  Membership__Output as _workmesh_teams_v1_Membership__Output,
} from '../../../workmesh/teams/v1/Membership';
import type {
  RemoveMemberRequest as _workmesh_teams_v1_RemoveMemberRequest,
  RemoveMemberRequest__Output as _workmesh_teams_v1_RemoveMemberRequest__Output,
} from '../../../workmesh/teams/v1/RemoveMemberRequest';
import type {
  RemoveMemberResponse as _workmesh_teams_v1_RemoveMemberResponse,
  RemoveMemberResponse__Output as _workmesh_teams_v1_RemoveMemberResponse__Output,
} from '../../../workmesh/teams/v1/RemoveMemberResponse';
import type {
  ResolveGroupsRequest as _workmesh_teams_v1_ResolveGroupsRequest,
  ResolveGroupsRequest__Output as _workmesh_teams_v1_ResolveGroupsRequest__Output,
} from '../../../workmesh/teams/v1/ResolveGroupsRequest';
import type {
  ResolveGroupsResponse as _workmesh_teams_v1_ResolveGroupsResponse,
  ResolveGroupsResponse__Output as _workmesh_teams_v1_ResolveGroupsResponse__Output,
} from '../../../workmesh/teams/v1/ResolveGroupsResponse';
import type {
  ResolveMembersRequest as _workmesh_teams_v1_ResolveMembersRequest,
  ResolveMembersRequest__Output as _workmesh_teams_v1_ResolveMembersRequest__Output,
} from '../../../workmesh/teams/v1/ResolveMembersRequest';
import type {
  ResolveMembersResponse as _workmesh_teams_v1_ResolveMembersResponse,
  ResolveMembersResponse__Output as _workmesh_teams_v1_ResolveMembersResponse__Output,
} from '../../../workmesh/teams/v1/ResolveMembersResponse';
import type {
  SendInvitationRequest as _workmesh_teams_v1_SendInvitationRequest,
  SendInvitationRequest__Output as _workmesh_teams_v1_SendInvitationRequest__Output,
} from '../../../workmesh/teams/v1/SendInvitationRequest';
import type {
  SendInvitationResponse as _workmesh_teams_v1_SendInvitationResponse,
  SendInvitationResponse__Output as _workmesh_teams_v1_SendInvitationResponse__Output,
} from '../../../workmesh/teams/v1/SendInvitationResponse';
import type {
  Team as _workmesh_teams_v1_Team,
  Team__Output as _workmesh_teams_v1_Team__Output,
} from '../../../workmesh/teams/v1/Team';
import type {
  TeamProfile as _workmesh_teams_v1_TeamProfile,
  TeamProfile__Output as _workmesh_teams_v1_TeamProfile__Output,
} from '../../../workmesh/teams/v1/TeamProfile';
import type {
  TeamProfileRequest as _workmesh_teams_v1_TeamProfileRequest,
  TeamProfileRequest__Output as _workmesh_teams_v1_TeamProfileRequest__Output,
} from '../../../workmesh/teams/v1/TeamProfileRequest';
import type {
  TeamRef as _workmesh_teams_v1_TeamRef,
  TeamRef__Output as _workmesh_teams_v1_TeamRef__Output,
} from '../../../workmesh/teams/v1/TeamRef';
import type {
  TeamSettings as _workmesh_teams_v1_TeamSettings,
  TeamSettings__Output as _workmesh_teams_v1_TeamSettings__Output,
} from '../../../workmesh/teams/v1/TeamSettings';
import type {
  UpdateGroupRequest as _workmesh_teams_v1_UpdateGroupRequest,
  UpdateGroupRequest__Output as _workmesh_teams_v1_UpdateGroupRequest__Output,
} from '../../../workmesh/teams/v1/UpdateGroupRequest';
import type {
  UpdateTeamSettingsRequest as _workmesh_teams_v1_UpdateTeamSettingsRequest,
  UpdateTeamSettingsRequest__Output as _workmesh_teams_v1_UpdateTeamSettingsRequest__Output,
} from '../../../workmesh/teams/v1/UpdateTeamSettingsRequest';

export interface TeamsClient extends grpc.Client {
  /**
   * POST /api/v3/team/acceptInvitation: by the user whose email was invited.
   */
  AcceptInvitation(
    argument: _workmesh_teams_v1_AcceptInvitationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_AcceptInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  AcceptInvitation(
    argument: _workmesh_teams_v1_AcceptInvitationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_AcceptInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  AcceptInvitation(
    argument: _workmesh_teams_v1_AcceptInvitationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_AcceptInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  AcceptInvitation(
    argument: _workmesh_teams_v1_AcceptInvitationRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_AcceptInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/team/acceptInvitation: by the user whose email was invited.
   */
  acceptInvitation(
    argument: _workmesh_teams_v1_AcceptInvitationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_AcceptInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  acceptInvitation(
    argument: _workmesh_teams_v1_AcceptInvitationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_AcceptInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  acceptInvitation(
    argument: _workmesh_teams_v1_AcceptInvitationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_AcceptInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  acceptInvitation(
    argument: _workmesh_teams_v1_AcceptInvitationRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_AcceptInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/team/updateMemberRole
   */
  ChangeMemberRole(
    argument: _workmesh_teams_v1_ChangeMemberRoleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  ChangeMemberRole(
    argument: _workmesh_teams_v1_ChangeMemberRoleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  ChangeMemberRole(
    argument: _workmesh_teams_v1_ChangeMemberRoleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  ChangeMemberRole(
    argument: _workmesh_teams_v1_ChangeMemberRoleRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/team/updateMemberRole
   */
  changeMemberRole(
    argument: _workmesh_teams_v1_ChangeMemberRoleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  changeMemberRole(
    argument: _workmesh_teams_v1_ChangeMemberRoleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  changeMemberRole(
    argument: _workmesh_teams_v1_ChangeMemberRoleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  changeMemberRole(
    argument: _workmesh_teams_v1_ChangeMemberRoleRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/team/groups/create
   */
  CreateGroup(
    argument: _workmesh_teams_v1_CreateGroupRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  CreateGroup(
    argument: _workmesh_teams_v1_CreateGroupRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  CreateGroup(
    argument: _workmesh_teams_v1_CreateGroupRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  CreateGroup(
    argument: _workmesh_teams_v1_CreateGroupRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/team/groups/create
   */
  createGroup(
    argument: _workmesh_teams_v1_CreateGroupRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  createGroup(
    argument: _workmesh_teams_v1_CreateGroupRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  createGroup(
    argument: _workmesh_teams_v1_CreateGroupRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  createGroup(
    argument: _workmesh_teams_v1_CreateGroupRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;

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
   * POST /api/v3/team/groups/:id/delete
   */
  DeleteGroup(
    argument: _workmesh_teams_v1_GroupRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteGroupResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteGroup(
    argument: _workmesh_teams_v1_GroupRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteGroupResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteGroup(
    argument: _workmesh_teams_v1_GroupRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteGroupResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteGroup(
    argument: _workmesh_teams_v1_GroupRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteGroupResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/team/groups/:id/delete
   */
  deleteGroup(
    argument: _workmesh_teams_v1_GroupRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteGroupResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteGroup(
    argument: _workmesh_teams_v1_GroupRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteGroupResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteGroup(
    argument: _workmesh_teams_v1_GroupRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteGroupResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteGroup(
    argument: _workmesh_teams_v1_GroupRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_DeleteGroupResponse__Output>,
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
   * GET /api/v3/team/groups/:id
   */
  GetGroup(
    argument: _workmesh_teams_v1_GroupRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  GetGroup(
    argument: _workmesh_teams_v1_GroupRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  GetGroup(
    argument: _workmesh_teams_v1_GroupRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  GetGroup(
    argument: _workmesh_teams_v1_GroupRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/team/groups/:id
   */
  getGroup(
    argument: _workmesh_teams_v1_GroupRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  getGroup(
    argument: _workmesh_teams_v1_GroupRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  getGroup(
    argument: _workmesh_teams_v1_GroupRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  getGroup(
    argument: _workmesh_teams_v1_GroupRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/team/invitation?token=…: public, the invitation a link's token names (what
   * the accept page shows before the invitee signs in). Unknown token: NOT_FOUND.
   */
  GetInvitationByToken(
    argument: _workmesh_teams_v1_InvitationTokenRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_InvitationPreview__Output>,
  ): grpc.ClientUnaryCall;
  GetInvitationByToken(
    argument: _workmesh_teams_v1_InvitationTokenRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_InvitationPreview__Output>,
  ): grpc.ClientUnaryCall;
  GetInvitationByToken(
    argument: _workmesh_teams_v1_InvitationTokenRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_InvitationPreview__Output>,
  ): grpc.ClientUnaryCall;
  GetInvitationByToken(
    argument: _workmesh_teams_v1_InvitationTokenRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_InvitationPreview__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/team/invitation?token=…: public, the invitation a link's token names (what
   * the accept page shows before the invitee signs in). Unknown token: NOT_FOUND.
   */
  getInvitationByToken(
    argument: _workmesh_teams_v1_InvitationTokenRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_InvitationPreview__Output>,
  ): grpc.ClientUnaryCall;
  getInvitationByToken(
    argument: _workmesh_teams_v1_InvitationTokenRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_InvitationPreview__Output>,
  ): grpc.ClientUnaryCall;
  getInvitationByToken(
    argument: _workmesh_teams_v1_InvitationTokenRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_InvitationPreview__Output>,
  ): grpc.ClientUnaryCall;
  getInvitationByToken(
    argument: _workmesh_teams_v1_InvitationTokenRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_InvitationPreview__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Other services (tracking): a member with role and pay settings (NOT_FOUND when not a member).
   */
  GetMember(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  GetMember(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  GetMember(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  GetMember(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Other services (tracking): a member with role and pay settings (NOT_FOUND when not a member).
   */
  getMember(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  getMember(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  getMember(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  getMember(
    argument: _workmesh_teams_v1_GetMembershipRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Member__Output>,
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
   * Internal (invoices: a scheduled invoice has no caller): the team and its settings.
   * NOT_FOUND TEAM_NOT_FOUND when there is no such team.
   */
  GetTeamProfile(
    argument: _workmesh_teams_v1_TeamProfileRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamProfile__Output>,
  ): grpc.ClientUnaryCall;
  GetTeamProfile(
    argument: _workmesh_teams_v1_TeamProfileRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamProfile__Output>,
  ): grpc.ClientUnaryCall;
  GetTeamProfile(
    argument: _workmesh_teams_v1_TeamProfileRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamProfile__Output>,
  ): grpc.ClientUnaryCall;
  GetTeamProfile(
    argument: _workmesh_teams_v1_TeamProfileRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamProfile__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Internal (invoices: a scheduled invoice has no caller): the team and its settings.
   * NOT_FOUND TEAM_NOT_FOUND when there is no such team.
   */
  getTeamProfile(
    argument: _workmesh_teams_v1_TeamProfileRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamProfile__Output>,
  ): grpc.ClientUnaryCall;
  getTeamProfile(
    argument: _workmesh_teams_v1_TeamProfileRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamProfile__Output>,
  ): grpc.ClientUnaryCall;
  getTeamProfile(
    argument: _workmesh_teams_v1_TeamProfileRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamProfile__Output>,
  ): grpc.ClientUnaryCall;
  getTeamProfile(
    argument: _workmesh_teams_v1_TeamProfileRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamProfile__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/team/settings
   */
  GetTeamSettings(
    argument: _workmesh_teams_v1_TeamRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  GetTeamSettings(
    argument: _workmesh_teams_v1_TeamRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  GetTeamSettings(
    argument: _workmesh_teams_v1_TeamRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  GetTeamSettings(
    argument: _workmesh_teams_v1_TeamRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/team/settings
   */
  getTeamSettings(
    argument: _workmesh_teams_v1_TeamRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  getTeamSettings(
    argument: _workmesh_teams_v1_TeamRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  getTeamSettings(
    argument: _workmesh_teams_v1_TeamRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  getTeamSettings(
    argument: _workmesh_teams_v1_TeamRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/team/groups
   */
  ListGroups(
    argument: _workmesh_teams_v1_ListGroupsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListGroups(
    argument: _workmesh_teams_v1_ListGroupsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListGroups(
    argument: _workmesh_teams_v1_ListGroupsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListGroups(
    argument: _workmesh_teams_v1_ListGroupsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/team/groups
   */
  listGroups(
    argument: _workmesh_teams_v1_ListGroupsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listGroups(
    argument: _workmesh_teams_v1_ListGroupsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listGroups(
    argument: _workmesh_teams_v1_ListGroupsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listGroups(
    argument: _workmesh_teams_v1_ListGroupsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/team/invitations
   */
  ListInvitations(
    argument: _workmesh_teams_v1_ListInvitationsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListInvitationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListInvitations(
    argument: _workmesh_teams_v1_ListInvitationsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListInvitationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListInvitations(
    argument: _workmesh_teams_v1_ListInvitationsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListInvitationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListInvitations(
    argument: _workmesh_teams_v1_ListInvitationsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListInvitationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/team/invitations
   */
  listInvitations(
    argument: _workmesh_teams_v1_ListInvitationsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListInvitationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listInvitations(
    argument: _workmesh_teams_v1_ListInvitationsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListInvitationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listInvitations(
    argument: _workmesh_teams_v1_ListInvitationsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListInvitationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listInvitations(
    argument: _workmesh_teams_v1_ListInvitationsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListInvitationsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/team/members
   */
  ListMembers(
    argument: _workmesh_teams_v1_ListMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListMembers(
    argument: _workmesh_teams_v1_ListMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListMembers(
    argument: _workmesh_teams_v1_ListMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListMembers(
    argument: _workmesh_teams_v1_ListMembersRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/team/members
   */
  listMembers(
    argument: _workmesh_teams_v1_ListMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  listMembers(
    argument: _workmesh_teams_v1_ListMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  listMembers(
    argument: _workmesh_teams_v1_ListMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  listMembers(
    argument: _workmesh_teams_v1_ListMembersRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Other services (notifier): the team's members with any of the roles (a budget alert's
   * owners and managers), earliest joined first; none when there is no such team.
   */
  ListMembersByRole(
    argument: _workmesh_teams_v1_ListMembersByRoleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersByRoleResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListMembersByRole(
    argument: _workmesh_teams_v1_ListMembersByRoleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersByRoleResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListMembersByRole(
    argument: _workmesh_teams_v1_ListMembersByRoleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersByRoleResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListMembersByRole(
    argument: _workmesh_teams_v1_ListMembersByRoleRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersByRoleResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Other services (notifier): the team's members with any of the roles (a budget alert's
   * owners and managers), earliest joined first; none when there is no such team.
   */
  listMembersByRole(
    argument: _workmesh_teams_v1_ListMembersByRoleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersByRoleResponse__Output>,
  ): grpc.ClientUnaryCall;
  listMembersByRole(
    argument: _workmesh_teams_v1_ListMembersByRoleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersByRoleResponse__Output>,
  ): grpc.ClientUnaryCall;
  listMembersByRole(
    argument: _workmesh_teams_v1_ListMembersByRoleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersByRoleResponse__Output>,
  ): grpc.ClientUnaryCall;
  listMembersByRole(
    argument: _workmesh_teams_v1_ListMembersByRoleRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListMembersByRoleResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Internal (identity, before erasing an account): the teams where the user is the only
   * owner while other members remain, which must change hands first.
   */
  ListSoleOwnerships(
    argument: _workmesh_teams_v1_ListSoleOwnershipsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListSoleOwnershipsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListSoleOwnerships(
    argument: _workmesh_teams_v1_ListSoleOwnershipsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListSoleOwnershipsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListSoleOwnerships(
    argument: _workmesh_teams_v1_ListSoleOwnershipsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListSoleOwnershipsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListSoleOwnerships(
    argument: _workmesh_teams_v1_ListSoleOwnershipsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListSoleOwnershipsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Internal (identity, before erasing an account): the teams where the user is the only
   * owner while other members remain, which must change hands first.
   */
  listSoleOwnerships(
    argument: _workmesh_teams_v1_ListSoleOwnershipsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListSoleOwnershipsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listSoleOwnerships(
    argument: _workmesh_teams_v1_ListSoleOwnershipsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListSoleOwnershipsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listSoleOwnerships(
    argument: _workmesh_teams_v1_ListSoleOwnershipsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListSoleOwnershipsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listSoleOwnerships(
    argument: _workmesh_teams_v1_ListSoleOwnershipsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ListSoleOwnershipsResponse__Output>,
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

  /**
   * POST /api/v3/team/removeMember
   */
  RemoveMember(
    argument: _workmesh_teams_v1_RemoveMemberRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_RemoveMemberResponse__Output>,
  ): grpc.ClientUnaryCall;
  RemoveMember(
    argument: _workmesh_teams_v1_RemoveMemberRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_RemoveMemberResponse__Output>,
  ): grpc.ClientUnaryCall;
  RemoveMember(
    argument: _workmesh_teams_v1_RemoveMemberRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_RemoveMemberResponse__Output>,
  ): grpc.ClientUnaryCall;
  RemoveMember(
    argument: _workmesh_teams_v1_RemoveMemberRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_RemoveMemberResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/team/removeMember
   */
  removeMember(
    argument: _workmesh_teams_v1_RemoveMemberRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_RemoveMemberResponse__Output>,
  ): grpc.ClientUnaryCall;
  removeMember(
    argument: _workmesh_teams_v1_RemoveMemberRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_RemoveMemberResponse__Output>,
  ): grpc.ClientUnaryCall;
  removeMember(
    argument: _workmesh_teams_v1_RemoveMemberRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_RemoveMemberResponse__Output>,
  ): grpc.ClientUnaryCall;
  removeMember(
    argument: _workmesh_teams_v1_RemoveMemberRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_RemoveMemberResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/team/resendInvitation: a new link (and expiry) for a pending or expired invitation.
   */
  ResendInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  ResendInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  ResendInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  ResendInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/team/resendInvitation: a new link (and expiry) for a pending or expired invitation.
   */
  resendInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  resendInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  resendInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  resendInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Other services (projects, schedules): members and managers of groups of a team.
   */
  ResolveGroups(
    argument: _workmesh_teams_v1_ResolveGroupsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ResolveGroups(
    argument: _workmesh_teams_v1_ResolveGroupsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ResolveGroups(
    argument: _workmesh_teams_v1_ResolveGroupsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ResolveGroups(
    argument: _workmesh_teams_v1_ResolveGroupsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Other services (projects, schedules): members and managers of groups of a team.
   */
  resolveGroups(
    argument: _workmesh_teams_v1_ResolveGroupsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveGroups(
    argument: _workmesh_teams_v1_ResolveGroupsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveGroups(
    argument: _workmesh_teams_v1_ResolveGroupsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveGroups(
    argument: _workmesh_teams_v1_ResolveGroupsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveGroupsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Other services (schedules): which of many users are members of a team, in one call.
   */
  ResolveMembers(
    argument: _workmesh_teams_v1_ResolveMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  ResolveMembers(
    argument: _workmesh_teams_v1_ResolveMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  ResolveMembers(
    argument: _workmesh_teams_v1_ResolveMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  ResolveMembers(
    argument: _workmesh_teams_v1_ResolveMembersRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Other services (schedules): which of many users are members of a team, in one call.
   */
  resolveMembers(
    argument: _workmesh_teams_v1_ResolveMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveMembers(
    argument: _workmesh_teams_v1_ResolveMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveMembers(
    argument: _workmesh_teams_v1_ResolveMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveMembersResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveMembers(
    argument: _workmesh_teams_v1_ResolveMembersRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_ResolveMembersResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/team/revokeInvitation
   */
  RevokeInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  RevokeInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  RevokeInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  RevokeInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/team/revokeInvitation
   */
  revokeInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  revokeInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  revokeInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;
  revokeInvitation(
    argument: _workmesh_teams_v1_InvitationRef,
    callback: grpc.requestCallback<_workmesh_teams_v1_Invitation__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/mobile/invitation/sendInvitation (alias /api/v3/team/sendInvitation)
   */
  SendInvitation(
    argument: _workmesh_teams_v1_SendInvitationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_SendInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  SendInvitation(
    argument: _workmesh_teams_v1_SendInvitationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_SendInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  SendInvitation(
    argument: _workmesh_teams_v1_SendInvitationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_SendInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  SendInvitation(
    argument: _workmesh_teams_v1_SendInvitationRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_SendInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/mobile/invitation/sendInvitation (alias /api/v3/team/sendInvitation)
   */
  sendInvitation(
    argument: _workmesh_teams_v1_SendInvitationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_SendInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  sendInvitation(
    argument: _workmesh_teams_v1_SendInvitationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_SendInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  sendInvitation(
    argument: _workmesh_teams_v1_SendInvitationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_SendInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;
  sendInvitation(
    argument: _workmesh_teams_v1_SendInvitationRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_SendInvitationResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/team/groups/:id/update
   */
  UpdateGroup(
    argument: _workmesh_teams_v1_UpdateGroupRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  UpdateGroup(
    argument: _workmesh_teams_v1_UpdateGroupRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  UpdateGroup(
    argument: _workmesh_teams_v1_UpdateGroupRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  UpdateGroup(
    argument: _workmesh_teams_v1_UpdateGroupRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/team/groups/:id/update
   */
  updateGroup(
    argument: _workmesh_teams_v1_UpdateGroupRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  updateGroup(
    argument: _workmesh_teams_v1_UpdateGroupRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  updateGroup(
    argument: _workmesh_teams_v1_UpdateGroupRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;
  updateGroup(
    argument: _workmesh_teams_v1_UpdateGroupRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_Group__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/team/settings/update
   */
  UpdateTeamSettings(
    argument: _workmesh_teams_v1_UpdateTeamSettingsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTeamSettings(
    argument: _workmesh_teams_v1_UpdateTeamSettingsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTeamSettings(
    argument: _workmesh_teams_v1_UpdateTeamSettingsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTeamSettings(
    argument: _workmesh_teams_v1_UpdateTeamSettingsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/team/settings/update
   */
  updateTeamSettings(
    argument: _workmesh_teams_v1_UpdateTeamSettingsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  updateTeamSettings(
    argument: _workmesh_teams_v1_UpdateTeamSettingsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  updateTeamSettings(
    argument: _workmesh_teams_v1_UpdateTeamSettingsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
  updateTeamSettings(
    argument: _workmesh_teams_v1_UpdateTeamSettingsRequest,
    callback: grpc.requestCallback<_workmesh_teams_v1_TeamSettings__Output>,
  ): grpc.ClientUnaryCall;
}

export interface TeamsHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /api/v3/team/acceptInvitation: by the user whose email was invited.
   */
  AcceptInvitation: grpc.handleUnaryCall<
    _workmesh_teams_v1_AcceptInvitationRequest__Output,
    _workmesh_teams_v1_AcceptInvitationResponse
  >;

  /**
   * POST /api/v3/team/updateMemberRole
   */
  ChangeMemberRole: grpc.handleUnaryCall<
    _workmesh_teams_v1_ChangeMemberRoleRequest__Output,
    _workmesh_teams_v1_Member
  >;

  /**
   * POST /api/v3/team/groups/create
   */
  CreateGroup: grpc.handleUnaryCall<
    _workmesh_teams_v1_CreateGroupRequest__Output,
    _workmesh_teams_v1_Group
  >;

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
   * POST /api/v3/team/groups/:id/delete
   */
  DeleteGroup: grpc.handleUnaryCall<
    _workmesh_teams_v1_GroupRef__Output,
    _workmesh_teams_v1_DeleteGroupResponse
  >;

  /**
   * Identity, when a registration fails after the organization was made.
   */
  DeleteOrganization: grpc.handleUnaryCall<
    _workmesh_teams_v1_DeleteOrganizationRequest__Output,
    _workmesh_teams_v1_DeleteOrganizationResponse
  >;

  /**
   * GET /api/v3/team/groups/:id
   */
  GetGroup: grpc.handleUnaryCall<_workmesh_teams_v1_GroupRef__Output, _workmesh_teams_v1_Group>;

  /**
   * GET /api/v3/team/invitation?token=…: public, the invitation a link's token names (what
   * the accept page shows before the invitee signs in). Unknown token: NOT_FOUND.
   */
  GetInvitationByToken: grpc.handleUnaryCall<
    _workmesh_teams_v1_InvitationTokenRequest__Output,
    _workmesh_teams_v1_InvitationPreview
  >;

  /**
   * Other services (tracking): a member with role and pay settings (NOT_FOUND when not a member).
   */
  GetMember: grpc.handleUnaryCall<
    _workmesh_teams_v1_GetMembershipRequest__Output,
    _workmesh_teams_v1_Member
  >;

  /**
   * Other services: the caller's role in a team (NOT_FOUND when not a member).
   */
  GetMembership: grpc.handleUnaryCall<
    _workmesh_teams_v1_GetMembershipRequest__Output,
    _workmesh_teams_v1_Membership
  >;

  /**
   * Internal (invoices: a scheduled invoice has no caller): the team and its settings.
   * NOT_FOUND TEAM_NOT_FOUND when there is no such team.
   */
  GetTeamProfile: grpc.handleUnaryCall<
    _workmesh_teams_v1_TeamProfileRequest__Output,
    _workmesh_teams_v1_TeamProfile
  >;

  /**
   * GET /api/v3/team/settings
   */
  GetTeamSettings: grpc.handleUnaryCall<
    _workmesh_teams_v1_TeamRef__Output,
    _workmesh_teams_v1_TeamSettings
  >;

  /**
   * GET /api/v3/team/groups
   */
  ListGroups: grpc.handleUnaryCall<
    _workmesh_teams_v1_ListGroupsRequest__Output,
    _workmesh_teams_v1_ListGroupsResponse
  >;

  /**
   * GET /api/v3/team/invitations
   */
  ListInvitations: grpc.handleUnaryCall<
    _workmesh_teams_v1_ListInvitationsRequest__Output,
    _workmesh_teams_v1_ListInvitationsResponse
  >;

  /**
   * GET /api/v3/team/members
   */
  ListMembers: grpc.handleUnaryCall<
    _workmesh_teams_v1_ListMembersRequest__Output,
    _workmesh_teams_v1_ListMembersResponse
  >;

  /**
   * Other services (notifier): the team's members with any of the roles (a budget alert's
   * owners and managers), earliest joined first; none when there is no such team.
   */
  ListMembersByRole: grpc.handleUnaryCall<
    _workmesh_teams_v1_ListMembersByRoleRequest__Output,
    _workmesh_teams_v1_ListMembersByRoleResponse
  >;

  /**
   * Internal (identity, before erasing an account): the teams where the user is the only
   * owner while other members remain, which must change hands first.
   */
  ListSoleOwnerships: grpc.handleUnaryCall<
    _workmesh_teams_v1_ListSoleOwnershipsRequest__Output,
    _workmesh_teams_v1_ListSoleOwnershipsResponse
  >;

  /**
   * GET /api/v3/team/getTeams: the teams the caller belongs to.
   */
  ListTeams: grpc.handleUnaryCall<
    _workmesh_teams_v1_ListTeamsRequest__Output,
    _workmesh_teams_v1_ListTeamsResponse
  >;

  /**
   * POST /api/v3/team/removeMember
   */
  RemoveMember: grpc.handleUnaryCall<
    _workmesh_teams_v1_RemoveMemberRequest__Output,
    _workmesh_teams_v1_RemoveMemberResponse
  >;

  /**
   * POST /api/v3/team/resendInvitation: a new link (and expiry) for a pending or expired invitation.
   */
  ResendInvitation: grpc.handleUnaryCall<
    _workmesh_teams_v1_InvitationRef__Output,
    _workmesh_teams_v1_Invitation
  >;

  /**
   * Other services (projects, schedules): members and managers of groups of a team.
   */
  ResolveGroups: grpc.handleUnaryCall<
    _workmesh_teams_v1_ResolveGroupsRequest__Output,
    _workmesh_teams_v1_ResolveGroupsResponse
  >;

  /**
   * Other services (schedules): which of many users are members of a team, in one call.
   */
  ResolveMembers: grpc.handleUnaryCall<
    _workmesh_teams_v1_ResolveMembersRequest__Output,
    _workmesh_teams_v1_ResolveMembersResponse
  >;

  /**
   * POST /api/v3/team/revokeInvitation
   */
  RevokeInvitation: grpc.handleUnaryCall<
    _workmesh_teams_v1_InvitationRef__Output,
    _workmesh_teams_v1_Invitation
  >;

  /**
   * POST /api/v3/mobile/invitation/sendInvitation (alias /api/v3/team/sendInvitation)
   */
  SendInvitation: grpc.handleUnaryCall<
    _workmesh_teams_v1_SendInvitationRequest__Output,
    _workmesh_teams_v1_SendInvitationResponse
  >;

  /**
   * POST /api/v3/team/groups/:id/update
   */
  UpdateGroup: grpc.handleUnaryCall<
    _workmesh_teams_v1_UpdateGroupRequest__Output,
    _workmesh_teams_v1_Group
  >;

  /**
   * POST /api/v3/team/settings/update
   */
  UpdateTeamSettings: grpc.handleUnaryCall<
    _workmesh_teams_v1_UpdateTeamSettingsRequest__Output,
    _workmesh_teams_v1_TeamSettings
  >;
}

export interface TeamsDefinition extends grpc.ServiceDefinition {
  AcceptInvitation: MethodDefinition<
    _workmesh_teams_v1_AcceptInvitationRequest,
    _workmesh_teams_v1_AcceptInvitationResponse,
    _workmesh_teams_v1_AcceptInvitationRequest__Output,
    _workmesh_teams_v1_AcceptInvitationResponse__Output
  >;
  ChangeMemberRole: MethodDefinition<
    _workmesh_teams_v1_ChangeMemberRoleRequest,
    _workmesh_teams_v1_Member,
    _workmesh_teams_v1_ChangeMemberRoleRequest__Output,
    _workmesh_teams_v1_Member__Output
  >;
  CreateGroup: MethodDefinition<
    _workmesh_teams_v1_CreateGroupRequest,
    _workmesh_teams_v1_Group,
    _workmesh_teams_v1_CreateGroupRequest__Output,
    _workmesh_teams_v1_Group__Output
  >;
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
  DeleteGroup: MethodDefinition<
    _workmesh_teams_v1_GroupRef,
    _workmesh_teams_v1_DeleteGroupResponse,
    _workmesh_teams_v1_GroupRef__Output,
    _workmesh_teams_v1_DeleteGroupResponse__Output
  >;
  DeleteOrganization: MethodDefinition<
    _workmesh_teams_v1_DeleteOrganizationRequest,
    _workmesh_teams_v1_DeleteOrganizationResponse,
    _workmesh_teams_v1_DeleteOrganizationRequest__Output,
    _workmesh_teams_v1_DeleteOrganizationResponse__Output
  >;
  GetGroup: MethodDefinition<
    _workmesh_teams_v1_GroupRef,
    _workmesh_teams_v1_Group,
    _workmesh_teams_v1_GroupRef__Output,
    _workmesh_teams_v1_Group__Output
  >;
  GetInvitationByToken: MethodDefinition<
    _workmesh_teams_v1_InvitationTokenRequest,
    _workmesh_teams_v1_InvitationPreview,
    _workmesh_teams_v1_InvitationTokenRequest__Output,
    _workmesh_teams_v1_InvitationPreview__Output
  >;
  GetMember: MethodDefinition<
    _workmesh_teams_v1_GetMembershipRequest,
    _workmesh_teams_v1_Member,
    _workmesh_teams_v1_GetMembershipRequest__Output,
    _workmesh_teams_v1_Member__Output
  >;
  GetMembership: MethodDefinition<
    _workmesh_teams_v1_GetMembershipRequest,
    _workmesh_teams_v1_Membership,
    _workmesh_teams_v1_GetMembershipRequest__Output,
    _workmesh_teams_v1_Membership__Output
  >;
  GetTeamProfile: MethodDefinition<
    _workmesh_teams_v1_TeamProfileRequest,
    _workmesh_teams_v1_TeamProfile,
    _workmesh_teams_v1_TeamProfileRequest__Output,
    _workmesh_teams_v1_TeamProfile__Output
  >;
  GetTeamSettings: MethodDefinition<
    _workmesh_teams_v1_TeamRef,
    _workmesh_teams_v1_TeamSettings,
    _workmesh_teams_v1_TeamRef__Output,
    _workmesh_teams_v1_TeamSettings__Output
  >;
  ListGroups: MethodDefinition<
    _workmesh_teams_v1_ListGroupsRequest,
    _workmesh_teams_v1_ListGroupsResponse,
    _workmesh_teams_v1_ListGroupsRequest__Output,
    _workmesh_teams_v1_ListGroupsResponse__Output
  >;
  ListInvitations: MethodDefinition<
    _workmesh_teams_v1_ListInvitationsRequest,
    _workmesh_teams_v1_ListInvitationsResponse,
    _workmesh_teams_v1_ListInvitationsRequest__Output,
    _workmesh_teams_v1_ListInvitationsResponse__Output
  >;
  ListMembers: MethodDefinition<
    _workmesh_teams_v1_ListMembersRequest,
    _workmesh_teams_v1_ListMembersResponse,
    _workmesh_teams_v1_ListMembersRequest__Output,
    _workmesh_teams_v1_ListMembersResponse__Output
  >;
  ListMembersByRole: MethodDefinition<
    _workmesh_teams_v1_ListMembersByRoleRequest,
    _workmesh_teams_v1_ListMembersByRoleResponse,
    _workmesh_teams_v1_ListMembersByRoleRequest__Output,
    _workmesh_teams_v1_ListMembersByRoleResponse__Output
  >;
  ListSoleOwnerships: MethodDefinition<
    _workmesh_teams_v1_ListSoleOwnershipsRequest,
    _workmesh_teams_v1_ListSoleOwnershipsResponse,
    _workmesh_teams_v1_ListSoleOwnershipsRequest__Output,
    _workmesh_teams_v1_ListSoleOwnershipsResponse__Output
  >;
  ListTeams: MethodDefinition<
    _workmesh_teams_v1_ListTeamsRequest,
    _workmesh_teams_v1_ListTeamsResponse,
    _workmesh_teams_v1_ListTeamsRequest__Output,
    _workmesh_teams_v1_ListTeamsResponse__Output
  >;
  RemoveMember: MethodDefinition<
    _workmesh_teams_v1_RemoveMemberRequest,
    _workmesh_teams_v1_RemoveMemberResponse,
    _workmesh_teams_v1_RemoveMemberRequest__Output,
    _workmesh_teams_v1_RemoveMemberResponse__Output
  >;
  ResendInvitation: MethodDefinition<
    _workmesh_teams_v1_InvitationRef,
    _workmesh_teams_v1_Invitation,
    _workmesh_teams_v1_InvitationRef__Output,
    _workmesh_teams_v1_Invitation__Output
  >;
  ResolveGroups: MethodDefinition<
    _workmesh_teams_v1_ResolveGroupsRequest,
    _workmesh_teams_v1_ResolveGroupsResponse,
    _workmesh_teams_v1_ResolveGroupsRequest__Output,
    _workmesh_teams_v1_ResolveGroupsResponse__Output
  >;
  ResolveMembers: MethodDefinition<
    _workmesh_teams_v1_ResolveMembersRequest,
    _workmesh_teams_v1_ResolveMembersResponse,
    _workmesh_teams_v1_ResolveMembersRequest__Output,
    _workmesh_teams_v1_ResolveMembersResponse__Output
  >;
  RevokeInvitation: MethodDefinition<
    _workmesh_teams_v1_InvitationRef,
    _workmesh_teams_v1_Invitation,
    _workmesh_teams_v1_InvitationRef__Output,
    _workmesh_teams_v1_Invitation__Output
  >;
  SendInvitation: MethodDefinition<
    _workmesh_teams_v1_SendInvitationRequest,
    _workmesh_teams_v1_SendInvitationResponse,
    _workmesh_teams_v1_SendInvitationRequest__Output,
    _workmesh_teams_v1_SendInvitationResponse__Output
  >;
  UpdateGroup: MethodDefinition<
    _workmesh_teams_v1_UpdateGroupRequest,
    _workmesh_teams_v1_Group,
    _workmesh_teams_v1_UpdateGroupRequest__Output,
    _workmesh_teams_v1_Group__Output
  >;
  UpdateTeamSettings: MethodDefinition<
    _workmesh_teams_v1_UpdateTeamSettingsRequest,
    _workmesh_teams_v1_TeamSettings,
    _workmesh_teams_v1_UpdateTeamSettingsRequest__Output,
    _workmesh_teams_v1_TeamSettings__Output
  >;
}
