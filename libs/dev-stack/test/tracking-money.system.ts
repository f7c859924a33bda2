// Rates and currencies end to end (issue 34), run by tracking.system.test.ts on its stack:
// rates set through the gateway at project and member-on-project level price new entries
// only; `apply_from` reprices exactly the unlocked, uninvoiced entries (after a dry run that
// changes nothing); a JPY and a KWD client bill in their currency, their invoices exact to
// the currency's minor unit, the PDF written in the team's locale; a report over clients in
// several currencies answers one total per currency and never their sum.
import { readPdf } from '@workmesh/testing';
import type { RegisteredUser, System } from './system-harness';
import { trackingTeam, ZONE, type TrackingTeam } from './tracking-team';

/** Today's date in the team's zone: the join date the invitation's rates take. */
const todayIn = (zone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

export function describeTrackingMoney(system: System): void {
  describe('rates and currencies end to end', () => {
    let team: TrackingTeam;
    let member: RegisteredUser;
    const { http } = system;
    const owner = () => team.owner.user.token;
    const post = (path: string, body: Record<string, unknown>) => http('POST', path, body, owner());
    const get = (path: string) => http('GET', path, undefined, owner());

    /** A project of a client, answered by id. */
    const projectOf = async (clientId: number, name: string, key: string): Promise<number> => {
      const made = await post('/api/v3/project/create', {
        project: name,
        key,
        client_id: clientId,
      });
      expect(made.status).toBe(201);
      return made.body.id;
    };
    /** A client in a currency, answered by id. */
    const clientIn = async (name: string, currency: string): Promise<number> => {
      const made = await post('/api/v1/client/create', {
        name,
        email: system.uniqueEmail(),
        currency,
      });
      expect(made.status).toBeLessThan(300);
      const client = await get(`/api/v3/client/${made.body.success.id}`);
      expect(client.body.currency).toBe(currency);
      return made.body.success.id;
    };
    /** 1.5 hours of the member on a project, from 13:00 UTC of the day (or `hour`). */
    const hourAndHalf = (projectId: number, day: string, hour = 13) =>
      team.createEntry(member, `${day}T${hour}:00:00Z`, `${day}T${hour + 1}:30:00Z`, {
        project_id: projectId,
      });

    beforeAll(async () => {
      team = await trackingTeam(system);
      member = await team.joinedMember();
    }, 60_000);

    it("keeps the invitation's rates as the member's rates from the join date", async () => {
      const rates = await get(`/api/v3/team/members/${member.user.id}/rates`);
      expect(rates.status).toBe(200);
      expect(rates.body).toMatchObject({
        level: 'member',
        user_id: member.user.id,
        currency: 'USD',
        pay_currency: 'USD',
        bill_rate: 100,
        pay_rate: 40,
        bill_rate_effective_from: todayIn(ZONE),
      });
      expect(rates.body.history).toEqual([
        expect.objectContaining({
          bill_rate: 100,
          pay_rate: 40,
          effective_from: todayIn(ZONE),
          created_by: 0,
        }),
      ]);
      // Members neither read nor set rates.
      expect((await http('GET', '/api/v3/team/rates', undefined, member.user.token)).status).toBe(
        403,
      );
    });

    it('bills one member 100 on one project and 150 on another the same day; a dated change prices new entries only; apply_from reprices exactly the open entries', async () => {
      const other = await projectOf(team.clientId, 'Mobile app', 'MOB');
      const set = await post(`/api/v3/project/${other}/rates/update`, {
        bill_rate: 150,
        effective_from: '2026-01-01',
      });
      expect(set.status).toBe(200);
      expect(set.body.rates).toMatchObject({ level: 'project', project_id: other, bill_rate: 150 });

      const onA = await hourAndHalf(team.projectId, '2026-10-06');
      const onB = await hourAndHalf(other, '2026-10-06', 15);
      expect(onA.body).toMatchObject({ bill_rate: 100, billable_amount: 150, cost_amount: 60 });
      expect(onB.body).toMatchObject({ bill_rate: 150, billable_amount: 225, cost_amount: 60 });

      // 120 on project A for this member from October 1st: the entry already written keeps 100.
      const memberOnA = `/api/v3/project/${team.projectId}/members/${member.user.id}/rates`;
      expect(
        (await post(`${memberOnA}/update`, { bill_rate: 120, effective_from: '2026-10-01' }))
          .status,
      ).toBe(200);
      expect((await get(`/api/v3/time-entry/${onA.body.id}`)).body.bill_rate).toBe(100);
      const later = await hourAndHalf(team.projectId, '2026-10-07');
      expect(later.body).toMatchObject({ bill_rate: 120, billable_amount: 180 });

      // An approved week is never repriced.
      const approvedEntry = await hourAndHalf(team.projectId, '2026-10-13');
      expect(approvedEntry.body.bill_rate).toBe(120);
      const week = '2026-W42';
      expect(
        (await http('POST', '/api/v3/timesheet/submit', { week }, member.user.token)).status,
      ).toBe(200);
      expect(
        (await post('/api/v3/timesheet/approve', { user_id: member.user.id, week })).status,
      ).toBe(200);

      const change = { bill_rate: 130, effective_from: '2026-10-01', apply_from: '2026-10-01' };
      const preview = await post(`${memberOnA}/update`, { ...change, dry_run: true });
      expect(preview.status).toBe(200);
      // 1.5 h × (130 − 100) + 1.5 h × (130 − 120) = 45 + 15.
      expect(preview.body).toMatchObject({
        dry_run: true,
        repricing: {
          apply_from: '2026-10-01',
          entries: 2,
          changes: [{ currency: 'USD', billable_amount: 60, cost_amount: 0 }],
        },
      });
      // The dry run saved nothing.
      expect((await get(`/api/v3/time-entry/${onA.body.id}`)).body.bill_rate).toBe(100);
      expect((await get(memberOnA)).body.bill_rate).toBe(120);

      const applied = await post(`${memberOnA}/update`, change);
      expect(applied.body).toMatchObject({ dry_run: false, repricing: { entries: 2 } });
      expect((await get(memberOnA)).body.bill_rate).toBe(130);
      for (const id of [onA.body.id, later.body.id])
        expect((await get(`/api/v3/time-entry/${id}`)).body).toMatchObject({
          bill_rate: 130,
          billable_amount: 195,
        });
      expect((await get(`/api/v3/time-entry/${approvedEntry.body.id}`)).body).toMatchObject({
        bill_rate: 120,
        locked: true,
      });
      // Project B's entry is outside the level's scope.
      expect((await get(`/api/v3/time-entry/${onB.body.id}`)).body.bill_rate).toBe(150);
    });

    it('bills a JPY and a KWD client in their currency, invoices exact to the minor unit in the team locale, and reports one total per currency', async () => {
      const settings = await post('/api/v3/team/settings/update', {
        team_id: team.teamId,
        locale: 'de-DE',
      });
      expect(settings.body).toMatchObject({ currency: 'USD', locale: 'de-DE' });
      const yen = await clientIn('Tanaka KK', 'JPY');
      const dinar = await clientIn('Gulf Trading', 'KWD');
      const yenProject = await projectOf(yen, 'Shop', 'SHP');
      const dinarProject = await projectOf(dinar, 'Portal', 'PRT');

      // The team's USD rates do not apply to a client in another currency.
      const unpriced = await hourAndHalf(yenProject, '2026-10-20');
      expect(unpriced.body).toMatchObject({
        currency: 'JPY',
        cost_currency: 'USD',
        bill_rate: 0,
        billable_amount: 0,
        rate_missing: true,
        cost_amount: 60,
      });
      const yenRate = await post(`/api/v3/client/${yen}/rates/update`, {
        bill_rate: 1235,
        effective_from: '2026-01-01',
        apply_from: '2026-10-01',
      });
      expect(yenRate.body.repricing).toMatchObject({
        entries: 1,
        // 1.5 h × 1235 = 1852.5 → 1853 yen (half up): whole yen.
        changes: [{ currency: 'JPY', billable_amount: 1853, cost_amount: 0 }],
      });
      expect((await get(`/api/v3/time-entry/${unpriced.body.id}`)).body).toMatchObject({
        bill_rate: 1235,
        billable_amount: 1853,
        rate_missing: false,
      });
      expect(
        (
          await post(`/api/v3/client/${dinar}/rates/update`, {
            bill_rate: 12.3456,
            effective_from: '2026-01-01',
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await post(`/api/v3/client/${dinar}/rates/update`, {
            bill_rate: 12.345,
            effective_from: '2026-01-01',
          })
        ).status,
      ).toBe(200);
      const dinarEntry = await hourAndHalf(dinarProject, '2026-10-21');
      // 1.5 h × 12.345 = 18.5175 → 18.518 dinars (3 places).
      expect(dinarEntry.body).toMatchObject({ currency: 'KWD', billable_amount: 18.518 });

      const report = await get(
        '/api/v3/report/summary?from=2026-10-19&to=2026-10-26&group_by=client',
      );
      expect(report.status).toBe(200);
      // Each currency its own row; the costs are the team's (USD): 2 × 1.5 h × 40.
      expect(report.body.totals).toEqual([
        { currency: 'JPY', billable_amount: 1853, cost_amount: 0 },
        { currency: 'KWD', billable_amount: 18.518, cost_amount: 0 },
        { currency: 'USD', billable_amount: 0, cost_amount: 120 },
      ]);
      expect(report.body.seconds).toBe(2 * 5400);

      for (const clientId of [yen, dinar])
        expect(
          (await post(`/api/v3/client/${clientId}/invoice-settings/update`, { tax_rate: 10 }))
            .status,
        ).toBe(200);
      const period = { from: '2026-10-01', to: '2026-10-31' };
      const yenInvoice = await post('/api/v3/invoice/create', { client_id: yen, ...period });
      expect(yenInvoice.status).toBe(201);
      // 1853 + 10 % (185.3 → 185) = 2038 yen.
      expect(yenInvoice.body).toMatchObject({
        currency: 'JPY',
        subtotal: 1853,
        tax_amount: 185,
        total: 2038,
      });
      const dinarInvoice = await post('/api/v3/invoice/create', { client_id: dinar, ...period });
      // 18.518 + 10 % (1.8518 → 1.852) = 20.370 dinars.
      expect(dinarInvoice.body).toMatchObject({
        currency: 'KWD',
        subtotal: 18.518,
        tax_amount: 1.852,
        total: 20.37,
      });
      const pdf = await system.gatewayFetch(`/api/v3/invoice/${dinarInvoice.body.id}/pdf`, {
        headers: { authorization: `Bearer ${owner()}` },
      });
      const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      // de-DE writes dinars with a decimal comma and three places.
      expect(text).toMatch(/20,370\sKWD/);
      expect(text).toMatch(/18,518\sKWD/);
    });
  });
}
