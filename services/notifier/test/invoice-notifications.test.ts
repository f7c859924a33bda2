// Invoices' notifications (issue 20) on the wire: invoice.created → new_invoice;
// invoice.sent, invoice.paid, invoice.voided → invoice_updated with the change; bodies
// `{event, payload: the invoice's summary (not the client's address), criteria: {team_id}}`.
// invoice.sent mails the invoice to the client's address and invoice.reminder_due its
// reminder, each with the PDF asked of invoices (stub: GetInvoicePdfForTeam) when the mail is
// sent; through RabbitMQ, the SMTP relay (mail catcher), the delivery log and the metrics.
import { randomBytes } from 'node:crypto';
import { metricValue, scrapeMetrics, type CaughtMail } from '@workmesh/testing';
import PostalMime from 'postal-mime';
import { Webhook } from 'standardwebhooks';
import type { ReceivedWebhook } from './webhook-receiver';
import {
  eventually,
  invoiceSummary,
  MAIL_RETRY_DELAYS_MS,
  OPERATOR_SECRET,
  QUIET_PERIOD_MS,
  sleep,
  webhooksForFile,
} from './webhooks-harness';

const h = webhooksForFile();

/** Longer than a mail's whole retry chain: a second attempt would have come by then. */
const MAIL_QUIET_PERIOD_MS = MAIL_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0) + 500;
const SENT_AT = '2026-12-01T09:00:00.000Z';

const headersOf = (hook: ReceivedWebhook) => hook.headers as Record<string, string>;
const mailsTo = (address: string) => h.relay.messages.filter((mail) => mail.to.includes(address));
const mailTo = (address: string) => h.relay.waitFor((mail) => mail.to.includes(address));
const hooksOf = (eventId: string) =>
  h.receiver.received.filter((hook) => hook.headers['webhook-id'] === eventId);

/** What the webhooks send of an invoice event's data: all of it but the client's address. */
function summaryPayload(data: Record<string, unknown>): Record<string, unknown> {
  const { client_email: _clientEmail, ...summary } = data;
  return summary;
}

/** A team's invoice whose PDF invoices has: its event data and the PDF's bytes. */
function invoiceWithPdf(overrides: Record<string, unknown> = {}) {
  const team = h.teams.team();
  const data = invoiceSummary(team.teamId, overrides);
  // Not UTF-8 text: every byte must survive the mail's encoding.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]);
  h.invoices.setPdf(team.teamId, data.invoice_id as number, pdf, `${String(data.number)}.pdf`);
  return { team, data, pdf, address: data.client_email as string };
}

const sentInvoice = () => invoiceWithPdf({ status: 'sent', sent_at: SENT_AT });

/** The mail's attachments, as a mail client reads them. */
async function attachmentsOf(mail: CaughtMail) {
  const parsed = await PostalMime.parse(mail.raw, { attachmentEncoding: 'base64' });
  return parsed.attachments.map((attachment) => ({
    filename: attachment.filename,
    mimeType: attachment.mimeType,
    content: Buffer.from(attachment.content as string, 'base64'),
  }));
}

/** The times invoices was asked for the invoice's PDF. */
const pdfRequestsFor = (data: Record<string, unknown>) =>
  h.invoices.pdfRequests.filter(
    (request) => request.teamId === data.team_id && request.invoiceId === data.invoice_id,
  );

describe('new_invoice (invoice.created)', () => {
  it("posts {event, payload: the invoice's summary without the client's address, criteria {team_id}} to the subscription and the operator, signed; nothing to another team", async () => {
    const team = h.teams.team();
    const other = h.teams.team();
    const subscription = await h.subscribe(team, 'new_invoice');
    const theirs = await h.subscribe(other, 'new_invoice');
    const data = invoiceSummary(team.teamId);

    const event = await h.publish('invoice.created', {
      ...data,
      internal_note: 'not for webhooks',
    });

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    const expected = {
      event: 'new_invoice',
      payload: summaryPayload(data),
      criteria: { team_id: team.teamId },
    };
    expect(hook.body).toBe(JSON.stringify(expected));
    expect(new Webhook(subscription.secret).verify(hook.body, headersOf(hook))).toEqual(expected);
    expect(hook.headers['webhook-id']).toBe(event.id);
    await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');
    const operatorHook = h.receiver
      .hooksTo(h.operatorPath)
      .find((received) => received.headers['webhook-id'] === event.id)!;
    expect(operatorHook.body).toBe(hook.body);
    expect(() =>
      new Webhook(OPERATOR_SECRET).verify(operatorHook.body, headersOf(operatorHook)),
    ).not.toThrow();
    expect(h.receiver.hooksTo(theirs.path)).toEqual([]);
  });
});

