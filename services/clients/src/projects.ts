// Projects use cases: create (and its alias), list, get, update, delete, and
// GetProjectForTeam for other services. Field rules live in project-rules.ts, the
// team checks of people and groups in project-people.ts, the reads in project-reads.ts.
import {
  createdChanges,
  deletedChanges,
  Joi,
  turnsPerKey,
  updatedChanges,
  type Caller,
} from '@workmesh/platform';
import { clientNotFoundError, toClientView } from './clients';
import type { ClientsDependencies } from './dependencies';
import {
  CLIENTS_AUDIT_ACTIONS,
  CLIENTS_AUDIT_OMIT,
  clientsChangeRecorded,
  projectCreated,
} from './events';
import { internalClientOf } from './internal-client';
import {
  asUniqueIndexViolation,
  PROJECT_KEY_INDEX,
  PROJECT_NAME_INDEX,
  type ClientRecord,
  type ProjectRecord,
  type ProjectView,
} from './models';
import { authorize, type Action } from './permissions';
import { requireTeamGroups, requireTeamMembers } from './project-people';
import { projectReads } from './project-reads';
import {
  checkDates,
  newProjectRecord,
  projectChanges,
  projectKey,
  projectKeyTakenError,
  projectName,
  projectNameTakenError,
  projectNotFoundError,
  validatedOr400,
  validatedProjectFields,
} from './project-rules';
import { positiveId, requireCaller } from './request-validation';
import type { RequestOf } from './models/proto-messages';

/** CreateProject / UpdateProject's request, as the generated proto types define it. */
export type ProjectRequest = RequestOf<'CreateProject'>;

const projectRef = Joi.object({ project_id: positiveId('project_id') });
/** What the operations share: the team and project a request is about, their views, the unique name and key. */
function projectAccess(deps: ClientsDependencies) {
  const { repository, teams, logos } = deps;

  /** One project write at a time per client in this process (see platform's turnsPerKey). */
  const inTurn = turnsPerKey();

  const clientTurn = <T>(clientId: number, work: () => Promise<T>) =>
    inTurn(String(clientId), work);

  /**
   * The client part of a project record ('' name, logo and currency if the client is
   * gone); its currency is the client's (issue 34: tracking bills entries in it).
   */
  const clientPart = (clientId: number, client: ClientRecord | undefined) => {
    const shown = client ? toClientView(client, logos) : undefined;
    return {
      id: clientId,
      name: shown?.name ?? '',
      profile: shown?.profile ?? '',
      currency: shown?.currency ?? '',
    };
  };

  async function views(teamId: number, projects: ProjectRecord[]): Promise<ProjectView[]> {
    const clients = await repository.clients.findManyInTeam(teamId, [
      ...new Set(projects.map((project) => project.client_id)),
    ]);
    return projects.map((project) => ({
      ...project,
      client: clientPart(project.client_id, clients.get(project.client_id)),
    }));
  }

  const view = async (teamId: number, project: ProjectRecord) =>
    (await views(teamId, [project]))[0];

  /**
   * The caller, and the team the request is about (team_id, or the caller's current
   * team), when they may take the action there.
   */
  async function authorizeInTeam(caller: Caller | undefined, teamId: unknown, action: Action) {
    const who = requireCaller(caller);
    const requested =
      teamId === undefined
        ? undefined
        : validatedOr400<{ team_id: number }>(Joi.object({ team_id: positiveId('team_id') }), {
            team_id: teamId,
          }).team_id;
    return authorize(teams, who, action, requested ?? who.teamId);
  }

  async function findProject(teamId: number, projectId: unknown): Promise<ProjectRecord> {
    const { project_id } = validatedOr400<{ project_id: number }>(projectRef, {
      project_id: projectId,
    });
    const project = await repository.projects.findInTeam(teamId, project_id);
    if (!project) throw projectNotFoundError();
    return project;
  }

  /** PROJECT_NAME_TAKEN / PROJECT_KEY_TAKEN when another project of the team has them. */
  async function refuseTaken(
    teamId: number,
    candidate: { name?: string; key?: string },
    exceptId?: number,
  ): Promise<void> {
    const taken = await repository.projects.takenBy(teamId, candidate, exceptId);
    if (taken === 'name') throw projectNameTakenError();
    if (taken === 'key') throw projectKeyTakenError();
  }

  /** Runs a write that may lose the race for a name or key to another request. */
  async function withUniqueNameAndKey<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const index = asUniqueIndexViolation(error)?.index;
      if (index === PROJECT_NAME_INDEX) throw projectNameTakenError();
      if (index === PROJECT_KEY_INDEX) throw projectKeyTakenError();
      throw error;
    }
  }

  /** The team's client named by client_id; another team's or none is CLIENT_NOT_FOUND. */
  async function clientOfTeam(teamId: number, clientId: number): Promise<ClientRecord> {
    const client = await repository.clients.findInTeam(teamId, clientId);
    if (!client) throw clientNotFoundError();
    return client;
  }

  return {
    inTurn,
    clientTurn,
    clientPart,
    views,
    view,
    authorizeInTeam,
    findProject,
    refuseTaken,
    withUniqueNameAndKey,
    clientOfTeam,
  };
}

