// What teams asks identity about users: whether an email belongs to a registered
// user, a user's name and email, several users at once. Failures other than "no such
// user" are thrown (RemoteCallError); each use case decides whether it can go on
// without the answer.
import { identityClient, nullWhenNotFound, type ClientOptions } from '@workmesh/platform';

export interface DirectoryUser {
  id: number;
  name: string;
  email: string;
}

export interface IdentityDirectory {
  /** The registered user with this email, or null. */
  findUserByEmail(email: string): Promise<DirectoryUser | null>;
  /** The user, or null when identity does not know the id. */
  getUser(userId: number): Promise<DirectoryUser | null>;
  /** The users identity knows among the ids, by id. */
  getUsers(userIds: number[]): Promise<Map<number, DirectoryUser>>;
  close(): void;
}

const toDirectoryUser = (user: { id: number; name: string; email: string }): DirectoryUser => ({
  id: user.id,
  name: user.name,
  email: user.email.toLowerCase(),
});

export function identityDirectory(address: string, options: ClientOptions): IdentityDirectory {
  const client = identityClient(address, options);
  return {
    async findUserByEmail(email) {
      const answer = await client.FindUserByEmail({ email });
      return answer.found && answer.user ? toDirectoryUser(answer.user) : null;
    },
    async getUser(userId) {
      const user = await nullWhenNotFound(client.GetUser({ user_id: userId }));
      return user ? toDirectoryUser(user) : null;
    },
    async getUsers(userIds) {
      if (userIds.length === 0) return new Map();
      const { users } = await client.GetUsers({ user_ids: userIds });
      return new Map(users.map((user) => [user.id, toDirectoryUser(user)]));
    },
    close: () => client.close(),
  };
}
