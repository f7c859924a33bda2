// What an import asks other services (docs/import-matching.md): the team's members with
// their names and emails (teams ListMembersByRole, identity GetUsers), an invitation of
// an unknown person (teams SendInvitation), the team's clients, projects and tasks by
// page, and those made when missing (clients CreateClient/CreateProject, tasks
// CreateTask). Every call is made as the import's requesting owner or manager (gRPC
// metadata caller), so the other services decide what they allow exactly as for that
// person's own request. A service not answering is UNAVAILABLE `<SERVICE>_UNAVAILABLE`.
import {
  askingService,
  clientsClient,
  DEFAULT_CURRENCY,
  identityClient,
  MEMBER_ROLES,
  Reason,
  RemoteCallError,
  tasksClient,
  teamsClient,
  usersById,
  type Caller,
  type ClientOptions,
} from '@workmesh/platform';

/** A member as an import matches people: by email, else by full name. */
export interface ImportMember {
  userId: number;
  name: string;
  email: string;
}

export interface ImportClient {
  id: number;
  name: string;
  currency: string;
}

export interface ImportProject {
  id: number;
  name: string;
  key: string;
  /** The project's client (a project made without one has the team's internal client). */
  clientId: number;
  clientName: string;
  clientCurrency: string;
  isBillable: boolean;
}

export interface ImportTask {
  id: number;
  name: string;
}

/** What SendInvitation did: invited (or already pending), or added a registered user at once. */
export type InvitationOutcome =
  | { kind: 'invited' }
  | { kind: 'added'; userId: number }
  /** Teams refused the email (not an address it accepts): the person's rows are refused. */
  | { kind: 'refused'; reason: string };

export interface ImportDirectory {
  membersOf(caller: Caller & { teamId: number }): Promise<ImportMember[]>;
  invite(caller: Caller & { teamId: number }, email: string): Promise<InvitationOutcome>;
  /** The team's clients but its internal one. */
  clientsOf(caller: Caller): Promise<ImportClient[]>;
  createClient(caller: Caller, fields: { name: string; email: string }): Promise<ImportClient>;
  projectsOf(caller: Caller): Promise<ImportProject[]>;
  /** A new project; null when its name or key is taken (a race: read the projects again). */
  createProject(
    caller: Caller & { teamId: number },
    fields: { name: string; key: string; clientId?: number },
  ): Promise<ImportProject | null>;
  tasksOf(caller: Caller, projectId: number): Promise<ImportTask[]>;
  createTask(caller: Caller, projectId: number, name: string): Promise<ImportTask>;
  close(): void;
}

/** The largest page the list calls answer. */
const PAGE = 100;

/** Every page of a list, in order. */
async function allPages<T>(
  page: (number: number) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let number = 1; ; number++) {
    const { items, total } = await page(number);
    all.push(...items);
    if (items.length < PAGE || all.length >= total) return all;
  }
}

const reasonOf = (error: unknown): string | undefined =>
  error instanceof RemoteCallError ? error.reason : undefined;

interface ProjectMessage {
  id: number;
  project: string;
  key: string;
  isBillable: boolean;
  client?: { id: number; name: string; currency: string } | null;
}

const toImportProject = (project: ProjectMessage): ImportProject => ({
  id: project.id,
  name: project.project,
  key: project.key,
  clientId: project.client?.id ?? 0,
  clientName: project.client?.name ?? '',
  clientCurrency: project.client ? project.client.currency || DEFAULT_CURRENCY : '',
  isBillable: project.isBillable,
});

export interface ImportDirectoryAddresses {
  teams: string;
  identity: string;
  clients: string;
  tasks: string;
}

