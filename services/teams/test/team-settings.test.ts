// Team settings: feature settings (how invitations work) and the organization's
// invoice defaults; made with defaults on first read, changed by owners and managers.
import { as, failureOf, teamsForFile, type TeamFixture } from './teams-harness';

const h = teamsForFile();

describe('GetTeamSettings', () => {
  it('answers the defaults on first read and stores them', async () => {
    const fixture = await h.team();
    expect(
      await h.db.collection('team_settings').countDocuments({ _id: fixture.teamId as never }),
    ).toBe(0);

    const settings = await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner));

    expect(settings).toMatchObject({
      team_id: fixture.teamId,
      add_registered_users_directly: false,
      terms_enabled: false,
      default_net_term: 30,
    });
    expect(settings.terms_text).toBeUndefined();
    expect(settings.default_invoice_notes).toBeUndefined();
    expect(
      await h.db.collection('team_settings').countDocuments({ _id: fixture.teamId as never }),
    ).toBe(1);
  });
});

describe('UpdateTeamSettings', () => {
  it('changes only the fields given', async () => {
    const fixture = await h.team();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, default_invoice_notes: 'Thank you!', default_net_term: 15 },
      as(fixture.owner),
    );

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, terms_enabled: true, terms_text: 'Be nice.' },
      as(fixture.owner),
    );

    expect(settings).toMatchObject({
      add_registered_users_directly: false,
      terms_enabled: true,
      terms_text: 'Be nice.',
      default_invoice_notes: 'Thank you!',
      default_net_term: 15,
    });
    expect(await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner))).toEqual(
      settings,
    );
  });

  it('clears a text given as empty', async () => {
    const fixture = await h.team();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, terms_text: 'Old' },
      as(fixture.owner),
    );

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, terms_text: '' },
      as(fixture.owner),
    );

    expect(settings.terms_text).toBeUndefined();
  });

  it.each([0, 365])('accepts a default net term of %d days', async (days) => {
    const fixture = await h.team();

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, default_net_term: days },
      as(fixture.owner),
    );

    expect(settings.default_net_term).toBe(days);
  });

  it.each([
    ['a default net term below 0', { default_net_term: -1 }, 'default_net_term'],
    ['a default net term over 365', { default_net_term: 366 }, 'default_net_term'],
    ['terms over 10,000 characters', { terms_text: 't'.repeat(10_001) }, 'terms_text'],
    [
      'invoice notes over 5,000 characters',
      { default_invoice_notes: 'n'.repeat(5_001) },
      'default_invoice_notes',
    ],
  ])('refuses %s with INVALID_SETTINGS naming the field', async (_case, fields, field) => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.UpdateTeamSettings({ team_id: fixture.teamId, ...fields }, as(fixture.owner)),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_SETTINGS' });
    expect(error.message).toContain(field);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it('accepts terms of exactly 10,000 characters and notes of 5,000', async () => {
    const fixture = await h.team();

    const settings = await h.client.UpdateTeamSettings(
      {
        team_id: fixture.teamId,
        terms_text: 't'.repeat(10_000),
        default_invoice_notes: 'n'.repeat(5_000),
      },
      as(fixture.owner),
    );

    expect([settings.terms_text?.length, settings.default_invoice_notes?.length]).toEqual([
      10_000, 5_000,
    ]);
  });
});

describe('invoice_number_format', () => {
  const DEFAULT_FORMAT = 'INV-{YYYY}-{seq:4}';

  const update = (fixture: TeamFixture, invoiceNumberFormat: string, caller = fixture.owner) =>
    h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, invoice_number_format: invoiceNumberFormat },
      as(caller),
    );

  const storedFormatOf = async (fixture: TeamFixture) =>
    (
      await h.db
        .collection<{ _id: number; invoice_number_format?: string }>('team_settings')
        .findOne({ _id: fixture.teamId })
    )?.invoice_number_format;

  it('answers INV-{YYYY}-{seq:4} until the team chooses one, and stores none', async () => {
    const fixture = await h.team();

    const settings = await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner));

    expect(settings.invoice_number_format).toBe(DEFAULT_FORMAT);
    expect(await storedFormatOf(fixture)).toBeUndefined();
  });

  it.each([
    ['{seq}'],
    ['INV-{YYYY}-{seq:4}'],
    ['{YY}{MM}/{seq:10}'],
    ['Facture nº {seq:1} – {MM}.{YYYY}'],
    [`${'A'.repeat(59)}{seq}`],
  ])('stores %j and answers it from GetTeamSettings too', async (format) => {
    const fixture = await h.team();

    const settings = await update(fixture, format);

    expect(settings.invoice_number_format).toBe(format);
    expect(
      (await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner)))
        .invoice_number_format,
    ).toBe(format);
  });

  it('is trimmed', async () => {
    const fixture = await h.team();

    const settings = await update(fixture, '  PO-{seq:6}  ');

    expect(settings.invoice_number_format).toBe('PO-{seq:6}');
  });

  it.each([[''], ['   ']])('%j resets it to the default', async (reset) => {
    const fixture = await h.team();
    await update(fixture, 'PO-{seq}');

    const settings = await update(fixture, reset);

    expect(settings.invoice_number_format).toBe(DEFAULT_FORMAT);
    expect(await storedFormatOf(fixture)).toBeUndefined();
  });

  it('may be set by a manager', async () => {
    const fixture = await h.team({ managers: 1 });

    const settings = await update(fixture, 'M-{seq}', fixture.managers[0]);

    expect(settings.invoice_number_format).toBe('M-{seq}');
  });

  it('may not be set by a member', async () => {
    const fixture = await h.team({ members: 1 });

    const error = await failureOf(update(fixture, 'M-{seq}', fixture.members[0]));

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
    expect(await storedFormatOf(fixture)).toBeUndefined();
  });

  it.each([
    ['no sequence token', 'INV-{YYYY}', 'exactly one {seq}'],
    ['two sequence tokens', '{seq}-{seq:2}', 'exactly one {seq}'],
    ['{seq:0}', 'A-{seq:0}', 'unknown token {seq:0}'],
    ['{seq:11}', 'A-{seq:11}', 'unknown token {seq:11}'],
    ['{seq:04}', 'A-{seq:04}', 'unknown token {seq:04}'],
    ['a token of another case', '{yyyy}-{seq}', 'unknown token {yyyy}'],
    ['a token that does not exist', '{DD}-{seq}', 'unknown token {DD}'],
    ['an empty token', '{}-{seq}', 'unknown token {}'],
    ['a brace left open', 'A{-{seq}', 'braces only around a token'],
    ['a stray closing brace', 'A}-{seq}', 'braces only around a token'],
    ['a tab', 'A\t{seq}', 'printable text'],
    ['a line break', 'A\n{seq}', 'printable text'],
    ['65 characters', `${'A'.repeat(60)}{seq}`, 'may not be greater than 64 characters'],
  ])(
    'refuses %s with INVALID_SETTINGS naming the field, and keeps the stored one',
    async (_case, format, why) => {
      const fixture = await h.team();
      await update(fixture, 'KEPT-{seq}');

      const error = await failureOf(
        h.client.UpdateTeamSettings(
          { team_id: fixture.teamId, default_net_term: 10, invoice_number_format: format },
          as(fixture.owner),
        ),
      );

      expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_SETTINGS' });
      expect(error.message).toContain('invoice_number_format');
      expect(error.message).toContain(why);
      expect(Object.keys(error.fields ?? {})).toEqual(['invoice_number_format']);
      expect(
        await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner)),
      ).toMatchObject({ invoice_number_format: 'KEPT-{seq}', default_net_term: 30 });
    },
  );
});
