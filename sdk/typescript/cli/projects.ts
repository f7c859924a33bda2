// Naming a project (or a task) the way people do: by its key (WEB, any case) or its name.
import type { WorkmeshClient } from '@workmesh/client';
import { CliError } from './errors';

export interface ProjectLike {
  id: number;
  /** The project's name (the API calls the field `project`). */
  project: string;
  key: string;
}

export interface TaskLike {
  id: number;
  name: string;
}

/**
 * The project a text names: its key (case-insensitive: keys are unique per team), else its
 * exact name, else its name in any case. More than one match at a step is an error that
 * lists them, rather than a guess.
 */
export function matchProject<P extends ProjectLike>(projects: P[], text: string): P {
  const wanted = text.trim();
  const steps: Array<(project: P) => boolean> = [
    (project) => project.key.toLowerCase() === wanted.toLowerCase(),
    (project) => project.project === wanted,
    (project) => project.project.toLowerCase() === wanted.toLowerCase(),
  ];
  for (const step of steps) {
    const found = projects.filter(step);
    if (found.length === 1) return found[0]!;
    if (found.length > 1) {
      const names = found.map((project) => `${project.key} (${project.project})`).join(', ');
      throw new CliError(`"${text}" names several projects: ${names}. Use the key.`);
    }
  }
  const known = projects.map((project) => project.key).join(', ') || 'none';
  throw new CliError(`No project "${text}" (keys: ${known})`);
}

/** The task a text names: its id, its exact name, else its name in any case. */
export function matchTask<T extends TaskLike>(tasks: T[], text: string): T {
  const wanted = text.trim();
  const steps: Array<(task: T) => boolean> = [
    (task) => /^\d+$/.test(wanted) && task.id === Number(wanted),
    (task) => task.name === wanted,
    (task) => task.name.toLowerCase() === wanted.toLowerCase(),
  ];
  for (const step of steps) {
    const found = tasks.filter(step);
    if (found.length === 1) return found[0]!;
    if (found.length > 1) {
      const names = found.map((task) => `${task.id} (${task.name})`).join(', ');
      throw new CliError(`"${text}" names several tasks: ${names}. Use the id.`);
    }
  }
  throw new CliError(`No task "${text}" in this project`);
}

/** Every project of the caller's team, across pages. */
export async function listAllProjects(client: WorkmeshClient): Promise<ProjectLike[]> {
  const projects: ProjectLike[] = [];
  for await (const project of client.paginate.listProjects({})) projects.push(project);
  return projects;
}

export async function findProject(client: WorkmeshClient, text: string): Promise<ProjectLike> {
  return matchProject(await listAllProjects(client), text);
}

export async function findTask(
  client: WorkmeshClient,
  projectId: number,
  text: string,
): Promise<TaskLike> {
  const tasks: TaskLike[] = [];
  for await (const task of client.paginate.listTasks({ project_id: projectId })) tasks.push(task);
  return matchTask(tasks, text);
}
