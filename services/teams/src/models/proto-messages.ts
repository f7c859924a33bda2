// The messages of workmesh.teams.v1 as TypeScript types, taken from the generated service
// definition (never re-declared). They sit in models/ (they depend only on platform) so
// that the mappers beside each record's schema can use them; the use cases above import
// them from here.
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
