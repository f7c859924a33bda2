// CreateProject: the Project record, the name and key rules with the spec's four
// texts, uniqueness in the team under concurrency, the client (the team's, or its
// internal client made once), people and groups of the team, and who may create.
import { as, asOwner, clientsForFile, failureOf, type TeamFixture } from './clients-harness';
import { freshEmail, freshProject } from './fresh-values';
import { tinyPng } from './image-files';

const h = clientsForFile();

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const newClient = (fixture: TeamFixture, name = 'Client') =>
  h.client.CreateClient({ fields: { name, email: freshEmail() } }, asOwner(fixture));

describe('CreateProject: the record', () => {
  it('answers the whole Project record, with the given fields and the creation defaults', async () => {
    const fixture = h.teams.team({ managers: 1, members: 2 });
    const [alice, bob] = fixture.members;
    const manager = fixture.managers[0];
    const group = h.teams.newGroup(fixture);
    const client = await newClient(fixture, 'Acme');

    const project = await h.client.CreateProject(
      {
        project: 'website redesign',
        key: 'web',
        client_id: client.id,
        description: 'The new site',
        project_manager: [manager.id],
        qa_lead: alice.id,
        users: [alice.id, bob.id],
        groups: [group],
        start_date: '2024-05-01T09:30:00+02:00',
        due_date: '2024-06-30T17:00:00Z',
        billable: 'no',
        visible: 1,
      },
      asOwner(fixture),
    );

    expect(project).toEqual({
      id: expect.any(Number),
      project: 'Website redesign',
      key: 'WEB',
      project_description: 'The new site',
      team_id: fixture.teamId,
      client: { id: client.id, name: 'Acme', profile: '', currency: 'USD' },
      project_manager: [manager.id],
      qa_lead: alice.id,
      users: [String(alice.id), String(bob.id)],
      groups: [group],
      watcher: [],
      starting_date: '2024-05-01T07:30:00.000Z',
      due_date: '2024-06-30T17:00:00.000Z',
      isBillable: false,
      billable: 'no',
      visible: 1,
      visiblity: 1,
      task: [],
      completed: 0,
      user_id: fixture.owner.id,
      created_at: expect.stringMatching(ISO_TIMESTAMP),
      updated_at: expect.stringMatching(ISO_TIMESTAMP),
    });
  });

  it('defaults: the team’s internal client, the caller as qa_lead, billable yes, visible 1, no dates, empty lists', async () => {
    const fixture = h.teams.team();

    const project = await h.client.CreateProject(
      { project: 'Plain', key: 'PLN' },
      asOwner(fixture),
    );

    expect(project).toMatchObject({
      project_description: '',
      client: { id: expect.any(Number), name: 'Internal', profile: '' },
      project_manager: [],
      qa_lead: fixture.owner.id,
      users: [],
      groups: [],
      watcher: [],
      isBillable: true,
      billable: 'yes',
      visible: 1,
      visiblity: 1,
      task: [],
      completed: 0,
    });
    expect(project.starting_date).toBeUndefined();
    expect(project.due_date).toBeUndefined();
  });

  it('mirrors visible in visiblity', async () => {
    const fixture = h.teams.team();

    const project = await h.client.CreateProject(
      { ...freshProject(), visible: 0 },
      asOwner(fixture),
    );

    expect(project).toMatchObject({ visible: 0, visiblity: 0 });
  });

  it('drops repeated ids from the lists', async () => {
    const fixture = h.teams.team({ members: 1 });
    const member = fixture.members[0];

    const project = await h.client.CreateProject(
      { ...freshProject(), users: [member.id, member.id], project_manager: [member.id, member.id] },
      asOwner(fixture),
    );

    expect(project.users).toEqual([String(member.id)]);
    expect(project.project_manager).toEqual([member.id]);
  });

  it('emits project.created with project, team, creator, name and key', async () => {
    const fixture = h.teams.team();

    const project = await h.client.CreateProject(
      { project: 'evented', key: 'evt' },
      asOwner(fixture),
    );

    const event = await h.events.waitFor<{ project_id: number }>(
      'project.created',
      (data) => data.project_id === project.id,
    );
    expect(event.source).toBe('clients');
    expect(event.data).toEqual({
      project_id: project.id,
      team_id: fixture.teamId,
      user_id: fixture.owner.id,
      name: 'Evented',
      key: 'EVT',
    });
  });
});

