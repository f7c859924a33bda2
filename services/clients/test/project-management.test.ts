// ListProjects, GetProject, UpdateProject, DeleteProject and GetProjectForTeam: paging
// and filters, the rules of create on update (lists replaced only when asked), and
// the lookup other services use.
import { as, asOwner, clientsForFile, failureOf, type TeamFixture } from './clients-harness';
import { freshEmail, freshProject } from './fresh-values';

const h = clientsForFile();

const newProject = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateProject({ ...freshProject(), ...fields }, asOwner(fixture));

const newClient = (fixture: TeamFixture, name = 'Client') =>
  h.client.CreateClient({ fields: { name, email: freshEmail() } }, asOwner(fixture));

describe('ListProjects', () => {
  it('pages the team’s projects by id for any member, with the total', async () => {
    const fixture = h.teams.team({ members: 1 });
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await newProject(fixture));

    const page = await h.client.ListProjects(
      { page: 2, per_page: 2 },
      as(fixture.members[0], fixture.teamId),
    );

    expect(page.page_info).toEqual({ page: 2, per_page: 2, total: 5 });
    expect(page.projects).toEqual([made[2], made[3]]);
  });

  it('filters by client', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);
    const ofClient = await newProject(fixture, { client_id: client.id });
    await newProject(fixture);

    const { projects, page_info } = await h.client.ListProjects(
      { client_id: client.id },
      asOwner(fixture),
    );

    expect(projects.map((project) => project.id)).toEqual([ofClient.id]);
    expect(page_info?.total).toBe(1);
  });

  it('filters by group: the projects added to it', async () => {
    const fixture = h.teams.team();
    const design = h.teams.newGroup(fixture);
    const ops = h.teams.newGroup(fixture);
    const both = await newProject(fixture, { groups: [design, ops] });
    const designOnly = await newProject(fixture, { groups: [design] });
    await newProject(fixture, { groups: [ops] });

    const { projects } = await h.client.ListProjects({ group_id: design }, asOwner(fixture));

    expect(projects.map((project) => project.id)).toEqual([both.id, designOnly.id]);
  });

  it('is refused to someone outside the team', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(h.client.ListProjects({}, as(h.teams.newUser(), fixture.teamId)));

    expect(error.reason).toBe('PERMISSION_DENIED');
  });
});

describe('GetProject', () => {
  it('answers the project to any member of its team', async () => {
    const fixture = h.teams.team({ members: 1 });
    const project = await newProject(fixture);

    expect(
      await h.client.GetProject({ project_id: project.id }, as(fixture.members[0], fixture.teamId)),
    ).toEqual(project);
  });

  it('answers NOT_FOUND PROJECT_NOT_FOUND for an unknown id', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(h.client.GetProject({ project_id: 424_242 }, asOwner(fixture)));

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'PROJECT_NOT_FOUND',
      message: 'Project not found',
    });
  });
});

