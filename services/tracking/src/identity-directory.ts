// What the tracking service asks identity: a user's time zone (GetUser), the default of
// an entry's. Identity not answering is UNAVAILABLE IDENTITY_UNAVAILABLE for our caller.
import {
  askingService,
  identityClient,
  nullWhenNotFound,
  type ClientOptions,
} from '@workmesh/platform';

export interface IdentityDirectory {
  /** The user's time zone, or null when unknown or not set. */
  timezoneOf(userId: number): Promise<string | null>;
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
    close: () => client.close(),
  };
}