describe('CreateProject: name', () => {
  it.each([
    ['website', 'Website'],
    ['  mobile App  ', 'Mobile App'],
    ['éclair launch', 'Éclair launch'],
    ['2024 plan', '2024 plan'],
    ['ALREADY Upper', 'ALREADY Upper'],
  ])(
    'stores %j as %j (trimmed, first letter capitalized, the rest kept)',
    async (given, stored) => {
      const fixture = h.teams.team();

      const project = await h.client.CreateProject(
        { project: given, key: freshProject().key },
        asOwner(fixture),
      );

      expect(project.project).toBe(stored);
    },
  );

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])(
    'answers PROJECT_NAME_EMPTY "Project name can\'t be empty!" when the name is %s',
    async (_case, name) => {
      const fixture = h.teams.team();

      const error = await failureOf(
        h.client.CreateProject({ project: name, key: 'ABC' }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'PROJECT_NAME_EMPTY',
        message: "Project name can't be empty!",
      });
    },
  );

  it('answers ALREADY_EXISTS PROJECT_NAME_TAKEN "This project name is already exist in your organization" for a name of the team in another case', async () => {
    const fixture = h.teams.team();
    await h.client.CreateProject({ project: 'Roadmap', key: 'RMA' }, asOwner(fixture));

    const error = await failureOf(
      h.client.CreateProject({ project: ' ROADMAP ', key: 'RMB' }, asOwner(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'already_exists',
      reason: 'PROJECT_NAME_TAKEN',
      message: 'This project name is already exist in your organization',
    });
  });

  it('lets another team use the same name and key', async () => {
    const first = h.teams.team();
    const second = h.teams.team();
    await h.client.CreateProject({ project: 'Shared', key: 'SHR' }, asOwner(first));

    const project = await h.client.CreateProject(
      { project: 'Shared', key: 'SHR' },
      asOwner(second),
    );

    expect(project).toMatchObject({ project: 'Shared', key: 'SHR', team_id: second.teamId });
  });
});

describe('CreateProject: lengths', () => {
  it.each([
    ['ASCII', 'p'],
    ['characters beyond U+FFFF, one each', '😀'],
  ])('takes a name of 255 characters and refuses 256, in %s', async (_case, character) => {
    const fixture = h.teams.team();

    const project = await h.client.CreateProject(
      { project: character.repeat(255), key: 'LONG' },
      asOwner(fixture),
    );
    const error = await failureOf(
      h.client.CreateProject({ project: character.repeat(256), key: 'LONGER' }, asOwner(fixture)),
    );

    // The first letter capitalized (an emoji has no case).
    expect(project.project).toBe(`${character.toUpperCase()}${character.repeat(254)}`);
    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
    expect(error.fields).toEqual({
      project: ['The project may not be greater than 255 characters.'],
    });
  });

  it('takes a description of 5000 characters', async () => {
    const fixture = h.teams.team();

    const project = await h.client.CreateProject(
      { ...freshProject(), description: 'd'.repeat(5000) },
      asOwner(fixture),
    );

    expect(project.project_description).toBe('d'.repeat(5000));
  });

  it('takes lists of 200 ids (then checks them with teams) and refuses 201', async () => {
    const fixture = h.teams.team();
    const ids = (count: number) => Array.from({ length: count }, (_, index) => 900_000 + index);

    const atMost = await failureOf(
      h.client.CreateProject({ ...freshProject(), users: ids(200) }, asOwner(fixture)),
    );
    const beyond = await failureOf(
      h.client.CreateProject({ ...freshProject(), users: ids(201) }, asOwner(fixture)),
    );

    expect(atMost).toMatchObject({ reason: 'NOT_TEAM_MEMBERS' });
    expect(beyond).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
    expect(beyond.fields).toEqual({
      users: ['The users must be a list of at most 200 positive integer ids.'],
    });
  });
});

