// Import jobs (docs/imports.md): owners and managers upload a file of another tool's time
// entries; it is stored in the object store first, then recorded as a queued job that
// the import worker (import-worker.ts) takes up. One import of a team at a time writes
// (409 IMPORT_IN_PROGRESS); a dry run, which writes nothing, may run beside it. The job's
// state, counters and refused rows are read back here.
import {
  asUniqueIndexViolation,
  changeRecorded,
  createdChanges,
  permissionDeniedError,
  type Caller,
  type TeamAccess,
} from '@workmesh/platform';
import type { TrackingDependencies } from '../dependencies';
import { TRACKING_AUDIT_ACTIONS, TRACKING_SOURCE } from '../events';
import type { ImportMappingRecord, ImportRecord } from '../models';
import type { RequestOf } from '../models/proto-messages';
import { authorizeMember, seesTeamEntries } from '../permissions';
import { pageOf, windowOf, type Page } from '../request-validation';
import type { RowRefusal } from './import-rows';
import {
  importInProgressError,
  importNotFoundError,
  validatedCreateImport,
  validatedImportRef,
  validatedListImportErrors,
  validatedListImports,
} from './import-rules';
import { importObjectKey, type ImportStorage } from './import-storage';

export type ImportJobsUseCases = ReturnType<typeof importJobsUseCases>;

/**
 * change.recorded of an import asked for: object `import`, what was asked (not the file);
 * no subject (an import is the team's). Its end is import.finished.
 */
const importChangeRecorded = (job: ImportRecord) =>
  changeRecorded(TRACKING_SOURCE, {
    team_id: job.team_id,
    action: TRACKING_AUDIT_ACTIONS.CreateImport,
    object_type: 'import',
    object_id: String(job.id),
    changes: createdChanges(
      {
        source: job.source,
        dry_run: job.dry_run,
        filename: job.filename,
        size: job.size,
        timezone: job.timezone,
        invite: job.invite,
      },
      [],
    ),
    subject_user_id: 0,
  });

/** Owners and managers import, and read imports. */
async function managerAccess(
  teams: TrackingDependencies['teams'],
  caller: Caller | undefined,
): Promise<TeamAccess> {
  const access = await authorizeMember(teams, caller);
  if (!seesTeamEntries(access)) throw permissionDeniedError();
  return access;
}

export function importJobsUseCases(deps: TrackingDependencies, storage: ImportStorage) {
  const { repository, teams, logger, outbox } = deps;

  /** POST import: the file stored, the job queued (the gateway answers 202). */
  async function createImport(
    caller: Caller | undefined,
    request: RequestOf<'CreateImport'>,
  ): Promise<ImportRecord> {
    const access = await managerAccess(teams, caller);
    const input = validatedCreateImport(request);
    if (!input.dry_run && (await repository.imports.exclusiveInTeam(access.teamId)))
      throw importInProgressError();
    const settings = await teams.settingsOf(access.teamId);
    const id = await repository.nextId('imports');
    const key = importObjectKey(access.teamId, id);
    await storage.put(key, input.file.data, input.file.content_type || 'text/csv');
    let job: ImportRecord;
    try {
      job = await repository.transaction(async () => {
        const inserted = await repository.imports.insert({
          id,
          team_id: access.teamId,
          source: input.source,
          dry_run: input.dry_run,
          filename: input.file.filename,
          object_key: key,
          size: input.file.data.length,
          timezone: input.timezone ?? settings.timezone,
          currency: settings.currency,
          // Stored as the column names it holds.
          mapping: input.mapping as ImportMappingRecord | null,
          user_map: input.user_map,
          invite: input.invite,
          created_by: access.caller.userId,
        });
        await outbox.record(importChangeRecorded(inserted));
        return inserted;
      });
    } catch (error) {
      // Another import of the team was queued since the look above.
      await storage.remove(key);
      if (asUniqueIndexViolation(error)) throw importInProgressError();
      throw error;
    }
    outbox.kick();
    logger.info(
      {
        team_id: access.teamId,
        import_id: id,
        source: job.source,
        dry_run: job.dry_run,
        size: job.size,
      },
      'import queued',
    );
    return job;
  }

  /** GET import/list: newest first. */
  async function listImports(
    caller: Caller | undefined,
    request: RequestOf<'ListImports'>,
  ): Promise<Page<ImportRecord>> {
    const access = await managerAccess(teams, caller);
    const paging = validatedListImports(request);
    return pageOf(await repository.imports.page(access.teamId, windowOf(paging)), paging);
  }

  /** GET import/:id. */
  async function getImport(
    caller: Caller | undefined,
    request: RequestOf<'GetImport'>,
  ): Promise<ImportRecord> {
    const access = await managerAccess(teams, caller);
    const job = await repository.imports.findInTeam(
      access.teamId,
      validatedImportRef(request).import_id,
    );
    if (!job) throw importNotFoundError();
    return job;
  }

  /** GET import/:id/errors: the refused rows by line (the CSV asks for all of them). */
  async function listImportErrors(
    caller: Caller | undefined,
    request: RequestOf<'ListImportErrors'>,
  ): Promise<Page<RowRefusal>> {
    const access = await managerAccess(teams, caller);
    const input = validatedListImportErrors(request);
    if (!(await repository.imports.findInTeam(access.teamId, input.import_id)))
      throw importNotFoundError();
    return pageOf(
      await repository.imports.errorPage(access.teamId, input.import_id, windowOf(input)),
      input,
    );
  }

  return { createImport, listImports, getImport, listImportErrors };
}
