// CreateClient: the Client record with every default, the caller's team and creator,
// name sanitizing, the billing → mailing copy, the organization's invoice defaults,
// the three email errors (uniqueness under concurrency included), number bounds,
// the client.created event, and who may create.
import { as, asOwner, clientsForFile, failureOf } from './clients-harness';
import { freshEmail } from './fresh-values';

const h = clientsForFile();

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const EMPTY_ADDRESS = {
  billing_address1: '',
  billing_address2: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  mailing_address1: '',
  mailing_address2: '',
  mailing_city: '',
  mailing_state: '',
  mailing_zip: '',
};

describe('CreateClient: the record', () => {
  it('answers the whole Client record with every invoice and budget default, in the caller’s team, made by the caller', async () => {
    const fixture = h.teams.team();
    const email = freshEmail();

    const client = await h.client.CreateClient(
      { fields: { name: 'Acme', email } },
      asOwner(fixture),
    );

    expect(client).toEqual({
      id: expect.any(Number),
      name: 'Acme',
      email,
      phone: '',
      company: '',
      website: '',
      profile: '',
      team_id: fixture.teamId,
      user_id: fixture.owner.id,
      currency: 'USD',
      invoices: {
        tax_id: '',
        late_fee: 'no',
        lineItem: 'project-date',
        lineItemText: 'Project & Date (by user)',
        net_term: 30,
        tax_rate: 0,
        frequency: 'weekly',
        delay_days: 5,
        fixedPrice: 0,
        autoInvoice: 'off',
        amountBasedOn: 'hourly',
        reminder_days: '10',
        include_expense: 'no',
        include_non_billable_time: 'no',
        notes: '',
        org_notes: false,
        org_net_term: false,
      },
      budget: {
        budgetType: 'total_cost',
        rate: 'bill',
        cost: 0,
        hours: 0,
        notifyAt: 80,
        reset: 'never',
        include_non_billable_time: true,
      },
      isInternalClient: false,
      created_at: expect.stringMatching(ISO_TIMESTAMP),
      updated_at: expect.stringMatching(ISO_TIMESTAMP),
      address: EMPTY_ADDRESS,
    });
    expect(client.budget?.startDate).toBeUndefined();
    expect(client.id).toBeGreaterThan(0);
  });

  it('keeps every given field, maps the budget names and uses the given notes and net term when the org flags are off', async () => {
    const fixture = h.teams.team();
    const email = freshEmail();

    const client = await h.client.CreateClient(
      {
        fields: {
          name: 'Globex',
          email,
          phone: '+1 555 0100',
          company: 'Globex Corporation',
          website: 'https://globex.example',
          country: 'US',
          notes: 'Pay within the month, please.',
          net_term: 45,
          tax_id: 'TX-42',
          tax_rate: 7.5,
          org_notes: false,
          org_net_term: false,
          budget_type: 'hours_cost',
          budget_cost: 12000.5,
          budget_hours: 300,
          budget_notify_at: 90,
        },
      },
      asOwner(fixture),
    );

    expect(client).toMatchObject({
      name: 'Globex',
      email,
      phone: '+1 555 0100',
      company: 'Globex Corporation',
      website: 'https://globex.example',
    });
    expect(client.invoices).toEqual(
      expect.objectContaining({
        tax_id: 'TX-42',
        tax_rate: 7.5,
        net_term: 45,
        notes: 'Pay within the month, please.',
        org_notes: false,
        org_net_term: false,
      }),
    );
    expect(client.budget).toEqual({
      budgetType: 'hours_cost',
      rate: 'bill',
      cost: 12000.5,
      hours: 300,
      notifyAt: 90,
      reset: 'never',
      include_non_billable_time: true,
    });
    expect(client.address?.country).toBe('US');
  });

  it('copies the billing address to the mailing address', async () => {
    const fixture = h.teams.team();

    const client = await h.client.CreateClient(
      {
        fields: {
          name: 'Initech',
          email: freshEmail(),
          billing_address1: '4120 Freidrich Lane',
          billing_address2: 'Suite 300',
          city: 'Austin',
          state: 'TX',
          zipcode: '78744',
          country: 'United States',
        },
      },
      asOwner(fixture),
    );

    expect(client.address).toEqual({
      billing_address1: '4120 Freidrich Lane',
      billing_address2: 'Suite 300',
      city: 'Austin',
      state: 'TX',
      zipcode: '78744',
      country: 'United States',
      mailing_address1: '4120 Freidrich Lane',
      mailing_address2: 'Suite 300',
      mailing_city: 'Austin',
      mailing_state: 'TX',
      mailing_zip: '78744',
    });
  });

  it('stores what it answers, with the email trimmed and lowercased', async () => {
    const fixture = h.teams.team();
    const email = freshEmail('Mixed.Case');

    const created = await h.client.CreateClient(
      { fields: { name: 'Umbrella', email: `  ${email.toUpperCase()} ` } },
      asOwner(fixture),
    );

    expect(created.email).toBe(email.toLowerCase());
    expect(await h.client.GetClient({ client_id: created.id }, asOwner(fixture))).toEqual(created);
  });

  it('is made by a manager too', async () => {
    const fixture = h.teams.team({ managers: 1 });
    const manager = fixture.managers[0];

    const client = await h.client.CreateClient(
      { fields: { name: 'Hooli', email: freshEmail() } },
      as(manager, fixture.teamId),
    );

    expect(client).toMatchObject({ team_id: fixture.teamId, user_id: manager.id });
  });
});

