// What openapi.yaml says of the imports' routes (routes/imports.ts) beyond the protos:
// the rules the tracking service applies, summaries, examples (docs/imports.md).
import { PAGE, pagingNotes, type FieldNote, type OperationNotes } from '../openapi/operation-notes';
import type { RpcName } from '../downstream-clients';

const COLUMN: FieldNote = {
  minLength: 1,
  maxLength: 200,
  description: "a column of the file's header",
};

const CREATE_FIELDS: Readonly<Record<string, FieldNote>> = {
  source: {
    enum: ['clockify', 'toggl', 'harvest', 'kimai', 'csv', 'workmesh'],
    description:
      "whose export the file is: each vendor's detailed time-entry CSV, `csv` with a `mapping`, `workmesh` a workmesh export's time entries",
  },
  dry_run: {
    description:
      'true: the file is read, matched and checked, the counters and refused rows reported, nothing written (default false); it may run beside another import',
  },
  timezone: {
    description:
      "IANA zone of the file's local times (sources that export local times); default the team's",
  },
  mapping: {
    description:
      'source `csv` only, required there: which column holds what. In a multipart form: JSON text, e.g. `{"start":"Begin","end":"End","email":"Email"}`. start and end (or duration), or date with start_time and end_time (or duration)',
    message: {
      fields: Object.fromEntries(
        [
          'email',
          'user',
          'client',
          'project',
          'task',
          'description',
          'tags',
          'billable',
          'start',
          'end',
          'date',
          'start_time',
          'end_time',
          'duration',
          'rate',
          'currency',
          'id',
          'date_format',
        ].map((name) => [name, COLUMN]),
      ),
    },
  },
  user_map: {
    description:
      'people of the file mapped to members: the source email (any case) or full name → user id; overrides matching by email or name. In a multipart form: JSON text, e.g. `[{"source":"ann@example.com","user_id":7}]`',
    maxItems: 1000,
    message: { fields: { source: { minLength: 1, maxLength: 320 } } },
  },
  invite: {
    description:
      'true (default): people of the file who are not members are invited; false: their rows are refused as unmatched',
  },
};

/** The notes of each route, by its rpc. */
export const IMPORTS_NOTES = {
  CreateImport: {
    summary: 'Import time entries from a file',
    description:
      "Owners and managers. A multipart form with the file under `file` (at most the gateway's IMPORT_MAX_BYTES, 50 MiB by default; more is 413) and the fields below; `mapping` and `user_map` as JSON text. Answers 202 with the queued job: a worker reads it in batches (GET /api/v3/import/{id} follows it). One import of a team writes at a time: another one while it is queued or running is refused with 409 `IMPORT_IN_PROGRESS` (a dry run may run beside it). Each entry is keyed by its source and source id (or a hash of its row): the same file imported again creates nothing, and an import interrupted by a crash resumes and still creates each entry once.",
    // The file is required too (400 without it): a multipart part, described with the form.
    required: ['source'],
    fields: CREATE_FIELDS,
    example: { source: 'clockify', dry_run: true, timezone: 'Europe/Berlin' },
  },
  ListImports: {
    summary: "List the team's imports",
    description: 'Owners and managers. Newest first.',
    fields: PAGE,
  },
  GetImport: {
    summary: 'Get an import',
    description:
      "Owners and managers. Its status, counters and progress; another team's import is 404.",
  },
  ListImportErrors: {
    summary: "An import's refused rows",
    description:
      'Owners and managers. Each refused row with its line (the first physical line of the row, the header being line 1), a reason a person can act on and the start of the row; by line. `?format=csv` answers them as CSV, all at once.',
    fields: pagingNotes(100_000),
  },
} satisfies Partial<Record<RpcName<'tracking'>, OperationNotes>>;
