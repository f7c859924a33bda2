// Other services ask for users' public records: one by id (an assignee's email),
// several by id (a member list), or one by email (teams, at invitation: is the
// invited address a registered user?).
import { Joi, Reason, recordNotFound } from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import type { UserRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { emailField, field, validate } from './request-validation';

/** GetUsers answers at most this many users per call. */
export const MAX_USERS_PER_CALL = 500;

const isUserId = (id: number) => Number.isSafeInteger(id) && id > 0;

export async function getUser(
  request: RequestOf<'GetUser'>,
  deps: IdentityDependencies,
): Promise<UserRecord> {
  const user = isUserId(request.user_id)
    ? await deps.repository.users.findById(request.user_id)
    : null;
  if (!user) throw recordNotFound(Reason.USER_NOT_FOUND);
  return user;
}

const getUsersSchema = Joi.object<{ user_ids: number[] }>({
  user_ids: field(Joi.array().max(MAX_USERS_PER_CALL), 'user_ids'),
});

/** The users of the known ids, in the order asked (each once); unknown ids are left out. */
export async function getUsers(
  request: RequestOf<'GetUsers'>,
  deps: IdentityDependencies,
): Promise<UserRecord[]> {
  const { user_ids } = validate(getUsersSchema, request);
  const ids = [...new Set(user_ids ?? [])].filter(isUserId);
  if (ids.length === 0) return [];
  const byId = new Map((await deps.repository.users.findByIds(ids)).map((user) => [user.id, user]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const findByEmailSchema = Joi.object<{ email: string }>({ email: emailField() });

/** The registered user with this address, whatever its letter case, or null. */
export async function findUserByEmail(
  request: RequestOf<'FindUserByEmail'>,
  deps: IdentityDependencies,
): Promise<UserRecord | null> {
  const { email } = validate(findByEmailSchema, request);
  return deps.repository.users.findByEmail(email);
}
