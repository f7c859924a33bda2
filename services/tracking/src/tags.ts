// Tags (issue 36; docs/time-tracking.md, "Tags"): a team's labels of time entries and
// expenses. Owners and managers create, update (rename, archive) and delete them; every
// member lists and reads them. Names are unique per team whatever their case (409). A
// deleted tag is pulled from every entry and expense of the team that carries it, in the
// delete's transaction. Entries and expenses keep ids only, so a rename shows everywhere
// at once; names are read from the tags when shown (tagNamesOf: reports, CSV).
import {
  asUniqueIndexViolation,
  permissionDeniedError,
  type Caller,
  type TeamAccess,
} from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { TRACKING_AUDIT_ACTIONS } from './events';
import type { TagRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, seesTeamEntries } from './permissions';
import { pageOf, windowOf, type Page } from './request-validation';
import { tagChangeRecorded } from './tag-events';
import {
  newTagFields,
  tagChanges,
  tagNameTakenError,
  tagNotFoundError,
  unusableTagIds,
  unusableTagsError,
  validatedListTags,
  validatedTagRef,
} from './tag-rules';

/** A unique-name clash (a race past the look-up) is the rule's 409. */
async function nameChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (asUniqueIndexViolation(error)) throw tagNameTakenError();
    throw error;
  }
}

/** Owners and managers write tags. */
async function managerAccess(
  teams: TrackingDependencies['teams'],
  caller: Caller | undefined,
): Promise<TeamAccess> {
  const access = await authorizeMember(teams, caller);
  if (!seesTeamEntries(access)) throw permissionDeniedError();
  return access;
}

/** Create, list and get. */
function tagReadsAndCreation(deps: TrackingDependencies) {
  const { repository, teams, logger, outbox } = deps;

  /** POST tag/create. */
  async function createTag(
    caller: Caller | undefined,
    request: RequestOf<'CreateTag'>,
  ): Promise<TagRecord> {
    const access = await managerAccess(teams, caller);
    const input = newTagFields(request);
    if (await repository.tags.findByName(access.teamId, input.name)) throw tagNameTakenError();
    const id = await repository.nextId('tags');
    const tag = await nameChecked(() =>
      repository.transaction(async () => {
        const inserted = await repository.tags.insert({
          id,
          team_id: access.teamId,
          name: input.name,
          archived: input.archived,
          created_by: access.caller.userId,
        });
        await outbox.record(tagChangeRecorded(TRACKING_AUDIT_ACTIONS.CreateTag, null, inserted));
        return inserted;
      }),
    );
    outbox.kick();
    logger.info({ team_id: access.teamId, tag_id: id }, 'tag created');
    return tag;
  }

  /** GET tag/list: by name; archived ones only when asked; `search` in the name. */
  async function listTags(
    caller: Caller | undefined,
    request: RequestOf<'ListTags'>,
  ): Promise<Page<TagRecord>> {
    const access = await authorizeMember(teams, caller);
    const input = validatedListTags(request);
    return pageOf(
      await repository.tags.page(
        access.teamId,
        { includeArchived: input.include_archived, search: input.search },
        windowOf(input),
      ),
      input,
    );
  }

  /** GET tag/:id. */
  async function getTag(
    caller: Caller | undefined,
    request: RequestOf<'GetTag'>,
  ): Promise<TagRecord> {
    const access = await authorizeMember(teams, caller);
    const tag = await repository.tags.findInTeam(access.teamId, validatedTagRef(request).tag_id);
    if (!tag) throw tagNotFoundError();
    return tag;
  }

  return { createTag, listTags, getTag };
}

/** Update and delete. */
function tagChangesOf(deps: TrackingDependencies) {
  const { repository, teams, logger, outbox } = deps;

  /** POST tag/:id/update: a rename (unique, any case) and the archived flag. */
  async function updateTag(
    caller: Caller | undefined,
    request: RequestOf<'UpdateTag'>,
  ): Promise<TagRecord> {
    const access = await managerAccess(teams, caller);
    const { tag_id } = validatedTagRef(request);
    const tag = await repository.tags.findInTeam(access.teamId, tag_id);
    if (!tag) throw tagNotFoundError();
    const changes = tagChanges(tag, request.fields);
    if (Object.keys(changes).length === 0) return tag;
    if (changes.name !== undefined) {
      const same = await repository.tags.findByName(access.teamId, changes.name);
      if (same && same.id !== tag.id) throw tagNameTakenError();
    }
    const updated = await nameChecked(() =>
      repository.transaction(async () => {
        const after = await repository.tags.update(access.teamId, tag.id, changes);
        if (!after) throw tagNotFoundError();
        await outbox.record(tagChangeRecorded(TRACKING_AUDIT_ACTIONS.UpdateTag, tag, after));
        return after;
      }),
    );
    outbox.kick();
    return updated;
  }

  /** POST tag/:id/delete: pulled from every entry and expense of the team, in one transaction. */
  async function deleteTag(
    caller: Caller | undefined,
    request: RequestOf<'DeleteTag'>,
  ): Promise<{ success: string }> {
    const access = await managerAccess(teams, caller);
    const { tag_id } = validatedTagRef(request);
    const untagged = await repository.transaction(async () => {
      const deleted = await repository.tags.delete(access.teamId, tag_id);
      if (!deleted) throw tagNotFoundError();
      const entries = await repository.timeEntries.pullTag(access.teamId, tag_id);
      const expenses = await repository.expenses.pullTag(access.teamId, tag_id);
      await outbox.record(tagChangeRecorded(TRACKING_AUDIT_ACTIONS.DeleteTag, deleted, null));
      return { entries, expenses };
    });
    outbox.kick();
    logger.info(
      {
        team_id: access.teamId,
        tag_id,
        time_entries: untagged.entries,
        expenses: untagged.expenses,
      },
      'tag deleted',
    );
    return { success: 'Tag deleted' };
  }

  return { updateTag, deleteTag };
}

/** What entries and expenses ask of tags: which ids they may carry, and the names to show. */
export function tagUses({ repository }: TrackingDependencies) {
  /**
   * The ids (validated: sorted, unique) if every one is a tag of the team and unarchived,
   * but for those in `kept` (an entry keeps an archived tag it already has); else 400
   * naming the unknown and the archived ones.
   */
  async function usableTagIds(
    teamId: number,
    ids: readonly number[],
    kept: readonly number[] = [],
  ): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await repository.tags.findManyInTeam(teamId, ids);
    const { unknown, archived } = unusableTagIds(ids, found, kept);
    if (unknown.length > 0 || archived.length > 0) throw unusableTagsError(unknown, archived);
    return [...ids];
  }

  /** The team's tags among `ids`, by name: the names a page or a report shows now. */
  async function tagsOf(teamId: number, ids: Iterable<number>): Promise<TagRecord[]> {
    const found = await repository.tags.findManyInTeam(teamId, [...new Set(ids)]);
    return found.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  /** The current names of the team's tags among `ids` (a deleted one is absent). */
  async function tagNamesOf(teamId: number, ids: readonly number[]): Promise<Map<number, string>> {
    return new Map((await tagsOf(teamId, ids)).map((tag) => [tag.id, tag.name]));
  }

  return { usableTagIds, tagsOf, tagNamesOf };
}

export function tagsUseCases(deps: TrackingDependencies) {
  return { ...tagReadsAndCreation(deps), ...tagChangesOf(deps), ...tagUses(deps) };
}

export type TagsUseCases = ReturnType<typeof tagsUseCases>;
export type TagUses = ReturnType<typeof tagUses>;
