// Client invoices' time through the service (issue 20, tracking's part): ClaimInvoiceEntries
// marks and locks the client's ended, uninvoiced (billable unless include_non_billable)
// entries of a period, unlocked or approved, oldest first; a retry with the same invoice
// answers the same entries; a running timer in the period refuses; claimed entries refuse
// edits; ReleaseInvoiceEntries and the invoice.voided event give them back their lock
// before (approved, or none), idempotently; concurrent claims never share an entry; the
// entries' budget use does not move; time_entry.updated with each new revision.
import {
  InvoiceText,
  invoiceTooLargeText,
  InvoiceVoided,
  MAX_INVOICE_ENTRIES,
  Reason,
  TrackingText,
  type TimeEntryData,
} from '@workmesh/platform';
import { eventually } from '@workmesh/testing';
import {
  asManager,
  asMember,
  entryDataProblem,
  failureOf,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const PERIOD = { from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' };
const WEEK = '2026-W10'; // Mon 2 – Sun 8 March 2026 (UTC)

let invoiceSerial = 700;
const nextInvoiceId = () => ++invoiceSerial;
let otherClientSerial = 5000;

const entry = (
  fixture: TeamFixture,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
  caller = asMember(fixture),
) => h.client.CreateTimeEntry({ project_id: fixture.project.id, start, end, ...extra }, caller);

/** An hour's entry of the member starting at the instant. */
const hourAt = (fixture: TeamFixture, start: string, extra: Record<string, unknown> = {}) =>
  entry(fixture, start, new Date(Date.parse(start) + 3600_000).toISOString(), extra);

const claim = (
  fixture: TeamFixture,
  invoiceId: number,
  extra: Partial<{
    from: string;
    to: string;
    client_id: number;
    include_non_billable: boolean;
    currency: string;
  }> = {},
) =>
  h.client.ClaimInvoiceEntries({
    team_id: fixture.teamId,
    client_id: fixture.client.id,
    invoice_id: invoiceId,
    ...PERIOD,
    ...extra,
  });

const release = (fixture: TeamFixture, invoiceId: number) =>
  h.client.ReleaseInvoiceEntries({ team_id: fixture.teamId, invoice_id: invoiceId });

interface StoredEntry {
  _id: number;
  invoice_id: number | null;
  locked: boolean;
  locked_reason: string | null;
  locked_before_invoice: string | null;
  revision: number;
}

const stored = async (ids: number[]) => {
  const documents = await h.db
    .collection<StoredEntry>('time_entries')
    .find({ _id: { $in: ids } })
    .toArray();
  return ids.map((id) => documents.find((document) => document._id === id)!);
};

const lockOf = (document: StoredEntry) => [
  document.invoice_id ?? null,
  document.locked,
  document.locked_reason ?? null,
];

const ids = (entries: Array<{ id: number }>) => entries.map((e) => e.id);

const updatedEvent = (id: number, revision: number) =>
  h.events.waitFor<TimeEntryData>(
    'time_entry.updated',
    (data) => data.id === id && data.revision === revision,
  );

describe('ClaimInvoiceEntries', () => {
  it("claims the client's ended billable entries of the period, oldest first, invoiced and locked", async () => {
    const fixture = h.team();
    const later = await hourAt(fixture, '2026-03-10T09:00:00Z');
    const earlier = await hourAt(fixture, '2026-03-02T09:00:00Z'); // created after a later one
    const atFrom = await hourAt(fixture, '2026-03-01T00:00:00Z');
    const invoiceId = nextInvoiceId();

    const { time_entries } = await claim(fixture, invoiceId);

    expect(ids(time_entries)).toEqual([atFrom.id, earlier.id, later.id]);
    for (const claimed of time_entries)
      expect(claimed).toMatchObject({
        invoice_id: invoiceId,
        locked: true,
        locked_reason: 'invoiced',
        billable_amount: 120,
      });
    expect((await stored([later.id])).map(lockOf)).toEqual([[invoiceId, true, 'invoiced']]);
  });

  it('leaves out non-billable entries, entries outside the period, of another client or of another team', async () => {
    const fixture = h.team();
    const otherClient = { id: ++otherClientSerial, name: 'Another client' };
    const otherProject = h.clients.project(fixture.teamId, 'Other client project', {
      client: otherClient,
      isBillable: true,
    });
    const otherTeam = h.team();
    // Another team's project under the same client id: tenancy, not the id, decides.
    const strangersProject = h.clients.project(otherTeam.teamId, 'Same client id', {
      client: fixture.client,
      isBillable: true,
    });
    const inPeriod = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const nonBillable = await hourAt(fixture, '2026-03-03T11:00:00Z', { billable: false });
    const before = await hourAt(fixture, '2026-02-28T23:00:00Z');
    const atTo = await hourAt(fixture, '2026-04-01T00:00:00Z');
    const ofOtherClient = await hourAt(fixture, '2026-03-03T13:00:00Z', {
      project_id: otherProject.id,
    });
    const ofOtherTeam = await h.client.CreateTimeEntry(
      {
        project_id: strangersProject.id,
        start: '2026-03-03T09:00:00Z',
        end: '2026-03-03T10:00:00Z',
      },
      asMember(otherTeam),
    );
    const invoiceId = nextInvoiceId();

    const { time_entries } = await claim(fixture, invoiceId);

    expect(ids(time_entries)).toEqual([inPeriod.id]);
    const untouched = await stored([
      nonBillable.id,
      before.id,
      atTo.id,
      ofOtherClient.id,
      ofOtherTeam.id,
    ]);
    expect(untouched.map(lockOf)).toEqual(Array(5).fill([null, false, null]));
    expect(untouched.map((document) => document.revision)).toEqual(Array(5).fill(1));
  });

  it('claims non-billable entries too when include_non_billable', async () => {
    const fixture = h.team();
    const billable = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const nonBillable = await hourAt(fixture, '2026-03-03T11:00:00Z', { billable: false });

    const { time_entries } = await claim(fixture, nextInvoiceId(), { include_non_billable: true });

    expect(ids(time_entries)).toEqual([billable.id, nonBillable.id]);
    expect(time_entries[1]).toMatchObject({ billable: false, billable_amount: 0, locked: true });
  });

  it("claims only entries billed in the request's currency (a missing currency is USD); '' claims any", async () => {
    const fixture = h.team();
    const dollars = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const old = await hourAt(fixture, '2026-03-03T11:00:00Z');
    const yen = await hourAt(fixture, '2026-03-03T13:00:00Z');
    const euros = await hourAt(fixture, '2026-03-03T15:00:00Z');
    const entries = h.db.collection('time_entries');
    // As written before issue 34 (no currency: USD), and as billed to the client after it
    // moved to yen (1235 JPY an hour, minor units of the entry's currency) and to euros.
    await entries.updateOne({ _id: old.id as never }, { $unset: { currency: '' } });
    await entries.updateOne(
      { _id: yen.id as never },
      { $set: { currency: 'JPY', bill_rate_cents: 1235 } },
    );
    await entries.updateOne({ _id: euros.id as never }, { $set: { currency: 'EUR' } });
    const yenInvoice = nextInvoiceId();
    const dollarInvoice = nextInvoiceId();

    const inYen = await claim(fixture, yenInvoice, { currency: 'JPY' });
    const inDollars = await claim(fixture, dollarInvoice, { currency: 'USD' });
    const leftInEuros = await stored([euros.id]);
    const anyLeft = await claim(fixture, nextInvoiceId(), { currency: '' });

    expect(ids(inYen.time_entries)).toEqual([yen.id]);
    expect(inYen.time_entries[0]).toMatchObject({ currency: 'JPY', billable_amount: 1235 });
    expect(ids(inDollars.time_entries)).toEqual([dollars.id, old.id]);
    expect(inDollars.time_entries[1]).toMatchObject({ currency: 'USD', billable_amount: 120 });
    expect(leftInEuros.map(lockOf)).toEqual([[null, false, null]]);
    expect(ids(anyLeft.time_entries)).toEqual([euros.id]);
    expect(anyLeft.time_entries[0]).toMatchObject({ currency: 'EUR', billable_amount: 120 });
    const refused = await failureOf(claim(fixture, nextInvoiceId(), { currency: 'yen' }));
    expect(refused).toMatchObject({ kind: 'invalid_argument' });
  });

  it('an entry on an invoice is not claimed by another; a retry with the same invoice answers the same entries and changes nothing', async () => {
    const fixture = h.team();
    const first = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const invoiceId = nextInvoiceId();
    const claimed = await claim(fixture, invoiceId);
    const added = await hourAt(fixture, '2026-03-04T09:00:00Z');
    const revisionsBefore = (await stored([first.id, added.id])).map((d) => d.revision);

    const retried = await claim(fixture, invoiceId);
    const revisionsAfterRetry = (await stored([first.id, added.id])).map((d) => d.revision);
    const another = await claim(fixture, nextInvoiceId());

    expect(ids(claimed.time_entries)).toEqual([first.id]);
    expect(retried.time_entries).toEqual(claimed.time_entries);
    expect(revisionsAfterRetry).toEqual(revisionsBefore);
    expect(ids(another.time_entries)).toEqual([added.id]);
    expect((await stored([first.id])).map(lockOf)).toEqual([[invoiceId, true, 'invoiced']]);
  });

  it('an empty period answers an empty list', async () => {
    const fixture = h.team();
    await hourAt(fixture, '2026-02-03T09:00:00Z');

    const { time_entries } = await claim(fixture, nextInvoiceId());

    expect(time_entries).toEqual([]);
  });

  it('a running timer of the client in the period refuses with INVOICE_TIMER_RUNNING and marks nothing', async () => {
    const fixture = h.team();
    const ended = await hourAt(fixture, '2026-03-03T09:00:00Z');
    await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture, 1));
    const untilTomorrow = new Date(Date.now() + 86_400_000).toISOString();

    const refused = await failureOf(
      claim(fixture, nextInvoiceId(), { from: PERIOD.from, to: untilTomorrow }),
    );
    const unchanged = await stored([ended.id]);
    // A period the timer does not start in is not held up by it.
    const march = await claim(fixture, nextInvoiceId());

    expect(refused).toMatchObject({
      kind: 'failed_precondition',
      reason: Reason.INVOICE_TIMER_RUNNING,
      message: InvoiceText.TIMER_RUNNING,
    });
    expect(unchanged.map(lockOf)).toEqual([[null, false, null]]);
    expect(ids(march.time_entries)).toEqual([ended.id]);
  });

  it('refuses more entries than one invoice bills with INVOICE_TOO_LARGE, marking nothing', async () => {
    const fixture = h.team();
    const first = await hourAt(fixture, '2026-03-02T00:00:00Z');
    // MAX_INVOICE_ENTRIES more copies of the stored entry, a minute apart (stored as the
    // service stores them: the rule is the claim's, not the writes').
    const document = await h.db.collection('time_entries').findOne({ _id: first.id as never });
    const start = Date.parse('2026-03-02T02:00:00Z');
    await h.db.collection('time_entries').insertMany(
      Array.from({ length: MAX_INVOICE_ENTRIES }, (_, index) => ({
        ...document,
        _id: (10_000_000 + fixture.teamId * 100_000 + index) as never,
        start: new Date(start + index * 60_000),
        end: new Date(start + index * 60_000 + 30_000),
      })),
    );

    const refused = await failureOf(claim(fixture, nextInvoiceId()));

    expect(refused).toMatchObject({
      reason: Reason.INVOICE_TOO_LARGE,
      message: invoiceTooLargeText(MAX_INVOICE_ENTRIES + 1),
    });
    expect((await stored([first.id])).map(lockOf)).toEqual([[null, false, null]]);
  });

  it('refuses a period whose to is not after its from, and a missing invoice_id', async () => {
    const fixture = h.team();

    const backwards = await failureOf(
      claim(fixture, nextInvoiceId(), { from: PERIOD.to, to: PERIOD.from }),
    );
    const noInvoice = await failureOf(claim(fixture, 0));

    expect(backwards).toMatchObject({
      kind: 'invalid_argument',
      reason: Reason.INVALID_PARAMETERS,
    });
    expect(backwards.message).toBe('The to must be a date-time after the from.');
    expect(noInvoice).toMatchObject({
      kind: 'invalid_argument',
      reason: Reason.INVALID_PARAMETERS,
    });
  });

  it('a claimed entry refuses update and delete with TIME_ENTRY_LOCKED', async () => {
    const fixture = h.team();
    const claimedEntry = await hourAt(fixture, '2026-03-03T09:00:00Z');
    await claim(fixture, nextInvoiceId());

    const update = await failureOf(
      h.client.UpdateTimeEntry(
        { time_entry_id: claimedEntry.id, description: 'changed' },
        asMember(fixture),
      ),
    );
    const byManager = await failureOf(
      h.client.DeleteTimeEntry({ time_entry_id: claimedEntry.id }, asManager(fixture)),
    );

    for (const refused of [update, byManager])
      expect(refused).toMatchObject({
        kind: 'failed_precondition',
        reason: Reason.TIME_ENTRY_LOCKED,
        message: TrackingText.TIME_ENTRY_LOCKED,
      });
  });

  it('records time_entry.updated per claimed entry with its new revision', async () => {
    const fixture = h.team();
    const claimedEntry = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const invoiceId = nextInvoiceId();

    await claim(fixture, invoiceId);
    const event = await updatedEvent(claimedEntry.id, 2);

    expect(entryDataProblem(event)).toBeUndefined();
    expect(event.data).toMatchObject({
      invoice_id: invoiceId,
      locked: true,
      locked_reason: 'invoiced',
      team_id: fixture.teamId,
    });
  });

  it('five concurrent claims of one period: every entry lands on exactly one invoice', async () => {
    const fixture = h.team({ members: 4 });
    const created = [];
    for (let hour = 0; hour < 6; hour++)
      created.push(
        ...(await Promise.all(
          fixture.members.map((_, member) =>
            entry(
              fixture,
              `2026-03-0${2 + member}T${String(8 + hour).padStart(2, '0')}:00:00Z`,
              `2026-03-0${2 + member}T${String(8 + hour).padStart(2, '0')}:30:00Z`,
              {},
              asMember(fixture, member),
            ),
          ),
        )),
      );
    const invoiceIds = Array.from({ length: 5 }, nextInvoiceId);

    const answers = await Promise.all(invoiceIds.map((invoiceId) => claim(fixture, invoiceId)));

    const claimedIds = answers.flatMap((answer) => ids(answer.time_entries));
    expect(claimedIds).toHaveLength(created.length); // nothing twice
    expect(new Set(claimedIds)).toEqual(new Set(ids(created))); // everything once
    expect(answers.filter((answer) => answer.time_entries.length > 0)).toHaveLength(1);
    const invoiceOf = new Map(
      answers.flatMap((answer, index) =>
        answer.time_entries.map((e) => [e.id, invoiceIds[index]] as const),
      ),
    );
    const documents = await stored(ids(created));
    expect(documents.map((d) => d.invoice_id)).toEqual(documents.map((d) => invoiceOf.get(d._id)));
    expect(documents.map((d) => d.revision)).toEqual(Array(created.length).fill(2));
  });

  it('edits racing a claim: each lands before it (and is invoiced as edited) or is refused as locked', async () => {
    const fixture = h.team({ members: 10 });
    const created = await Promise.all(
      fixture.members.map((_, member) =>
        entry(
          fixture,
          `2026-03-${String(2 + member).padStart(2, '0')}T09:00:00Z`,
          `2026-03-${String(2 + member).padStart(2, '0')}T10:00:00Z`,
          {},
          asMember(fixture, member),
        ),
      ),
    );
    const invoiceId = nextInvoiceId();

    // The members' edits set off a few ms apart, the claim amid them.
    const [claimed, ...edits] = await Promise.all([
      after(50, () => claim(fixture, invoiceId)),
      ...created.map((e, member) =>
        after(member * 12, () =>
          h.client.UpdateTimeEntry(
            { time_entry_id: e.id, description: 'edited' },
            asMember(fixture, member),
          ),
        ).then(
          () => 'edited',
          (error: { reason?: string }) => error.reason,
        ),
      ),
    ]);

    expect(ids(claimed.time_entries)).toEqual(ids(created));
    const descriptions = await h.db
      .collection<{ _id: number; description: string }>('time_entries')
      .find({ _id: { $in: ids(created) as never[] } })
      .sort({ start: 1 })
      .toArray();
    // What the invoice bills is what is stored: no edit slipped in after the claim.
    expect(claimed.time_entries.map((e) => e.description)).toEqual(
      descriptions.map((d) => d.description),
    );
    expect(edits).toEqual(
      claimed.time_entries.map((e) =>
        e.description === 'edited' ? 'edited' : Reason.TIME_ENTRY_LOCKED,
      ),
    );
  });

  it("leaves the client's budget use as it was", async () => {
    const fixture = h.team();
    h.clients.setBudget(fixture.teamId, fixture.client, { budgetType: 'hours_cost', hours: 100 });
    const first = await hourAt(fixture, recentHour(48));
    const second = await hourAt(fixture, recentHour(24));
    const usedHours = async () =>
      (await h.client.GetClientBudget({ client_id: fixture.client.id }, asManager(fixture)))
        .used_hours;
    await eventually(async () => (await usedHours()) === 2, 10_000, '2 h used');

    await claim(fixture, nextInvoiceId(), {
      from: recentHour(72),
      to: recentHour(0),
    });
    // The budget consumer has applied the claim's events (revision 2 of both entries).
    await eventually(
      async () =>
        (await h.db
          .collection('budget_entries')
          .countDocuments({ _id: { $in: [first.id, second.id] as never[] }, revision: 2 })) === 2,
      10_000,
      'the claim applied to budget use',
    );

    expect(await usedHours()).toBe(2);
  });
});

