// What the tasks service asks identity: the names and addresses of users (GetUsers),
// for the assignment mail (the assignee's address and name, the name of who assigned).
// Identity not answering is UNAVAILABLE IDENTITY_UNAVAILABLE for our caller.
import { askingService, identityClient, type ClientOptions } from '@workmesh/platform';

export interface UserContact {
  id: number;
  email: string;
  name: string;
}

export interface IdentityDirectory {
  /** The users among the ids that identity knows, by id (an unknown id is left out). */
  contactsOf(userIds: number[]): Promise<Map<number, UserContact>>;
  close(): void;
}

export function identityDirectory(address: string, options: ClientOptions): IdentityDirectory {
  const client = identityClient(address, options);
  return {
    contactsOf: (userIds) =>
      askingService('identity', async () => {
        const ids = [...new Set(userIds)];
        if (ids.length === 0) return new Map();
        const { users } = await client.GetUsers({ user_ids: ids });
        return new Map(
          users.map((user) => [user.id, { id: user.id, email: user.email, name: user.name }]),
        );
      }),
    close: () => client.close(),
  };
}
