// ListClients, GetClient, UpdateClient, DeleteClient and the invoice settings of a
// client: paging and search, the rules of create on update, the internal client's
// and a client with projects' protection, and the invoice settings' vocabularies.
import { as, asOwner, clientsForFile, failureOf, type TeamFixture } from './clients-harness';
import { freshEmail, freshProject } from './fresh-values';
import { sleep } from '@workmesh/testing';

const h = clientsForFile();

const newClient = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateClient(
    { fields: { name: 'Client', email: freshEmail(), ...fields } },
    asOwner(fixture),
  );

describe('ListClients', () => {
  it('pages the team’s clients by id, 20 by default, with the total', async () => {
    const fixture = h.teams.team({ members: 1 });
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await newClient(fixture, { name: `Client ${i}` }));

    const first = await h.client.ListClients({}, as(fixture.members[0], fixture.teamId));
    const second = await h.client.ListClients({ page: 2 }, as(fixture.members[0], fixture.teamId));

    expect(first.page_info).toEqual({ page: 1, per_page: 20, total: 23 });
    expect(first.clients.map((client) => client.id)).toEqual(made.slice(0, 20).map((c) => c.id));
    expect(second.clients.map((client) => client.id)).toEqual(made.slice(20).map((c) => c.id));
    expect(first.clients[0]).toEqual(made[0]);
  });

  it('searches name and email, case-insensitively, taking the text literally', async () => {
    const fixture = h.teams.team();
    const byName = await newClient(fixture, { name: 'Northwind Traders' });
    const byEmail = await newClient(fixture, { name: 'Other', email: freshEmail('northwind') });
    await newClient(fixture, { name: 'Contoso' });
    await newClient(fixture, { name: 'Dot.star' });

    const found = await h.client.ListClients({ search: 'NORTHWIND' }, asOwner(fixture));
    const literal = await h.client.ListClients({ search: '.*' }, asOwner(fixture));

    expect(found.clients.map((client) => client.id)).toEqual([byName.id, byEmail.id]);
    expect(found.page_info?.total).toBe(2);
    expect(literal.clients).toEqual([]);
  });

  it('takes a search of 100 characters and refuses 101', async () => {
    const fixture = h.teams.team();

    const found = await h.client.ListClients({ search: 's'.repeat(100) }, asOwner(fixture));
    const error = await failureOf(
      h.client.ListClients({ search: 's'.repeat(101) }, asOwner(fixture)),
    );

    expect(found.clients).toEqual([]);
    expect(error).toMatchObject({
      kind: 'invalid_argument',
      message: 'The search may not be greater than 100 characters.',
    });
  });

  it('lists the internal client too, marked isInternalClient', async () => {
    const fixture = h.teams.team();
    await h.client.CreateProject(freshProject(), asOwner(fixture));

    const { clients } = await h.client.ListClients({}, asOwner(fixture));

    expect(clients).toEqual([
      expect.objectContaining({ name: 'Internal', email: '', isInternalClient: true }),
    ]);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ per_page: 0 }, 'per_page'],
    [{ per_page: 101 }, 'per_page'],
  ])('refuses %j with INVALID_PARAMETERS naming the field', async (paging, field) => {
    const fixture = h.teams.team();

    const error = await failureOf(h.client.ListClients(paging, asOwner(fixture)));

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
    expect(error.fields).toHaveProperty(field);
  });

  it('is refused to someone outside the team', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(h.client.ListClients({}, as(h.teams.newUser(), fixture.teamId)));

    expect(error.reason).toBe('PERMISSION_DENIED');
  });
});

describe('GetClient', () => {
  it('answers the client to any member of its team', async () => {
    const fixture = h.teams.team({ members: 1 });
    const client = await newClient(fixture);

    expect(
      await h.client.GetClient({ client_id: client.id }, as(fixture.members[0], fixture.teamId)),
    ).toEqual(client);
  });

  it('answers NOT_FOUND CLIENT_NOT_FOUND for an unknown id', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(h.client.GetClient({ client_id: 999_999 }, asOwner(fixture)));

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'CLIENT_NOT_FOUND',
      message: 'Client not found',
    });
  });

  it('refuses a missing client_id with INVALID_PARAMETERS', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(h.client.GetClient({}, asOwner(fixture)));

    expect(error.reason).toBe('INVALID_PARAMETERS');
  });
});