describe('CreateClient: organization defaults', () => {
  it('with org_notes and org_net_term on, takes the team’s default invoice notes and net term (asked as the caller)', async () => {
    const fixture = h.teams.team();
    h.teams.setSettings(fixture, { default_invoice_notes: 'Thank you!', default_net_term: 14 });

    const client = await h.client.CreateClient(
      {
        fields: {
          name: 'Soylent',
          email: freshEmail(),
          org_notes: true,
          org_net_term: true,
          notes: 'ignored: the organization’s apply',
          net_term: 60,
        },
      },
      asOwner(fixture),
    );

    expect(client.invoices).toEqual(
      expect.objectContaining({
        notes: 'Thank you!',
        net_term: 14,
        org_notes: true,
        org_net_term: true,
      }),
    );
    expect(h.teams.settingsCalls).toContainEqual({
      team_id: fixture.teamId,
      callerUserId: fixture.owner.id,
    });
  });

  it('inherits each flag on its own: org_net_term on with custom notes', async () => {
    const fixture = h.teams.team();
    h.teams.setSettings(fixture, { default_invoice_notes: 'Org notes', default_net_term: 10 });

    const client = await h.client.CreateClient(
      {
        fields: {
          name: 'Tyrell',
          email: freshEmail(),
          org_notes: false,
          notes: 'Our own notes',
          org_net_term: true,
        },
      },
      asOwner(fixture),
    );

    expect(client.invoices).toEqual(
      expect.objectContaining({
        notes: 'Our own notes',
        net_term: 10,
        org_notes: false,
        org_net_term: true,
      }),
    );
  });

  it('with org_notes on and no team default, has empty notes', async () => {
    const fixture = h.teams.team();

    const client = await h.client.CreateClient(
      { fields: { name: 'Wonka', email: freshEmail(), org_notes: true } },
      asOwner(fixture),
    );

    expect(client.invoices).toEqual(
      expect.objectContaining({ notes: '', net_term: 30, org_notes: true }),
    );
  });

  it('does not ask teams for the defaults when no flag is on and the currency is given', async () => {
    const fixture = h.teams.team();
    const before = h.teams.settingsCalls.length;

    await h.client.CreateClient(
      { fields: { name: 'Cyberdyne', email: freshEmail(), currency: 'USD' } },
      asOwner(fixture),
    );

    expect(h.teams.settingsCalls).toHaveLength(before);
  });
});

