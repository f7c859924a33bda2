// gRPC handlers of workmesh.teams.v1.Teams: proto request → use case → proto response.
// No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindService,
  teamsProto,
  type ServiceBinding,
  type ServiceImplementation,
  type TeamsDefinition,
} from '@workmesh/platform';
import type { TeamsUseCases, TeamView } from './teams';

/** The proto's Team message, as the generated types define it. */
type Team = Awaited<ReturnType<ServiceImplementation<TeamsDefinition>['CreateTeam']>>;

export const TEAMS_SERVICE_NAME = 'workmesh.teams.v1.Teams';

function toProtoTeam(team: TeamView): Team {
  return {
    id: team.id,
    name: team.name,
    ...(team.description === undefined ? {} : { description: team.description }),
    created_at: team.created_at.toISOString(),
    owner_user_id: team.owner_user_id,
    role: team.role,
  };
}

export function teamsGrpcService(teams: TeamsUseCases): ServiceBinding {
  return bindService(TEAMS_SERVICE_NAME, teamsProto().Teams.service, {
    CreateOrganization: async (request) => toProtoTeam(await teams.createOrganization(request)),
    DeleteOrganization: (request) => teams.deleteOrganization(request),
    CreateTeam: async (request, context) =>
      toProtoTeam(await teams.createTeam(context.caller, request)),
    ListTeams: async (_request, context) => ({
      teams: (await teams.listTeams(context.caller)).map(toProtoTeam),
    }),
    GetMembership: async (request) => {
      const membership = await teams.getMembership(request);
      return { team_id: membership.team_id, user_id: membership.user_id, role: membership.role };
    },
  });
}