/** The call, `ms` from now. */
const after = <T>(ms: number, call: () => Promise<T>): Promise<T> =>
  new Promise((resolve) => setTimeout(resolve, ms)).then(call);

/** The whole hour `hoursAgo` before the current one (entries of the current budget period). */
function recentHour(hoursAgo: number): string {
  const hour = Math.floor(Date.now() / 3600_000) - hoursAgo - 1;
  return new Date(hour * 3600_000).toISOString();
}

describe('Approved entries and invoices', () => {
  it('claims approved entries and the release gives them back: approved stays approved, the rest unlocked', async () => {
    const fixture = h.team();
    const approvedEntry = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const openEntry = await hourAt(fixture, '2026-03-10T09:00:00Z');
    await h.client.ApproveTimesheet(
      { user_id: fixture.members[0].id, week: WEEK },
      asManager(fixture),
    );
    const invoiceId = nextInvoiceId();

    const claimed = await claim(fixture, invoiceId);
    const whileInvoiced = await stored([approvedEntry.id, openEntry.id]);
    const released = await release(fixture, invoiceId);
    const after = await stored([approvedEntry.id, openEntry.id]);

    expect(ids(claimed.time_entries)).toEqual([approvedEntry.id, openEntry.id]);
    expect(whileInvoiced.map(lockOf)).toEqual([
      [invoiceId, true, 'invoiced'],
      [invoiceId, true, 'invoiced'],
    ]);
    expect(whileInvoiced.map((d) => d.locked_before_invoice)).toEqual(['approved', null]);
    expect(released.released).toBe(2);
    expect(after.map(lockOf)).toEqual([
      [null, true, 'approved'],
      [null, false, null],
    ]);
  });

  it('a week approved while its entry is invoiced: the release leaves the entry approved', async () => {
    const fixture = h.team();
    const invoiced = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const invoiceId = nextInvoiceId();
    await claim(fixture, invoiceId);
    await h.client.ApproveTimesheet(
      { user_id: fixture.members[0].id, week: WEEK },
      asManager(fixture),
    );

    await release(fixture, invoiceId);

    expect((await stored([invoiced.id])).map(lockOf)).toEqual([[null, true, 'approved']]);
  });

  it('a week rejected while its approved entry is invoiced: the release unlocks the entry', async () => {
    const fixture = h.team();
    const invoiced = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const reviewer = asManager(fixture);
    await h.client.ApproveTimesheet({ user_id: fixture.members[0].id, week: WEEK }, reviewer);
    const invoiceId = nextInvoiceId();
    await claim(fixture, invoiceId);
    await h.client.RejectTimesheet(
      { user_id: fixture.members[0].id, week: WEEK, comment: 'Wrong project' },
      reviewer,
    );
    const whileInvoiced = await stored([invoiced.id]);

    await release(fixture, invoiceId);

    expect(whileInvoiced.map(lockOf)).toEqual([[invoiceId, true, 'invoiced']]);
    expect((await stored([invoiced.id])).map(lockOf)).toEqual([[null, false, null]]);
  });
});

