// Use-case results as the proto messages of workmesh.teams.v1 (types taken from the
// generated service definition, never re-declared). Timestamps are ISO 8601 UTC.
import type { ServiceImplementation, TeamsDefinition } from '@workmesh/platform';
import type { InvitationView } from './invitations';
import type { MemberView } from './members';
import type { GroupRecord, PaySettingsRecord, TeamSettingsRecord } from './models';
import type { Page } from './request-validation';
import type { TeamView } from './teams';

type Handlers = ServiceImplementation<TeamsDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

type TeamMessage = ResponseOf<'CreateTeam'>;
type InvitationMessage = ResponseOf<'RevokeInvitation'>;
type MemberMessage = ResponseOf<'ChangeMemberRole'>;
type GroupMessage = ResponseOf<'GetGroup'>;
type PaySettingsMessage = NonNullable<MemberMessage['pay']>;
type PageInfoMessage = NonNullable<ResponseOf<'ListMembers'>['page_info']>;

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function toProtoTeam(team: TeamView): TeamMessage {
  return {
    id: team.id,
    name: team.name,
    ...optional('description', team.description),
    created_at: team.created_at.toISOString(),
    owner_user_id: team.owner_user_id,
    role: team.role,
  };
}

export function toProtoPay(pay: PaySettingsRecord): PaySettingsMessage {
  return {
    ...optional('job_title', pay.job_title),
    ...optional('pay_rate', pay.pay_rate),
    ...optional('bill_rate', pay.bill_rate),
    ...optional('weekly_limit', pay.weekly_limit),
    pay_type: pay.pay_type,
    pay_period: pay.pay_period,
    hourly_rate: pay.hourly_rate,
    currency: pay.currency,
    working_days: pay.working_days,
    weekly_limit_enabled: pay.weekly_limit_enabled,
    daily_tracking_enabled: pay.daily_tracking_enabled,
  };
}

export function toProtoInvitation(invitation: InvitationView): InvitationMessage {
  return {
    id: invitation.id,
    team_id: invitation.team_id,
    email: invitation.email,
    role: invitation.role,
    status: invitation.status,
    pay: toProtoPay(invitation.pay),
    invited_by: invitation.invited_by,
    created_at: invitation.created_at.toISOString(),
    expires_at: invitation.expires_at.toISOString(),
    ...optional('accepted_at', invitation.accepted_at?.toISOString()),
    terms_accepted_by_inviter: invitation.terms_accepted_by_inviter,
  };
}

export function toProtoMember(member: MemberView): MemberMessage {
  return {
    team_id: member.team_id,
    user_id: member.user_id,
    role: member.role,
    ...optional('name', member.name),
    ...optional('email', member.email),
    pay: toProtoPay(member.pay),
    joined_at: member.joined_at.toISOString(),
  };
}

export function toProtoGroup(group: GroupRecord): GroupMessage {
  return {
    id: group.id,
    team_id: group.team_id,
    name: group.name,
    ...optional('description', group.description),
    member_ids: group.member_ids,
    manager_ids: group.manager_ids,
    created_at: group.created_at.toISOString(),
    updated_at: group.updated_at.toISOString(),
  };
}

export function toProtoSettings(settings: TeamSettingsRecord): ResponseOf<'GetTeamSettings'> {
  return {
    team_id: settings.team_id,
    add_registered_users_directly: settings.add_registered_users_directly,
    terms_enabled: settings.terms_enabled,
    ...optional('terms_text', settings.terms_text),
    ...optional('default_invoice_notes', settings.default_invoice_notes),
    default_net_term: settings.default_net_term,
    updated_at: settings.updated_at.toISOString(),
  };
}

export const toProtoPageInfo = (page: Page<unknown>): PageInfoMessage => ({
  page: page.page,
  per_page: page.per_page,
  total: page.total,
});