describe('CreateProject: key', () => {
  it.each([
    ['web', 'WEB'],
    ['a-b!c', 'ABC'],
    [' W3b_ ', 'WB'],
    ['ab cd e', 'ABCDE'],
  ])('cleans %j to %j (letters only, uppercased)', async (given, stored) => {
    const fixture = h.teams.team();

    const project = await h.client.CreateProject(
      { project: freshProject().project, key: given },
      asOwner(fixture),
    );

    expect(project.key).toBe(stored);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['only special characters and digits', '12-!?'],
  ])(
    'answers PROJECT_KEY_EMPTY "project key can\'t be empty!" when the key is %s',
    async (_case, key) => {
      const fixture = h.teams.team();

      const error = await failureOf(
        h.client.CreateProject({ project: 'Keyless', key }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'PROJECT_KEY_EMPTY',
        message: "project key can't be empty!",
      });
    },
  );

  it.each(['A', 'ABCDEF', 'a-b-c-d-e-f'])(
    'refuses the key %j (not 2 to 5 letters) with INVALID_PARAMETERS "Invalid request parameters"',
    async (key) => {
      const fixture = h.teams.team();

      const error = await failureOf(
        h.client.CreateProject({ project: 'Bad key', key }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'INVALID_PARAMETERS',
        message: 'Invalid request parameters',
      });
      expect(error.fields).toHaveProperty('key');
    },
  );

  it('answers ALREADY_EXISTS PROJECT_KEY_TAKEN "This key is already exist in your organization" for a key of the team after cleaning', async () => {
    const fixture = h.teams.team();
    await h.client.CreateProject({ project: 'First', key: 'ABC' }, asOwner(fixture));

    const error = await failureOf(
      h.client.CreateProject({ project: 'Second', key: 'a-b-c' }, asOwner(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'already_exists',
      reason: 'PROJECT_KEY_TAKEN',
      message: 'This key is already exist in your organization',
    });
  });
});

describe('CreateProject: concurrency', () => {
  it('of 10 concurrent creates with one name (in different cases), one wins and the others answer PROJECT_NAME_TAKEN', async () => {
    const fixture = h.teams.team();
    const letters = ['AA', 'AB', 'AC', 'AD', 'AE', 'AF', 'AG', 'AH', 'AI', 'AJ'];

    const outcomes = await Promise.allSettled(
      letters.map((key, i) =>
        h.client.CreateProject({ project: i % 2 ? 'race' : 'RACE', key }, asOwner(fixture)),
      ),
    );

    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason.reason] : [],
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toEqual(new Array(9).fill('PROJECT_NAME_TAKEN'));
    expect(await h.db.collection('projects').countDocuments({ team_id: fixture.teamId })).toBe(1);
  });

  it('of 10 concurrent creates with one key, one wins and the others answer PROJECT_KEY_TAKEN', async () => {
    const fixture = h.teams.team();

    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        h.client.CreateProject(
          { project: `Keyrace ${i}`, key: i % 2 ? 'k-e-y' : 'KEY' },
          asOwner(fixture),
        ),
      ),
    );

    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason.reason] : [],
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toEqual(new Array(9).fill('PROJECT_KEY_TAKEN'));
  });

  it('makes the team’s internal client once when 10 first projects are created at once', async () => {
    const fixture = h.teams.team();

    const projects = await Promise.all(
      Array.from({ length: 10 }, () => h.client.CreateProject(freshProject(), asOwner(fixture))),
    );

    const clientIds = new Set(projects.map((project) => project.client?.id));
    expect(clientIds.size).toBe(1);
    expect(
      await h.db
        .collection('clients')
        .countDocuments({ team_id: fixture.teamId, isInternalClient: true }),
    ).toBe(1);
  });
});

