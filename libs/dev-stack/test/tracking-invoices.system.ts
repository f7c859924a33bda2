// Client invoices end to end (issue 20), run by tracking.system.test.ts on its stack: the
// real tracking, invoices, notifier and gateway. Entries tracked through the gateway are
// invoiced once (also when asked at once), locked while invoiced, read back in the PDF,
// mailed to the client with the PDF attached, announced by webhook, and released by a void;
// an invoice sent after its due date gets the team's late fee once, at the invoices
// service's next pass, with a mail to the client and an invoice_updated webhook.
import { InvoiceText, TrackingText } from '@workmesh/platform';
import { readPdf } from '@workmesh/testing';
import PostalMime from 'postal-mime';
import type { RegisteredUser, System } from './system-harness';
import { trackingTeam, type TrackingTeam } from './tracking-team';

export function describeTrackingInvoices(system: System): void {
  describe('client invoices end to end', () => {
    let team: TrackingTeam;
    let member: RegisteredUser;
    let clientEmail: string;
    const entryIds: number[] = [];
    const { http } = system;
    const owner = () => team.owner.user.token;
    const PERIOD = { from: '2026-09-01', to: '2026-09-30' };

    beforeAll(async () => {
      team = await trackingTeam(system);
      member = await team.joinedMember();
      const settings = await http(
        'POST',
        `/api/v3/client/${team.clientId}/invoice-settings/update`,
        { tax_rate: 10, net_term: 14, notes: 'Wire transfer, please.' },
        owner(),
      );
      expect(settings.status).toBe(200);
      clientEmail = (await http('GET', `/api/v3/client/${team.clientId}`, undefined, owner())).body
        .email;
      // 1.5 h and 45 min at the member's bill rate of 100: 225.00 + 10 % tax = 247.50.
      for (const [start, end] of [
        ['2026-09-08T13:00:00Z', '2026-09-08T14:30:00Z'],
        ['2026-09-09T13:00:00Z', '2026-09-09T13:45:00Z'],
      ]) {
        const created = await team.createEntry(member, start!, end!);
        expect(created.status).toBe(201);
        entryIds.push(created.body.id);
      }
    }, 60_000);

    it('invoices the period once when asked four times at once, and locks its entries', async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          http('POST', '/api/v3/invoice/create', { client_id: team.clientId, ...PERIOD }, owner()),
        ),
      );
      const made = answers.filter((answer) => answer.status === 201);
      expect(made).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.status !== 201))
        expect(refused.body).toEqual({ error: 409, message: InvoiceText.NO_UNINVOICED_TIME });
      const invoice = made[0]!.body;
      expect(invoice).toMatchObject({
        status: 'draft',
        subtotal: 225,
        tax_amount: 22.5,
        total: 247.5,
        notes: 'Wire transfer, please.',
      });
      expect(invoice.number).toMatch(/^INV-\d{4}-0001$/);
      expect([...invoice.time_entry_ids].sort()).toEqual([...entryIds].sort());

      const entry = await http('GET', `/api/v3/time-entry/${entryIds[0]}`, undefined, owner());
      expect(entry.body).toMatchObject({
        locked: true,
        locked_reason: 'invoiced',
        invoice_id: invoice.id,
      });
      const edit = await http(
        'POST',
        `/api/v3/time-entry/${entryIds[0]}/update`,
        { description: 'changed' },
        member.user.token,
      );
      expect(edit.body).toEqual({ error: 409, message: TrackingText.TIME_ENTRY_LOCKED });
      expect((await http('GET', '/api/v3/invoice/list', undefined, member.user.token)).status).toBe(
        403,
      );
    });

    it('renders the PDF, mails it to the client when sent, and fires the webhooks', async () => {
      const list = await http(
        'GET',
        `/api/v3/invoice/list?client_id=${team.clientId}`,
        undefined,
        owner(),
      );
      const invoice = list.body.data[0];

      const pdf = await system.gatewayFetch(`/api/v3/invoice/${invoice.id}/pdf`, {
        headers: { authorization: `Bearer ${owner()}` },
      });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      for (const expected of [invoice.number, 'Acme', 'Website', '$150.00', '$75.00', '$247.50'])
        expect(text).toContain(expected);

      const sent = await http('POST', `/api/v3/invoice/${invoice.id}/send`, {}, owner());
      expect(sent.body).toMatchObject({ status: 'sent' });
      const mail = await system.mail.waitFor(
        (message) => message.to.includes(clientEmail) && message.subject.includes(invoice.number),
        15_000,
      );
      const parsed = await PostalMime.parse(mail.raw);
      const attachment = parsed.attachments.find((file) => file.mimeType === 'application/pdf');
      expect(attachment?.filename).toBe(`${invoice.number}.pdf`);
      const attached = await readPdf(new Uint8Array(attachment!.content as ArrayBuffer));
      expect(attached.text).toContain('$247.50');

      const bodyOf = (hook: { body: string }) => JSON.parse(hook.body);
      const hooks = await system.operatorHooks.waitFor(
        2,
        (received) =>
          ['new_invoice', 'invoice_updated'].includes(bodyOf(received).event) &&
          bodyOf(received).payload?.invoice_id === invoice.id,
      );
      expect(hooks.map((hook) => bodyOf(hook).event).sort()).toEqual([
        'invoice_updated',
        'new_invoice',
      ]);
    });

    it('a void releases the entries, which a new invoice takes under the next number', async () => {
      const list = await http(
        'GET',
        `/api/v3/invoice/list?client_id=${team.clientId}`,
        undefined,
        owner(),
      );
      const invoice = list.body.data[0];
      const voided = await http('POST', `/api/v3/invoice/${invoice.id}/void`, {}, owner());
      expect(voided.body).toMatchObject({ status: 'void', number: invoice.number });
      const entry = await http('GET', `/api/v3/time-entry/${entryIds[0]}`, undefined, owner());
      expect(entry.body).toMatchObject({ locked: false, locked_reason: null, invoice_id: null });

      // A retried create with the same Idempotency-Key answers the first answer again.
      const createAgain = () =>
        http('POST', '/api/v3/invoice/create', { client_id: team.clientId, ...PERIOD }, owner(), {
          'Idempotency-Key': `invoice-again-${team.teamId}`,
        });
      const again = await createAgain();
      expect(again.status).toBe(201);
      expect(again.body.number).toMatch(/^INV-\d{4}-0002$/);
      expect(await createAgain()).toEqual(again);
      expect(again.body.total).toBe(247.5);
    });

    it('charges the late fee of an invoice sent past its due date once, mails and announces it', async () => {
      const late = await trackingTeam(system);
      const lateMember = await late.joinedMember();
      const token = late.owner.user.token;
      const settings = await http(
        'POST',
        '/api/v3/team/settings/update',
        {
          team_id: late.teamId,
          late_fee_type: 'percent',
          late_fee_value: 10,
          late_fee_after_days: 0,
          late_fee_repeat: 'once',
        },
        token,
      );
      expect(settings.status).toBe(200);
      expect(
        (
          await http(
            'POST',
            `/api/v3/client/${late.clientId}/invoice-settings/update`,
            { net_term: 0, late_fee: 'yes' },
            token,
          )
        ).status,
      ).toBe(200);
      const lateClientEmail = (
        await http('GET', `/api/v3/client/${late.clientId}`, undefined, token)
      ).body.email;
      // 2 h at 100: 200.00, due on its issue day, 2026-10-31 (net 0): the fee (10 %, 20.00)
      // is due from the start of 1 November in New York, long past.
      expect(
        (await late.createEntry(lateMember, '2026-10-06T13:00:00Z', '2026-10-06T15:00:00Z')).status,
      ).toBe(201);
      const made = await http(
        'POST',
        '/api/v3/invoice/create',
        {
          client_id: late.clientId,
          from: '2026-10-01',
          to: '2026-10-31',
          issue_date: '2026-10-31',
        },
        token,
      );
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ due_date: '2026-10-31', total: 200, late_fees_applied: 0 });
      const sent = await http('POST', `/api/v3/invoice/${made.body.id}/send`, {}, token);
      expect(sent.status).toBe(200);

      const mail = await system.mail.waitFor(
        (message) =>
          message.to.includes(lateClientEmail) &&
          message.subject.includes(made.body.number) &&
          /late fee/i.test(`${message.subject} ${message.text}`),
        15_000,
      );
      expect(mail.text).toContain('$220.00 is now due');
      const charged = await http('GET', `/api/v3/invoice/${made.body.id}`, undefined, token);
      expect(charged.body).toMatchObject({ total: 220, late_fees_applied: 1 });
      expect(
        charged.body.lines.filter((line: { kind: string }) => line.kind === 'late_fee'),
      ).toEqual([expect.objectContaining({ amount: 20, taxed: false })]);
      const [hook] = await system.operatorHooks.waitFor(1, (received) => {
        const body = JSON.parse(received.body);
        return (
          body.event === 'invoice_updated' &&
          body.payload?.invoice_id === made.body.id &&
          body.payload.change === 'late_fee_added'
        );
      });
      expect(JSON.parse(hook!.body).payload).toMatchObject({ total: 220 });
      // Once: later passes add nothing.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const after = await http('GET', `/api/v3/invoice/${made.body.id}`, undefined, token);
      expect(after.body).toMatchObject({ total: 220, late_fees_applied: 1 });
    });
  });
}