describe('invoice_updated (invoice.sent, invoice.paid, invoice.voided)', () => {
  it.each([
    ['invoice.sent', 'sent', { status: 'sent', sent_at: SENT_AT }],
    [
      'invoice.paid',
      'paid',
      { status: 'paid', sent_at: SENT_AT, paid_at: '2026-12-20T00:00:00.000Z' },
    ],
    [
      'invoice.voided',
      'voided',
      { status: 'void', sent_at: SENT_AT, voided_at: '2026-12-05T10:00:00.000Z' },
    ],
  ] as const)(
    'a %s posts the invoice after the change with change %j to invoice_updated subscribers, and nothing to new_invoice ones',
    async (type, change, state) => {
      const { team, data } = invoiceWithPdf(state);
      const updated = await h.subscribe(team, 'invoice_updated');
      const created = await h.subscribe(team, 'new_invoice');

      const event = await h.publish(type, data);

      const [hook] = await h.receiver.waitFor(updated.path, 1);
      const expected = {
        event: 'invoice_updated',
        payload: { ...summaryPayload(data), change },
        criteria: { team_id: team.teamId },
      };
      expect(hook.body).toBe(JSON.stringify(expected));
      expect(new Webhook(updated.secret).verify(hook.body, headersOf(hook))).toEqual(expected);
      expect((await h.deliveriesOf(event.id)).map((delivery) => delivery.webhook_id)).toEqual([
        null,
        updated.id,
      ]);
      expect(h.receiver.hooksTo(created.path)).toEqual([]);
    },
  );

  it('sends one webhook per target when the same invoice.paid arrives twice', async () => {
    const { team, data } = invoiceWithPdf({ status: 'paid', paid_at: SENT_AT });
    const subscription = await h.subscribe(team, 'invoice_updated');

    const event = await h.publish('invoice.paid', data);
    await h.publishAgain(event);

    await h.deliveryWhen(event.id, subscription.id, (delivery) => delivery.status === 'succeeded');
    await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');
    await sleep(QUIET_PERIOD_MS);
    expect(h.receiver.hooksTo(subscription.path)).toHaveLength(1);
    expect(hooksOf(event.id)).toHaveLength(2);
  });

  it('dead-letters a malformed invoice event at once: no delivery, no request', async () => {
    const team = h.teams.team();
    await h.subscribe(team, 'invoice_updated');

    const event = await h.publish('invoice.paid', invoiceSummary(team.teamId, { total: '12.50' }));

    await eventually(
      () =>
        h.logs.some(
          (line) =>
            line.event_id === event.id &&
            line.msg === 'event moved to the dead-letter queue' &&
            String(line.reason).startsWith('invalid event data'),
        ),
      5000,
      'the event to be dead-lettered',
    );
    expect(await h.deliveriesOf(event.id)).toEqual([]);
    expect(hooksOf(event.id)).toEqual([]);
  });
});

