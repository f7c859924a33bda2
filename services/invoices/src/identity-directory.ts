// What the invoices service asks identity: users' names (GetUsers, batched), the lines of
// an invoice by user. Identity not answering is UNAVAILABLE IDENTITY_UNAVAILABLE for our
// caller.
import { askingService, identityClient, type ClientOptions } from '@workmesh/platform';

/** Identity answers at most 500 users per GetUsers call. */
const GET_USERS_BATCH = 500;

export interface IdentityDirectory {
  /** The users' names by id (one GetUsers call per 500 ids); users it does not know are absent. */
  namesOf(userIds: readonly number[]): Promise<Map<number, string>>;
  close(): void;
}

export function identityDirectory(address: string, options: ClientOptions): IdentityDirectory {
  const client = identityClient(address, options);
  return {
    namesOf: (userIds) =>
      askingService('identity', async () => {
        const names = new Map<number, string>();
        for (let at = 0; at < userIds.length; at += GET_USERS_BATCH) {
          const { users } = await client.GetUsers({
            user_ids: userIds.slice(at, at + GET_USERS_BATCH),
          });
          for (const user of users) names.set(user.id, user.name);
        }
        return names;
      }),
    close: () => client.close(),
  };
}