describe('CreateProject: client', () => {
  it('uses the internal client again for the next project without a client', async () => {
    const fixture = h.teams.team();
    const first = await h.client.CreateProject(freshProject(), asOwner(fixture));

    const second = await h.client.CreateProject(freshProject(), asOwner(fixture));

    expect(second.client).toEqual(first.client);
    const internal = await h.client.GetClient({ client_id: first.client?.id }, asOwner(fixture));
    expect(internal).toMatchObject({
      name: 'Internal',
      email: '',
      isInternalClient: true,
      team_id: fixture.teamId,
    });
  });

  it('answers NOT_FOUND CLIENT_NOT_FOUND for a client of another team, and stores nothing', async () => {
    const fixture = h.teams.team();
    const other = h.teams.team();
    const foreign = await newClient(other);
    const { project, key } = freshProject();

    const error = await failureOf(
      h.client.CreateProject({ project, key, client_id: foreign.id }, asOwner(fixture)),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'CLIENT_NOT_FOUND' });
    expect(await h.db.collection('projects').countDocuments({ key })).toBe(0);
  });

  it('answers NOT_FOUND CLIENT_NOT_FOUND for an unknown client', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(
      h.client.CreateProject({ ...freshProject(), client_id: 987_654 }, asOwner(fixture)),
    );

    expect(error.reason).toBe('CLIENT_NOT_FOUND');
  });

  it('shows the client’s logo URL in the record', async () => {
    const fixture = h.teams.team();
    const client = await h.client.CreateClient(
      {
        fields: { name: 'Logoed', email: freshEmail() },
        profile: { data: tinyPng(), filename: 'l.png', content_type: 'image/png' },
      },
      asOwner(fixture),
    );

    const project = await h.client.CreateProject(
      { ...freshProject(), client_id: client.id },
      asOwner(fixture),
    );

    expect(project.client).toEqual({
      id: client.id,
      name: 'Logoed',
      profile: client.profile,
      currency: 'USD',
    });
  });
});

