// What tracking holds for an export (docs/exports.md). A team's: its time entries,
// timesheets, tags and expenses. A person's own: their time entries and timesheets across
// their teams. Time entries are the API's TimeEntry with, besides, who tracked them
// (`user_name`, `user_email`) and their tags' names (`tags`): what the import of a
// workmesh export (source `workmesh`) needs to match people and tags in another team.
// Timesheets are their weeks' review states (the totals are the entries'). Expenses are
// the API's Expense; a receipt's bytes stay in the store.
import type { ExportKind, ExportScope } from '@workmesh/platform';
import type { IdentityDirectory } from '../identity-directory';
import {
  toExpense,
  toExpenseMessage,
  toTag,
  toTagMessage,
  toTimeEntry,
  toTimeEntryMessage,
  timesheetKeyAfter,
  toTimesheet,
  type TrackingRepository,
} from '../models';

type EntryDocument = Parameters<typeof toTimeEntry>[0];
type TimesheetDocument = Parameters<typeof toTimesheet>[0] & { _id: unknown };

const teamScope = ({ team_id }: ExportScope) => ({ team_id });
const personScope = ({ user_id }: ExportScope) => ({ user_id });

export function trackingExportKinds(
  repository: TrackingRepository,
  identity: Pick<IdentityDirectory, 'contactsOf'>,
): ExportKind[] {
  async function timeEntryRecords(documents: EntryDocument[]): Promise<object[]> {
    const entries = documents.map(toTimeEntry);
    const users = await identity.contactsOf([...new Set(entries.map((entry) => entry.user_id))]);
    const tagIds = [...new Set(entries.flatMap((entry) => entry.tag_ids))];
    const tags: Array<{ _id: number; name: string }> =
      tagIds.length === 0
        ? []
        : await repository.tags.model.find({ _id: { $in: tagIds } }, { name: 1 }).lean();
    const tagNames = new Map(tags.map((tag) => [tag._id, tag.name]));
    const now = new Date();
    return entries.map((entry) => ({
      ...toTimeEntryMessage(entry, now),
      user_name: users.get(entry.user_id)?.name ?? '',
      user_email: users.get(entry.user_id)?.email ?? '',
      tags: entry.tag_ids.map((id) => tagNames.get(id) ?? `Tag ${id}`),
    }));
  }
  const timeEntries = {
    kind: 'time_entries',
    model: repository.timeEntries.model,
    toRecords: timeEntryRecords,
  };
  const timesheets = {
    kind: 'timesheets',
    model: repository.timesheets.model,
    parseAfter: timesheetKeyAfter,
    toRecord: (document: TimesheetDocument) => {
      const sheet = toTimesheet(document);
      return {
        team_id: sheet.team_id,
        user_id: sheet.user_id,
        week: sheet.week,
        status: sheet.status,
        submitted_at: sheet.submitted_at?.toISOString() ?? null,
        reviewed_at: sheet.reviewed_at?.toISOString() ?? null,
        reviewed_by: sheet.reviewed_by,
        comment: sheet.comment,
      };
    },
  };
  return [
    { ...timeEntries, filter: teamScope },
    { ...timesheets, filter: teamScope },
    {
      kind: 'tags',
      model: repository.tags.model,
      filter: teamScope,
      toRecord: (document: Parameters<typeof toTag>[0]) => toTagMessage(toTag(document)),
    },
    {
      kind: 'expenses',
      model: repository.expenses.model,
      filter: teamScope,
      toRecord: (document: Parameters<typeof toExpense>[0]) =>
        toExpenseMessage(toExpense(document)),
    },
    { ...timeEntries, personal: true, filter: personScope },
    { ...timesheets, personal: true, filter: personScope },
  ];
}
