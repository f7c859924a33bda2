// The notifier's mail for a client's budget (issue 19): client.budget_threshold_reached
// is mailed to each owner and each manager of the team (teams, stub: ListMembersByRole), at
// the address identity has for them (stub, GetUsers), each mail its own delivery; end to
// end through RabbitMQ, the SMTP relay (mail catcher), the delivery log and the results.
import {
  budgetThresholdReached,
  eventually,
  mailLookups,
  notifierForFile,
  PRODUCT_NAME,
  PUBLIC_URL,
  QUIET_PERIOD_MS,
  sleep,
} from './notifier-fixture';

describe('notifier: mail for client.budget_threshold_reached', () => {
  const notifier = notifierForFile();
  const { mailsTo, mailTo } = mailLookups(notifier);

  /** The budget_alert results recorded for these addresses so far. */
  const budgetResultsTo = (addresses: string[]) =>
    notifier.results.filter(
      (result) => result.data.template === 'budget_alert' && addresses.includes(result.data.to),
    );

  it('mails every owner and every manager of the team, and none of its members', async () => {
    const team = notifier.team({ owners: 2, managers: 2, members: 2 });
    const recipients = [...team.owners, ...team.managers].map((user) => user.email);

    await notifier.publish('client.budget_threshold_reached', budgetThresholdReached(team.teamId));

    await eventually(
      () => budgetResultsTo(recipients).length === recipients.length,
      10_000,
      'a result for every owner and manager',
    );
    expect(budgetResultsTo(recipients).map((result) => result.data.status)).toEqual(
      recipients.map(() => 'sent'),
    );
    for (const address of recipients) expect(mailsTo(address)).toHaveLength(1);
    for (const member of team.members) expect(mailsTo(member.email)).toHaveLength(0);
  });

  it('tells which client, the threshold, the use against the limit and the period, with a link to the client', async () => {
    const team = notifier.team({ owners: 1, managers: 0, members: 0 });
    const [owner] = team.owners;

    await notifier.publish('client.budget_threshold_reached', budgetThresholdReached(team.teamId));

    const mail = await mailTo(owner.email);
    const link = `${PUBLIC_URL}/clients/314`;
    expect(mail.subject).toBe('Client Acme has used 80% of its budget');
    expect(mail.text).toMatch(new RegExp(`^Hi ${owner.name},`));
    expect(mail.text).toContain(
      `The client Acme has used 83.5% of its budget on ${PRODUCT_NAME}, past its alert at 80%.\n` +
        'Used: 41.75 hours of 50 hours ($2,087.50 of $2,500.00).\n' +
        'Period: Sun, 1 Nov 2026 – Mon, 30 Nov 2026.\n',
    );
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain('The client <strong>Acme</strong> has used <strong>83.5%</strong>');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('sends each owner and manager one mail when the same alert arrives twice', async () => {
    const team = notifier.team({ owners: 1, managers: 1, members: 0 });
    const recipients = [team.owners[0].email, team.managers[0].email];

    const event = await notifier.publish(
      'client.budget_threshold_reached',
      budgetThresholdReached(team.teamId),
    );
    await notifier.publishAgain(event);

    await eventually(
      () =>
        notifier.logs.some(
          (line) =>
            line.event_id === event.id &&
            line.msg === 'budget alert already handled: no mail requested again',
        ),
      10_000,
      'the second copy to be recognized',
    );
    await eventually(() => budgetResultsTo(recipients).length === 2, 10_000, 'both mails');
    await sleep(QUIET_PERIOD_MS);
    for (const address of recipients) expect(mailsTo(address)).toHaveLength(1);
    expect(budgetResultsTo(recipients)).toHaveLength(2);
  });

  it('a manager identity does not know fails alone: the owner still gets the mail', async () => {
    const team = notifier.team({ owners: 1, managers: 0, members: 0 });
    notifier.teams.setRole(team.teamId, { id: 888_001 }, 'manager');

    await notifier.publish('client.budget_threshold_reached', budgetThresholdReached(team.teamId));

    await mailTo(team.owners[0].email);
    await eventually(
      () =>
        notifier.results.some(
          (result) =>
            result.data.template === 'budget_alert' &&
            result.data.error === 'invalid event: identity knows no user 888001',
        ),
      10_000,
      "the unknown manager's mail to be recorded as failed",
    );
  });

  it('retries while teams does not answer, and mails the owners and managers once it does', async () => {
    const team = notifier.team({ owners: 1, managers: 1, members: 0 });
    const restore = notifier.teams.fail('ListMembersByRole');

    const event = await notifier.publish(
      'client.budget_threshold_reached',
      budgetThresholdReached(team.teamId),
    );

    await eventually(
      () =>
        notifier.logs.some(
          (line) =>
            line.event_id === event.id && line.msg === 'event handler failed; retrying later',
        ),
      5000,
      'a first attempt to fail',
    );
    restore();
    await mailTo(team.owners[0].email);
    await mailTo(team.managers[0].email);
  });

  it('sends nothing for an alert without its client, and dead-letters it at once', async () => {
    const team = notifier.team({ owners: 1, managers: 0, members: 0 });
    const data = budgetThresholdReached(team.teamId);
    delete data.client_id;

    const event = await notifier.publish('client.budget_threshold_reached', data);

    await eventually(
      () =>
        notifier.logs.some(
          (line) =>
            line.event_id === event.id && line.msg === 'event moved to the dead-letter queue',
        ),
      5000,
      'the alert to be dead-lettered',
    );
    expect(mailsTo(team.owners[0].email)).toHaveLength(0);
  });
});
