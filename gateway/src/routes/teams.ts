// Teams' routes (spec: createTeam, getTeams, sendInvitation; the routes of
// docs/teams.md beyond the spec's: invitations, members, groups, settings). How
// their answers are presented: teams.presenters.ts; what openapi.yaml says of them:
// teams.docs.ts. Every route but sendInvitation takes `team_id` as optional: the
// caller's current team.
import type { RpcName } from '../downstream-clients';
import type { Route } from '../http-route';
import { fillAuditFields, flagGivenLists } from '../message-completion';
import { page } from '../reply-presentation';
import { route, type RouteDefinition } from './route';
import { confirmation, serviceMessageErrors } from './route.presenters';
import { TEAMS_NOTES as NOTES } from './teams.docs';
import {
  acceptedInvitation,
  createTeamErrors,
  invitationPreview,
  invitationSent,
  listTeamsErrors,
  sendInvitationErrors,
  teamCreated,
  teamList,
} from './teams.presenters';

/** A route acting on one team, which `team_id` selects: absent or blank, the caller's current team. */
function teamRoute<M extends RpcName<'teams'>>(
  definition: Omit<RouteDefinition<'teams', M>, 'service' | 'auth' | 'selectors'>,
): Route {
  return route({ ...definition, service: 'teams', auth: true, selectors: ['team_id'] });
}

export const TEAMS_ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    paths: ['/api/v3/mobile/team/createTeam'],
    auth: true,
    service: 'teams',
    rpc: 'CreateTeam',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    reply: teamCreated,
    errors: createTeamErrors,
    notes: NOTES.CreateTeam,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/team/getTeams'],
    auth: true,
    service: 'teams',
    rpc: 'ListTeams',
    source: 'none',
    reply: teamList,
    errors: listTeamsErrors,
    notes: NOTES.ListTeams,
  }),

  // Invitations
  route({
    method: 'POST',
    paths: ['/api/v3/mobile/invitation/sendInvitation', '/api/v3/team/sendInvitation'],
    auth: true,
    service: 'teams',
    rpc: 'SendInvitation',
    idempotent: true,
    source: 'body',
    selectors: ['team_id'], // "" or null: the service's `team_id missing`
    complete: fillAuditFields,
    reply: invitationSent,
    errors: sendInvitationErrors,
    notes: NOTES.SendInvitation,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/team/invitation'],
    auth: false,
    service: 'teams',
    rpc: 'GetInvitationByToken',
    source: 'query',
    reply: invitationPreview,
    errors: serviceMessageErrors,
    notes: NOTES.GetInvitationByToken,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/acceptInvitation'],
    auth: true,
    service: 'teams',
    rpc: 'AcceptInvitation',
    source: 'body',
    reply: acceptedInvitation,
    errors: serviceMessageErrors,
    notes: NOTES.AcceptInvitation,
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/revokeInvitation'],
    rpc: 'RevokeInvitation',
    source: 'body',
    errors: serviceMessageErrors,
    notes: NOTES.RevokeInvitation,
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/resendInvitation'],
    rpc: 'ResendInvitation',
    source: 'body',
    errors: serviceMessageErrors,
    notes: NOTES.ResendInvitation,
  }),
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/invitations'],
    rpc: 'ListInvitations',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListInvitations,
  }),

  // Members
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/members'],
    rpc: 'ListMembers',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListMembers,
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/updateMemberRole'],
    rpc: 'ChangeMemberRole',
    source: 'body',
    errors: serviceMessageErrors,
    notes: NOTES.ChangeMemberRole,
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/removeMember'],
    rpc: 'RemoveMember',
    source: 'body',
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: NOTES.RemoveMember,
  }),

  // Groups
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/groups/create'],
    rpc: 'CreateGroup',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    errors: serviceMessageErrors,
    notes: NOTES.CreateGroup,
  }),
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/groups'],
    rpc: 'ListGroups',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListGroups,
  }),
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/groups/:id'],
    rpc: 'GetGroup',
    source: 'query',
    params: { id: 'group_id' },
    errors: serviceMessageErrors,
    notes: NOTES.GetGroup,
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/groups/:id/update'],
    rpc: 'UpdateGroup',
    source: 'body',
    params: { id: 'group_id' },
    // A list given (even empty) replaces the group's; a list left out stays as it is.
    complete: flagGivenLists({ member_ids: 'replace_members', manager_ids: 'replace_managers' }),
    errors: serviceMessageErrors,
    notes: NOTES.UpdateGroup,
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/groups/:id/delete'],
    rpc: 'DeleteGroup',
    source: 'body',
    params: { id: 'group_id' },
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteGroup,
  }),

  // Team settings
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/settings'],
    rpc: 'GetTeamSettings',
    source: 'query',
    errors: serviceMessageErrors,
    notes: NOTES.GetTeamSettings,
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/settings/update'],
    rpc: 'UpdateTeamSettings',
    source: 'body',
    // working_days given (even empty) replaces the team's; left out, it stays as it is.
    complete: flagGivenLists({ working_days: 'replace_working_days' }),
    errors: serviceMessageErrors,
    notes: NOTES.UpdateTeamSettings,
  }),
];