describe('UpdateClient', () => {
  it('changes only the given fields, sanitizing the name and copying billing to mailing', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture, {
      name: 'Before',
      phone: '111',
      billing_address1: 'Old street 1',
      city: 'Oldtown',
    });

    const updated = await h.client.UpdateClient(
      { client_id: client.id, fields: { name: 'After; <Inc>', billing_address1: 'New street 2' } },
      asOwner(fixture),
    );

    expect(updated).toMatchObject({ name: 'After Inc', phone: '111', email: client.email });
    expect(updated.address).toMatchObject({
      billing_address1: 'New street 2',
      mailing_address1: 'New street 2',
      city: 'Oldtown',
      mailing_city: 'Oldtown',
    });
    expect(updated.created_at).toBe(client.created_at);
    expect(updated.updated_at >= client.updated_at).toBe(true);
  });

  // One website rule for create and update (client-rules.ts): "" or spaces is no website,
  // so on update it clears the one there was; anything else must be an http(s) URL.
  it.each(['', '   '])(
    'creates without a website and clears one on update given %j',
    async (blank) => {
      const fixture = h.teams.team();
      const without = await newClient(fixture, { website: blank });
      const withOne = await newClient(fixture, { website: 'https://acme.example' });

      const cleared = await h.client.UpdateClient(
        { client_id: withOne.id, fields: { website: blank } },
        asOwner(fixture),
      );

      expect(without.website).toBe('');
      expect(withOne.website).toBe('https://acme.example');
      expect(cleared.website).toBe('');
    },
  );

  it.each(['acme.example', 'javascript:alert(1)', `https://acme.example/${'w'.repeat(236)}`])(
    'refuses the website %j on create and on update alike',
    async (website) => {
      const fixture = h.teams.team();
      const client = await newClient(fixture, { website: 'https://acme.example' });

      const created = await failureOf(newClient(fixture, { website }));
      const updated = await failureOf(
        h.client.UpdateClient({ client_id: client.id, fields: { website } }, asOwner(fixture)),
      );

      for (const error of [created, updated])
        expect(error).toMatchObject({
          reason: 'INVALID_PARAMETERS',
          message: expect.stringMatching(/website/),
        });
    },
  );

  it('maps budget names and changes only the budget keys given', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture, { budget_cost: 500 });

    const updated = await h.client.UpdateClient(
      { client_id: client.id, fields: { budget_type: 'hours_cost', budget_hours: 40 } },
      asOwner(fixture),
    );

    expect(updated.budget).toEqual(
      expect.objectContaining({ budgetType: 'hours_cost', hours: 40, cost: 500, notifyAt: 80 }),
    );
  });

  it('answers EMAIL_TAKEN when the new email is another client’s, and keeps its own', async () => {
    const fixture = h.teams.team();
    const other = await newClient(fixture);
    const client = await newClient(fixture);

    const error = await failureOf(
      h.client.UpdateClient(
        { client_id: client.id, fields: { email: other.email } },
        asOwner(fixture),
      ),
    );
    const same = await h.client.UpdateClient(
      { client_id: client.id, fields: { email: client.email.toUpperCase() } },
      asOwner(fixture),
    );

    expect(error).toMatchObject({
      reason: 'EMAIL_TAKEN',
      message: 'The email has already been taken.',
    });
    expect(same.email).toBe(client.email);
  });

  it.each([
    [{ email: '' }, 'EMAIL_REQUIRED'],
    [{ email: 'nope' }, 'EMAIL_INVALID'],
    [{ name: '!!' }, 'NAME_REQUIRED'],
    [{ tax_rate: 101 }, 'INVALID_PARAMETERS'],
    [{ budget_type: 'weekly' }, 'INVALID_PARAMETERS'],
  ])('applies the rules of create to given fields: %j → %s', async (fields, reason) => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);

    const error = await failureOf(
      h.client.UpdateClient({ client_id: client.id, fields }, asOwner(fixture)),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason });
    expect(await h.client.GetClient({ client_id: client.id }, asOwner(fixture))).toEqual(client);
  });

  it('turning org_net_term on takes the team’s current default net term', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture, { net_term: 45 });
    h.teams.setSettings(fixture, { default_net_term: 21, default_invoice_notes: 'Team notes' });

    const updated = await h.client.UpdateClient(
      { client_id: client.id, fields: { org_net_term: true } },
      asOwner(fixture),
    );

    expect(updated.invoices).toEqual(
      expect.objectContaining({ net_term: 21, org_net_term: true, notes: '', org_notes: false }),
    );
  });

  it('is refused to a member', async () => {
    const fixture = h.teams.team({ members: 1 });
    const client = await newClient(fixture);

    const error = await failureOf(
      h.client.UpdateClient(
        { client_id: client.id, fields: { name: 'Mine now' } },
        as(fixture.members[0], fixture.teamId),
      ),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });
});

