import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  AcceptInvitationRequest as _workmesh_teams_v1_AcceptInvitationRequest,
  AcceptInvitationRequest__Output as _workmesh_teams_v1_AcceptInvitationRequest__Output,
} from './workmesh/teams/v1/AcceptInvitationRequest';
import type {
  AcceptInvitationResponse as _workmesh_teams_v1_AcceptInvitationResponse,
  AcceptInvitationResponse__Output as _workmesh_teams_v1_AcceptInvitationResponse__Output,
} from './workmesh/teams/v1/AcceptInvitationResponse';
import type {
  ChangeMemberRoleRequest as _workmesh_teams_v1_ChangeMemberRoleRequest,
  ChangeMemberRoleRequest__Output as _workmesh_teams_v1_ChangeMemberRoleRequest__Output,
} from './workmesh/teams/v1/ChangeMemberRoleRequest';
import type {
  CreateGroupRequest as _workmesh_teams_v1_CreateGroupRequest,
  CreateGroupRequest__Output as _workmesh_teams_v1_CreateGroupRequest__Output,
} from './workmesh/teams/v1/CreateGroupRequest';
import type {
  CreateOrganizationRequest as _workmesh_teams_v1_CreateOrganizationRequest,
  CreateOrganizationRequest__Output as _workmesh_teams_v1_CreateOrganizationRequest__Output,
} from './workmesh/teams/v1/CreateOrganizationRequest';
import type {
  CreateTeamRequest as _workmesh_teams_v1_CreateTeamRequest,
  CreateTeamRequest__Output as _workmesh_teams_v1_CreateTeamRequest__Output,
} from './workmesh/teams/v1/CreateTeamRequest';
import type {
  DeleteGroupResponse as _workmesh_teams_v1_DeleteGroupResponse,
  DeleteGroupResponse__Output as _workmesh_teams_v1_DeleteGroupResponse__Output,
} from './workmesh/teams/v1/DeleteGroupResponse';
import type {
  DeleteOrganizationRequest as _workmesh_teams_v1_DeleteOrganizationRequest,
  DeleteOrganizationRequest__Output as _workmesh_teams_v1_DeleteOrganizationRequest__Output,
} from './workmesh/teams/v1/DeleteOrganizationRequest';
import type {
  DeleteOrganizationResponse as _workmesh_teams_v1_DeleteOrganizationResponse,
  DeleteOrganizationResponse__Output as _workmesh_teams_v1_DeleteOrganizationResponse__Output,
} from './workmesh/teams/v1/DeleteOrganizationResponse';
import type {
  GetMembershipRequest as _workmesh_teams_v1_GetMembershipRequest,
  GetMembershipRequest__Output as _workmesh_teams_v1_GetMembershipRequest__Output,
} from './workmesh/teams/v1/GetMembershipRequest';
import type {
  Group as _workmesh_teams_v1_Group,
  Group__Output as _workmesh_teams_v1_Group__Output,
} from './workmesh/teams/v1/Group';
import type {
  GroupRef as _workmesh_teams_v1_GroupRef,
  GroupRef__Output as _workmesh_teams_v1_GroupRef__Output,
} from './workmesh/teams/v1/GroupRef';
import type {
  Invitation as _workmesh_teams_v1_Invitation,
  Invitation__Output as _workmesh_teams_v1_Invitation__Output,
} from './workmesh/teams/v1/Invitation';
import type {
  InvitationPreview as _workmesh_teams_v1_InvitationPreview,
  InvitationPreview__Output as _workmesh_teams_v1_InvitationPreview__Output,
} from './workmesh/teams/v1/InvitationPreview';
import type {
  InvitationRef as _workmesh_teams_v1_InvitationRef,
  InvitationRef__Output as _workmesh_teams_v1_InvitationRef__Output,
} from './workmesh/teams/v1/InvitationRef';
import type {
  InvitationTokenRequest as _workmesh_teams_v1_InvitationTokenRequest,
  InvitationTokenRequest__Output as _workmesh_teams_v1_InvitationTokenRequest__Output,
} from './workmesh/teams/v1/InvitationTokenRequest';
import type {
  ListGroupsRequest as _workmesh_teams_v1_ListGroupsRequest,
  ListGroupsRequest__Output as _workmesh_teams_v1_ListGroupsRequest__Output,
} from './workmesh/teams/v1/ListGroupsRequest';
import type {
  ListGroupsResponse as _workmesh_teams_v1_ListGroupsResponse,
  ListGroupsResponse__Output as _workmesh_teams_v1_ListGroupsResponse__Output,
} from './workmesh/teams/v1/ListGroupsResponse';
import type {
  ListInvitationsRequest as _workmesh_teams_v1_ListInvitationsRequest,
  ListInvitationsRequest__Output as _workmesh_teams_v1_ListInvitationsRequest__Output,
} from './workmesh/teams/v1/ListInvitationsRequest';
import type {
  ListInvitationsResponse as _workmesh_teams_v1_ListInvitationsResponse,
  ListInvitationsResponse__Output as _workmesh_teams_v1_ListInvitationsResponse__Output,
} from './workmesh/teams/v1/ListInvitationsResponse';
import type {
  ListMembersByRoleRequest as _workmesh_teams_v1_ListMembersByRoleRequest,
  ListMembersByRoleRequest__Output as _workmesh_teams_v1_ListMembersByRoleRequest__Output,
} from './workmesh/teams/v1/ListMembersByRoleRequest';
import type {
  ListMembersByRoleResponse as _workmesh_teams_v1_ListMembersByRoleResponse,
  ListMembersByRoleResponse__Output as _workmesh_teams_v1_ListMembersByRoleResponse__Output,
} from './workmesh/teams/v1/ListMembersByRoleResponse';
import type {
  ListMembersRequest as _workmesh_teams_v1_ListMembersRequest,
  ListMembersRequest__Output as _workmesh_teams_v1_ListMembersRequest__Output,
} from './workmesh/teams/v1/ListMembersRequest';
import type {
  ListMembersResponse as _workmesh_teams_v1_ListMembersResponse,
  ListMembersResponse__Output as _workmesh_teams_v1_ListMembersResponse__Output,
} from './workmesh/teams/v1/ListMembersResponse';
import type {
  ListSoleOwnershipsRequest as _workmesh_teams_v1_ListSoleOwnershipsRequest,
  ListSoleOwnershipsRequest__Output as _workmesh_teams_v1_ListSoleOwnershipsRequest__Output,
} from './workmesh/teams/v1/ListSoleOwnershipsRequest';
import type {
  ListSoleOwnershipsResponse as _workmesh_teams_v1_ListSoleOwnershipsResponse,
  ListSoleOwnershipsResponse__Output as _workmesh_teams_v1_ListSoleOwnershipsResponse__Output,
} from './workmesh/teams/v1/ListSoleOwnershipsResponse';
import type {
  ListTeamsRequest as _workmesh_teams_v1_ListTeamsRequest,
  ListTeamsRequest__Output as _workmesh_teams_v1_ListTeamsRequest__Output,
} from './workmesh/teams/v1/ListTeamsRequest';
import type {
  ListTeamsResponse as _workmesh_teams_v1_ListTeamsResponse,
  ListTeamsResponse__Output as _workmesh_teams_v1_ListTeamsResponse__Output,
} from './workmesh/teams/v1/ListTeamsResponse';
import type {
  Member as _workmesh_teams_v1_Member,
  Member__Output as _workmesh_teams_v1_Member__Output,
} from './workmesh/teams/v1/Member';
import type {
  Membership as _workmesh_teams_v1_Membership,
  Membership__Output as _workmesh_teams_v1_Membership__Output,
} from './workmesh/teams/v1/Membership';
import type {
  PageInfo as _workmesh_teams_v1_PageInfo,
  PageInfo__Output as _workmesh_teams_v1_PageInfo__Output,
} from './workmesh/teams/v1/PageInfo';
import type {
  PageRequest as _workmesh_teams_v1_PageRequest,
  PageRequest__Output as _workmesh_teams_v1_PageRequest__Output,
} from './workmesh/teams/v1/PageRequest';
import type {
  PaySettings as _workmesh_teams_v1_PaySettings,
  PaySettings__Output as _workmesh_teams_v1_PaySettings__Output,
} from './workmesh/teams/v1/PaySettings';
import type {
  RemoveMemberRequest as _workmesh_teams_v1_RemoveMemberRequest,
  RemoveMemberRequest__Output as _workmesh_teams_v1_RemoveMemberRequest__Output,
} from './workmesh/teams/v1/RemoveMemberRequest';
import type {
  RemoveMemberResponse as _workmesh_teams_v1_RemoveMemberResponse,
  RemoveMemberResponse__Output as _workmesh_teams_v1_RemoveMemberResponse__Output,
} from './workmesh/teams/v1/RemoveMemberResponse';
import type {
  ResolveGroupsRequest as _workmesh_teams_v1_ResolveGroupsRequest,
  ResolveGroupsRequest__Output as _workmesh_teams_v1_ResolveGroupsRequest__Output,
} from './workmesh/teams/v1/ResolveGroupsRequest';
import type {
  ResolveGroupsResponse as _workmesh_teams_v1_ResolveGroupsResponse,
  ResolveGroupsResponse__Output as _workmesh_teams_v1_ResolveGroupsResponse__Output,
} from './workmesh/teams/v1/ResolveGroupsResponse';
import type {
  ResolveMembersRequest as _workmesh_teams_v1_ResolveMembersRequest,
  ResolveMembersRequest__Output as _workmesh_teams_v1_ResolveMembersRequest__Output,
} from './workmesh/teams/v1/ResolveMembersRequest';
import type {
  ResolveMembersResponse as _workmesh_teams_v1_ResolveMembersResponse,
  ResolveMembersResponse__Output as _workmesh_teams_v1_ResolveMembersResponse__Output,
} from './workmesh/teams/v1/ResolveMembersResponse';
import type {
  SendInvitationRequest as _workmesh_teams_v1_SendInvitationRequest,
  SendInvitationRequest__Output as _workmesh_teams_v1_SendInvitationRequest__Output,
} from './workmesh/teams/v1/SendInvitationRequest';
import type {
  SendInvitationResponse as _workmesh_teams_v1_SendInvitationResponse,
  SendInvitationResponse__Output as _workmesh_teams_v1_SendInvitationResponse__Output,
} from './workmesh/teams/v1/SendInvitationResponse';
import type {
  Team as _workmesh_teams_v1_Team,
  Team__Output as _workmesh_teams_v1_Team__Output,
} from './workmesh/teams/v1/Team';
import type {
  TeamProfile as _workmesh_teams_v1_TeamProfile,
  TeamProfile__Output as _workmesh_teams_v1_TeamProfile__Output,
} from './workmesh/teams/v1/TeamProfile';
import type {
  TeamProfileRequest as _workmesh_teams_v1_TeamProfileRequest,
  TeamProfileRequest__Output as _workmesh_teams_v1_TeamProfileRequest__Output,
} from './workmesh/teams/v1/TeamProfileRequest';
import type {
  TeamRef as _workmesh_teams_v1_TeamRef,
  TeamRef__Output as _workmesh_teams_v1_TeamRef__Output,
} from './workmesh/teams/v1/TeamRef';
import type {
  TeamSettings as _workmesh_teams_v1_TeamSettings,
  TeamSettings__Output as _workmesh_teams_v1_TeamSettings__Output,
} from './workmesh/teams/v1/TeamSettings';
import type {
  TeamsClient as _workmesh_teams_v1_TeamsClient,
  TeamsDefinition as _workmesh_teams_v1_TeamsDefinition,
} from './workmesh/teams/v1/Teams';
import type {
  UpdateGroupRequest as _workmesh_teams_v1_UpdateGroupRequest,
  UpdateGroupRequest__Output as _workmesh_teams_v1_UpdateGroupRequest__Output,
} from './workmesh/teams/v1/UpdateGroupRequest';
import type {
  UpdateTeamSettingsRequest as _workmesh_teams_v1_UpdateTeamSettingsRequest,
  UpdateTeamSettingsRequest__Output as _workmesh_teams_v1_UpdateTeamSettingsRequest__Output,
} from './workmesh/teams/v1/UpdateTeamSettingsRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    teams: {
      v1: {
        AcceptInvitationRequest: MessageTypeDefinition<
          _workmesh_teams_v1_AcceptInvitationRequest,
          _workmesh_teams_v1_AcceptInvitationRequest__Output
        >;
        AcceptInvitationResponse: MessageTypeDefinition<
          _workmesh_teams_v1_AcceptInvitationResponse,
          _workmesh_teams_v1_AcceptInvitationResponse__Output
        >;
        ChangeMemberRoleRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ChangeMemberRoleRequest,
          _workmesh_teams_v1_ChangeMemberRoleRequest__Output
        >;
        CreateGroupRequest: MessageTypeDefinition<
          _workmesh_teams_v1_CreateGroupRequest,
          _workmesh_teams_v1_CreateGroupRequest__Output
        >;
        CreateOrganizationRequest: MessageTypeDefinition<
          _workmesh_teams_v1_CreateOrganizationRequest,
          _workmesh_teams_v1_CreateOrganizationRequest__Output
        >;
        CreateTeamRequest: MessageTypeDefinition<
          _workmesh_teams_v1_CreateTeamRequest,
          _workmesh_teams_v1_CreateTeamRequest__Output
        >;
        DeleteGroupResponse: MessageTypeDefinition<
          _workmesh_teams_v1_DeleteGroupResponse,
          _workmesh_teams_v1_DeleteGroupResponse__Output
        >;
        DeleteOrganizationRequest: MessageTypeDefinition<
          _workmesh_teams_v1_DeleteOrganizationRequest,
          _workmesh_teams_v1_DeleteOrganizationRequest__Output
        >;
        DeleteOrganizationResponse: MessageTypeDefinition<
          _workmesh_teams_v1_DeleteOrganizationResponse,
          _workmesh_teams_v1_DeleteOrganizationResponse__Output
        >;
        GetMembershipRequest: MessageTypeDefinition<
          _workmesh_teams_v1_GetMembershipRequest,
          _workmesh_teams_v1_GetMembershipRequest__Output
        >;
        Group: MessageTypeDefinition<_workmesh_teams_v1_Group, _workmesh_teams_v1_Group__Output>;
        GroupRef: MessageTypeDefinition<
          _workmesh_teams_v1_GroupRef,
          _workmesh_teams_v1_GroupRef__Output
        >;
        Invitation: MessageTypeDefinition<
          _workmesh_teams_v1_Invitation,
          _workmesh_teams_v1_Invitation__Output
        >;
        InvitationPreview: MessageTypeDefinition<
          _workmesh_teams_v1_InvitationPreview,
          _workmesh_teams_v1_InvitationPreview__Output
        >;
        InvitationRef: MessageTypeDefinition<
          _workmesh_teams_v1_InvitationRef,
          _workmesh_teams_v1_InvitationRef__Output
        >;
        InvitationStatus: EnumTypeDefinition;
        InvitationTokenRequest: MessageTypeDefinition<
          _workmesh_teams_v1_InvitationTokenRequest,
          _workmesh_teams_v1_InvitationTokenRequest__Output
        >;
        ListGroupsRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ListGroupsRequest,
          _workmesh_teams_v1_ListGroupsRequest__Output
        >;
        ListGroupsResponse: MessageTypeDefinition<
          _workmesh_teams_v1_ListGroupsResponse,
          _workmesh_teams_v1_ListGroupsResponse__Output
        >;
        ListInvitationsRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ListInvitationsRequest,
          _workmesh_teams_v1_ListInvitationsRequest__Output
        >;
        ListInvitationsResponse: MessageTypeDefinition<
          _workmesh_teams_v1_ListInvitationsResponse,
          _workmesh_teams_v1_ListInvitationsResponse__Output
        >;
        ListMembersByRoleRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ListMembersByRoleRequest,
          _workmesh_teams_v1_ListMembersByRoleRequest__Output
        >;
        ListMembersByRoleResponse: MessageTypeDefinition<
          _workmesh_teams_v1_ListMembersByRoleResponse,
          _workmesh_teams_v1_ListMembersByRoleResponse__Output
        >;
        ListMembersRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ListMembersRequest,
          _workmesh_teams_v1_ListMembersRequest__Output
        >;
        ListMembersResponse: MessageTypeDefinition<
          _workmesh_teams_v1_ListMembersResponse,
          _workmesh_teams_v1_ListMembersResponse__Output
        >;
        ListSoleOwnershipsRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ListSoleOwnershipsRequest,
          _workmesh_teams_v1_ListSoleOwnershipsRequest__Output
        >;
        ListSoleOwnershipsResponse: MessageTypeDefinition<
          _workmesh_teams_v1_ListSoleOwnershipsResponse,
          _workmesh_teams_v1_ListSoleOwnershipsResponse__Output
        >;
        ListTeamsRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ListTeamsRequest,
          _workmesh_teams_v1_ListTeamsRequest__Output
        >;
        ListTeamsResponse: MessageTypeDefinition<
          _workmesh_teams_v1_ListTeamsResponse,
          _workmesh_teams_v1_ListTeamsResponse__Output
        >;
        Member: MessageTypeDefinition<_workmesh_teams_v1_Member, _workmesh_teams_v1_Member__Output>;
        Membership: MessageTypeDefinition<
          _workmesh_teams_v1_Membership,
          _workmesh_teams_v1_Membership__Output
        >;
        PageInfo: MessageTypeDefinition<
          _workmesh_teams_v1_PageInfo,
          _workmesh_teams_v1_PageInfo__Output
        >;
        PageRequest: MessageTypeDefinition<
          _workmesh_teams_v1_PageRequest,
          _workmesh_teams_v1_PageRequest__Output
        >;
        PaySettings: MessageTypeDefinition<
          _workmesh_teams_v1_PaySettings,
          _workmesh_teams_v1_PaySettings__Output
        >;
        RateType: EnumTypeDefinition;
        RemoveMemberRequest: MessageTypeDefinition<
          _workmesh_teams_v1_RemoveMemberRequest,
          _workmesh_teams_v1_RemoveMemberRequest__Output
        >;
        RemoveMemberResponse: MessageTypeDefinition<
          _workmesh_teams_v1_RemoveMemberResponse,
          _workmesh_teams_v1_RemoveMemberResponse__Output
        >;
        ResolveGroupsRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ResolveGroupsRequest,
          _workmesh_teams_v1_ResolveGroupsRequest__Output
        >;
        ResolveGroupsResponse: MessageTypeDefinition<
          _workmesh_teams_v1_ResolveGroupsResponse,
          _workmesh_teams_v1_ResolveGroupsResponse__Output
        >;
        ResolveMembersRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ResolveMembersRequest,
          _workmesh_teams_v1_ResolveMembersRequest__Output
        >;
        ResolveMembersResponse: MessageTypeDefinition<
          _workmesh_teams_v1_ResolveMembersResponse,
          _workmesh_teams_v1_ResolveMembersResponse__Output
        >;
        SendInvitationRequest: MessageTypeDefinition<
          _workmesh_teams_v1_SendInvitationRequest,
          _workmesh_teams_v1_SendInvitationRequest__Output
        >;
        SendInvitationResponse: MessageTypeDefinition<
          _workmesh_teams_v1_SendInvitationResponse,
          _workmesh_teams_v1_SendInvitationResponse__Output
        >;
        Team: MessageTypeDefinition<_workmesh_teams_v1_Team, _workmesh_teams_v1_Team__Output>;
        TeamProfile: MessageTypeDefinition<
          _workmesh_teams_v1_TeamProfile,
          _workmesh_teams_v1_TeamProfile__Output
        >;
        TeamProfileRequest: MessageTypeDefinition<
          _workmesh_teams_v1_TeamProfileRequest,
          _workmesh_teams_v1_TeamProfileRequest__Output
        >;
        TeamRef: MessageTypeDefinition<
          _workmesh_teams_v1_TeamRef,
          _workmesh_teams_v1_TeamRef__Output
        >;
        TeamRole: EnumTypeDefinition;
        TeamSettings: MessageTypeDefinition<
          _workmesh_teams_v1_TeamSettings,
          _workmesh_teams_v1_TeamSettings__Output
        >;
        Teams: SubtypeConstructor<typeof grpc.Client, _workmesh_teams_v1_TeamsClient> & {
          service: _workmesh_teams_v1_TeamsDefinition;
        };
        UpdateGroupRequest: MessageTypeDefinition<
          _workmesh_teams_v1_UpdateGroupRequest,
          _workmesh_teams_v1_UpdateGroupRequest__Output
        >;
        UpdateTeamSettingsRequest: MessageTypeDefinition<
          _workmesh_teams_v1_UpdateTeamSettingsRequest,
          _workmesh_teams_v1_UpdateTeamSettingsRequest__Output
        >;
      };
    };
  };
}
