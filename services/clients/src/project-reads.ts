// Projects' reads: a member's list and one project, and GetProjectForTeam for other
// services (no caller). Composed with the writes by projectsUseCases (projects.ts).
import { Joi, type Caller } from '@workmesh/platform';
import type { ClientsDependencies } from './dependencies';
import { authorize } from './permissions';
import { projectNotFoundError, validatedOr400 } from './project-rules';
import type { ProjectAccess } from './projects';
import type { ProjectView } from './models';
import {
  pageOf,
  pagingFields,
  positiveId,
  windowOf,
  type Page,
  type Paging,
} from './request-validation';

const projectForTeamRef = Joi.object({
  project_id: positiveId('project_id'),
  team_id: positiveId('team_id'),
});
const listInput = Joi.object({
  ...pagingFields,
  client_id: Joi.number().integer().positive().messages({
    '*': 'The client_id must be a positive integer.',
  }),
  group_id: Joi.number().integer().positive().messages({
    '*': 'The group_id must be a positive integer.',
  }),
});

/** The reads: a member's list and project, and other services' lookup without a caller. */
export function projectReads(deps: ClientsDependencies, shared: ProjectAccess) {
  const { repository, teams } = deps;
  const { views, view, findProject } = shared;

  /** GET project/list (any member): one page of the team's projects by id, of a client or a group. */
  async function listProjects(
    caller: Caller | undefined,
    request: { page?: number; per_page?: number; client_id?: number; group_id?: number },
  ): Promise<Page<ProjectView>> {
    const { teamId } = await authorize(teams, caller, 'listProjects');
    const input = validatedOr400<Paging & { client_id?: number; group_id?: number }>(
      listInput,
      request,
    );
    const { items, total } = await repository.projects.page(
      teamId,
      { client_id: input.client_id, group_id: input.group_id },
      windowOf(input),
    );
    return pageOf({ items: await views(teamId, items), total }, input);
  }

  /** GET project/:id (any member). */
  async function getProject(
    caller: Caller | undefined,
    request: { project_id?: number },
  ): Promise<ProjectView> {
    const { teamId } = await authorize(teams, caller, 'getProject');
    return view(teamId, await findProject(teamId, request.project_id));
  }

  /** Other services (tasks), no caller check: the team's project, PROJECT_NOT_FOUND otherwise. */
  async function getProjectForTeam(request: {
    project_id?: number;
    team_id?: number;
  }): Promise<ProjectView> {
    const input = validatedOr400<{ project_id: number; team_id: number }>(
      projectForTeamRef,
      request,
    );
    const project = await repository.projects.findInTeam(input.team_id, input.project_id);
    if (!project) throw projectNotFoundError();
    return view(input.team_id, project);
  }

  return { listProjects, getProject, getProjectForTeam };
}
