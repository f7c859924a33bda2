// The identity messages as TypeScript types, taken from the generated service
// definition (never re-declared): what a handler receives and what it answers.
import type { IdentityDefinition, ServiceImplementation } from '@workmesh/platform';

type Handlers = ServiceImplementation<IdentityDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the server receives it (unset optional fields undefined). */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

export type UserMessage = ResponseOf<'GetUser'>;
export type UserSessionMessage = ResponseOf<'Register'>;
export type CallerMessage = ResponseOf<'ResolveCaller'>;
