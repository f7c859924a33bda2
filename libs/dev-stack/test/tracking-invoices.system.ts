// Client invoices end to end (issue 20), run by tracking.system.test.ts on its stack: the
// real tracking, invoices, notifier and gateway, driven through the SDK (`@workmesh/client`,
// `system.sdk`), every answer checked against gateway/openapi.yaml (one success status per
// operation: a call that resolves answered it; a refusal is the WorkmeshError it throws).
// Entries tracked through the gateway are invoiced once (also when asked at once), locked
// while invoiced, read back in the PDF, mailed to the client with the PDF attached,
// announced by webhook, and released by a void; an invoice sent after its due date gets the
// team's late fee once, at the invoices service's next pass, with a mail to the client and
// an invoice_updated webhook.
import type { Schema, WorkmeshError } from '@workmesh/client';
import { InvoiceText, Reason, TrackingText } from '@workmesh/platform';
import { readPdf } from '@workmesh/testing';
import PostalMime from 'postal-mime';
import type { RegisteredUser, System } from './system-harness';
import { refusal, trackingTeam, type TrackingTeam } from './tracking-team';

export function describeTrackingInvoices(system: System): void {
  describe('client invoices end to end', () => {
    let team: TrackingTeam;
    let member: RegisteredUser;
    let clientEmail: string;
    const entryIds: number[] = [];
    const asOwner = () => team.sdk(team.owner);
    const PERIOD = { from: '2026-09-01', to: '2026-09-30' };
    /** The client's latest invoice. */
    const latestInvoice = async (): Promise<Schema<'Invoice'>> => {
      const list = await asOwner().listInvoices({ client_id: team.clientId });
      expect(list.data.length).toBeGreaterThan(0);
      return list.data[0]!;
    };

    beforeAll(async () => {
      team = await trackingTeam(system);
      member = await team.joinedMember();
      await asOwner().updateClientInvoiceSettings({
        id: team.clientId,
        tax_rate: 10,
        net_term: 14,
        notes: 'Wire transfer, please.',
      });
      clientEmail = (await asOwner().getClient({ id: team.clientId })).email;
      // 1.5 h and 45 min at the member's bill rate of 100: 225.00 + 10 % tax = 247.50.
      for (const [start, end] of [
        ['2026-09-08T13:00:00Z', '2026-09-08T14:30:00Z'],
        ['2026-09-09T13:00:00Z', '2026-09-09T13:45:00Z'],
      ] as const) {
        entryIds.push((await team.addEntry(member, start, end)).id);
      }
    }, 60_000);

    it('invoices the period once when asked four times at once, and locks its entries', async () => {
      // Each asked once (no retry), all at once.
      const answers = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          asOwner().createInvoice({ client_id: team.clientId, ...PERIOD }, { retry: false }),
        ),
      );
      const made = answers.flatMap((answer) =>
        answer.status === 'fulfilled' ? [answer.value] : [],
      );
      expect(made).toHaveLength(1);
      const refusals = answers.flatMap((answer) =>
        answer.status === 'rejected' ? [answer.reason as WorkmeshError] : [],
      );
      expect(refusals).toHaveLength(3);
      for (const refused of refusals)
        expect(refused).toMatchObject(
          refusal(409, InvoiceText.NO_UNINVOICED_TIME, Reason.NO_UNINVOICED_TIME),
        );
      const invoice = made[0]!;
      expect(invoice).toMatchObject({
        status: 'draft',
        subtotal: 225,
        tax_amount: 22.5,
        total: 247.5,
        notes: 'Wire transfer, please.',
      });
      expect(invoice.number).toMatch(/^INV-\d{4}-0001$/);
      expect([...invoice.time_entry_ids].sort()).toEqual([...entryIds].sort());

      const entry = await asOwner().getTimeEntry({ id: entryIds[0]! });
      expect(entry).toMatchObject({
        locked: true,
        locked_reason: 'invoiced',
        invoice_id: invoice.id,
      });
      await expect(
        team.sdk(member).updateTimeEntry({ id: entryIds[0]!, description: 'changed' }),
      ).rejects.toMatchObject(
        refusal(409, TrackingText.TIME_ENTRY_LOCKED, Reason.TIME_ENTRY_LOCKED),
      );
      await expect(team.sdk(member).listInvoices()).rejects.toMatchObject({ status: 403 });
    });

    it('renders the PDF, mails it to the client when sent, and fires the webhooks', async () => {
      const invoice = await latestInvoice();

      // The description documents the PDF's 200 as application/pdf only: the contract check
      // of system.sdk refuses any other content type.
      const pdf = await asOwner().getInvoicePdf({ id: invoice.id });
      const { text } = await readPdf(new Uint8Array(pdf));
      for (const expected of [invoice.number, 'Acme', 'Website', '$150.00', '$75.00', '$247.50'])
        expect(text).toContain(expected);

      const sent = await asOwner().sendInvoice({ id: invoice.id });
      expect(sent).toMatchObject({ status: 'sent' });
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
      const invoice = await latestInvoice();
      const voided = await asOwner().voidInvoice({ id: invoice.id });
      expect(voided).toMatchObject({ status: 'void', number: invoice.number });
      const entry = await asOwner().getTimeEntry({ id: entryIds[0]! });
      expect(entry).toMatchObject({ locked: false, locked_reason: null, invoice_id: null });

      // A retried create with the same Idempotency-Key (the call's idempotencyKey) answers
      // the first answer again.
      const createAgain = () =>
        asOwner().createInvoice(
          { client_id: team.clientId, ...PERIOD },
          { idempotencyKey: `invoice-again-${team.teamId}` },
        );
      const again = await createAgain();
      expect(again.number).toMatch(/^INV-\d{4}-0002$/);
      expect(await createAgain()).toEqual(again);
      expect(again.total).toBe(247.5);
    });

    it('charges the late fee of an invoice sent past its due date once, mails and announces it', async () => {
      const late = await trackingTeam(system);
      const lateMember = await late.joinedMember();
      const asLateOwner = late.sdk(late.owner);
      await asLateOwner.updateTeamSettings({
        team_id: late.teamId,
        late_fee_type: 'percent',
        late_fee_value: 10,
        late_fee_after_days: 0,
        late_fee_repeat: 'once',
      });
      await asLateOwner.updateClientInvoiceSettings({
        id: late.clientId,
        net_term: 0,
        late_fee: 'yes',
      });
      const lateClientEmail = (await asLateOwner.getClient({ id: late.clientId })).email;
      // 2 h at 100: 200.00, due on its issue day, 2026-10-31 (net 0): the fee (10 %, 20.00)
      // is due from the start of 1 November in New York, long past.
      await late.addEntry(lateMember, '2026-10-06T13:00:00Z', '2026-10-06T15:00:00Z');
      const made = await asLateOwner.createInvoice({
        client_id: late.clientId,
        from: '2026-10-01',
        to: '2026-10-31',
        issue_date: '2026-10-31',
      });
      expect(made).toMatchObject({ due_date: '2026-10-31', total: 200, late_fees_applied: 0 });
      await asLateOwner.sendInvoice({ id: made.id });

      const mail = await system.mail.waitFor(
        (message) =>
          message.to.includes(lateClientEmail) &&
          message.subject.includes(made.number) &&
          /late fee/i.test(`${message.subject} ${message.text}`),
        15_000,
      );
      expect(mail.text).toContain('$220.00 is now due');
      const charged = await asLateOwner.getInvoice({ id: made.id });
      expect(charged).toMatchObject({ total: 220, late_fees_applied: 1 });
      expect(charged.lines.filter((line) => line.kind === 'late_fee')).toEqual([
        expect.objectContaining({ amount: 20, taxed: false }),
      ]);
      const [hook] = await system.operatorHooks.waitFor(1, (received) => {
        const body = JSON.parse(received.body);
        return (
          body.event === 'invoice_updated' &&
          body.payload?.invoice_id === made.id &&
          body.payload.change === 'late_fee_added'
        );
      });
      expect(JSON.parse(hook!.body).payload).toMatchObject({ total: 220 });
      // Once: later passes add nothing.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const after = await asLateOwner.getInvoice({ id: made.id });
      expect(after).toMatchObject({ total: 220, late_fees_applied: 1 });
    });
  });
}
