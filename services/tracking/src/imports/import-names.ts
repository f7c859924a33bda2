// Clients, projects, tasks and tags of imported rows, matched by name within the team
// (trimmed, case-insensitive) and made when missing, as the import's requesting owner
// or manager (docs/import-matching.md). Projects are matched within the row's client
// when it names one; a project name another client's project has already (project names
// are unique in a team) is made as `<project> (<client>)` under the row's client. A row
// without a project goes to the project NO_PROJECT_NAME (of its client, if any). What is
// found or made is kept in the import's cache; a dry run makes nothing and counts what it
// would make, with stand-in ids below 0. A name the other service refuses (too long, …)
// refuses the rows that carry it, with that service's reason.
import { createHash } from 'node:crypto';
import { DomainError, RemoteCallError, Reason } from '@workmesh/platform';
import type { TrackingDependencies } from '../dependencies';
import { tagsUseCases } from '../tags';
import type { ImportCache } from './import-cache';
import type { ImportClient, ImportDirectory, ImportProject, ImportTask } from './import-directory';
import { nameKey } from './import-matching';
import type { CreatedRecords } from './import-rows';

/** The project of rows that name none (sources allow entries without a project; workmesh does not). */
export const NO_PROJECT_NAME = 'No project';

export type Resolved<T> = { ok: true; value: T } | { ok: false; reason: string };

const found = <T>(value: T): Resolved<T> => ({ ok: true, value });

/** A refusal of the other service (bad input) as a row's reason; anything else is thrown. */
function refusalOf(error: unknown, what: string): string {
  const refused =
    (error instanceof RemoteCallError || error instanceof DomainError) &&
    (error.kind === 'invalid_argument' || error.kind === 'already_exists');
  if (!refused) throw error;
  return `The ${what} cannot be made: ${error.message}`;
}

/**
 * A made client's email: clients requires one, unique in the system. An address under
 * `.invalid` (RFC 2606) never receives mail; the owner sets the real one later.
 */
export const importedClientEmail = (teamId: number, name: string): string =>
  `import-${teamId}-${createHash('sha256').update(nameKey(name)).digest('hex').slice(0, 16)}@clients.invalid`;

