// The messages of workmesh.teams.v1 as TypeScript types, taken from the generated service
// definition (never re-declared). The mappers that build them from stored records live
// beside each record's schema in models/.
import type { RpcName, RpcRequest, RpcResponse, TeamsDefinition } from '@workmesh/platform';

type Rpc = RpcName<TeamsDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<TeamsDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<TeamsDefinition, Method>;

export type TeamMessage = ResponseOf<'CreateTeam'>;
export type MembershipMessage = ResponseOf<'GetMembership'>;
export type InvitationMessage = ResponseOf<'RevokeInvitation'>;
export type MemberMessage = ResponseOf<'ChangeMemberRole'>;
export type GroupMessage = ResponseOf<'GetGroup'>;
export type TeamSettingsMessage = ResponseOf<'GetTeamSettings'>;
