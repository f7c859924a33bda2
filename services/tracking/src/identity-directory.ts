// What the tracking service asks identity: a user's time zone (GetUser), the default of
// an entry's, and users' names (GetUsers, batched), a report's user groups. Identity not answering is UNAVAILABLE IDENTITY_UNAVAILABLE for our caller.
import {
  askingService,
  identityClient,
  usersById,
  nullWhenNotFound,
  type ClientOptions,
} from '@workmesh/platform';

export interface IdentityDirectory {
  /** The user's time zone, or null when unknown or not set. */
  timezoneOf(userId: number): Promise<string | null>;
  /** The users' names by id (one GetUsers call per 500 ids); users it does not know are absent. */
  namesOf(userIds: readonly number[]): Promise<Map<number, string>>;
  close(): void;
}

export function identityDirectory(address: string, options: ClientOptions): IdentityDirectory {
  const client = identityClient(address, options);
  return {
    timezoneOf: (userId) =>
      askingService('identity', async () => {
        const user = await nullWhenNotFound(client.GetUser({ user_id: userId }));
        return user?.timezone || null;
      }),
    namesOf: (userIds) =>
      askingService('identity', async () => {
        const users = await usersById(client, userIds);
        return new Map([...users.values()].map((user) => [user.id, user.name]));
      }),
    close: () => client.close(),
  };
}
