// A client's budget settings (issue 19): UpdateClientBudget changes the keys given and
// keeps the others, checks each against its vocabulary or range, is for owners and
// managers of the client's team; GetClientForTeam answers another service the team's
// client with its budget.
import { as, asOwner, clientsForFile, failureOf, type TeamFixture } from './clients-harness';
import { freshEmail } from './fresh-values';

const h = clientsForFile();

const newClient = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateClient(
    { fields: { name: 'Client', email: freshEmail(), ...fields } },
    asOwner(fixture),
  );

/** Spec: the budget settings object's defaults (startDate null: unset in the message). */
const DEFAULT_BUDGET = {
  budgetType: 'total_cost',
  rate: 'bill',
  cost: 0,
  hours: 0,
  notifyAt: 80,
  reset: 'never',
  include_non_billable_time: true,
};

describe('UpdateClientBudget', () => {
  it.each([
    ['budgetType', 'hours_cost'],
    ['rate', 'pay'],
    ['cost', 1250.5],
    ['hours', 40],
    ['notifyAt', 95],
    ['reset', 'monthly'],
    ['startDate', '2024-02-29'],
    ['include_non_billable_time', false],
  ])('sets %s to %j, keeps the other keys and answers the whole budget', async (key, value) => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);

    const budget = await h.client.UpdateClientBudget(
      { client_id: client.id, [key]: value },
      asOwner(fixture),
    );

    expect(budget).toEqual({ ...DEFAULT_BUDGET, [key]: value });
    expect((await h.client.GetClient({ client_id: client.id }, asOwner(fixture))).budget).toEqual(
      budget,
    );
  });

  it('keeps every key when none is given', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture, { budget_type: 'hours_cost', budget_hours: 12 });

    const budget = await h.client.UpdateClientBudget({ client_id: client.id }, asOwner(fixture));

    expect(budget).toEqual(client.budget);
  });

  it('clears startDate given as ""', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);
    await h.client.UpdateClientBudget(
      { client_id: client.id, startDate: '2026-03-01' },
      asOwner(fixture),
    );

    const budget = await h.client.UpdateClientBudget(
      { client_id: client.id, startDate: '' },
      asOwner(fixture),
    );

    expect(budget).toEqual(DEFAULT_BUDGET);
    const stored = await h.db.collection('clients').findOne({ _id: client.id as never });
    expect(stored?.budget.startDate).toBeNull();
  });

  it('a monthly budget at the pay rate reads back through GetClient, ListClients and a client update of other budget keys', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);
    await h.client.UpdateClientBudget(
      { client_id: client.id, rate: 'pay', reset: 'monthly', startDate: '2026-01-01' },
      asOwner(fixture),
    );

    const updated = await h.client.UpdateClient(
      { client_id: client.id, fields: { budget_type: 'hours_cost', budget_hours: 30 } },
      asOwner(fixture),
    );
    const listed = await h.client.ListClients({}, asOwner(fixture));
    const got = await h.client.GetClient({ client_id: client.id }, asOwner(fixture));

    const expected = {
      ...DEFAULT_BUDGET,
      budgetType: 'hours_cost',
      hours: 30,
      rate: 'pay',
      reset: 'monthly',
      startDate: '2026-01-01',
    };
    expect(updated.budget).toEqual(expected);
    expect(got.budget).toEqual(expected);
    expect(listed.clients.find((listedClient) => listedClient.id === client.id)?.budget).toEqual(
      expected,
    );
  });

  it.each([
    ['budgetType', 'weekly'],
    ['rate', 'cost'],
    ['cost', -1],
    ['cost', 1_000_000_001],
    ['hours', -0.5],
    ['notifyAt', 101],
    ['notifyAt', -1],
    ['reset', 'weekly'],
    ['startDate', '2026-02-30'],
    ['startDate', 'tomorrow'],
    ['startDate', '2026-1-5'],
    ['startDate', '2026-01-05T10:00:00Z'],
  ])(
    'refuses %s = %j with INVALID_PARAMETERS naming the field, and changes nothing',
    async (field, value) => {
      const fixture = h.teams.team();
      const client = await newClient(fixture);

      const error = await failureOf(
        h.client.UpdateClientBudget(
          { client_id: client.id, cost: 500, [field]: value },
          asOwner(fixture),
        ),
      );

      expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
      expect(error.message).toContain(field);
      expect(error.fields).toHaveProperty(field);
      expect((await h.client.GetClient({ client_id: client.id }, asOwner(fixture))).budget).toEqual(
        client.budget,
      );
    },
  );

  it('is changed only by owners and managers', async () => {
    const fixture = h.teams.team({ managers: 1, members: 1 });
    const client = await newClient(fixture);

    const byMember = await failureOf(
      h.client.UpdateClientBudget(
        { client_id: client.id, cost: 100 },
        as(fixture.members[0], fixture.teamId),
      ),
    );
    const byManager = await h.client.UpdateClientBudget(
      { client_id: client.id, cost: 100 },
      as(fixture.managers[0], fixture.teamId),
    );

    expect(byMember).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
    expect(byManager.cost).toBe(100);
  });

  it('answers NOT_FOUND CLIENT_NOT_FOUND for a client of another team, and changes nothing', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);
    const other = h.teams.team();

    const error = await failureOf(
      h.client.UpdateClientBudget({ client_id: client.id, cost: 100 }, asOwner(other)),
    );

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'CLIENT_NOT_FOUND',
      message: 'Client not found',
    });
    expect((await h.client.GetClient({ client_id: client.id }, asOwner(fixture))).budget).toEqual(
      client.budget,
    );
  });

  it('answers NOT_FOUND CLIENT_NOT_FOUND for an unknown id', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(
      h.client.UpdateClientBudget({ client_id: 999_999, cost: 100 }, asOwner(fixture)),
    );

    expect(error.reason).toBe('CLIENT_NOT_FOUND');
  });
});

describe('GetClientForTeam (for other services)', () => {
  it('answers the team’s client with its budget, without a caller', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);
    const budget = await h.client.UpdateClientBudget(
      { client_id: client.id, budgetType: 'hours_cost', hours: 80, reset: 'monthly' },
      asOwner(fixture),
    );

    const answer = await h.client.GetClientForTeam({
      client_id: client.id,
      team_id: fixture.teamId,
    });

    expect(answer).toEqual({ ...client, budget, updated_at: answer.updated_at });
  });

  it('answers NOT_FOUND CLIENT_NOT_FOUND for a client of another team', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);

    const error = await failureOf(
      h.client.GetClientForTeam({ client_id: client.id, team_id: h.teams.team().teamId }),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'CLIENT_NOT_FOUND' });
  });

  it('answers NOT_FOUND CLIENT_NOT_FOUND for an unknown id', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(
      h.client.GetClientForTeam({ client_id: 999_999, team_id: fixture.teamId }),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'CLIENT_NOT_FOUND' });
  });

  it('refuses unset ids with INVALID_PARAMETERS', async () => {
    const error = await failureOf(h.client.GetClientForTeam({}));

    expect(error.reason).toBe('INVALID_PARAMETERS');
  });
});
