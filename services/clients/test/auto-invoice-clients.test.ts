// ListAutoInvoiceClients (issue 20): for the invoices service's automatic invoicing, which
// has no caller: the clients of every team whose invoice settings have autoInvoice `on`,
// by ascending id after after_id, at most limit, each as GetClientForTeam answers it.
import { asOwner, clientsForFile, failureOf, type TeamFixture } from './clients-harness';
import { freshEmail } from './fresh-values';

const h = clientsForFile();

const newClient = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateClient(
    { fields: { name: 'Client', email: freshEmail(), ...fields } },
    asOwner(fixture),
  );

async function autoInvoiced(fixture: TeamFixture, fields: Record<string, unknown> = {}) {
  const client = await newClient(fixture, fields);
  await h.client.UpdateClientInvoiceSettings(
    { client_id: client.id, autoInvoice: 'on', frequency: 'monthly' },
    asOwner(fixture),
  );
  return client;
}

/** The id after which only clients made from now on come (ids are one sequence). */
const idBeforeNewClients = async () => (await newClient(h.teams.team())).id;

describe('ListAutoInvoiceClients', () => {
  it('answers the clients of every team with autoInvoice on, by id, each as GetClientForTeam answers it', async () => {
    const after = await idBeforeNewClients();
    const teamA = h.teams.team();
    const teamB = h.teams.team();
    const first = await autoInvoiced(teamA, {
      billing_address1: 'Main Street 1',
      city: 'Springfield',
    });
    await newClient(teamA);
    const second = await autoInvoiced(teamB);
    const third = await autoInvoiced(teamA);

    const { clients } = await h.client.ListAutoInvoiceClients({ after_id: after });

    expect(clients.map((client) => client.id)).toEqual([first.id, second.id, third.id]);
    expect(clients[0]).toEqual(
      await h.client.GetClientForTeam({ client_id: first.id, team_id: teamA.teamId }),
    );
    expect(clients[0]).toMatchObject({
      team_id: teamA.teamId,
      invoices: { autoInvoice: 'on', frequency: 'monthly' },
      address: { billing_address1: 'Main Street 1', city: 'Springfield' },
    });
  });

  it('leaves out a client whose autoInvoice was turned off again', async () => {
    const after = await idBeforeNewClients();
    const fixture = h.teams.team();
    const client = await autoInvoiced(fixture);
    await h.client.UpdateClientInvoiceSettings(
      { client_id: client.id, autoInvoice: 'off' },
      asOwner(fixture),
    );

    const { clients } = await h.client.ListAutoInvoiceClients({ after_id: after });

    expect(clients).toEqual([]);
  });

  it('answers at most limit clients, and the next ones after the last id', async () => {
    const after = await idBeforeNewClients();
    const fixture = h.teams.team();
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await autoInvoiced(fixture)).id);

    const page1 = await h.client.ListAutoInvoiceClients({ after_id: after, limit: 2 });
    const page2 = await h.client.ListAutoInvoiceClients({
      after_id: page1.clients[1]!.id,
      limit: 2,
    });

    expect(page1.clients.map((client) => client.id)).toEqual(made.slice(0, 2));
    expect(page2.clients.map((client) => client.id)).toEqual(made.slice(2));
  });

  it('answers 100 clients when limit is unset or 0, and up to 500 when asked', async () => {
    const after = await idBeforeNewClients();
    const fixture = h.teams.team();
    for (let i = 0; i < 101; i++) await autoInvoiced(fixture);

    const unset = await h.client.ListAutoInvoiceClients({ after_id: after });
    const zero = await h.client.ListAutoInvoiceClients({ after_id: after, limit: 0 });
    const most = await h.client.ListAutoInvoiceClients({ after_id: after, limit: 500 });

    expect([unset.clients.length, zero.clients.length, most.clients.length]).toEqual([
      100, 100, 101,
    ]);
  }, 60_000);

  it.each([
    ['limit', { limit: 501 }],
    ['limit', { limit: -1 }],
    ['after_id', { after_id: -1 }],
  ])('refuses %s %j with INVALID_ARGUMENT INVALID_PARAMETERS naming it', async (field, request) => {
    const error = await failureOf(h.client.ListAutoInvoiceClients(request));

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(error.message).toContain(field);
  });
});
