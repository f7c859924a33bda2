// A client's currency (issue 34): ISO 4217, the team's unless given at creation, changed
// by UpdateClient (entries written afterwards bill in it), in every Client record and as
// ProjectClient.currency in project records (tracking reads it from GetProjectForTeam).
// Clients stored before issue 34 have none and read as USD.
import { changesRecordedBy } from '@workmesh/testing';
import { asOwner, clientsForFile, failureOf, type TeamFixture } from './clients-harness';
import { freshEmail, freshProject } from './fresh-values';

const h = clientsForFile();

const INVALID_CURRENCY = 'The currency must be an ISO 4217 currency code.';

const newClient = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateClient(
    { fields: { name: 'Acme', email: freshEmail(), ...fields } },
    asOwner(fixture),
  );

describe('CreateClient: currency', () => {
  it('is the team’s currency when not given (asked of teams once)', async () => {
    const fixture = h.teams.team();
    h.teams.changeSettings(fixture, { currency: 'EUR' });
    const before = h.teams.settingsCalls.length;

    const client = await newClient(fixture);

    expect(client.currency).toBe('EUR');
    expect(h.teams.settingsCalls.length - before).toBe(1);
    expect(await h.db.collection('clients').findOne({ _id: client.id as never })).toMatchObject({
      currency: 'EUR',
    });
  });

  it('is USD for a team that never set one', async () => {
    const fixture = h.teams.team();

    expect((await newClient(fixture)).currency).toBe('USD');
  });

  it('is the one given, in any case, stored upper case', async () => {
    const fixture = h.teams.team();
    h.teams.changeSettings(fixture, { currency: 'EUR' });

    const client = await newClient(fixture, { currency: 'jpy' });

    expect(client.currency).toBe('JPY');
    expect(await h.client.GetClient({ client_id: client.id }, asOwner(fixture))).toMatchObject({
      currency: 'JPY',
    });
  });

  it.each([['ABC'], ['usd1'], ['€'], ['']])(
    'refuses %j with INVALID_PARAMETERS naming the currency, storing nothing',
    async (currency) => {
      const fixture = h.teams.team();
      const email = freshEmail();

      const error = await failureOf(
        h.client.CreateClient({ fields: { name: 'Acme', email, currency } }, asOwner(fixture)),
      );

      expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
      expect(error.message).toBe(INVALID_CURRENCY);
      expect(Object.keys(error.fields ?? {})).toEqual(['currency']);
      expect(await h.db.collection('clients').countDocuments({ email })).toBe(0);
    },
  );
});

describe('UpdateClient: currency', () => {
  it('changes it when given, keeps it otherwise, and records the change', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);

    const { recorded, answer: changed } = await changesRecordedBy(h.db, fixture.teamId, () =>
      h.client.UpdateClient(
        { client_id: client.id, fields: { currency: 'kwd' } },
        asOwner(fixture),
      ),
    );
    const kept = await h.client.UpdateClient(
      { client_id: client.id, fields: { phone: '555' } },
      asOwner(fixture),
    );

    expect(changed.currency).toBe('KWD');
    expect(kept).toMatchObject({ currency: 'KWD', phone: '555' });
    expect(recorded).toHaveLength(1);
    expect(recorded[0].data).toMatchObject({
      object_type: 'client',
      changes: { currency: { before: 'USD', after: 'KWD' } },
    });
  });

  it('refuses a code that is not ISO 4217, changing nothing', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture, { currency: 'EUR' });

    const error = await failureOf(
      h.client.UpdateClient(
        { client_id: client.id, fields: { currency: 'EURO', phone: '1' } },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', message: INVALID_CURRENCY });
    expect(await h.client.GetClient({ client_id: client.id }, asOwner(fixture))).toMatchObject({
      currency: 'EUR',
      phone: '',
    });
  });
});

describe('currency of clients stored before issue 34', () => {
  it('reads as USD in the client and in its projects', async () => {
    const fixture = h.teams.team();
    h.teams.changeSettings(fixture, { currency: 'EUR' });
    const client = await newClient(fixture);
    const project = await h.client.CreateProject(
      { ...freshProject(), client_id: client.id },
      asOwner(fixture),
    );
    await h.db
      .collection('clients')
      .updateOne({ _id: client.id as never }, { $unset: { currency: '' } });

    expect((await h.client.GetClient({ client_id: client.id }, asOwner(fixture))).currency).toBe(
      'USD',
    );
    expect(
      (await h.client.ListClients({}, asOwner(fixture))).clients.find(
        (listed) => listed.id === client.id,
      )?.currency,
    ).toBe('USD');
    expect(
      (await h.client.GetProjectForTeam({ project_id: project.id, team_id: fixture.teamId })).client
        ?.currency,
    ).toBe('USD');
  });
});

describe('ProjectClient.currency', () => {
  it('is the client’s in every project record, GetProjectForTeam included, and follows a change', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture, { currency: 'GBP' });

    const created = await h.client.CreateProject(
      { ...freshProject(), client_id: client.id },
      asOwner(fixture),
    );
    await h.client.UpdateClient(
      { client_id: client.id, fields: { currency: 'CHF' } },
      asOwner(fixture),
    );
    const read = await h.client.GetProject({ project_id: created.id }, asOwner(fixture));
    const forTeam = await h.client.GetProjectForTeam({
      project_id: created.id,
      team_id: fixture.teamId,
    });
    const listed = await h.client.ListProjects({}, asOwner(fixture));

    expect(created.client).toMatchObject({ id: client.id, currency: 'GBP' });
    expect(read.client?.currency).toBe('CHF');
    expect(forTeam.client?.currency).toBe('CHF');
    expect(listed.projects.find((project) => project.id === created.id)?.client?.currency).toBe(
      'CHF',
    );
  });

  it('is the team’s currency for a project of the internal client', async () => {
    const fixture = h.teams.team();
    h.teams.changeSettings(fixture, { currency: 'JPY' });

    const project = await h.client.CreateProject(freshProject(), asOwner(fixture));

    expect(project.client?.currency).toBe('JPY');
  });
});
