// The messages of workmesh.teams.v1 as TypeScript types, taken from the generated service
// definition (never re-declared). The mappers that build them from stored records live
// beside each record's schema in models/.
import type { ServiceImplementation, TeamsDefinition } from '@workmesh/platform';

type Handlers = ServiceImplementation<TeamsDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

export type TeamMessage = ResponseOf<'CreateTeam'>;
export type MembershipMessage = ResponseOf<'GetMembership'>;
export type InvitationMessage = ResponseOf<'RevokeInvitation'>;
export type MemberMessage = ResponseOf<'ChangeMemberRole'>;
export type GroupMessage = ResponseOf<'GetGroup'>;
export type TeamSettingsMessage = ResponseOf<'GetTeamSettings'>;
export type PageInfoMessage = NonNullable<ResponseOf<'ListMembers'>['page_info']>;