describe('CreateClient: name', () => {
  it('removes \' " , ; < > [ ] ! + | from the name, then trims it', async () => {
    const fixture = h.teams.team();

    const client = await h.client.CreateClient(
      { fields: { name: ` O'Brien & "Sons", <Ltd>; [EU]! +|`, email: freshEmail() } },
      asOwner(fixture),
    );

    expect(client.name).toBe('OBrien & Sons Ltd EU');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['only removed characters', `'"!+|;`],
  ])(
    'answers NAME_REQUIRED "The name field is required." when the name is %s',
    async (_case, name) => {
      const fixture = h.teams.team();

      const error = await failureOf(
        h.client.CreateClient({ fields: { name, email: freshEmail() } }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'NAME_REQUIRED',
        message: 'The name field is required.',
      });
    },
  );
});

describe('CreateClient: text lengths', () => {
  it.each([
    ['ASCII', 'n'],
    ['characters beyond U+FFFF, one each', '😀'],
  ])(
    'takes a name of 255 characters as sent (then sanitized and trimmed), and refuses 256, padding counted, in %s',
    async (_case, character) => {
      const fixture = h.teams.team();

      const client = await h.client.CreateClient(
        { fields: { name: ` ${character.repeat(251)}!| `, email: freshEmail() } },
        asOwner(fixture),
      );
      const error = await failureOf(
        h.client.CreateClient(
          { fields: { name: ` ${character.repeat(255)}`, email: freshEmail() } },
          asOwner(fixture),
        ),
      );

      expect(client.name).toBe(character.repeat(251));
      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'INVALID_PARAMETERS',
        message: 'The name may not be greater than 255 characters.',
      });
    },
  );

  const TEXTS = [
    'phone',
    'company',
    'billing_address1',
    'billing_address2',
    'city',
    'state',
    'zipcode',
    'country',
  ] as const;

  it('takes every other contact and address text of 255 characters, and a website of 255', async () => {
    const fixture = h.teams.team();
    const website = `https://example.com/${'w'.repeat(235)}`;

    const client = await h.client.CreateClient(
      {
        fields: {
          name: 'Acme',
          email: freshEmail(),
          website,
          ...Object.fromEntries(TEXTS.map((field) => [field, field[0]!.repeat(255)])),
        },
      },
      asOwner(fixture),
    );

    expect(website).toHaveLength(255);
    expect(client).toMatchObject({
      website,
      phone: 'p'.repeat(255),
      company: 'c'.repeat(255),
      address: { billing_address1: 'b'.repeat(255), country: 'c'.repeat(255) },
    });
  });

  it.each(TEXTS)('refuses a %s of 256 characters, naming the field', async (field) => {
    const fixture = h.teams.team();

    const error = await failureOf(
      h.client.CreateClient(
        { fields: { name: 'Acme', email: freshEmail(), [field]: 'x'.repeat(256) } },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
    expect(error.fields).toEqual({
      [field]: [`The ${field} may not be greater than 255 characters.`],
    });
  });

  it('takes an email of 254 characters and refuses 255 as EMAIL_INVALID', async () => {
    const fixture = h.teams.team();
    const local = freshEmail().split('@')[0]!.padEnd(64, 'l');
    const email = (domainLabel: number) =>
      `${local}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(domainLabel)}.com`;

    const client = await h.client.CreateClient(
      { fields: { name: 'Acme', email: email(57) } },
      asOwner(fixture),
    );
    const error = await failureOf(
      h.client.CreateClient({ fields: { name: 'Acme', email: email(58) } }, asOwner(fixture)),
    );

    expect([email(57).length, client.email]).toEqual([254, email(57)]);
    expect(error).toMatchObject({ reason: 'EMAIL_INVALID' });
  });
});