describe('UpdateProject', () => {
  it('changes the given fields with the rules of create: name capitalized, key cleaned, dates, billable', async () => {
    const fixture = h.teams.team();
    const project = await newProject(fixture, { description: 'Kept' });

    const updated = await h.client.UpdateProject(
      {
        project_id: project.id,
        project: 'renamed',
        key: 'n-e-w',
        start_date: '2025-01-01T00:00:00Z',
        billable: 'no',
        visible: 0,
      },
      asOwner(fixture),
    );

    expect(updated).toMatchObject({
      id: project.id,
      project: 'Renamed',
      key: 'NEW',
      project_description: 'Kept',
      starting_date: '2025-01-01T00:00:00.000Z',
      billable: 'no',
      isBillable: false,
      visible: 0,
      visiblity: 0,
      created_at: project.created_at,
    });
    expect(await h.client.GetProject({ project_id: project.id }, asOwner(fixture))).toEqual(
      updated,
    );
  });

  it('clears a date given as empty', async () => {
    const fixture = h.teams.team();
    const project = await newProject(fixture, { start_date: '2024-01-01T00:00:00Z' });

    const updated = await h.client.UpdateProject(
      { project_id: project.id, start_date: '' },
      asOwner(fixture),
    );

    expect(updated.starting_date).toBeUndefined();
  });

  it('replaces a list only when its replace flag is set', async () => {
    const fixture = h.teams.team({ members: 2 });
    const [alice, bob] = fixture.members;
    const group = h.teams.newGroup(fixture);
    const project = await newProject(fixture, { users: [alice.id], groups: [group] });

    const ignored = await h.client.UpdateProject(
      { project_id: project.id, users: [bob.id], groups: [] },
      asOwner(fixture),
    );
    const replaced = await h.client.UpdateProject(
      {
        project_id: project.id,
        users: [bob.id],
        replace_users: true,
        groups: [],
        replace_groups: true,
      },
      asOwner(fixture),
    );

    expect(ignored).toMatchObject({ users: [String(alice.id)], groups: [group] });
    expect(replaced).toMatchObject({ users: [String(bob.id)], groups: [] });
  });

  it('keeps its own name and key (another case of its own name is no conflict)', async () => {
    const fixture = h.teams.team();
    const project = await newProject(fixture, { project: 'Atlas', key: 'ATL' });

    const updated = await h.client.UpdateProject(
      { project_id: project.id, project: 'atlas', key: 'atl' },
      asOwner(fixture),
    );

    expect(updated).toMatchObject({ project: 'Atlas', key: 'ATL' });
  });

  it.each([
    [{ project: '  ' }, 'PROJECT_NAME_EMPTY', "Project name can't be empty!"],
    [{ key: '--' }, 'PROJECT_KEY_EMPTY', "project key can't be empty!"],
    [{ key: 'TOOLONG' }, 'INVALID_PARAMETERS', 'Invalid request parameters'],
    [{ due_date: '2000-01-01T00:00:00Z' }, 'INVALID_PARAMETERS', 'Invalid request parameters'],
  ])('refuses %j with %s', async (fields, reason, message) => {
    const fixture = h.teams.team();
    const project = await newProject(fixture, { start_date: '2024-01-01T00:00:00Z' });

    const error = await failureOf(
      h.client.UpdateProject({ project_id: project.id, ...fields }, asOwner(fixture)),
    );

    expect(error).toMatchObject({ reason, message });
    expect(await h.client.GetProject({ project_id: project.id }, asOwner(fixture))).toEqual(
      project,
    );
  });

  it('answers PROJECT_NAME_TAKEN and PROJECT_KEY_TAKEN for another project’s name or key', async () => {
    const fixture = h.teams.team();
    const other = await newProject(fixture);
    const project = await newProject(fixture);

    const name = await failureOf(
      h.client.UpdateProject({ project_id: project.id, project: other.project }, asOwner(fixture)),
    );
    const key = await failureOf(
      h.client.UpdateProject({ project_id: project.id, key: other.key }, asOwner(fixture)),
    );

    expect(name).toMatchObject({ kind: 'already_exists', reason: 'PROJECT_NAME_TAKEN' });
    expect(key).toMatchObject({ kind: 'already_exists', reason: 'PROJECT_KEY_TAKEN' });
  });

  it('moves the project to another client of the team, never to another team’s', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture, 'Target');
    const foreign = await newClient(h.teams.team());
    const project = await newProject(fixture);

    const moved = await h.client.UpdateProject(
      { project_id: project.id, client_id: client.id },
      asOwner(fixture),
    );
    const error = await failureOf(
      h.client.UpdateProject({ project_id: project.id, client_id: foreign.id }, asOwner(fixture)),
    );

    expect(moved.client).toEqual({ id: client.id, name: 'Target', profile: '', currency: 'USD' });
    expect(error.reason).toBe('CLIENT_NOT_FOUND');
  });

  it('checks new people and groups against the team', async () => {
    const fixture = h.teams.team();
    const project = await newProject(fixture);

    const people = await failureOf(
      h.client.UpdateProject(
        {
          project_id: project.id,
          project_manager: [h.teams.newUser().id],
          replace_project_manager: true,
        },
        asOwner(fixture),
      ),
    );
    const groups = await failureOf(
      h.client.UpdateProject(
        { project_id: project.id, groups: [123_456], replace_groups: true },
        asOwner(fixture),
      ),
    );

    expect(people.reason).toBe('NOT_TEAM_MEMBERS');
    expect(groups.reason).toBe('GROUPS_NOT_FOUND');
  });

  it('is refused to a member', async () => {
    const fixture = h.teams.team({ members: 1 });
    const project = await newProject(fixture);

    const error = await failureOf(
      h.client.UpdateProject(
        { project_id: project.id, project: 'Mine' },
        as(fixture.members[0], fixture.teamId),
      ),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });
});

describe('DeleteProject', () => {
  it('deletes the project (owner or manager)', async () => {
    const fixture = h.teams.team({ managers: 1 });
    const project = await newProject(fixture);

    const answer = await h.client.DeleteProject(
      { project_id: project.id },
      as(fixture.managers[0], fixture.teamId),
    );

    expect(answer).toEqual({ success: 'Project deleted' });
    expect(
      (await failureOf(h.client.GetProject({ project_id: project.id }, asOwner(fixture)))).reason,
    ).toBe('PROJECT_NOT_FOUND');
  });

  it('frees the name and key for a new project', async () => {
    const fixture = h.teams.team();
    const project = await newProject(fixture, { project: 'Phoenix', key: 'PHX' });
    await h.client.DeleteProject({ project_id: project.id }, asOwner(fixture));

    const again = await newProject(fixture, { project: 'Phoenix', key: 'PHX' });

    expect(again.id).not.toBe(project.id);
  });

  it('is refused to a member', async () => {
    const fixture = h.teams.team({ members: 1 });
    const project = await newProject(fixture);

    const error = await failureOf(
      h.client.DeleteProject({ project_id: project.id }, as(fixture.members[0], fixture.teamId)),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });
});

describe('GetProjectForTeam (for other services)', () => {
  it('answers the team’s project without a caller', async () => {
    const fixture = h.teams.team();
    const project = await newProject(fixture);

    expect(
      await h.client.GetProjectForTeam({ project_id: project.id, team_id: fixture.teamId }),
    ).toEqual(project);
  });

  it('answers NOT_FOUND PROJECT_NOT_FOUND for a project of another team', async () => {
    const fixture = h.teams.team();
    const project = await newProject(fixture);

    const error = await failureOf(
      h.client.GetProjectForTeam({ project_id: project.id, team_id: h.teams.team().teamId }),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'PROJECT_NOT_FOUND' });
  });

  it('refuses unset ids with INVALID_PARAMETERS', async () => {
    const error = await failureOf(h.client.GetProjectForTeam({}));

    expect(error.reason).toBe('INVALID_PARAMETERS');
  });
});
