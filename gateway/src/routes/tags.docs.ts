// What openapi.yaml says of the tags' routes (routes/tags.ts) beyond the protos, and the
// tag fields the time-entry, timer, expense and report routes share (their docs import
// them): the rules the tracking service applies, summaries, examples.
import { TAG_IDS_MAX_ITEMS, TAG_MATCHES, TAG_NAME_MAX_LENGTH } from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import { nonBlank, PAGE, type FieldNote, type OperationNotes } from '../openapi/operation-notes';

/** `tag_ids` of a new entry, timer or expense. */
export const TAG_IDS: FieldNote = {
  description:
    'tags of the team, not archived (an unknown or archived id is refused with 400 naming it); a JSON array or "1,2"',
  maxItems: TAG_IDS_MAX_ITEMS,
};
/** `tag_ids` of an update: given (even empty) it replaces the tags, left out they stay. */
export const TAG_IDS_REPLACED: FieldNote = {
  description:
    'replaces the tags when given ("" or [] clears them); left out, they stay. New ones must be unarchived tags of the team (tags it already carries may stay though archived)',
  maxItems: TAG_IDS_MAX_ITEMS,
};
/** The tag filter of the lists and the reports. */
export const TAG_FILTER: Readonly<Record<string, FieldNote>> = {
  tag_ids: {
    description: 'carrying any of these tags (tag_match `all`: every one); "1,2" or repeated',
    maxItems: TAG_IDS_MAX_ITEMS,
  },
  tag_match: { enum: TAG_MATCHES, description: '`any` (the default) or `all` of tag_ids' },
};

const TAG_FIELDS: Readonly<Record<string, FieldNote>> = {
  name: { ...nonBlank(TAG_NAME_MAX_LENGTH), description: 'unique in the team, whatever its case' },
  archived: { description: 'given to no new entry or expense; those carrying it keep it' },
};

/** The notes of each route, by its rpc. */
export const TAGS_NOTES = {
  CreateTag: {
    summary: 'Create a tag',
    description:
      'Owners and managers. A name the team already has, in any case, is refused with 409 `A tag with this name already exists`.',
    required: ['name'],
    fields: TAG_FIELDS,
    example: { name: 'Meetings' },
  },
  ListTags: {
    summary: "List the team's tags",
    description:
      'Everyone in the team. By name; archived ones only with `include_archived`; `search` keeps names containing it, whatever its case.',
    fields: {
      include_archived: { description: 'archived ones too' },
      search: { maxLength: TAG_NAME_MAX_LENGTH, description: 'names containing it, any case' },
      ...PAGE,
    },
  },
  GetTag: { summary: 'Get a tag' },
  UpdateTag: {
    summary: 'Rename or archive a tag',
    description:
      'Owners and managers. Entries and expenses carry the id: the new name shows everywhere at once (reports, CSV).',
    fields: TAG_FIELDS,
    example: { name: 'Client meetings' },
  },
  DeleteTag: {
    summary: 'Delete a tag',
    description:
      'Owners and managers. The tag is removed from every time entry and expense of the team that carries it (approved and invoiced ones too), in the same transaction.',
  },
} satisfies Partial<Record<RpcName<'tracking'>, OperationNotes>>;