describe('DeleteClient', () => {
  it('deletes a client without projects', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);

    const answer = await h.client.DeleteClient({ client_id: client.id }, asOwner(fixture));

    expect(answer).toEqual({ success: 'Client deleted' });
    expect(
      (await failureOf(h.client.GetClient({ client_id: client.id }, asOwner(fixture)))).reason,
    ).toBe('CLIENT_NOT_FOUND');
  });

  it('refuses the internal client with FAILED_PRECONDITION INTERNAL_CLIENT', async () => {
    const fixture = h.teams.team();
    const project = await h.client.CreateProject(freshProject(), asOwner(fixture));
    await h.client.DeleteProject({ project_id: project.id }, asOwner(fixture));

    const error = await failureOf(
      h.client.DeleteClient({ client_id: project.client?.id }, asOwner(fixture)),
    );

    expect(error).toMatchObject({ kind: 'failed_precondition', reason: 'INTERNAL_CLIENT' });
  });

  it('refuses a client with projects with FAILED_PRECONDITION CLIENT_HAS_PROJECTS, and deletes it once they are gone', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);
    const project = await h.client.CreateProject(
      { ...freshProject(), client_id: client.id },
      asOwner(fixture),
    );

    const error = await failureOf(
      h.client.DeleteClient({ client_id: client.id }, asOwner(fixture)),
    );
    await h.client.DeleteProject({ project_id: project.id }, asOwner(fixture));
    const answer = await h.client.DeleteClient({ client_id: client.id }, asOwner(fixture));

    expect(error).toMatchObject({ kind: 'failed_precondition', reason: 'CLIENT_HAS_PROJECTS' });
    expect(answer.success).toBe('Client deleted');
  });

  it('never leaves a project with a deleted client when a project create and the delete race', async () => {
    const fixture = h.teams.team();
    // The delete starts 0, 1, 2… ms after the create, sweeping across the create's
    // transaction, so some rounds have both transactions open at once.
    for (let delayMs = 0; delayMs < 30; delayMs++) {
      const client = await newClient(fixture);

      const [created, deleted] = await Promise.allSettled([
        h.client.CreateProject({ ...freshProject(), client_id: client.id }, asOwner(fixture)),
        sleep(delayMs).then(() =>
          h.client.DeleteClient({ client_id: client.id }, asOwner(fixture)),
        ),
      ]);

      // Exactly one wins: the project (and the client stays) or the delete (and no project).
      expect([created.status, deleted.status].sort()).toEqual(['fulfilled', 'rejected']);
      const projects = await h.db.collection('projects').countDocuments({ client_id: client.id });
      const clients = await h.db.collection('clients').countDocuments({ _id: client.id as never });
      expect({ projects, clients }).toEqual(
        created.status === 'fulfilled' ? { projects: 1, clients: 1 } : { projects: 0, clients: 0 },
      );
    }
  });

  it('is refused to a member', async () => {
    const fixture = h.teams.team({ members: 1 });
    const client = await newClient(fixture);

    const error = await failureOf(
      h.client.DeleteClient({ client_id: client.id }, as(fixture.members[0], fixture.teamId)),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });
});

