// What the notifier asks identity: a user's name and address, for a mail whose event names
// the user by id only (timesheet.rejected: the member, and the reviewer's name; a budget
// alert's owner or manager; timer.stopped_at_limit: the member). Identity not answering is
// thrown (the mail is retried); an unknown id is left out of the answer.
import { identityClient, type ClientOptions } from '@workmesh/platform';

export interface UserContact {
  id: number;
  name: string;
  email: string;
}

export interface IdentityDirectory {
  /** The users among the ids that identity knows, by id. */
  contactsOf(userIds: number[]): Promise<Map<number, UserContact>>;
  close(): void;
}

export function identityDirectory(address: string, options: ClientOptions): IdentityDirectory {
  const client = identityClient(address, options);
  return {
    async contactsOf(userIds) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const { users } = await client.GetUsers({ user_ids: ids });
      return new Map(
        users.map((user) => [user.id, { id: user.id, name: user.name, email: user.email }]),
      );
    },
    close: () => client.close(),
  };
}
