// What a use case looks up in the caller's team before it acts: the task, the project
// and the assignee's membership. Each one outside the team is refused with its reason
// (docs/tasks.md): another team's task or project is "not found".
import { invalidArgument, Reason, recordNotFound } from '@workmesh/platform';
import type { TeamProject } from './clients-directory';
import type { TasksDependencies } from './dependencies';
import type { TaskRecord } from './models';

export const ASSIGNEE_NOT_MEMBER_MESSAGE = 'The assignee must be a member of the team.';

export const taskNotFoundError = () => recordNotFound(Reason.TASK_NOT_FOUND);
export const projectNotFoundError = () => recordNotFound(Reason.PROJECT_NOT_FOUND);
export const assigneeNotMemberError = () =>
  invalidArgument(Reason.ASSIGNEE_NOT_MEMBER, ASSIGNEE_NOT_MEMBER_MESSAGE, {
    assignee: [ASSIGNEE_NOT_MEMBER_MESSAGE],
  });

export function teamScope({ repository, teams, clients }: TasksDependencies) {
  return {
    /** The team's task, or TASK_NOT_FOUND. */
    async task(teamId: number, taskId: number): Promise<TaskRecord> {
      const task = await repository.tasks.findInTeam(teamId, taskId);
      if (!task) throw taskNotFoundError();
      return task;
    },

    /** The team's project (clients), or PROJECT_NOT_FOUND. */
    async project(teamId: number, projectId: number): Promise<TeamProject> {
      const project = await clients.projectOfTeam(teamId, projectId);
      if (!project) throw projectNotFoundError();
      return project;
    },

    /** Spec: an assignee is a member of the task's team, else ASSIGNEE_NOT_MEMBER. */
    async requireAssigneeMember(teamId: number, assignee: number): Promise<void> {
      if (!(await teams.roleOf(teamId, assignee))) throw assigneeNotMemberError();
    },
  };
}

export type TeamScope = ReturnType<typeof teamScope>;
