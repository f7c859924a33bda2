// Other services ask for a user's public record (e.g. an assignee's email).
import { notFound } from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import type { RequestOf, UserMessage } from './proto-types';
import { toUserRecord } from './user-record';

export const USER_NOT_FOUND = 'USER_NOT_FOUND';

export async function getUser(
  request: RequestOf<'GetUser'>,
  deps: IdentityDependencies,
): Promise<UserMessage> {
  const user =
    Number.isSafeInteger(request.user_id) && request.user_id > 0
      ? await deps.store.users.findById(request.user_id)
      : null;
  if (!user) throw notFound(USER_NOT_FOUND, 'User not found');
  return toUserRecord(user);
}
