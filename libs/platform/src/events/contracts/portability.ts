// The events of data in and out (docs/data-portability.md): tracking's import and export
// jobs ending, and identity's erasure of an account, which every service holding
// something of the person acts on (their name, email or photo erased or replaced by
// "Deleted user #id"; what belongs to the teams stays, attributed to the id).
import { IMPORT_SOURCES, JOB_STATUSES, type ImportSource } from '../../closed-values';
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import { id, isoDateTime } from './field-rules';

const count = Joi.number().integer().min(0).required();
const endedStatus = Joi.string()
  .valid(...JOB_STATUSES.filter((status) => status === 'done' || status === 'failed'))
  .required();

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

export type ImportFinishedData = {
  import_id: number;
  team_id: number;
  source: ImportSource;
  status: 'done' | 'failed';
  dry_run: boolean;
  rows_read: number;
  created: number;
  matched: number;
  skipped: number;
  errored: number;
  /** Who asked for it: mailed the outcome. */
  requested_by: number;
  finished_at: string;
};

/** An import ended (done or failed): the requester is told; audit keeps it. */
export const ImportFinished = eventContract(
  'import.finished',
  'tracking',
).withData<ImportFinishedData>({
  import_id: id,
  team_id: id,
  source: Joi.string()
    .valid(...IMPORT_SOURCES)
    .required(),
  status: endedStatus,
  dry_run: Joi.boolean().required(),
  rows_read: count,
  created: count,
  matched: count,
  skipped: count,
  errored: count,
  requested_by: id,
  finished_at: isoDateTime,
});

export type ExportFinishedData = {
  export_id: number;
  /** 0: a person's own export. */
  team_id: number;
  /** A person's own export: whose; 0 for a team's. */
  user_id: number;
  status: 'done' | 'failed';
  size: number;
  requested_by: number;
  finished_at: string;
};

/** An export ended: the requester is mailed that the zip is ready (the link itself is asked for with GET). */
export const ExportFinished = eventContract(
  'export.finished',
  'tracking',
).withData<ExportFinishedData>({
  export_id: id,
  team_id: count,
  user_id: count,
  status: endedStatus,
  size: count,
  requested_by: id,
  finished_at: isoDateTime,
});

export type UserErasedData = {
  user_id: number;
  /** What the person is called from now on wherever a name is kept: "Deleted user #<id>". */
  display_name: string;
  erased_at: string;
};

/**
 * An account was erased (GDPR art. 17): identity has already removed the person's
 * name, email, phone, photo and credentials and ended their sessions and tokens; every
 * other service erases what it keeps of them (copies of the name or email, mails' addresses
 * and bodies, pending invitations to the address) and keeps the records that belong to the
 * teams, attributed to the id. The event itself carries no personal data.
 */
export const UserErased = eventContract('user.erased', 'identity').withData<UserErasedData>({
  user_id: id,
  display_name: Joi.string()
    .pattern(/^Deleted user #\d+$/)
    .required(),
  erased_at: isoDateTime,
});

/** The name an erased person's records show. */
export const erasedUserName = (userId: number) => `Deleted user #${userId}`;
