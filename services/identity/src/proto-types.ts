// The identity messages as TypeScript types, taken from the generated service
// definition (never re-declared): what a handler receives and what it answers.
import type { IdentityDefinition } from '@workmesh/platform';

type Method = keyof IdentityDefinition & string;

/** The request as the server receives it (unset optional fields undefined). */
export type RequestOf<M extends Method> = IdentityDefinition[M] extends {
  requestDeserialize: (bytes: Buffer) => infer R;
}
  ? R
  : never;

/** The response as the server sends it. */
export type ResponseOf<M extends Method> = IdentityDefinition[M] extends {
  responseSerialize: (value: infer R) => Buffer;
}
  ? R
  : never;

export type UserMessage = ResponseOf<'GetUser'>;
export type UserSessionMessage = ResponseOf<'Register'>;
export type CallerMessage = ResponseOf<'ResolveCaller'>;