describe('the invoice mail (invoice.sent)', () => {
  it("mails the client's address: the subject, the invoice's facts with its total in USD, and the PDF invoices has, attached", async () => {
    const { data, pdf, address } = sentInvoice();

    await h.publish('invoice.sent', data);

    const mail = await mailTo(address);
    expect(mail.subject).toBe(`Invoice ${String(data.number)} from Analytical Engines`);
    expect(mail.text).toMatch(/^Dear Acme Corporation,/);
    expect(mail.text).toContain(
      `Invoice: ${String(data.number)}\n` +
        'Issue date: Tue, 1 Dec 2026\n' +
        'Due date: Thu, 31 Dec 2026\n' +
        'Total: $1,234.56\n' +
        'Period: Sun, 1 Nov 2026 – Mon, 30 Nov 2026\n',
    );
    expect(mail.html).toContain('Total: $1,234.56');
    expect(await attachmentsOf(mail)).toEqual([
      { filename: `${String(data.number)}.pdf`, mimeType: 'application/pdf', content: pdf },
    ]);
  });

  it('sends one mail when the same event arrives again, and does not ask invoices again', async () => {
    const { data, address } = sentInvoice();

    const event = await h.publish('invoice.sent', data);
    await mailTo(address);
    await eventually(
      async () => (await h.repository.mailDeliveries.find(event.id))?.status === 'sent',
      5000,
      'the mail to be recorded as sent',
    );
    await h.publishAgain(event);

    // Handled when recognized, or (were it not) when mailed again.
    await eventually(
      () =>
        mailsTo(address).length > 1 ||
        h.logs.some(
          (line) =>
            line.event_id === event.id && line.msg === 'event already handled: no mail sent again',
        ),
      5000,
      'the second copy to be handled',
    );
    await sleep(MAIL_QUIET_PERIOD_MS);
    expect(mailsTo(address)).toHaveLength(1);
    expect(pdfRequestsFor(data)).toHaveLength(1);
  });

  it('sends no mail when invoices no longer has the invoice: recorded as failed with a warning, at the first attempt, without retrying', async () => {
    const team = h.teams.team();
    const data = invoiceSummary(team.teamId, { status: 'sent', sent_at: SENT_AT });

    const event = await h.publish('invoice.sent', data);

    await eventually(
      async () => (await h.repository.mailDeliveries.find(event.id))?.status === 'failed',
      5000,
      'the mail to be recorded as failed',
    );
    await sleep(MAIL_QUIET_PERIOD_MS);
    const delivery = await h.repository.mailDeliveries.find(event.id);
    expect(delivery).toMatchObject({
      template: 'invoice_sent',
      to: data.client_email,
      status: 'failed',
      attempts: 1,
      last_error: `invoices has no invoice ${String(data.invoice_id)} of team ${team.teamId} any more`,
    });
    expect(pdfRequestsFor(data)).toHaveLength(1);
    expect(mailsTo(data.client_email as string)).toEqual([]);
    expect(
      h.logs.filter((line) => line.event_id === event.id && line.level >= 50), // error and up
    ).toEqual([]);
    expect(
      h.logs.some(
        (line) =>
          line.event_id === event.id &&
          line.level === 40 &&
          line.msg === 'what the mail attaches is gone: no mail, recorded as failed',
      ),
    ).toBe(true);
  });

  it('retries while invoices does not answer, and sends the mail with its PDF once it does', async () => {
    const { data, pdf, address } = sentInvoice();
    const restore = h.invoices.fail('GetInvoicePdfForTeam');

    const event = await h.publish('invoice.sent', data);

    await eventually(
      () =>
        h.logs.some(
          (line) =>
            line.event_id === event.id &&
            line.msg === 'the attachment could not be had now; retrying later',
        ),
      5000,
      'a first attempt to fail',
    );
    restore();
    const mail = await mailTo(address);
    expect((await attachmentsOf(mail)).map((attachment) => attachment.content)).toEqual([pdf]);
    expect((await h.repository.mailDeliveries.find(event.id))?.attempts).toBeGreaterThan(1);
  });

  it('records the mail as failed when invoices has not answered by the last attempt', async () => {
    const { data, address } = sentInvoice();
    const restore = h.invoices.fail('GetInvoicePdfForTeam');

    try {
      const event = await h.publish('invoice.sent', data);

      await eventually(
        async () => (await h.repository.mailDeliveries.find(event.id))?.status === 'failed',
        5000,
        'the mail to be recorded as failed',
      );
      const delivery = await h.repository.mailDeliveries.find(event.id);
      const attempts = MAIL_RETRY_DELAYS_MS.length + 1;
      expect(delivery?.attempts).toBe(attempts);
      expect(delivery?.last_error).toMatch(
        new RegExp(`^gave up after ${attempts} attempts: the attachment could not be had`),
      );
      expect(mailsTo(address)).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe('the reminder (invoice.reminder_due)', () => {
  it('mails the client that the invoice is overdue: its due date and amount, the PDF attached again', async () => {
    const { data, pdf, address } = sentInvoice();

    await h.publish('invoice.reminder_due', data);

    const mail = await mailTo(address);
    expect(mail.subject).toBe(`Reminder: invoice ${String(data.number)} is overdue`);
    expect(mail.text).toContain(
      `Invoice ${String(data.number)} from Analytical Engines was due on Thu, 31 Dec 2026 and is still unpaid: $1,234.56 is due.`,
    );
    expect(await attachmentsOf(mail)).toEqual([
      { filename: `${String(data.number)}.pdf`, mimeType: 'application/pdf', content: pdf },
    ]);
  });

  it('fires no webhook: it is for the client only', async () => {
    const { team, data, address } = sentInvoice();
    const created = await h.subscribe(team, 'new_invoice');
    const updated = await h.subscribe(team, 'invoice_updated');

    const event = await h.publish('invoice.reminder_due', data);

    await mailTo(address);
    await sleep(QUIET_PERIOD_MS);
    expect(await h.deliveriesOf(event.id)).toEqual([]);
    expect(hooksOf(event.id)).toEqual([]);
    expect(h.receiver.hooksTo(created.path)).toEqual([]);
    expect(h.receiver.hooksTo(updated.path)).toEqual([]);
  });
});

describe('mail metrics', () => {
  const sentCount = async (kind: string) =>
    metricValue(await scrapeMetrics(h.app.metricsPort), 'notifier_mails_total', {
      kind,
      outcome: 'sent',
    }) ?? 0;

  it.each([
    ['invoice.sent', 'invoice_sent'],
    ['invoice.reminder_due', 'invoice_reminder'],
  ])('counts the mail of an %s as notifier_mails_total{kind="%s"}', async (type, kind) => {
    const { data, address } = sentInvoice();
    const before = await sentCount(kind);

    await h.publish(type, data);

    await mailTo(address);
    await eventually(
      async () => (await sentCount(kind)) === before + 1,
      5000,
      'the mail to be counted',
    );
  });
});