/** People: the members with names and emails, and invitations. */
function peopleCalls(
  teams: ReturnType<typeof teamsClient>,
  identity: ReturnType<typeof identityClient>,
): Pick<ImportDirectory, 'membersOf' | 'invite'> {
  return {
    async membersOf(caller) {
      const { members } = await askingService('teams', () =>
        teams.ListMembersByRole({ team_id: caller.teamId, roles: [...MEMBER_ROLES] }, { caller }),
      );
      const users = await askingService('identity', () =>
        usersById(
          identity,
          members.map((member) => member.user_id),
        ),
      );
      return members.map((member) => ({
        userId: member.user_id,
        name: users.get(member.user_id)?.name ?? '',
        email: users.get(member.user_id)?.email ?? '',
      }));
    },

    invite: (caller, email) =>
      askingService('teams', async () => {
        try {
          const answer = await teams.SendInvitation(
            { team_id: caller.teamId, email, role: 'member' },
            { caller },
          );
          return answer.outcome === 'added' && answer.member_id
            ? { kind: 'added', userId: Number(answer.member_id) }
            : { kind: 'invited' };
        } catch (error) {
          // Invited before (by this import's earlier batch, or by a person): still pending.
          if (reasonOf(error) === Reason.INVITATION_PENDING) return { kind: 'invited' };
          if (error instanceof RemoteCallError && error.kind === 'invalid_argument')
            return {
              kind: 'refused',
              reason: `The invitation of ${email} was refused: ${error.message}`,
            };
          throw error;
        }
      }),
  };
}

/** Clients, projects and tasks: read by page, made when missing. */
function recordCalls(
  clients: ReturnType<typeof clientsClient>,
  tasks: ReturnType<typeof tasksClient>,
): Omit<ImportDirectory, 'membersOf' | 'invite' | 'close'> {
  return {
    clientsOf: (caller) =>
      askingService('clients', async () => {
        const found = await allPages(async (page) => {
          const answer = await clients.ListClients({ page, per_page: PAGE }, { caller });
          return { items: answer.clients, total: answer.page_info?.total ?? 0 };
        });
        return found
          .filter((client) => !client.isInternalClient)
          .map((client) => ({
            id: client.id,
            name: client.name,
            currency: client.currency || DEFAULT_CURRENCY,
          }));
      }),

    createClient: (caller, fields) =>
      askingService('clients', async () => {
        const client = await clients.CreateClient({ fields }, { caller });
        return { id: client.id, name: client.name, currency: client.currency || DEFAULT_CURRENCY };
      }),

    projectsOf: (caller) =>
      askingService('clients', async () => {
        const found = await allPages(async (page) => {
          const answer = await clients.ListProjects({ page, per_page: PAGE }, { caller });
          return { items: answer.projects, total: answer.page_info?.total ?? 0 };
        });
        return found.map(toImportProject);
      }),

    createProject: (caller, fields) =>
      askingService('clients', async () => {
        try {
          const project = await clients.CreateProject(
            {
              project: fields.name,
              key: fields.key,
              team_id: caller.teamId,
              ...(fields.clientId ? { client_id: fields.clientId } : {}),
            },
            { caller },
          );
          return toImportProject(project);
        } catch (error) {
          const reason = reasonOf(error);
          if (reason === Reason.PROJECT_NAME_TAKEN || reason === Reason.PROJECT_KEY_TAKEN)
            return null;
          throw error;
        }
      }),

    tasksOf: (caller, projectId) =>
      askingService('tasks', async () => {
        const found = await allPages(async (page) => {
          const answer = await tasks.ListTasks(
            { project_id: projectId, page, per_page: PAGE },
            { caller },
          );
          return { items: answer.tasks, total: answer.page_info?.total ?? 0 };
        });
        return found.map((task) => ({ id: task.id, name: task.name }));
      }),

    createTask: (caller, projectId, name) =>
      askingService('tasks', async () => {
        const task = await tasks.CreateTask({ project_id: projectId, name }, { caller });
        return { id: task.id, name: task.name };
      }),
  };
}

export function importDirectory(
  addresses: ImportDirectoryAddresses,
  options: ClientOptions,
): ImportDirectory {
  const teams = teamsClient(addresses.teams, options);
  const identity = identityClient(addresses.identity, options);
  const clients = clientsClient(addresses.clients, options);
  const tasks = tasksClient(addresses.tasks, options);
  return {
    ...peopleCalls(teams, identity),
    ...recordCalls(clients, tasks),
    close() {
      teams.close();
      identity.close();
      clients.close();
      tasks.close();
    },
  };
}
