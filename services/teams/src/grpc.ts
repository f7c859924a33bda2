// gRPC handlers of workmesh.teams.v1.Teams: proto request → use case → proto response.
// No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindService,
  pageInfoOf,
  teamsProto,
  type ServiceBinding,
  type TeamsDefinition,
} from '@workmesh/platform';
import type { GroupsUseCases } from './groups';
import type { InvitationsUseCases } from './invitations';
import type { MembersUseCases } from './members';
import {
  toProtoGroup,
  toProtoInvitation,
  toProtoMember,
  toProtoMembership,
  toProtoSettings,
  toProtoTeam,
} from './models';
import type { TeamSettingsUseCases } from './team-settings';
import type { TeamsUseCases } from './teams';

export const TEAMS_SERVICE_NAME = 'workmesh.teams.v1.Teams';

export interface TeamsServiceUseCases {
  teams: TeamsUseCases;
  invitations: InvitationsUseCases;
  members: MembersUseCases;
  groups: GroupsUseCases;
  settings: TeamSettingsUseCases;
  /** Account deletion's check (user-erasure.ts). */
  soleOwnerships: (userId: number) => Promise<{ team_ids: number[]; team_names: string[] }>;
}

export function teamsGrpcService({
  teams,
  invitations,
  members,
  groups,
  settings,
  soleOwnerships,
}: TeamsServiceUseCases): ServiceBinding {
  return bindService<TeamsDefinition>(TEAMS_SERVICE_NAME, teamsProto().Teams.service, {
    CreateOrganization: async (request) => toProtoTeam(await teams.createOrganization(request)),
    DeleteOrganization: (request) => teams.deleteOrganization(request),
    CreateTeam: async (request, context) =>
      toProtoTeam(await teams.createTeam(context.caller, request)),
    ListTeams: async (_request, context) => ({
      teams: (await teams.listTeams(context.caller)).map(toProtoTeam),
    }),
    GetMembership: async (request) => toProtoMembership(await teams.getMembership(request)),
    GetMember: async (request) => toProtoMember(await teams.getMember(request)),

    ResolveMembers: async (request) => {
      const { members, missing_ids } = await teams.resolveMembers(request);
      return { members: members.map(toProtoMembership), missing_ids };
    },
    ListMembersByRole: async (request) => ({
      members: (await teams.listMembersByRole(request)).map(toProtoMembership),
    }),

    SendInvitation: (request, context) => invitations.sendInvitation(context.caller, request),
    GetInvitationByToken: (request) => invitations.previewInvitation(request),
    AcceptInvitation: async (request, context) => {
      const { success, member } = await invitations.acceptInvitation(context.caller, request);
      return { success, member: toProtoMember(member) };
    },
    RevokeInvitation: async (request, context) =>
      toProtoInvitation(await invitations.revokeInvitation(context.caller, request)),
    ResendInvitation: async (request, context) =>
      toProtoInvitation(await invitations.resendInvitation(context.caller, request)),
    ListInvitations: async (request, context) => {
      const page = await invitations.listInvitations(context.caller, request);
      return { invitations: page.items.map(toProtoInvitation), page_info: pageInfoOf(page) };
    },

    ListMembers: async (request, context) => {
      const page = await members.listMembers(context.caller, request);
      return { members: page.items.map(toProtoMember), page_info: pageInfoOf(page) };
    },
    ChangeMemberRole: async (request, context) =>
      toProtoMember(await members.changeMemberRole(context.caller, request)),
    RemoveMember: (request, context) => members.removeMember(context.caller, request),

    CreateGroup: async (request, context) =>
      toProtoGroup(await groups.createGroup(context.caller, request)),
    ListGroups: async (request, context) => {
      const page = await groups.listGroups(context.caller, request);
      return { groups: page.items.map(toProtoGroup), page_info: pageInfoOf(page) };
    },
    GetGroup: async (request, context) =>
      toProtoGroup(await groups.getGroup(context.caller, request)),
    UpdateGroup: async (request, context) =>
      toProtoGroup(await groups.updateGroup(context.caller, request)),
    DeleteGroup: (request, context) => groups.deleteGroup(context.caller, request),
    ResolveGroups: async (request) => {
      const resolved = await groups.resolveGroups(request);
      return { groups: resolved.groups.map(toProtoGroup), missing_ids: resolved.missing_ids };
    },

    GetTeamSettings: async (request, context) =>
      toProtoSettings(await settings.getTeamSettings(context.caller, request)),
    UpdateTeamSettings: async (request, context) =>
      toProtoSettings(await settings.updateTeamSettings(context.caller, request)),
    GetTeamProfile: async (request) => {
      const profile = await teams.getTeamProfile(request);
      return { team: toProtoTeam(profile.team), settings: toProtoSettings(profile.settings) };
    },
    ListSoleOwnerships: (request) => soleOwnerships(Number(request.user_id ?? 0)),
  });
}
