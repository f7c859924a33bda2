// How the imports' answers are presented (docs/imports.md): the ImportJob record and its
// page, a refused row and its page, the refused rows as CSV (RFC 4180 by ../csv-writer.ts,
// which neutralizes formulas: an excerpt is the file's own text), and the refusals.
import { Reason } from '@workmesh/platform';
import { csvDocument } from '../csv-writer';
import type { ReplyOf } from '../downstream-clients';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import type { TextFormat } from '../http-route';
import { record } from '../reply-presentation';
import { CSV_CONTENT_TYPE, CSV_NOTE } from '../report-csv';
import { serviceMessageErrors } from './route.presenters';

record('workmesh.tracking.v1.ImportJob', {
  component: 'ImportJob',
  description:
    "An import of another tool's time entries into the team: queued, running, then done or failed.",
  notes: {
    source: { enum: ['clockify', 'toggl', 'harvest', 'kimai', 'csv', 'workmesh'] },
    status: { enum: ['queued', 'running', 'done', 'failed'] },
    dry_run: { description: 'counted and checked, nothing written' },
    timezone: { description: 'the IANA zone local times of the file were read in' },
    rows_read: { description: 'data rows read so far (the header not counted)' },
    created: { description: 'entries written (a dry run: that would be written)' },
    matched: { description: 'rows whose entry an earlier import already wrote (same source key)' },
    skipped: { description: 'rows that are no entries: blank, totals, running timers' },
    errored: { description: 'rows refused: GET /api/v3/import/{id}/errors' },
    progress: { description: '0 to 100, by bytes of the file read' },
    records: { description: 'what the import made besides entries' },
    failure: { description: 'status failed: why, for a person; null otherwise' },
    created_by: { description: 'the owner or manager who uploaded it' },
    started_at: { description: 'null while queued' },
    finished_at: { description: 'null until done or failed' },
  },
});
record('workmesh.tracking.v1.ImportCreatedRecords', {
  component: 'ImportCreatedRecords',
  description: 'What an import made besides entries (a dry run: would make).',
  notes: { members: { description: 'people invited' } },
});
record('workmesh.tracking.v1.ImportRowError', {
  component: 'ImportRowError',
  description: 'A refused row of an import.',
  notes: {
    line: { description: "the row's first physical line in the file (the header is line 1)" },
    reason: { description: 'a sentence a person can act on' },
    excerpt: { description: "the row's first 200 characters, as read" },
  },
});

const IMPORT_PRESENTATIONS = {
  [Reason.IMPORT_NOT_FOUND]: shapeA(404),
  [Reason.IMPORT_IN_PROGRESS]: shapeA(409),
  // The gateway's refusal, over IMPORT_MAX_BYTES, before any call.
  [Reason.FILE_TOO_LARGE]: shapeA(413),
} as const;

/** A route's presentations: the reasons it may meet, then the service's message by kind. */
export const errorsOf = (
  ...reasons: (keyof typeof IMPORT_PRESENTATIONS)[]
): ErrorPresentations => ({
  ...serviceMessageErrors,
  ...Object.fromEntries(reasons.map((reason) => [reason, IMPORT_PRESENTATIONS[reason]])),
});

export const IMPORT_ERRORS_CSV_COLUMNS = ['line', 'reason', 'excerpt'];

/** Every refused row asked for, by line. */
export function importErrorsCsv(reply: unknown): string {
  const rows = (reply as ReplyOf<'tracking', 'ListImportErrors'>).errors.map((error) => [
    error.line,
    error.reason,
    error.excerpt,
  ]);
  return csvDocument(IMPORT_ERRORS_CSV_COLUMNS, rows);
}

/** As many rows as the service gives at once: every refused row of any import that fits the limit. */
export const IMPORT_ERRORS_CSV_PAGE = 100_000;

export const IMPORT_ERRORS_CSV: TextFormat = {
  format: 'csv',
  contentType: CSV_CONTENT_TYPE,
  filename: 'import-errors.csv',
  render: importErrorsCsv,
  defaults: { per_page: IMPORT_ERRORS_CSV_PAGE },
  description: `The refused rows as CSV, by line: columns \`line\` (the row's first physical line in the file, the header being line 1), \`reason\` and \`excerpt\` (the row's first 200 characters). Every row at once unless \`per_page\` (up to ${IMPORT_ERRORS_CSV_PAGE}) and \`page\` are given. ${CSV_NOTE}`,
  example: importErrorsCsv({
    errors: [
      {
        line: 7,
        reason: 'The End time 25:00 is not a time (HH:MM).',
        excerpt: 'Website,Acme,Design review,2026-03-02,09:00,25:00',
      },
      {
        line: 12,
        reason: 'No member of the team has the email ann@example.com, and invite is false.',
        excerpt: 'ann@example.com,Website,Acme,,2026-03-03,10:00,11:30',
      },
    ],
  }),
};
