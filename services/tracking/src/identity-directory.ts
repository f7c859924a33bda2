// What the tracking service asks identity: a user's time zone (GetUser), the default of
// an entry's, and users' names (GetUsers, batched), a report's user groups, and names with
// zones (the attendance report's members). Identity not answering is UNAVAILABLE IDENTITY_UNAVAILABLE for our caller.
import {
  askingService,
  identityClient,
  usersById,
  nullWhenNotFound,
  type ClientOptions,
} from '@workmesh/platform';

/** A user as the attendance report shows them: name and own time zone ('' when not set). */
export interface UserProfile {
  name: string;
  timezone: string;
}

/** Who a user is, as an export's time entries show them. */
export interface UserContact {
  name: string;
  email: string;
}

export interface IdentityDirectory {
  /** The user's time zone, or null when unknown or not set. */
  timezoneOf(userId: number): Promise<string | null>;
  /** The users' names by id (one GetUsers call per 500 ids); users it does not know are absent. */
  namesOf(userIds: readonly number[]): Promise<Map<number, string>>;
  /** The users' names and zones ('' when not set) by id (batched as namesOf); unknown users absent. */
  profilesOf(userIds: readonly number[]): Promise<Map<number, UserProfile>>;
  /** The users' names and emails by id (an export's time entries name their people). */
  contactsOf(userIds: readonly number[]): Promise<Map<number, UserContact>>;
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
    profilesOf: (userIds) =>
      askingService('identity', async () => {
        const users = await usersById(client, userIds);
        return new Map(
          [...users.values()].map((user) => [
            user.id,
            { name: user.name, timezone: user.timezone || '' },
          ]),
        );
      }),
    contactsOf: (userIds) =>
      askingService('identity', async () => {
        const users = await usersById(client, userIds);
        return new Map(
          [...users.values()].map((user) => [user.id, { name: user.name, email: user.email }]),
        );
      }),
    close: () => client.close(),
  };
}