describe('CreateClient: email', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '  '],
  ])(
    'answers EMAIL_REQUIRED "The email field is required." when the email is %s',
    async (_case, email) => {
      const fixture = h.teams.team();

      const error = await failureOf(
        h.client.CreateClient({ fields: { name: 'Acme', email } }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'EMAIL_REQUIRED',
        message: 'The email field is required.',
      });
    },
  );

  it.each(['not-an-email', 'a@', '@example.com', 'two@@example.com', 'spaces in@example.com'])(
    'answers EMAIL_INVALID "The email must be a valid email address." for %s',
    async (email) => {
      const fixture = h.teams.team();

      const error = await failureOf(
        h.client.CreateClient({ fields: { name: 'Acme', email } }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'EMAIL_INVALID',
        message: 'The email must be a valid email address.',
      });
    },
  );

  it('answers EMAIL_TAKEN "The email has already been taken." when a client of another team has it, in any case', async () => {
    const first = h.teams.team();
    const second = h.teams.team();
    const email = freshEmail();
    await h.client.CreateClient({ fields: { name: 'First', email } }, asOwner(first));

    const error = await failureOf(
      h.client.CreateClient(
        { fields: { name: 'Second', email: ` ${email.toUpperCase()}` } },
        asOwner(second),
      ),
    );

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'EMAIL_TAKEN',
      message: 'The email has already been taken.',
    });
    expect(error.fields).toEqual({ email: ['The email has already been taken.'] });
  });

  it('checks the email before the name: a request missing both answers EMAIL_REQUIRED', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(h.client.CreateClient({ fields: {} }, asOwner(fixture)));

    expect(error.reason).toBe('EMAIL_REQUIRED');
    expect(error.fields).toEqual({
      email: ['The email field is required.'],
      name: ['The name field is required.'],
    });
  });

  it('makes exactly one client of 20 concurrent creates with one email; the others answer EMAIL_TAKEN', async () => {
    const fixture = h.teams.team();
    const email = freshEmail('race');

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        h.client.CreateClient({ fields: { name: `Racer ${i}`, email } }, asOwner(fixture)),
      ),
    );

    const created = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    );
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const error of refused)
      expect(error).toMatchObject({
        reason: 'EMAIL_TAKEN',
        message: 'The email has already been taken.',
      });
    expect(await h.db.collection('clients').countDocuments({ email })).toBe(1);
  });
});

