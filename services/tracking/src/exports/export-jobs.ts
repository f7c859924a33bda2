// The export jobs' use cases (docs/exports.md). A team's export: owners only, of their
// current team; a person's own export: any signed-in user, of their own data. Both record
// a queued job and answer it; the worker builds it. A job is shown only to those who may
// ask for it (another team's or another person's is EXPORT_NOT_FOUND), with a fresh
// download link while it is done and its zip still stored.
import {
  authorizeInTeam,
  changeRecorded,
  createdChanges,
  Reason,
  recordNotFound,
  requireCaller,
  type Caller,
} from '@workmesh/platform';
import type { TrackingDependencies } from '../dependencies';
import { TRACKING_AUDIT_ACTIONS, TRACKING_SOURCE } from '../events';
import { toExportJobMessage, type ExportJobMessage, type ExportJobRecord } from '../models';
import type { ExportStorage } from './export-storage';

export interface ExportJobsOptions {
  storage: ExportStorage;
  linkTtlSeconds: number;
}

/**
 * change.recorded of an export asked for (object `export`): a team's is that team's, with no
 * subject; a person's own is recorded in their current team with them as its subject (the
 * audit keeps who took data out). Its end is export.finished.
 */
const exportChangeRecorded = (job: ExportJobRecord, auditTeamId: number) =>
  changeRecorded(TRACKING_SOURCE, {
    team_id: auditTeamId,
    action:
      job.user_id === 0
        ? TRACKING_AUDIT_ACTIONS.CreateExport
        : TRACKING_AUDIT_ACTIONS.CreateUserExport,
    object_type: 'export',
    object_id: String(job.id),
    changes: createdChanges({ scope: job.user_id === 0 ? 'team' : 'user' }, []),
    subject_user_id: job.user_id,
  });

const exportNotFound = () => recordNotFound(Reason.EXPORT_NOT_FOUND);

const exportIdOf = (request: { export_id?: number }) => {
  const id = Number(request.export_id ?? 0);
  if (!Number.isSafeInteger(id) || id <= 0) throw exportNotFound();
  return id;
};

export function exportJobsUseCases(
  deps: Pick<TrackingDependencies, 'repository' | 'teams' | 'logger' | 'now' | 'outbox'>,
  options: ExportJobsOptions,
) {
  const { repository, teams, logger, outbox } = deps;

  async function shown(job: ExportJobRecord): Promise<ExportJobMessage> {
    if (job.status !== 'done' || !job.object_key) return toExportJobMessage(job);
    const expiresAt = new Date(deps.now().getTime() + options.linkTtlSeconds * 1000);
    const url = await options.storage.link(job.object_key, job.id, options.linkTtlSeconds);
    return toExportJobMessage(job, { download_url: url, expires_at: expiresAt.toISOString() });
  }

  async function create(caller: Caller, scope: { team_id: number; user_id: number }) {
    const id = await repository.nextId('exports');
    const job = await repository.transaction(async () => {
      const created = await repository.exports.create({ id, ...scope, created_by: caller.userId });
      await outbox.record(exportChangeRecorded(created, scope.team_id || (caller.teamId ?? 0)));
      return created;
    });
    outbox.kick();
    logger.info({ export_id: id, ...scope, by: caller.userId }, 'export queued');
    return shown(job);
  }

  return {
    /** POST /export: owners of the caller's current team. */
    async createExport(caller: Caller | undefined): Promise<ExportJobMessage> {
      const access = await authorizeInTeam(teams, caller, ['owner']);
      return create(access.caller, { team_id: access.teamId, user_id: 0 });
    },

    /** GET /export/{id}: owners of the export's team. */
    async getExport(
      caller: Caller | undefined,
      request: { export_id?: number },
    ): Promise<ExportJobMessage> {
      const access = await authorizeInTeam(teams, caller, ['owner']);
      const job = await repository.exports.find(exportIdOf(request), {
        team_id: access.teamId,
        user_id: 0,
      });
      if (!job) throw exportNotFound();
      return shown(job);
    },

    /** POST /user/export: any signed-in user, their own data. */
    async createUserExport(caller: Caller | undefined): Promise<ExportJobMessage> {
      const who = requireCaller(caller);
      return create(who, { team_id: 0, user_id: who.userId });
    },

    /** GET /user/export/{id}: only the person who asked. */
    async getUserExport(
      caller: Caller | undefined,
      request: { export_id?: number },
    ): Promise<ExportJobMessage> {
      const who = requireCaller(caller);
      const job = await repository.exports.find(exportIdOf(request), {
        team_id: 0,
        user_id: who.userId,
      });
      if (!job) throw exportNotFound();
      return shown(job);
    },
  };
}

export type ExportJobsUseCases = ReturnType<typeof exportJobsUseCases>;
