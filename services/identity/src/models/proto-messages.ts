// The identity messages as TypeScript types, taken from the generated service definition
// (never re-declared): what a handler receives and what it answers. They sit in models/
// (they depend only on platform) so that the mappers beside each record's schema can use
// them; the use cases above import them from here.
import type { IdentityDefinition, RpcName, RpcRequest, RpcResponse } from '@workmesh/platform';

type Rpc = RpcName<IdentityDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<IdentityDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<IdentityDefinition, Method>;

export type UserMessage = ResponseOf<'GetUser'>;
export type UserSessionMessage = ResponseOf<'Register'>;
export type CallerMessage = ResponseOf<'ResolveCaller'>;
