// Late fees' notifications (issue 35) on the wire: invoice.late_fee_added mails the client
// the late-fee notice (its new total, the PDF with the fee asked of invoices when the mail
// is sent) through RabbitMQ and the SMTP relay (mail catcher), and fires invoice_updated
// with change `late_fee_added`.
import { randomBytes } from 'node:crypto';
import type { CaughtMail } from '@workmesh/testing';
import PostalMime from 'postal-mime';
import { Webhook } from 'standardwebhooks';
import type { ReceivedWebhook } from './webhook-receiver';
import { invoiceSummary, webhooksForFile } from './webhooks-harness';

const h = webhooksForFile();

const SENT_AT = '2026-12-01T09:00:00.000Z';
const headersOf = (hook: ReceivedWebhook) => hook.headers as Record<string, string>;
const mailTo = (address: string) => h.relay.waitFor((mail) => mail.to.includes(address));

/** An invoice with a late fee added, whose PDF invoices has: its event data and the PDF. */
function invoiceWithFee() {
  const team = h.teams.team();
  const data = invoiceSummary(team.teamId, { status: 'sent', sent_at: SENT_AT, total: 1358.02 });
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);
  h.invoices.setPdf(team.teamId, data.invoice_id as number, pdf, `${String(data.number)}.pdf`);
  return { team, data, pdf, address: data.client_email as string };
}

async function attachmentsOf(mail: CaughtMail) {
  const parsed = await PostalMime.parse(mail.raw, { attachmentEncoding: 'base64' });
  return parsed.attachments.map((attachment) => ({
    filename: attachment.filename,
    mimeType: attachment.mimeType,
    content: Buffer.from(attachment.content as string, 'base64'),
  }));
}

describe('invoice.late_fee_added', () => {
  it("mails the client's address the late-fee notice with the new total, the PDF attached", async () => {
    const { data, pdf, address } = invoiceWithFee();

    await h.publish('invoice.late_fee_added', data);

    const mail = await mailTo(address);
    expect(mail.subject).toBe(`Late fee added: invoice ${String(data.number)} is overdue`);
    expect(mail.text).toContain(
      `Invoice ${String(data.number)} from Analytical Engines was due on Thu, 31 Dec 2026 and is still unpaid: a late fee was added, and $1,358.02 is now due.`,
    );
    expect(mail.html).toContain('<strong>$1,358.02</strong> is now due.');
    expect(await attachmentsOf(mail)).toEqual([
      { filename: `${String(data.number)}.pdf`, mimeType: 'application/pdf', content: pdf },
    ]);
    expect(
      h.invoices.pdfRequests.filter(
        (request) => request.teamId === data.team_id && request.invoiceId === data.invoice_id,
      ),
    ).toHaveLength(1);
  });

  it("posts invoice_updated with change late_fee_added: the invoice's summary after the fee, without the client's address", async () => {
    const { team, data } = invoiceWithFee();
    const updated = await h.subscribe(team, 'invoice_updated');
    const created = await h.subscribe(team, 'new_invoice');

    const event = await h.publish('invoice.late_fee_added', data);

    const [hook] = await h.receiver.waitFor(updated.path, 1);
    const { client_email: _address, ...summary } = data;
    const expected = {
      event: 'invoice_updated',
      payload: { ...summary, change: 'late_fee_added' },
      criteria: { team_id: team.teamId },
    };
    expect(hook.body).toBe(JSON.stringify(expected));
    expect(new Webhook(updated.secret).verify(hook.body, headersOf(hook))).toEqual(expected);
    expect(hook.headers['webhook-id']).toBe(event.id);
    expect(h.receiver.hooksTo(created.path)).toEqual([]);
  });
});
