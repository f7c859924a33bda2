// The notifier's mails for team events: the invitation (team.invitation_sent) and
// "you were added" (team.member_added, when added directly), end to end through
// RabbitMQ, the SMTP relay (mail catcher), the delivery log and the results.
import {
  eventually,
  invitationSent,
  mailLookups,
  memberAdded,
  notifierForFile,
  PRODUCT_NAME,
  PUBLIC_URL,
  QUIET_PERIOD_MS,
  sleep,
} from './notifier-fixture';

describe('notifier: mail for team events', () => {
  const notifier = notifierForFile();
  const { mailsTo, mailTo } = mailLookups(notifier);

  describe('team.invitation_sent', () => {
    it('sends the invitation to the invited address, naming the team, the inviter, the role and the expiry, with the accept link', async () => {
      const invitation = invitationSent();

      await notifier.publish('team.invitation_sent', invitation);

      const mail = await mailTo(invitation.email as string);
      const link = `${PUBLIC_URL}/accept-invitation?token=${invitation.accept_token as string}`;
      expect(mail.subject).toBe(
        `Charles Babbage invited you to join Analytical Engines on ${PRODUCT_NAME}`,
      );
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Charles Babbage');
        expect(part).toContain('Analytical Engines');
        expect(part).toContain('as a manager');
        expect(part).toContain('expires on Wed, 02 Jan 2030 03:04:05 GMT');
      }
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    });

    it('escapes the team and inviter names in the HTML part', async () => {
      const invitation = invitationSent({
        team_name: '<img src=x onerror=alert(1)>',
        inviter_name: 'Eve "the" <b>inviter</b>',
      });

      await notifier.publish('team.invitation_sent', invitation);

      const mail = await mailTo(invitation.email as string);
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<b>inviter');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('Eve &quot;the&quot; &lt;b&gt;inviter&lt;/b&gt;');
    });

    it('publishes a "sent" mail result for the invitation and logs the delivery', async () => {
      const invitation = invitationSent();

      const event = await notifier.publish('team.invitation_sent', invitation);

      const result = await notifier.resultFor(event.id);
      expect(result.data).toEqual({
        event_id: event.id,
        template: 'team_invitation',
        to: invitation.email,
        status: 'sent',
      });
      expect(await notifier.delivery(event.id)).toMatchObject({
        event_type: 'team.invitation_sent',
        template: 'team_invitation',
        status: 'sent',
        attempts: 1,
      });
    });

    it('sends one mail and one result when the same invitation event arrives twice', async () => {
      const invitation = invitationSent();

      const event = await notifier.publish('team.invitation_sent', invitation);
      await notifier.publishAgain(event);

      await notifier.resultFor(event.id);
      await sleep(QUIET_PERIOD_MS);
      expect(mailsTo(invitation.email as string)).toHaveLength(1);
      expect(notifier.results.filter((result) => result.data.event_id === event.id)).toHaveLength(
        1,
      );
    });

    it('records a "failed" result, without trying the relay, for an invitation without an accept token', async () => {
      const invitation = invitationSent({ accept_token: undefined });

      const event = await notifier.publish('team.invitation_sent', invitation);

      const result = await notifier.resultFor(event.id);
      expect(result.data).toMatchObject({ template: 'team_invitation', status: 'failed' });
      expect(result.data.error).toMatch(/^invalid event: .*accept_token/);
      expect(mailsTo(invitation.email as string)).toHaveLength(0);
    });
  });

  describe('team.member_added', () => {
    it('tells a member added directly which team they were added to and as what, with a link to the app', async () => {
      const added = memberAdded({ role: 'owner' });

      const event = await notifier.publish('team.member_added', added);

      const mail = await mailTo(added.email as string);
      expect(mail.subject).toBe(`You were added to Analytical Engines on ${PRODUCT_NAME}`);
      expect(mail.text).toContain(
        `You were added to the team Analytical Engines on ${PRODUCT_NAME} as an owner.`,
      );
      expect(mail.text).toContain(`\n${PUBLIC_URL}\n`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}"`);
      expect((await notifier.resultFor(event.id)).data).toEqual({
        event_id: event.id,
        template: 'team_member_added',
        to: added.email,
        status: 'sent',
      });
    });

    it('sends nothing, records nothing and publishes no result for a member who joined by accepting an invitation', async () => {
      const added = memberAdded({ via: 'invitation' });

      const event = await notifier.publish('team.member_added', added);

      await eventually(
        () =>
          notifier.logs.some(
            (line) => line.event_id === event.id && line.msg === 'no mail for this event',
          ),
        5000,
        'the event to be handled',
      );
      await sleep(QUIET_PERIOD_MS);
      expect(mailsTo(added.email as string)).toHaveLength(0);
      expect(await notifier.delivery(event.id)).toBeNull();
      expect(notifier.results.some((result) => result.data.event_id === event.id)).toBe(false);
    });

    it('sends one mail and one result when the same event arrives twice', async () => {
      const added = memberAdded();

      const event = await notifier.publish('team.member_added', added);
      await notifier.publishAgain(event);

      await notifier.resultFor(event.id);
      await sleep(QUIET_PERIOD_MS);
      expect(mailsTo(added.email as string)).toHaveLength(1);
      expect(notifier.results.filter((result) => result.data.event_id === event.id)).toHaveLength(
        1,
      );
    });
  });
});