describe('CreateProject: people and groups', () => {
  it('answers NOT_TEAM_MEMBERS naming the users who are not members of the team', async () => {
    const fixture = h.teams.team({ members: 1 });
    const outsider = h.teams.newUser();
    const otherTeam = h.teams.team({ members: 1 });

    const error = await failureOf(
      h.client.CreateProject(
        {
          ...freshProject(),
          users: [fixture.members[0].id, outsider.id],
          project_manager: [otherTeam.members[0].id],
        },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'NOT_TEAM_MEMBERS' });
    expect(error.message).toContain(String(outsider.id));
    expect(error.message).toContain(String(otherTeam.members[0].id));
    expect(error.message).not.toContain(String(fixture.members[0].id));
    expect(error.fields).toEqual({
      users: [`These users are not members of the team: ${outsider.id}.`],
      project_manager: [`These users are not members of the team: ${otherTeam.members[0].id}.`],
    });
  });

  it('answers NOT_TEAM_MEMBERS for a qa_lead outside the team', async () => {
    const fixture = h.teams.team();
    const outsider = h.teams.newUser();

    const error = await failureOf(
      h.client.CreateProject({ ...freshProject(), qa_lead: outsider.id }, asOwner(fixture)),
    );

    expect(error.reason).toBe('NOT_TEAM_MEMBERS');
    expect(error.fields).toHaveProperty('qa_lead');
  });

  it('answers NOT_FOUND GROUPS_NOT_FOUND "One or more groups not found" for an unknown group or another team’s', async () => {
    const fixture = h.teams.team();
    const own = h.teams.newGroup(fixture);
    const foreign = h.teams.newGroup(h.teams.team());
    const { project, key } = freshProject();

    const error = await failureOf(
      h.client.CreateProject({ project, key, groups: [own, foreign] }, asOwner(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'GROUPS_NOT_FOUND',
      message: 'One or more groups not found',
    });
    expect(await h.db.collection('projects').countDocuments({ key })).toBe(0);
  });
});

describe('CreateProject: other bad parameters', () => {
  it.each([
    ['billable', { billable: 'maybe' }],
    ['start_date', { start_date: 'tomorrow' }],
    ['start_date', { start_date: '2024-02-30T10:00:00Z' }],
    ['due_date', { due_date: '2024-13-01' }],
    ['due_date', { start_date: '2024-06-01T00:00:00Z', due_date: '2024-05-31T23:59:59Z' }],
    ['visible', { visible: -1 }],
    ['users', { users: [0] }],
    ['team_id', { team_id: 0 }],
    ['description', { description: 'x'.repeat(5001) }],
  ])(
    'refuses a bad %s with INVALID_PARAMETERS "Invalid request parameters" naming it',
    async (field, fields) => {
      const fixture = h.teams.team();
      const { project, key } = freshProject();

      const error = await failureOf(
        h.client.CreateProject({ project, key, ...fields }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'INVALID_PARAMETERS',
        message: 'Invalid request parameters',
      });
      expect(error.fields).toHaveProperty(field);
      expect(await h.db.collection('projects').countDocuments({ key })).toBe(0);
    },
  );

  it('accepts a date alone as its midnight UTC, and a due date equal to the start', async () => {
    const fixture = h.teams.team();

    const project = await h.client.CreateProject(
      { ...freshProject(), start_date: '2024-02-29', due_date: '2024-02-29T00:00:00Z' },
      asOwner(fixture),
    );

    expect(project.starting_date).toBe('2024-02-29T00:00:00.000Z');
    expect(project.due_date).toBe('2024-02-29T00:00:00.000Z');
  });

  it('accepts billable in any case', async () => {
    const fixture = h.teams.team();

    const project = await h.client.CreateProject(
      { ...freshProject(), billable: 'No' },
      asOwner(fixture),
    );

    expect(project).toMatchObject({ billable: 'no', isBillable: false });
  });
});

describe('CreateProject: who may', () => {
  it('refuses a member with PERMISSION_DENIED', async () => {
    const fixture = h.teams.team({ members: 1 });

    const error = await failureOf(
      h.client.CreateProject(freshProject(), as(fixture.members[0], fixture.teamId)),
    );

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
  });

  it('is made by a manager', async () => {
    const fixture = h.teams.team({ managers: 1 });

    const project = await h.client.CreateProject(
      freshProject(),
      as(fixture.managers[0], fixture.teamId),
    );

    expect(project.user_id).toBe(fixture.managers[0].id);
  });

  it('creates in the team named by team_id when the caller is its owner or manager there', async () => {
    const current = h.teams.team();
    const other = h.teams.team();
    h.teams.setRole(other, current.owner, 'manager');

    const project = await h.client.CreateProject(
      { ...freshProject(), team_id: other.teamId },
      asOwner(current),
    );

    expect(project.team_id).toBe(other.teamId);
  });

  it('refuses team_id of a team where the caller is only a member, or not one at all', async () => {
    const current = h.teams.team();
    const memberOf = h.teams.team();
    h.teams.setRole(memberOf, current.owner, 'member');
    const stranger = h.teams.team();

    const asMember = await failureOf(
      h.client.CreateProject({ ...freshProject(), team_id: memberOf.teamId }, asOwner(current)),
    );
    const asStranger = await failureOf(
      h.client.CreateProject({ ...freshProject(), team_id: stranger.teamId }, asOwner(current)),
    );

    expect(asMember.reason).toBe('PERMISSION_DENIED');
    expect(asStranger.reason).toBe('PERMISSION_DENIED');
  });

  it('answers UNAUTHENTICATED without a caller', async () => {
    const error = await failureOf(h.client.CreateProject(freshProject()));

    expect(error.reason).toBe('UNAUTHENTICATED');
  });
});