describe('client invoice settings', () => {
  it('answers the settings to any member', async () => {
    const fixture = h.teams.team({ members: 1 });
    const client = await newClient(fixture, { tax_id: 'VAT-1' });

    const settings = await h.client.GetClientInvoiceSettings(
      { client_id: client.id },
      as(fixture.members[0], fixture.teamId),
    );

    expect(settings).toEqual(client.invoices);
  });

  it('changes only the settings given, and GetClient shows them', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);

    const settings = await h.client.UpdateClientInvoiceSettings(
      {
        client_id: client.id,
        late_fee: 'yes',
        frequency: 'bi-weekly',
        autoInvoice: 'on',
        amountBasedOn: 'fixed',
        fixedPrice: 2500,
        delay_days: 3,
        reminder_days: '7',
        include_expense: 'yes',
        include_non_billable_time: 'yes',
        lineItem: 'task-date',
        lineItemText: 'Task & Date',
        notes: 'Custom',
      },
      asOwner(fixture),
    );

    expect(settings).toEqual({
      ...client.invoices,
      late_fee: 'yes',
      frequency: 'bi-weekly',
      autoInvoice: 'on',
      amountBasedOn: 'fixed',
      fixedPrice: 2500,
      delay_days: 3,
      reminder_days: '7',
      include_expense: 'yes',
      include_non_billable_time: 'yes',
      lineItem: 'task-date',
      lineItemText: 'Task & Date',
      notes: 'Custom',
    });
    expect((await h.client.GetClient({ client_id: client.id }, asOwner(fixture))).invoices).toEqual(
      settings,
    );
  });

  it('with org_notes on takes the team’s default notes', async () => {
    const fixture = h.teams.team();
    h.teams.setSettings(fixture, {
      default_invoice_notes: 'Org says thanks',
      default_net_term: 30,
    });
    const client = await newClient(fixture, { notes: 'Own' });

    const settings = await h.client.UpdateClientInvoiceSettings(
      { client_id: client.id, org_notes: true },
      asOwner(fixture),
    );

    expect(settings).toEqual(
      expect.objectContaining({ notes: 'Org says thanks', org_notes: true }),
    );
  });

  it.each([
    ['late_fee', 'maybe'],
    ['include_expense', 'true'],
    ['include_non_billable_time', 'YES!'],
    ['autoInvoice', 'auto'],
    ['frequency', 'daily'],
    ['amountBasedOn', 'flat'],
    ['reminder_days', 'ten'],
    ['reminder_days', '400'],
    // Just beyond the bounds the gateway's description states (platform's field-bounds.ts
    // and invoice-settings-rules.ts), which its texts reach as these numbers.
    ['reminder_days', '366'],
    ['reminder_days', '0007'],
    ['reminder_days', '-1'],
    ['net_term', 366],
    ['net_term', 400],
    ['tax_rate', -3],
    ['tax_rate', 100.5],
    ['delay_days', -1],
    ['delay_days', 366],
    ['fixedPrice', -10],
    ['fixedPrice', 1_000_000_000.01],
    ['lineItem', 'Project Date'],
    ['lineItem', 'x'.repeat(101)],
    // The description's maxLength bounds the text as sent: padding counts.
    ['lineItem', ` project-date${' '.repeat(100)}`],
    ['lineItemText', 'x'.repeat(101)],
    ['lineItemText', `${' '.repeat(60)}Task & Date${' '.repeat(60)}`],
    ['tax_id', 'x'.repeat(101)],
    ['notes', 'x'.repeat(5001)],
  ])('refuses %s = %j with INVALID_PARAMETERS naming the field', async (field, value) => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);

    const error = await failureOf(
      h.client.UpdateClientInvoiceSettings(
        { client_id: client.id, [field]: value },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
    expect(error.message).toContain(field);
  });

  it('takes the values at the bounds the description states; "" leaves a setting as it is', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture);

    const settings = await h.client.UpdateClientInvoiceSettings(
      {
        client_id: client.id,
        net_term: 365,
        tax_rate: 100,
        delay_days: 365,
        fixedPrice: 1_000_000_000,
        reminder_days: ' 007 ',
        lineItem: ' task-date ',
        lineItemText: 'x'.repeat(100),
        tax_id: 'x'.repeat(100),
        notes: 'x'.repeat(5000),
        late_fee: '',
        frequency: '',
      },
      asOwner(fixture),
    );

    expect(settings).toEqual({
      ...client.invoices,
      net_term: 365,
      tax_rate: 100,
      delay_days: 365,
      fixedPrice: 1_000_000_000,
      reminder_days: '7',
      lineItem: 'task-date',
      lineItemText: 'x'.repeat(100),
      tax_id: 'x'.repeat(100),
      notes: 'x'.repeat(5000),
    });
  });

  it('is changed only by owners and managers', async () => {
    const fixture = h.teams.team({ managers: 1, members: 1 });
    const client = await newClient(fixture);

    const byMember = await failureOf(
      h.client.UpdateClientInvoiceSettings(
        { client_id: client.id, late_fee: 'yes' },
        as(fixture.members[0], fixture.teamId),
      ),
    );
    const byManager = await h.client.UpdateClientInvoiceSettings(
      { client_id: client.id, late_fee: 'yes' },
      as(fixture.managers[0], fixture.teamId),
    );

    expect(byMember.reason).toBe('PERMISSION_DENIED');
    expect(byManager.late_fee).toBe('yes');
  });
});
