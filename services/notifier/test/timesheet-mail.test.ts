// The notifier's mail for tracking: a rejected timesheet (timesheet.rejected) tells the
// member, at the address identity has for them, who rejected which week and why; end to
// end through RabbitMQ, identity (stub, GetUsers), the SMTP relay (mail catcher), the
// delivery log and the results.
import {
  eventually,
  mailLookups,
  notifierForFile,
  PRODUCT_NAME,
  PUBLIC_URL,
  QUIET_PERIOD_MS,
  RETRY_DELAYS_MS,
  sleep,
  timesheetRejected,
} from './notifier-fixture';

describe('notifier: mail for timesheet.rejected', () => {
  const notifier = notifierForFile();
  const { mailsTo, mailTo } = mailLookups(notifier);

  it("mails the member, at identity's address, the reviewer's comment, the week and its days, with a link", async () => {
    const member = notifier.identity.register('Ada');
    const reviewer = notifier.identity.register('Charles');

    const event = await notifier.publish(
      'timesheet.rejected',
      timesheetRejected(member.id, reviewer.id),
    );

    const mail = await mailTo(member.email);
    const link = `${PUBLIC_URL}/timesheet?week=2026-W48`;
    expect(mail.subject).toBe('Your timesheet for 2026-W48 was rejected');
    expect(mail.text).toMatch(new RegExp(`^Hi ${member.name},`));
    expect(mail.text).toContain(
      `${reviewer.name} rejected your timesheet for the week 2026-W48 (Mon, 23 Nov 2026 – Sun, 29 Nov 2026) on ${PRODUCT_NAME}.`,
    );
    expect(mail.text).toContain(
      `${reviewer.name} wrote:\n\nTuesday is missing.\nPlease add the client call.\n`,
    );
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(
      `<strong>${reviewer.name}</strong> rejected your timesheet for the week <strong>2026-W48</strong> (Mon, 23 Nov 2026 – Sun, 29 Nov 2026)`,
    );
    expect(mail.html).toContain('Tuesday is missing.<br>Please add the client call.');
    expect(mail.html).toContain(`href="${link}"`);
    expect((await notifier.resultFor(event.id)).data).toEqual({
      event_id: event.id,
      template: 'timesheet_rejected',
      to: member.email,
      status: 'sent',
    });
  });

  it("escapes the comment and the reviewer's name in the HTML part", async () => {
    const member = notifier.identity.register('Ada');
    const reviewer = notifier.identity.register('Eve <i>the</i> "reviewer"');

    await notifier.publish(
      'timesheet.rejected',
      timesheetRejected(member.id, reviewer.id, {
        comment: '<script>alert(1)</script> & <b>fix</b> it',
      }),
    );

    const mail = await mailTo(member.email);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>fix</b>');
    expect(mail.html).not.toContain('<i>the</i>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;fix&lt;/b&gt; it',
    );
    expect(mail.html).toContain('Eve &lt;i&gt;the&lt;/i&gt; &quot;reviewer&quot;');
    expect(mail.text).toContain('\n<script>alert(1)</script> & <b>fix</b> it\n');
  });

  it('says nothing of a comment when there is none, and who rejected it when identity does not know the reviewer', async () => {
    const member = notifier.identity.register('Ada');

    await notifier.publish(
      'timesheet.rejected',
      timesheetRejected(member.id, 999_999, { comment: null }),
    );

    const mail = await mailTo(member.email);
    expect(mail.text).toContain(
      `Your timesheet for the week 2026-W48 (Mon, 23 Nov 2026 – Sun, 29 Nov 2026) was rejected on ${PRODUCT_NAME}.`,
    );
    expect(mail.text).not.toContain('wrote:');
    expect(mail.html).not.toContain('<blockquote');
  });

  it('records a "failed" result, and sends nothing, for a member identity does not know', async () => {
    const event = await notifier.publish('timesheet.rejected', timesheetRejected(888_888, null));

    const result = await notifier.resultFor(event.id);
    expect(result.data).toMatchObject({
      template: 'timesheet_rejected',
      to: '',
      status: 'failed',
      error: 'invalid event: identity knows no user 888888',
    });
    expect(await notifier.delivery(event.id)).toMatchObject({
      event_type: 'timesheet.rejected',
      status: 'failed',
    });
  });

  it('records a "failed" result for an event without its week, without asking the relay', async () => {
    const member = notifier.identity.register('Ada');
    const data = timesheetRejected(member.id, null);
    delete data.week;

    const event = await notifier.publish('timesheet.rejected', data);

    const result = await notifier.resultFor(event.id);
    expect(result.data).toMatchObject({ template: 'timesheet_rejected', status: 'failed' });
    expect(result.data.error).toMatch(/^invalid event: .*week/);
    expect(mailsTo(member.email)).toHaveLength(0);
  });

  it('retries while identity does not answer, and sends the mail once it does', async () => {
    const member = notifier.identity.register('Ada');
    const restore = notifier.identity.fail('GetUsers');

    const event = await notifier.publish('timesheet.rejected', timesheetRejected(member.id, null));

    await eventually(
      () =>
        notifier.logs.some(
          (line) =>
            line.event_id === event.id &&
            line.msg === 'identity could not be asked for the recipient; retrying later',
        ),
      5000,
      'a first attempt to fail',
    );
    restore();
    await mailTo(member.email);
    expect((await notifier.resultFor(event.id)).data.status).toBe('sent');
  });

  it('counts as failed when identity does not answer on the last attempt either', async () => {
    const member = notifier.identity.register('Ada');
    const restore = notifier.identity.fail('GetUsers');
    try {
      const event = await notifier.publish(
        'timesheet.rejected',
        timesheetRejected(member.id, null),
      );

      const result = await notifier.resultFor(event.id);
      expect(result.data).toMatchObject({ template: 'timesheet_rejected', status: 'failed' });
      expect(result.data.error).toMatch(
        new RegExp(
          `^gave up after ${RETRY_DELAYS_MS.length + 1} attempts: identity could not be asked`,
        ),
      );
      expect(mailsTo(member.email)).toHaveLength(0);
    } finally {
      restore();
    }
  });

  it('sends one mail when the same event arrives twice', async () => {
    const member = notifier.identity.register('Ada');

    const event = await notifier.publish('timesheet.rejected', timesheetRejected(member.id, null));
    await notifier.publishAgain(event);

    await notifier.resultFor(event.id);
    await sleep(QUIET_PERIOD_MS);
    expect(mailsTo(member.email)).toHaveLength(1);
  });
});