describe('ReleaseInvoiceEntries', () => {
  it('unmarks and unlocks the entries, records time_entry.updated, and a second release answers 0', async () => {
    const fixture = h.team();
    const claimedEntry = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const invoiceId = nextInvoiceId();
    await claim(fixture, invoiceId);

    const first = await release(fixture, invoiceId);
    const second = await release(fixture, invoiceId);
    const event = await updatedEvent(claimedEntry.id, 3);

    expect(first.released).toBe(1);
    expect(second.released).toBe(0);
    const [document] = await stored([claimedEntry.id]);
    expect(lockOf(document)).toEqual([null, false, null]);
    expect(document.revision).toBe(3);
    expect(event.data).toMatchObject({ invoice_id: null, locked: false, locked_reason: null });
    // Released, the entry can be edited and invoiced again.
    const edited = await h.client.UpdateTimeEntry(
      { time_entry_id: claimedEntry.id, description: 'after the void' },
      asMember(fixture),
    );
    expect(edited.description).toBe('after the void');
  });

  it("another team's release of the same invoice id changes nothing", async () => {
    const fixture = h.team();
    const other = h.team();
    const claimedEntry = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const invoiceId = nextInvoiceId();
    await claim(fixture, invoiceId);

    const stranger = await release(other, invoiceId);

    expect(stranger.released).toBe(0);
    expect((await stored([claimedEntry.id])).map(lockOf)).toEqual([[invoiceId, true, 'invoiced']]);
  });
});

