// What the invoices service asks identity: users' names (GetUsers, batched), the lines of
// an invoice by user. Identity not answering is UNAVAILABLE IDENTITY_UNAVAILABLE for our
// caller.
import { askingService, identityClient, usersById, type ClientOptions } from '@workmesh/platform';

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
        const users = await usersById(client, userIds);
        return new Map([...users.values()].map((user) => [user.id, user.name]));
      }),
    close: () => client.close(),
  };
}
