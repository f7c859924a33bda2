// Other services ask for users' public records: one by id (an assignee's email),
// several by id (a member list), or one by email (teams, at invitation: is the
// invited address a registered user?).
import { Joi, notFound } from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import type { RequestOf, ResponseOf, UserMessage } from './proto-types';
import { toUserRecord } from './user-record';
import { emailField, field, validate } from './validation';

export const USER_NOT_FOUND = 'USER_NOT_FOUND';

/** GetUsers answers at most this many users per call. */
export const MAX_USERS_PER_CALL = 500;

const isUserId = (id: number) => Number.isSafeInteger(id) && id > 0;

export async function getUser(
  request: RequestOf<'GetUser'>,
  deps: IdentityDependencies,
): Promise<UserMessage> {
  const user = isUserId(request.user_id) ? await deps.store.users.findById(request.user_id) : null;
  if (!user) throw notFound(USER_NOT_FOUND, 'User not found');
  return toUserRecord(user);
}

const getUsersSchema = Joi.object<{ user_ids: number[] }>({
  user_ids: field(Joi.array().max(MAX_USERS_PER_CALL), 'user_ids'),
});

/** The records of the known ids, in the order asked (each once); unknown ids are left out. */
export async function getUsers(
  request: RequestOf<'GetUsers'>,
  deps: IdentityDependencies,
): Promise<ResponseOf<'GetUsers'>> {
  const { user_ids } = validate(getUsersSchema, request);
  const ids = [...new Set(user_ids ?? [])].filter(isUserId);
  if (ids.length === 0) return { users: [] };
  const byId = new Map((await deps.store.users.findByIds(ids)).map((user) => [user._id, user]));
  return {
    users: ids.flatMap((id) => {
      const user = byId.get(id);
      return user ? [toUserRecord(user)] : [];
    }),
  };
}

const findByEmailSchema = Joi.object<{ email: string }>({ email: emailField() });

/** Whether an address belongs to a registered user, whatever its letter case. */
export async function findUserByEmail(
  request: RequestOf<'FindUserByEmail'>,
  deps: IdentityDependencies,
): Promise<ResponseOf<'FindUserByEmail'>> {
  const { email } = validate(findByEmailSchema, request);
  const user = await deps.store.users.findByEmail(email);
  return user ? { found: true, user: toUserRecord(user) } : { found: false };
}
