// The notifier's mail for task events: the assignment mail (task.assignee_changed), end
// to end through RabbitMQ, the SMTP relay (mail catcher), the delivery log and the results.
import {
  assigneeChanged,
  eventually,
  mailLookups,
  notifierForFile,
  PRODUCT_NAME,
  PUBLIC_URL,
  QUIET_PERIOD_MS,
  sleep,
} from './notifier-fixture';

describe('notifier: mail for task events', () => {
  const notifier = notifierForFile();
  const { mailsTo, mailTo } = mailLookups(notifier);

  describe('task.assignee_changed', () => {
    it('tells the new assignee which task of which project they were assigned and by whom, with a link to the task', async () => {
      const change = assigneeChanged();

      const event = await notifier.publish('task.assignee_changed', change);

      const mail = await mailTo(change.assignee_email as string);
      const link = `${PUBLIC_URL}/tasks/${change.task_id as number}`;
      expect(mail.subject).toBe('You were assigned "Build the difference engine"');
      expect(mail.text).toContain(
        `Charles Babbage assigned you the task "Build the difference engine" in the project Engines on ${PRODUCT_NAME}.`,
      );
      expect(mail.text).toContain(`\n${link}\n`);
      expect(mail.text).toMatch(/^Hi Ada Lovelace,/);
      expect(mail.html).toContain(
        '<strong>Charles Babbage</strong> assigned you the task <strong>Build the difference engine</strong> in the project <strong>Engines</strong>',
      );
      expect(mail.html).toContain(`href="${link}"`);
      expect((await notifier.resultFor(event.id)).data).toEqual({
        event_id: event.id,
        template: 'task_assigned',
        to: change.assignee_email,
        status: 'sent',
      });
    });

    it('carries the comment, line breaks kept, in the text part and in the HTML part', async () => {
      const change = assigneeChanged({
        comment: 'Please start with the mill.\nThe store can wait.',
      });

      await notifier.publish('task.assignee_changed', change);

      const mail = await mailTo(change.assignee_email as string);
      expect(mail.text).toContain(
        'Charles Babbage wrote:\n\nPlease start with the mill.\nThe store can wait.\n',
      );
      expect(mail.html).toContain('Please start with the mill.<br>The store can wait.');
    });

    it('escapes the comment and the names in the HTML part', async () => {
      const change = assigneeChanged({
        comment: '<b>x</b>',
        task_name: '<img src=x onerror=alert(1)>',
        changed_by_name: 'Eve "the" <i>assigner</i>',
      });

      await notifier.publish('task.assignee_changed', change);

      const mail = await mailTo(change.assignee_email as string);
      expect(mail.html).not.toContain('<b>x</b>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<i>assigner');
      expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('Eve &quot;the&quot; &lt;i&gt;assigner&lt;/i&gt;');
      expect(mail.text).toContain('\n<b>x</b>\n');
    });

    it('says nothing of a comment when there is none', async () => {
      const change = assigneeChanged({ comment: '' });

      await notifier.publish('task.assignee_changed', change);

      const mail = await mailTo(change.assignee_email as string);
      expect(mail.text).not.toContain('wrote:');
      expect(mail.html).not.toContain('wrote:');
      expect(mail.html).not.toContain('<blockquote');
    });

    it('sends nothing, records nothing and publishes no result when the task was unassigned', async () => {
      const unassigned = assigneeChanged({
        assignee_user_id: null,
        assignee_email: '',
        assignee_name: '',
        previous_assignee_user_id: 5,
        comment: 'Handing this back.',
      });
      const mailsBefore = notifier.relay.messages.length;

      const event = await notifier.publish('task.assignee_changed', unassigned);

      await eventually(
        () =>
          notifier.logs.some(
            (line) =>
              line.event_id === event.id &&
              line.msg === 'no mail for this event' &&
              line.reason === 'the task was unassigned',
          ),
        5000,
        'the event to be handled',
      );
      await sleep(QUIET_PERIOD_MS);
      expect(notifier.relay.messages).toHaveLength(mailsBefore);
      expect(await notifier.delivery(event.id)).toBeNull();
      expect(notifier.results.some((result) => result.data.event_id === event.id)).toBe(false);
    });

    it('sends one mail and one result when the same event arrives twice', async () => {
      const change = assigneeChanged({ comment: 'Once is enough.' });

      const event = await notifier.publish('task.assignee_changed', change);
      await notifier.publishAgain(event);

      await notifier.resultFor(event.id);
      await sleep(QUIET_PERIOD_MS);
      expect(mailsTo(change.assignee_email as string)).toHaveLength(1);
      expect(notifier.results.filter((result) => result.data.event_id === event.id)).toHaveLength(
        1,
      );
    });

    it('records a "failed" result, without trying the relay, for an assignee without a usable address', async () => {
      const change = assigneeChanged({ assignee_email: 'not-an-address' });

      const event = await notifier.publish('task.assignee_changed', change);

      const result = await notifier.resultFor(event.id);
      expect(result.data).toMatchObject({
        template: 'task_assigned',
        to: 'not-an-address',
        status: 'failed',
      });
      expect(result.data.error).toMatch(/^invalid event: .*assignee_email/);
      expect(await notifier.delivery(event.id)).toMatchObject({
        event_type: 'task.assignee_changed',
        status: 'failed',
        attempts: 1,
      });
      expect(mailsTo('not-an-address')).toHaveLength(0);
    });
  });
});
