// Users by id, asked of identity the one way every service asks (GetUsers, at most 500
// ids a call, each id once): a report's or an invoice's names, a mail's addresses.
import type { PromiseClient } from './client';
import type { IdentityDefinition } from './protos';

/** Identity answers at most 500 users per GetUsers call. */
export const GET_USERS_BATCH = 500;

/** A user as identity's client answers it. */
export type UserMessage = Awaited<ReturnType<PromiseClient<IdentityDefinition>['GetUser']>>;

/** The users identity knows among the ids, by id; unknown ids are absent. */
export async function usersById(
  client: Pick<PromiseClient<IdentityDefinition>, 'GetUsers'>,
  userIds: readonly number[],
): Promise<Map<number, UserMessage>> {
  const ids = [...new Set(userIds)];
  const users = new Map<number, UserMessage>();
  for (let at = 0; at < ids.length; at += GET_USERS_BATCH) {
    const answer = await client.GetUsers({ user_ids: ids.slice(at, at + GET_USERS_BATCH) });
    for (const user of answer.users) users.set(user.id, user);
  }
  return users;
}