export type ProjectAccess = ReturnType<typeof projectAccess>;

/** Create, one write at a time per client. */
function projectCreation(deps: ClientsDependencies, shared: ProjectAccess) {
  const { repository, outbox, logger, teams } = deps;
  const { clientTurn, view, authorizeInTeam, refuseTaken, withUniqueNameAndKey, clientOfTeam } =
    shared;

  /**
   * POST project/create (owner, manager of the team). Spec: name trimmed, capitalized,
   * unique in the team; key cleaned, uppercased, 2–5 letters, unique in the team (both
   * by unique indexes); client of the team or its internal client; people and groups
   * of the team; qa_lead defaults to the caller; project.created in the same
   * transaction (identity marks the creator's first project).
   */
  async function createProject(
    caller: Caller | undefined,
    request: ProjectRequest,
  ): Promise<ProjectView> {
    const { caller: who, teamId } = await authorizeInTeam(caller, request.team_id, 'createProject');
    const name = projectName(request.project);
    const key = projectKey(request.key);
    const fields = validatedProjectFields(request);
    const startDate = fields.start_date ?? null;
    const dueDate = fields.due_date ?? null;
    checkDates(startDate, dueDate);
    await refuseTaken(teamId, { name, key });
    const client =
      fields.client_id === undefined
        ? await internalClientOf(deps, teamId, who.userId)
        : await clientOfTeam(teamId, fields.client_id);
    const qaLead = fields.qa_lead ?? who.userId;
    await Promise.all([
      requireTeamMembers(teams, teamId, {
        project_manager: fields.project_manager,
        users: fields.users,
        qa_lead: [qaLead],
      }),
      requireTeamGroups(teams, teamId, fields.groups),
    ]);
    const id = await repository.nextId('projects');

    // The transaction locks the client (a delete of it must not pass a new project): the
    // project writes of one client wait their turn in this process instead of conflicting.
    const project = await withUniqueNameAndKey(() =>
      clientTurn(client.id, () =>
        repository.transaction(async () => {
          if (!(await repository.clients.lockForProject(teamId, client.id)))
            throw clientNotFoundError();
          const created = await repository.projects.insert(
            newProjectRecord(fields, {
              id,
              teamId,
              userId: who.userId,
              name,
              key,
              clientId: client.id,
              qaLead,
            }),
          );
          await outbox.record(
            projectCreated({
              project_id: created.id,
              team_id: teamId,
              user_id: who.userId,
              name: created.name,
              key: created.key,
            }),
            clientsChangeRecorded(
              CLIENTS_AUDIT_ACTIONS.CreateProject,
              { team_id: teamId, object_type: 'project', object_id: created.id },
              createdChanges({ ...created }, CLIENTS_AUDIT_OMIT),
            ),
          );
          return created;
        }),
      ),
    );
    outbox.kick();
    logger.info({ team_id: teamId, project_id: project.id, by: who.userId }, 'project created');
    return view(teamId, project);
  }

  return { createProject };
}

