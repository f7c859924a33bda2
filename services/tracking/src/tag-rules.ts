// The rules of tags (issue 36; docs/time-tracking.md, "Tags"), pure: a tag's fields (a
// name of 1..100 code points, trimmed; archived), the tag lists entries and expenses
// carry (positive ids, sorted, unique, at most MAX_TAGS_PER_RECORD), the list filter
// (any | all), and the errors tags raise. Which ids are the team's and unarchived is
// asked of the store by tags.ts (usableTagIds).
import {
  alreadyExists,
  invalidArgument,
  Joi,
  Reason,
  recordNotFound,
  TAG_IDS_MAX_ITEMS,
  TAG_MATCHES,
  TAG_NAME_MAX_LENGTH,
  TagText,
  type TagMatch,
} from '@workmesh/platform';
import type { TagChanges, TagFilter, TagRecord } from './models';
import { pagingFields, positiveId, validated, type Paging } from './request-validation';

/** The most tags one time entry or expense carries. */
export const MAX_TAGS_PER_RECORD = TAG_IDS_MAX_ITEMS;
/** The name of the group of untagged entries when a report groups by tag. */
export const NO_TAG = { key: '', name: '(no tag)' } as const;

export const tagNotFoundError = () => recordNotFound(Reason.TAG_NOT_FOUND);
export const tagNameTakenError = () => alreadyExists(Reason.TAG_NAME_TAKEN, TagText.NAME_TAKEN);

const tagFieldError = (field: string, message: string) =>
  invalidArgument(Reason.INVALID_PARAMETERS, message, { [field]: [message] });

/** The length people count: code points (an emoji is one), not UTF-16 units. */
const codePoints = (text: string) => [...text].length;

const tagName = Joi.string()
  .trim()
  .custom((value: string, helpers) =>
    codePoints(value) > TAG_NAME_MAX_LENGTH ? helpers.error('string.max') : value,
  )
  .messages({
    'string.empty': 'The name field is required.',
    'string.max': `The name may not be greater than ${TAG_NAME_MAX_LENGTH} characters.`,
    '*': 'The name must be a string.',
  });

const tagFieldsSchema = Joi.object({
  name: tagName,
  archived: Joi.boolean().messages({ '*': 'The archived must be true or false.' }),
});

interface TagFieldsInput {
  name?: string;
  archived?: boolean;
}

/** A new tag's fields: the name is required. */
export function newTagFields(request: unknown): { name: string; archived: boolean } {
  const input = validated<TagFieldsInput>(tagFieldsSchema, request ?? {});
  if (input.name === undefined) throw tagFieldError('name', 'The name field is required.');
  return { name: input.name, archived: input.archived ?? false };
}

/** An update's changes: only what differs from the tag. */
export function tagChanges(tag: TagRecord, request: unknown): TagChanges {
  const input = validated<TagFieldsInput>(tagFieldsSchema, request ?? {});
  const changes: TagChanges = {};
  if (input.name !== undefined && input.name !== tag.name) changes.name = input.name;
  if (input.archived !== undefined && input.archived !== tag.archived)
    changes.archived = input.archived;
  return changes;
}

const tagRefSchema = Joi.object({ tag_id: positiveId('tag_id').required() });

export const validatedTagRef = (request: unknown): { tag_id: number } =>
  validated<{ tag_id: number }>(tagRefSchema, {
    tag_id: (request as { tag_id?: unknown })?.tag_id,
  });

export interface ListTagsInput extends Paging {
  include_archived: boolean;
  search?: string;
}

const listTagsSchema = Joi.object({
  include_archived: Joi.boolean()
    .default(false)
    .messages({ '*': 'The include_archived must be true or false.' }),
  search: Joi.string()
    .trim()
    .empty('')
    .max(TAG_NAME_MAX_LENGTH)
    .messages({
      'string.max': `The search may not be greater than ${TAG_NAME_MAX_LENGTH} characters.`,
      '*': 'The search must be a string.',
    }),
  ...pagingFields,
});

export const validatedListTags = (request: unknown): ListTagsInput =>
  validated<ListTagsInput>(listTagsSchema, request);

/**
 * The tag_ids of an entry or an expense (a Joi rule for the request schemas): positive
 * integers, at most MAX_TAGS_PER_RECORD distinct ones; sorted and made unique.
 */
export const tagIdList = Joi.array()
  .items(
    Joi.number()
      .integer()
      .min(1)
      .max(Number.MAX_SAFE_INTEGER)
      .messages({ '*': 'The tag_ids must be positive integers.' }),
  )
  .custom((ids: number[], helpers) => {
    const sorted = sortedTagIds(ids);
    return sorted.length > MAX_TAGS_PER_RECORD ? helpers.error('array.max') : sorted;
  })
  .messages({
    'array.max': `The tag_ids may hold at most ${MAX_TAGS_PER_RECORD} tags.`,
    'array.base': 'The tag_ids must be a list of tag ids.',
  });

/** Ascending, each once: how records store their tags. */
export const sortedTagIds = (ids: readonly number[]): number[] =>
  [...new Set(ids)].sort((a, b) => a - b);

/** A list filter by tags: `tag_match` any (default: $in) or all ($all). */
export const tagFilterFields = {
  tag_ids: tagIdList.default([]),
  tag_match: Joi.string()
    .trim()
    .lowercase()
    .empty('')
    .valid(...TAG_MATCHES)
    .default('any')
    .messages({ '*': `The tag_match must be one of ${TAG_MATCHES.join(', ')}.` }),
};

/** What a store's query takes of a tag filter; undefined when it filters nothing. */
export const tagFilterOf = (input: {
  tag_ids?: number[];
  tag_match?: TagMatch;
}): TagFilter | undefined =>
  input.tag_ids && input.tag_ids.length > 0
    ? { tagIds: input.tag_ids, match: input.tag_match ?? 'any' }
    : undefined;

/** The refusal of tags that are not the team's, or archived (400 naming them). */
export function unusableTagsError(unknown: readonly number[], archived: readonly number[]) {
  const parts: string[] = [];
  if (unknown.length > 0) parts.push(`No tag of the team has the id ${unknown.join(', ')}.`);
  if (archived.length > 0)
    parts.push(`The tag ${archived.join(', ')} is archived: it is given to no new entry.`);
  return tagFieldError('tag_ids', parts.join(' '));
}

/**
 * The ids given that cannot be used: not the team's tags (unknown), or archived and not
 * already carried (`kept`: an entry keeps an archived tag it has).
 */
export function unusableTagIds(
  given: readonly number[],
  found: readonly TagRecord[],
  kept: readonly number[] = [],
): { unknown: number[]; archived: number[] } {
  const byId = new Map(found.map((tag) => [tag.id, tag]));
  const unknown = given.filter((id) => !byId.has(id));
  const archived = given.filter((id) => byId.get(id)?.archived && !kept.includes(id));
  return { unknown, archived };
}
