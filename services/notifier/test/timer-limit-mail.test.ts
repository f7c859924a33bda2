// The notifier's mail for a timer stopped at the weekly limit (timer.stopped_at_limit,
// issue 19): the member is told, at the address identity has for them (stub, GetUsers),
// which timer stopped, when (in the entry's zone) and at which limit; end to end through
// RabbitMQ, the SMTP relay (mail catcher), the delivery log and the results.
import {
  mailLookups,
  notifierForFile,
  PRODUCT_NAME,
  PUBLIC_URL,
  QUIET_PERIOD_MS,
  sleep,
  timerStoppedAtLimit,
} from './notifier-fixture';

describe('notifier: mail for timer.stopped_at_limit', () => {
  const notifier = notifierForFile();
  const { mailsTo, mailTo } = mailLookups(notifier);

  it("mails the member, at identity's address, the project, when it stopped in the entry's zone, and the limit", async () => {
    const member = notifier.identity.register('Ada');

    const event = await notifier.publish('timer.stopped_at_limit', timerStoppedAtLimit(member.id));

    const mail = await mailTo(member.email);
    const link = `${PUBLIC_URL}/timesheet?week=2026-W48`;
    expect(mail.subject).toBe('Your timer was stopped at your weekly limit of 40 hours');
    expect(mail.text).toMatch(new RegExp(`^Hi ${member.name},`));
    expect(mail.text).toContain(
      'Your timer on the project Engines (task "The mill") was stopped at Fri, 27 Nov 2026, 17:30 (Europe/Berlin): ' +
        `your time in the week 2026-W48 reached your weekly limit of 40 hours on ${PRODUCT_NAME}.`,
    );
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain('on the project <strong>Engines</strong>');
    expect(mail.html).toContain(`href="${link}"`);
    expect((await notifier.resultFor(event.id)).data).toEqual({
      event_id: event.id,
      template: 'timer_stopped_at_limit',
      to: member.email,
      status: 'sent',
    });
  });

  it('records a "failed" result, and sends nothing, for a member identity does not know', async () => {
    const event = await notifier.publish('timer.stopped_at_limit', timerStoppedAtLimit(888_002));

    const result = await notifier.resultFor(event.id);
    expect(result.data).toMatchObject({
      template: 'timer_stopped_at_limit',
      to: '',
      status: 'failed',
      error: 'invalid event: identity knows no user 888002',
    });
  });

  it('records a "failed" result for an event without its limit, without asking the relay', async () => {
    const member = notifier.identity.register('Ada');
    const data = timerStoppedAtLimit(member.id);
    delete data.weekly_limit;

    const event = await notifier.publish('timer.stopped_at_limit', data);

    const result = await notifier.resultFor(event.id);
    expect(result.data).toMatchObject({ template: 'timer_stopped_at_limit', status: 'failed' });
    expect(result.data.error).toMatch(/^invalid event: .*weekly_limit/);
    expect(mailsTo(member.email)).toHaveLength(0);
  });

  it('sends one mail when the same event arrives twice', async () => {
    const member = notifier.identity.register('Ada');

    const event = await notifier.publish('timer.stopped_at_limit', timerStoppedAtLimit(member.id));
    await notifier.publishAgain(event);

    await notifier.resultFor(event.id);
    await sleep(QUIET_PERIOD_MS);
    expect(mailsTo(member.email)).toHaveLength(1);
  });
});