/** Update and delete, one write at a time per client. */
function projectEdits(deps: ClientsDependencies, shared: ProjectAccess) {
  const { repository, outbox, logger, teams } = deps;
  const {
    clientTurn,
    view,
    authorizeInTeam,
    findProject,
    refuseTaken,
    withUniqueNameAndKey,
    clientOfTeam,
  } = shared;

  /**
   * POST project/:id/update (owner, manager): the rules of create for the fields given;
   * a list changes only when its replace_* flag is set. team_id names the team the
   * project is in (default the caller's current team); it never moves a project.
   */
  async function updateProject(
    caller: Caller | undefined,
    request: ProjectRequest,
  ): Promise<ProjectView> {
    const { caller: who, teamId } = await authorizeInTeam(caller, request.team_id, 'updateProject');
    const project = await findProject(teamId, request.project_id);
    const name = request.project === undefined ? undefined : projectName(request.project);
    const key = request.key === undefined ? undefined : projectKey(request.key);
    const changes = projectChanges(validatedProjectFields(request), { ...request, name, key });
    checkDates(
      changes.start_date === undefined ? project.start_date : changes.start_date,
      changes.due_date === undefined ? project.due_date : changes.due_date,
    );
    await refuseTaken(teamId, { name, key }, project.id);
    if (changes.client_id !== undefined) await clientOfTeam(teamId, changes.client_id);
    await Promise.all([
      requireTeamMembers(teams, teamId, {
        project_manager: changes.project_manager,
        users: changes.users,
        qa_lead: changes.qa_lead === undefined ? undefined : [changes.qa_lead],
      }),
      requireTeamGroups(teams, teamId, changes.groups),
    ]);

    const moves = changes.client_id !== undefined && changes.client_id !== project.client_id;
    const write = () =>
      repository.transaction(async () => {
        // A project moving to a client: the client must not be deleted meanwhile.
        if (moves && !(await repository.clients.lockForProject(teamId, changes.client_id!)))
          throw clientNotFoundError();
        const before = await repository.projects.findInTeam(teamId, project.id);
        const after = before && (await repository.projects.update(teamId, project.id, changes));
        if (!before || !after) return null;
        const changed = updatedChanges({ ...before }, { ...after }, CLIENTS_AUDIT_OMIT);
        // Only a real change is recorded: a request that changes nothing leaves no trace.
        if (Object.keys(changed).length > 0)
          await outbox.record(
            clientsChangeRecorded(
              CLIENTS_AUDIT_ACTIONS.UpdateProject,
              { team_id: teamId, object_type: 'project', object_id: after.id },
              changed,
            ),
          );
        return after;
      });
    const updated = await withUniqueNameAndKey(() =>
      moves ? clientTurn(changes.client_id!, write) : write(),
    );
    if (!updated) throw projectNotFoundError(); // deleted meanwhile
    outbox.kick();
    logger.info({ team_id: teamId, project_id: project.id, by: who.userId }, 'project updated');
    return view(teamId, updated);
  }

  /** POST project/:id/delete (owner, manager). */
  async function deleteProject(
    caller: Caller | undefined,
    request: { project_id?: number },
  ): Promise<{ success: string }> {
    const { caller: who, teamId } = await authorize(teams, caller, 'deleteProject');
    const project = await findProject(teamId, request.project_id);
    await repository.transaction(async () => {
      if (!(await repository.projects.delete(teamId, project.id))) throw projectNotFoundError();
      await outbox.record(
        clientsChangeRecorded(
          CLIENTS_AUDIT_ACTIONS.DeleteProject,
          { team_id: teamId, object_type: 'project', object_id: project.id },
          deletedChanges({ ...project }, CLIENTS_AUDIT_OMIT),
        ),
      );
    });
    outbox.kick();
    logger.info({ team_id: teamId, project_id: project.id, by: who.userId }, 'project deleted');
    return { success: 'Project deleted' };
  }

  return { updateProject, deleteProject };
}

export function projectsUseCases(deps: ClientsDependencies) {
  const shared = projectAccess(deps);
  return {
    ...projectCreation(deps, shared),
    ...projectEdits(deps, shared),
    ...projectReads(deps, shared),
  };
}

export type ProjectsUseCases = ReturnType<typeof projectsUseCases>;
