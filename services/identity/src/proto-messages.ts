// The identity messages as TypeScript types, taken from the generated service
// definition (never re-declared): what a handler receives and what it answers.
import type { IdentityDefinition, RpcName, RpcRequest, RpcResponse } from '@workmesh/platform';

type Rpc = RpcName<IdentityDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<IdentityDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<IdentityDefinition, Method>;

export type UserMessage = ResponseOf<'GetUser'>;
export type UserSessionMessage = ResponseOf<'Register'>;
export type CallerMessage = ResponseOf<'ResolveCaller'>;