describe('CreateClient: budget and invoice numbers', () => {
  it('refuses a budget_type other than total_cost or hours_cost with INVALID_PARAMETERS', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(
      h.client.CreateClient(
        { fields: { name: 'Acme', email: freshEmail(), budget_type: 'monthly' } },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
    expect(error.message).toMatch(/budget_type/);
  });

  it.each([
    ['tax_rate', -1],
    ['tax_rate', 100.5],
    ['net_term', -1],
    ['net_term', 366],
    ['budget_cost', -0.01],
    ['budget_cost', 1e9 + 1],
    ['budget_hours', -5],
    ['budget_hours', 2e9],
    ['budget_notify_at', -1],
    ['budget_notify_at', 101],
  ])(
    'refuses %s = %d with INVALID_PARAMETERS naming the field, and stores nothing',
    async (field, value) => {
      const fixture = h.teams.team();
      const email = freshEmail();

      const error = await failureOf(
        h.client.CreateClient(
          { fields: { name: 'Acme', email, [field]: value } },
          asOwner(fixture),
        ),
      );

      expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
      expect(error.message).toContain(field);
      expect(error.fields).toHaveProperty(field);
      expect(await h.db.collection('clients').countDocuments({ email })).toBe(0);
    },
  );

  it('accepts the bounds: tax_rate 100, net_term 365, budgets of exactly a billion, notify at 0', async () => {
    const fixture = h.teams.team();

    const client = await h.client.CreateClient(
      {
        fields: {
          name: 'Bounds',
          email: freshEmail(),
          tax_rate: 100,
          net_term: 365,
          budget_cost: 1e9,
          budget_hours: 1e9,
          budget_notify_at: 0,
        },
      },
      asOwner(fixture),
    );

    expect(client.invoices).toEqual(expect.objectContaining({ tax_rate: 100, net_term: 365 }));
    expect(client.budget).toEqual(expect.objectContaining({ cost: 1e9, hours: 1e9, notifyAt: 0 }));
  });

  it('refuses a website that is not an http(s) URL with INVALID_PARAMETERS', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(
      h.client.CreateClient(
        { fields: { name: 'Acme', email: freshEmail(), website: 'javascript:alert(1)' } },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({ reason: 'INVALID_PARAMETERS' });
    expect(error.message).toMatch(/website/);
  });
});

describe('CreateClient: the client.created event', () => {
  it('emits client.created with id, name, email, profile, team, creator and the webhook timestamp', async () => {
    const fixture = h.teams.team();
    const email = freshEmail();

    const client = await h.client.CreateClient(
      { fields: { name: 'Evented', email } },
      asOwner(fixture),
    );

    const event = await h.events.waitFor<{ id: number }>(
      'client.created',
      (data) => data.id === client.id,
    );
    expect(event.source).toBe('clients');
    expect(event.data).toEqual({
      id: client.id,
      name: 'Evented',
      email,
      profile: '',
      team_id: fixture.teamId,
      user_id: fixture.owner.id,
      retrieved_at: client.created_at.slice(0, 19).replace('T', ' '),
    });
  });

  it('emits nothing for a refused create', async () => {
    const fixture = h.teams.team({ members: 1 });
    const email = freshEmail();

    await failureOf(
      h.client.CreateClient(
        { fields: { name: 'Nope', email } },
        as(fixture.members[0], fixture.teamId),
      ),
    );
    // A later create's event arriving proves the earlier one would have arrived too.
    const later = await h.client.CreateClient(
      { fields: { name: 'Later', email: freshEmail() } },
      asOwner(fixture),
    );
    await h.events.waitFor<{ id: number }>('client.created', (data) => data.id === later.id);

    expect(
      h.events.all<{ email: string }>('client.created', (data) => data.email === email),
    ).toEqual([]);
  });
});

describe('CreateClient: who may', () => {
  it('refuses a member of the team with PERMISSION_DENIED and stores nothing', async () => {
    const fixture = h.teams.team({ members: 1 });
    const email = freshEmail();

    const error = await failureOf(
      h.client.CreateClient(
        { fields: { name: 'Acme', email } },
        as(fixture.members[0], fixture.teamId),
      ),
    );

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
    expect(await h.db.collection('clients').countDocuments({ email })).toBe(0);
  });

  it('refuses a caller whose current team they are not a member of', async () => {
    const fixture = h.teams.team();
    const stranger = h.teams.newUser();

    const error = await failureOf(
      h.client.CreateClient(
        { fields: { name: 'Acme', email: freshEmail() } },
        as(stranger, fixture.teamId),
      ),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });

  it('refuses a caller without a current team', async () => {
    const fixture = h.teams.team();

    const error = await failureOf(
      h.client.CreateClient({ fields: { name: 'Acme', email: freshEmail() } }, as(fixture.owner)),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });

  it('answers UNAUTHENTICATED without a caller', async () => {
    const error = await failureOf(
      h.client.CreateClient({ fields: { name: 'Acme', email: freshEmail() } }),
    );

    expect(error).toMatchObject({ kind: 'unauthenticated', reason: 'UNAUTHENTICATED' });
  });

  it('answers UNAVAILABLE TEAMS_UNAVAILABLE while teams is down, and stores nothing', async () => {
    const fixture = h.teams.team();
    const email = freshEmail();
    const restore = h.teams.fail('GetMembership');

    const error = await failureOf(
      h.client.CreateClient({ fields: { name: 'Acme', email } }, asOwner(fixture)),
    ).finally(restore);

    expect(error).toMatchObject({ kind: 'unavailable', reason: 'TEAMS_UNAVAILABLE' });
    expect(await h.db.collection('clients').countDocuments({ email })).toBe(0);
  });
});