/** Letters a, b, …, z, ba, … for the n-th key variant. */
function lettersOf(n: number): string {
  let letters = '';
  let rest = n;
  do {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return letters;
}

/** A project key (2–5 letters, unique in the team) from the name's letters. */
export function projectKeyFor(name: string, taken: ReadonlySet<string>): string {
  const letters = name.replace(/[^A-Za-z]/g, '').toUpperCase();
  const base = (letters.length >= 2 ? letters : `${letters}PRJ`).slice(0, 5);
  if (!taken.has(base)) return base;
  for (let n = 0; ; n++) {
    const suffix = lettersOf(n);
    const key = base.slice(0, Math.max(2, 5 - suffix.length)) + suffix;
    if (key.length <= 5 && !taken.has(key)) return key;
  }
}

/** The cached answer of a name refused before, else the work's (a refusal kept). */
async function once<T>(
  cache: ImportCache,
  key: string,
  work: () => Promise<Resolved<T>>,
): Promise<Resolved<T>> {
  const refused = cache.refusedNames.get(key);
  if (refused !== undefined) return { ok: false, reason: refused };
  const answer = await work();
  if (!answer.ok) cache.refusedNames.set(key, answer.reason);
  return answer;
}

/** Clients and the projects made under them. */
function clientNames(directory: ImportDirectory) {
  async function clientsOf(cache: ImportCache): Promise<ImportClient[]> {
    cache.clients ??= await directory.clientsOf(cache.caller);
    return cache.clients;
  }

  async function projectsOf(cache: ImportCache): Promise<ImportProject[]> {
    cache.projects ??= await directory.projectsOf(cache.caller);
    return cache.projects;
  }

  /** The team's client of that name, or one made (counted). */
  async function clientNamed(
    cache: ImportCache,
    name: string,
    records: CreatedRecords,
  ): Promise<Resolved<ImportClient>> {
    const key = nameKey(name);
    const existing = (await clientsOf(cache)).find((client) => nameKey(client.name) === key);
    if (existing) return found(existing);
    return once(cache, `client:${key}`, async () => {
      let made: ImportClient;
      if (cache.dryRun) {
        made = { id: cache.nextVirtualId--, name: name.trim(), currency: '' };
      } else {
        try {
          made = await directory.createClient(cache.caller, {
            name: name.trim(),
            email: importedClientEmail(cache.teamId, name),
          });
        } catch (error) {
          return { ok: false, reason: refusalOf(error, `client ${name.trim()}`) };
        }
      }
      cache.clients!.push(made);
      records.clients++;
      return found(made);
    });
  }

  /** Makes the project (a dry run: a stand-in), reading the projects again after a lost race. */
  async function madeProject(
    cache: ImportCache,
    name: string,
    client: ImportClient | null,
    records: CreatedRecords,
  ): Promise<Resolved<ImportProject>> {
    const projects = await projectsOf(cache);
    let made: ImportProject | null;
    if (cache.dryRun) {
      made = {
        id: cache.nextVirtualId--,
        name,
        key: '',
        clientId: client?.id ?? 0,
        clientName: client?.name ?? '',
        clientCurrency: client?.currency ?? '',
        isBillable: false,
      };
    } else {
      const key = projectKeyFor(name, new Set(projects.map((project) => project.key)));
      try {
        made = await directory.createProject(cache.caller, {
          name,
          key,
          ...(client ? { clientId: client.id } : {}),
        });
      } catch (error) {
        return { ok: false, reason: refusalOf(error, `project ${name}`) };
      }
      if (!made) {
        // Taken since the projects were read (another import, a person): read them again.
        cache.projects = await directory.projectsOf(cache.caller);
        const again = cache.projects.find(
          (project) =>
            nameKey(project.name) === nameKey(name) && (!client || project.clientId === client.id),
        );
        return again
          ? found(again)
          : { ok: false, reason: `The project ${name} cannot be made: its name is taken.` };
      }
    }
    cache.projects!.push(made);
    records.projects++;
    return found(made);
  }

  return { clientNamed, madeProject, projectsOf };
}

/** Projects: matched within the row's client when it names one, else made. */
function projectNames(directory: ImportDirectory) {
  const { clientNamed, madeProject, projectsOf } = clientNames(directory);

  /** The row's project: matched within its client when it names one, else made. */
  async function projectFor(
    cache: ImportCache,
    clientName: string | undefined,
    projectName: string | undefined,
    records: CreatedRecords,
  ): Promise<Resolved<ImportProject>> {
    const name = projectName?.trim() || NO_PROJECT_NAME;
    const key = nameKey(name);
    const projects = await projectsOf(cache);
    if (!clientName?.trim()) {
      const existing = projects.find((project) => nameKey(project.name) === key);
      if (existing) return found(existing);
      return once(cache, `project:${key}`, () => madeProject(cache, name, null, records));
    }
    const client = await clientNamed(cache, clientName, records);
    if (!client.ok) return client;
    const ofClient = projects.filter((project) => project.clientId === client.value.id);
    const qualified = `${name} (${client.value.name})`;
    const existing =
      ofClient.find((project) => nameKey(project.name) === key) ??
      ofClient.find((project) => nameKey(project.name) === nameKey(qualified));
    if (existing) return found(existing);
    // Project names are unique in a team: another client's project of this name makes
    // this client's `<project> (<client>)`.
    const taken = projects.some((project) => nameKey(project.name) === key);
    const madeName = taken ? qualified : name;
    return once(cache, `project:${client.value.id}:${nameKey(madeName)}`, () =>
      madeProject(cache, madeName, client.value, records),
    );
  }

  return { projectFor };
}

/** Tasks of the rows' projects, and tracking's own tags. */
function taskAndTagNames(deps: TrackingDependencies, directory: ImportDirectory) {
  const tags = tagsUseCases(deps);

  /** The project's task of that name, or one made (counted). */
  async function taskFor(
    cache: ImportCache,
    project: ImportProject,
    name: string,
    records: CreatedRecords,
  ): Promise<Resolved<ImportTask>> {
    let tasks = cache.tasks.get(project.id);
    if (!tasks) {
      // A project this import made (or would make) has no tasks yet.
      tasks = project.id > 0 ? await directory.tasksOf(cache.caller, project.id) : [];
      cache.tasks.set(project.id, tasks);
    }
    const key = nameKey(name);
    const existing = tasks.find((task) => nameKey(task.name) === key);
    if (existing) return found(existing);
    return once(cache, `task:${project.id}:${key}`, async () => {
      let made: ImportTask;
      if (cache.dryRun || project.id < 0) {
        made = { id: cache.nextVirtualId--, name: name.trim() };
      } else {
        try {
          made = await directory.createTask(cache.caller, project.id, name.trim());
        } catch (error) {
          return { ok: false, reason: refusalOf(error, `task ${name.trim()}`) };
        }
      }
      tasks.push(made);
      records.tasks++;
      return found(made);
    });
  }

  /** The team's tag of that name (archived ones too: the entries are history), or one made. */
  async function tagNamed(
    cache: ImportCache,
    name: string,
    records: CreatedRecords,
  ): Promise<Resolved<number>> {
    const key = nameKey(name);
    const known = cache.tags.get(key);
    if (known !== undefined) return found(known);
    return once(cache, `tag:${key}`, async () => {
      const existing = await deps.repository.tags.findByName(cache.teamId, name.trim());
      let id = existing?.id;
      if (id === undefined && cache.dryRun) {
        id = cache.nextVirtualId--;
        records.tags++;
      } else if (id === undefined) {
        try {
          id = (await tags.createTag(cache.caller, { name: name.trim() })).id;
          records.tags++;
        } catch (error) {
          const lostRace = error instanceof DomainError && error.reason === Reason.TAG_NAME_TAKEN;
          const again = lostRace
            ? await deps.repository.tags.findByName(cache.teamId, name.trim())
            : null;
          if (!again) return { ok: false, reason: refusalOf(error, `tag ${name.trim()}`) };
          id = again.id;
        }
      }
      cache.tags.set(key, id);
      return found(id);
    });
  }

  /** The row's tags' ids, sorted and each once. */
  async function tagIdsFor(
    cache: ImportCache,
    names: readonly string[],
    records: CreatedRecords,
  ): Promise<Resolved<number[]>> {
    const ids = new Set<number>();
    for (const name of names) {
      if (!name.trim()) continue;
      const tag = await tagNamed(cache, name, records);
      if (!tag.ok) return tag;
      ids.add(tag.value);
    }
    return found([...ids].sort((a, b) => a - b));
  }

  return { taskFor, tagIdsFor };
}

export function importNames(deps: TrackingDependencies, directory: ImportDirectory) {
  return { ...projectNames(directory), ...taskAndTagNames(deps, directory) };
}

export type ImportNames = ReturnType<typeof importNames>;
