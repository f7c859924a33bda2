// The notifier's mails for time off: an approved request (time_off.approved) tells the
// member the policy, the days and what they count, with the reviewer's comment if any; a
// rejected one (time_off.rejected) tells who rejected it and why. End to end through
// RabbitMQ, identity (stub, GetUsers: the member's address, the reviewer's name), the
// SMTP relay (mail catcher), the delivery log and the results.
import {
  mailLookups,
  notifierForFile,
  PRODUCT_NAME,
  PUBLIC_URL,
  QUIET_PERIOD_MS,
  sleep,
  timeOffRequest,
} from './notifier-fixture';

const TEAM_ID = 42;
const DAYS = 'Mon, 21 Dec 2026 – Mon, 28 Dec 2026';

describe('notifier: mail for time_off.approved', () => {
  const notifier = notifierForFile();
  const { mailsTo, mailTo } = mailLookups(notifier);

  it("mails the member, at identity's address, the policy, the days, what they count and the reviewer's comment", async () => {
    const member = notifier.identity.register('Ada');
    const reviewer = notifier.identity.register('Charles');

    const event = await notifier.publish(
      'time_off.approved',
      timeOffRequest(TEAM_ID, member.id, {
        reviewed_by: reviewer.id,
        comment: 'Enjoy!\nSee you in January.',
      }),
    );

    const mail = await mailTo(member.email);
    const link = `${PUBLIC_URL}/time-off?request=31`;
    expect(mail.subject).toBe(`Your time off was approved: ${DAYS}`);
    expect(mail.text).toMatch(new RegExp(`^Hi ${member.name},`));
    expect(mail.text).toContain(`${reviewer.name} approved your time off on ${PRODUCT_NAME}.`);
    expect(mail.text).toContain(
      `Policy: Vacation (paid)\nDays: ${DAYS}\nCounted: 4 days (working days only)`,
    );
    expect(mail.text).toContain(`${reviewer.name} wrote:\n\nEnjoy!\nSee you in January.\n`);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<strong>${reviewer.name}</strong> approved your time off`);
    expect(mail.html).toContain('Enjoy!<br>See you in January.');
    expect(mail.html).toContain(`href="${link}"`);
    expect((await notifier.resultFor(event.id)).data).toEqual({
      event_id: event.id,
      template: 'time_off_approved',
      to: member.email,
      status: 'sent',
    });
  });

  it('a request approved at once (no reviewer, no comment): no reviewer named, no quote; half a day counted as such', async () => {
    const member = notifier.identity.register('Grace');

    await notifier.publish(
      'time_off.approved',
      timeOffRequest(TEAM_ID, member.id, {
        from: '2026-12-21',
        to: '2026-12-21',
        half_day: 'pm',
        amount: 0.5,
        days: ['2026-12-21'],
        paid: false,
        policy_name: 'Unpaid leave',
      }),
    );

    const mail = await mailTo(member.email);
    expect(mail.subject).toBe('Your time off was approved: Mon, 21 Dec 2026 (afternoon)');
    expect(mail.text).toContain(`Your time off was approved on ${PRODUCT_NAME}.`);
    expect(mail.text).toContain(
      'Policy: Unpaid leave (unpaid)\nDays: Mon, 21 Dec 2026 (afternoon)\nCounted: 0.5 days (working days only)',
    );
    expect(mail.text).not.toContain('wrote:');
    expect(mail.html).not.toContain('<blockquote');
  });

  it('an hours-unit request is counted in hours', async () => {
    const member = notifier.identity.register('Barbara');

    await notifier.publish(
      'time_off.approved',
      timeOffRequest(TEAM_ID, member.id, {
        unit: 'hours',
        from: '2026-12-22',
        to: '2026-12-22',
        hours: 7.5,
        amount: 7.5,
        days: ['2026-12-22'],
      }),
    );

    const mail = await mailTo(member.email);
    expect(mail.text).toContain('Days: Tue, 22 Dec 2026\nCounted: 7.5 hours (working days only)');
  });

  it('sends one mail however often the event is delivered', async () => {
    const member = notifier.identity.register('Edsger');

    const event = await notifier.publish('time_off.approved', timeOffRequest(TEAM_ID, member.id));
    await mailTo(member.email);
    await notifier.publishAgain(event);
    await sleep(QUIET_PERIOD_MS);

    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it('records a "failed" result, and sends nothing, for a member identity does not know', async () => {
    const event = await notifier.publish('time_off.approved', timeOffRequest(TEAM_ID, 777_777));

    const result = await notifier.resultFor(event.id);
    expect(result.data).toMatchObject({
      template: 'time_off_approved',
      to: '',
      status: 'failed',
      error: 'invalid event: identity knows no user 777777',
    });
  });

  it('records a "failed" result for an event without its days, without asking the relay', async () => {
    const member = notifier.identity.register('Ada');
    const { from: _from, ...data } = timeOffRequest(TEAM_ID, member.id);

    const event = await notifier.publish('time_off.approved', data);

    const result = await notifier.resultFor(event.id);
    expect(result.data).toMatchObject({ template: 'time_off_approved', status: 'failed' });
    expect(result.data.error).toMatch(/^invalid event: .*from/);
    expect(mailsTo(member.email)).toHaveLength(0);
  });
});

describe('notifier: mail for time_off.rejected', () => {
  const notifier = notifierForFile();
  const { mailTo } = mailLookups(notifier);

  it("mails the member who rejected the request, and the reviewer's comment", async () => {
    const member = notifier.identity.register('Ada');
    const reviewer = notifier.identity.register('Charles');

    const event = await notifier.publish(
      'time_off.rejected',
      timeOffRequest(TEAM_ID, member.id, {
        status: 'rejected',
        reviewed_by: reviewer.id,
        comment: 'The release is that week.\nPlease pick another.',
      }),
    );

    const mail = await mailTo(member.email);
    expect(mail.subject).toBe(`Your time off was rejected: ${DAYS}`);
    expect(mail.text).toContain(
      `${reviewer.name} rejected your time-off request on ${PRODUCT_NAME}. Nothing was taken from your balance.`,
    );
    expect(mail.text).toContain(`Policy: Vacation (paid)\nDays: ${DAYS}`);
    expect(mail.text).toContain(
      `${reviewer.name} wrote:\n\nThe release is that week.\nPlease pick another.\n`,
    );
    expect(mail.html).toContain('The release is that week.<br>Please pick another.');
    expect((await notifier.resultFor(event.id)).data).toEqual({
      event_id: event.id,
      template: 'time_off_rejected',
      to: member.email,
      status: 'sent',
    });
  });

  it("escapes the comment, the reviewer's name and the policy's in the HTML part", async () => {
    const member = notifier.identity.register('Ada');
    const reviewer = notifier.identity.register('Eve <i>the</i> "reviewer"');

    await notifier.publish(
      'time_off.rejected',
      timeOffRequest(TEAM_ID, member.id, {
        status: 'rejected',
        reviewed_by: reviewer.id,
        policy_name: '<b>Sabbatical</b>',
        comment: '<script>alert(1)</script> & no',
      }),
    );

    const mail = await mailTo(member.email);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<i>the</i>');
    expect(mail.html).not.toContain('<b>Sabbatical</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; no');
    expect(mail.html).toContain('Eve &lt;i&gt;the&lt;/i&gt; &quot;reviewer&quot;');
    expect(mail.text).toContain('\n<script>alert(1)</script> & no\n');
  });

  it('names no reviewer identity does not know', async () => {
    const member = notifier.identity.register('Ada');

    await notifier.publish(
      'time_off.rejected',
      timeOffRequest(TEAM_ID, member.id, {
        status: 'rejected',
        reviewed_by: 999_999,
        comment: 'No.',
      }),
    );

    const mail = await mailTo(member.email);
    expect(mail.text).toContain(
      `Your time-off request was rejected on ${PRODUCT_NAME}. Nothing was taken from your balance.`,
    );
    expect(mail.text).toContain('The reviewer wrote:\n\nNo.\n');
  });
});
