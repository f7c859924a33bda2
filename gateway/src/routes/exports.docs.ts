// What openapi.yaml says of the exports' routes (routes/exports.ts) beyond the protos:
// who may, what the zip holds, how long its link works.
import type { RpcName } from '../downstream-clients';
import type { OperationNotes } from '../openapi/operation-notes';

const ZIP =
  "The zip holds `manifest.json` (format `workmesh-export`, version 1, the counts per kind), one JSON Lines file per kind (`<kind>.jsonl`: the records as this API shows them; never passwords, secrets, tokens or webhook secrets) and, for a team, `time_entries.csv` (the detailed report's columns) and `invoices/<number>.pdf`. See docs/exports.md.";

const FOLLOW =
  'Done: `download_url` downloads the zip without credentials until `expires_at` (EXPORT_LINK_TTL_SECONDS; a new GET gives a new link). Exports are removed EXPORT_RETENTION_DAYS after they finished.';

/** The notes of each route, by its rpc. */
export const EXPORTS_NOTES = {
  CreateExport: {
    summary: "Export the team's data",
    description: `Owners of the caller's current team. Answers 202 with the queued export; follow it with GET /api/v3/export/{id}. The owner is mailed when it is done. ${ZIP}`,
  },
  GetExport: {
    summary: "A team's export",
    description: `Owners of the export's team; another team's is 404 \`Export not found\`. ${FOLLOW}`,
  },
  CreateUserExport: {
    summary: 'Export my own data',
    description: `Any signed-in user (GDPR articles 15 and 20): their profile, memberships, time entries, timesheets, schedules and time off, and the mails sent to them, across their teams. Answers 202; follow it with GET /api/v3/user/export/{id}. ${ZIP}`,
  },
  GetUserExport: {
    summary: 'My own export',
    description: `Only the person who asked for it; anyone else's is 404 \`Export not found\`. ${FOLLOW}`,
  },
} satisfies Partial<Record<RpcName<'tracking'>, OperationNotes>>;
