// Who an imported row is (docs/import-matching.md): the import's user_map first (a
// source email in lower case, or a full name as given → a user id, which must be a
// member), else the member with the row's email (case-insensitive) where the row has
// one, else the member with the row's full name (case-insensitive, trimmed; two members
// of one name are ambiguous). A person no member matches is invited when the import
// invites and the row has an email (their rows are held until they join), else the row
// is refused with what to do. Pure: the members and invitations are looked up by the
// writer, once per import.
import type { ImportJobContext, ImportedEntry } from './import-rows';
import type { ImportMember } from './import-directory';

/** The team's members, indexed for matching. */
export interface MemberIndex {
  byId: Map<number, ImportMember>;
  /** Email in lower case → user id. */
  byEmail: Map<string, number>;
  /** Name key (trimmed, lower case) → the user ids of that name. */
  byName: Map<string, number[]>;
}

export type PersonMatch =
  | { kind: 'member'; userId: number }
  /** Unknown, to invite: their rows are held until they join. */
  | { kind: 'invitee'; email: string }
  | { kind: 'refused'; reason: string };

/** A name as matched: trimmed, inner spaces collapsed, lower case. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const emailKey = (email: string): string => email.trim().toLowerCase();

export function memberIndex(members: readonly ImportMember[]): MemberIndex {
  const index: MemberIndex = { byId: new Map(), byEmail: new Map(), byName: new Map() };
  for (const member of members) addMember(index, member);
  return index;
}

/** Adds a member (one an invitation added at once). */
export function addMember(index: MemberIndex, member: ImportMember): void {
  index.byId.set(member.userId, member);
  if (member.email) index.byEmail.set(emailKey(member.email), member.userId);
  if (member.name) {
    const key = nameKey(member.name);
    const named = index.byName.get(key) ?? [];
    if (!named.includes(member.userId)) index.byName.set(key, [...named, member.userId]);
  }
}

/** The person of the row, as the rules above decide. */
export function personOf(
  entry: Pick<ImportedEntry, 'email' | 'userName'>,
  job: Pick<ImportJobContext, 'invite' | 'userMap'>,
  members: MemberIndex,
): PersonMatch {
  const email = entry.email?.trim() ? emailKey(entry.email) : undefined;
  const name = entry.userName?.trim() ? entry.userName.trim() : undefined;
  const who = email ?? name ?? '';
  if (!email && !name)
    return {
      kind: 'refused',
      reason: 'The row names no person (no email and no name); add one to the file.',
    };
  const mapped =
    (email === undefined ? undefined : job.userMap.get(email)) ??
    (name === undefined
      ? undefined
      : (job.userMap.get(entry.userName ?? '') ?? job.userMap.get(name)));
  if (mapped !== undefined)
    return members.byId.has(mapped)
      ? { kind: 'member', userId: mapped }
      : {
          kind: 'refused',
          reason: `The user_map maps ${who} to user ${mapped}, who is not a member of the team; map them to a member.`,
        };
  if (email !== undefined) {
    const userId = members.byEmail.get(email);
    if (userId !== undefined) return { kind: 'member', userId };
    if (job.invite) return { kind: 'invitee', email };
  } else if (name !== undefined) {
    const named = members.byName.get(nameKey(name)) ?? [];
    if (named.length === 1) return { kind: 'member', userId: named[0] };
    if (named.length > 1)
      return {
        kind: 'refused',
        reason: `${named.length} members of the team are named ${name}; map the name to one of them in user_map.`,
      };
    if (job.invite)
      return {
        kind: 'refused',
        reason: `No member of the team is named ${name}, and the file gives no email to invite them with; add them to user_map.`,
      };
  }
  return {
    kind: 'refused',
    reason: `No member of the team matches ${who}; add them to user_map or import with invite on.`,
  };
}