describe('invoice.voided', () => {
  it("releases the voided invoice's entries", async () => {
    const fixture = h.team();
    const claimedEntry = await hourAt(fixture, '2026-03-03T09:00:00Z');
    const invoiceId = nextInvoiceId();
    await claim(fixture, invoiceId);

    await h.publish(voided(fixture, invoiceId));

    await eventually(
      async () => (await stored([claimedEntry.id]))[0].invoice_id === null,
      10_000,
      'the entry released',
    );
    expect((await stored([claimedEntry.id])).map(lockOf)).toEqual([[null, false, null]]);
    const event = await updatedEvent(claimedEntry.id, 3);
    expect(event.data.invoice_id).toBeNull();
  });
});

/** The invoice.voided event the invoices service records. */
function voided(fixture: TeamFixture, invoiceId: number) {
  return InvoiceVoided.make({
    invoice_id: invoiceId,
    team_id: fixture.teamId,
    team_name: 'Team',
    client_id: fixture.client.id,
    client_name: fixture.client.name,
    client_email: 'billing@example.com',
    number: `INV-${invoiceId}`,
    status: 'void',
    period_from: '2026-03-01',
    period_to: '2026-03-31',
    issue_date: '2026-04-01',
    due_date: '2026-05-01',
    currency: 'USD',
    subtotal: 120,
    tax_amount: 0,
    total: 120,
    automatic: false,
    sent_at: null,
    paid_at: null,
    voided_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });
}
