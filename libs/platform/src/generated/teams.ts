import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  CreateOrganizationRequest as _workmesh_teams_v1_CreateOrganizationRequest,
  CreateOrganizationRequest__Output as _workmesh_teams_v1_CreateOrganizationRequest__Output,
} from './workmesh/teams/v1/CreateOrganizationRequest';
import type {
  CreateTeamRequest as _workmesh_teams_v1_CreateTeamRequest,
  CreateTeamRequest__Output as _workmesh_teams_v1_CreateTeamRequest__Output,
} from './workmesh/teams/v1/CreateTeamRequest';
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
  ListTeamsRequest as _workmesh_teams_v1_ListTeamsRequest,
  ListTeamsRequest__Output as _workmesh_teams_v1_ListTeamsRequest__Output,
} from './workmesh/teams/v1/ListTeamsRequest';
import type {
  ListTeamsResponse as _workmesh_teams_v1_ListTeamsResponse,
  ListTeamsResponse__Output as _workmesh_teams_v1_ListTeamsResponse__Output,
} from './workmesh/teams/v1/ListTeamsResponse';
import type {
  Membership as _workmesh_teams_v1_Membership,
  Membership__Output as _workmesh_teams_v1_Membership__Output,
} from './workmesh/teams/v1/Membership';
import type {
  Team as _workmesh_teams_v1_Team,
  Team__Output as _workmesh_teams_v1_Team__Output,
} from './workmesh/teams/v1/Team';
import type {
  TeamsClient as _workmesh_teams_v1_TeamsClient,
  TeamsDefinition as _workmesh_teams_v1_TeamsDefinition,
} from './workmesh/teams/v1/Teams';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    teams: {
      v1: {
        CreateOrganizationRequest: MessageTypeDefinition<
          _workmesh_teams_v1_CreateOrganizationRequest,
          _workmesh_teams_v1_CreateOrganizationRequest__Output
        >;
        CreateTeamRequest: MessageTypeDefinition<
          _workmesh_teams_v1_CreateTeamRequest,
          _workmesh_teams_v1_CreateTeamRequest__Output
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
        ListTeamsRequest: MessageTypeDefinition<
          _workmesh_teams_v1_ListTeamsRequest,
          _workmesh_teams_v1_ListTeamsRequest__Output
        >;
        ListTeamsResponse: MessageTypeDefinition<
          _workmesh_teams_v1_ListTeamsResponse,
          _workmesh_teams_v1_ListTeamsResponse__Output
        >;
        Membership: MessageTypeDefinition<
          _workmesh_teams_v1_Membership,
          _workmesh_teams_v1_Membership__Output
        >;
        Team: MessageTypeDefinition<_workmesh_teams_v1_Team, _workmesh_teams_v1_Team__Output>;
        Teams: SubtypeConstructor<typeof grpc.Client, _workmesh_teams_v1_TeamsClient> & {
          service: _workmesh_teams_v1_TeamsDefinition;
        };
      };
    };
  };
}
