// The notifier end to end: events in through RabbitMQ, mail out through a real SMTP
// relay (mail catcher), results back out through the outbox, delivery log in MongoDB.
import { checkHealth, withRequestContext } from '@workmesh/platform';
import {
  eventually,
  mailLookups,
  notifierForFile,
  passwordResetRequest,
  PRODUCT_NAME,
  PUBLIC_URL,
  QUIET_PERIOD_MS,
  registeredUser,
  RETRY_DELAYS_MS,
  sleep,
} from './notifier-fixture';

describe('notifier: mail for user events', () => {
  const notifier = notifierForFile();
  const { mailsTo, mailTo } = mailLookups(notifier);

  describe('user.registered', () => {
    it('sends the verification mail to the user, in text and HTML, with the product name and a link carrying the token', async () => {
      const user = registeredUser();

      await notifier.publish('user.registered', user);

      const mail = await mailTo(user.email as string);
      const link = `${PUBLIC_URL}/api/v3/user/verify-email?token=${user.verification_token as string}`;
      expect(mail.from).toBe('no-reply@workmesh.local');
      expect(mail.subject).toContain(PRODUCT_NAME);
      expect(mail.text).toContain(PRODUCT_NAME);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Ada Lovelace');
      expect(mail.html).toContain(PRODUCT_NAME);
      expect(mail.html).toContain(`href="${link}"`);
    });

    it('escapes HTML in the name: a <script> in it never reaches the HTML part raw', async () => {
      const user = registeredUser({ name: '<script>alert("x")</script> Mallory' });

      await notifier.publish('user.registered', user);

      const mail = await mailTo(user.email as string);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mallory');
    });
  });

  describe('user.password_reset_requested', () => {
    it('sends the reset mail with a link to the reset page carrying the token and the email', async () => {
      const request = passwordResetRequest({ email: `grace+${Date.now()}@example.test` });

      await notifier.publish('user.password_reset_requested', request);

      const mail = await mailTo(request.email as string);
      const link =
        `${PUBLIC_URL}/reset-password?token=${request.reset_token as string}` +
        `&email=${encodeURIComponent(request.email as string)}`;
      expect(mail.subject).toBe(`Reset your ${PRODUCT_NAME} password`);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    });
  });

  describe('results and the delivery log', () => {
    it('publishes notification.mail_result "sent" with the original event id once the relay took the mail, and logs the delivery as sent', async () => {
      const request = passwordResetRequest();

      const event = await notifier.publish('user.password_reset_requested', request);

      const result = await notifier.resultFor(event.id);
      expect(result.data).toEqual({
        event_id: event.id,
        template: 'password_reset',
        to: request.email,
        status: 'sent',
      });
      expect(mailsTo(request.email as string)).toHaveLength(1);
      expect(await notifier.delivery(event.id)).toMatchObject({
        event_id: event.id,
        template: 'password_reset',
        to: request.email,
        status: 'sent',
        attempts: 1,
      });
    });

    it('carries the request id of the event that asked for the mail on to its result', async () => {
      const event = await withRequestContext({ requestId: 'req-notifier-test' }, () =>
        notifier.publish('user.registered', registeredUser()),
      );

      const result = await notifier.resultFor(event.id);
      expect(result.request_id).toBe('req-notifier-test');
    });

    it('when the relay refuses the message (550), sends nothing, does not retry, publishes a "failed" result and logs the delivery as failed', async () => {
      const user = registeredUser();
      notifier.relay.refuse(true);
      try {
        const event = await notifier.publish('user.registered', user);

        const result = await notifier.resultFor(event.id);
        expect(result.data).toMatchObject({
          event_id: event.id,
          template: 'email_verification',
          to: user.email,
          status: 'failed',
        });
        expect(result.data.error).toContain('550');
        const delivery = await notifier.delivery(event.id);
        expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
        expect(delivery?.last_error).toContain('550');
        expect(mailsTo(user.email as string)).toHaveLength(0);
      } finally {
        notifier.relay.refuse(false);
      }
    });

    it('when an event carries no usable address, publishes a "failed" result without trying the relay', async () => {
      const user = registeredUser({ email: 'not-an-address' });

      const event = await notifier.publish('user.registered', user);

      const result = await notifier.resultFor(event.id);
      expect(result.data).toMatchObject({
        event_id: event.id,
        status: 'failed',
        to: 'not-an-address',
      });
      expect(result.data.error).toMatch(/^invalid event: .*email/);
      expect(await notifier.delivery(event.id)).toMatchObject({ status: 'failed', attempts: 1 });
    });
  });

  describe('idempotence', () => {
    it('sends exactly one mail and one result when the same event arrives twice at once', async () => {
      const user = registeredUser();

      const event = await notifier.publish('user.registered', user);
      await notifier.publishAgain(event);

      await notifier.resultFor(event.id);
      await sleep(QUIET_PERIOD_MS);
      expect(mailsTo(user.email as string)).toHaveLength(1);
      expect(notifier.results.filter((result) => result.data.event_id === event.id)).toHaveLength(
        1,
      );
    });

    it('acknowledges an event that comes back after it was handled, without a second mail', async () => {
      const user = registeredUser();
      const event = await notifier.publish('user.registered', user);
      await notifier.resultFor(event.id);

      await notifier.publishAgain(event);

      await eventually(
        () =>
          notifier.logs.some(
            (line) => line.event_id === event.id && line.msg.startsWith('event already handled'),
          ),
        5000,
        'the duplicate to be acknowledged',
      );
      expect(mailsTo(user.email as string)).toHaveLength(1);
      expect(notifier.results.filter((result) => result.data.event_id === event.id)).toHaveLength(
        1,
      );
    });
  });

  describe('when the relay is unreachable', () => {
    it('retries, and sends the mail once the relay is back', async () => {
      const user = registeredUser();
      await notifier.stopRelay();
      let event;
      try {
        event = await notifier.publish('user.registered', user);
        await eventually(
          async () => (await notifier.delivery(event!.id))?.status === 'retrying',
          5000,
          'a failed first attempt',
        );
      } finally {
        await notifier.restartRelay();
      }

      const result = await notifier.resultFor(event.id);
      expect(result.data.status).toBe('sent');
      await sleep(QUIET_PERIOD_MS);
      expect(mailsTo(user.email as string)).toHaveLength(1);
      const delivery = await notifier.delivery(event.id);
      expect(delivery).toMatchObject({ status: 'sent' });
      expect(delivery?.attempts).toBeGreaterThanOrEqual(2);
    });

    it('after the last retry, counts the mail as failed and publishes a "failed" result naming the cause', async () => {
      const request = passwordResetRequest();
      await notifier.stopRelay();
      try {
        const event = await notifier.publish('user.password_reset_requested', request);

        const result = await notifier.resultFor(event.id);
        expect(result.data).toMatchObject({
          event_id: event.id,
          template: 'password_reset',
          status: 'failed',
        });
        expect(result.data.error).toContain(`gave up after ${RETRY_DELAYS_MS.length + 1} attempts`);
        expect(await notifier.delivery(event.id)).toMatchObject({
          status: 'failed',
          attempts: RETRY_DELAYS_MS.length + 1,
        });
      } finally {
        await notifier.restartRelay();
      }
    });
  });

  describe('logs', () => {
    it('name the event id, the template and the recipient domain, never the token or the link', async () => {
      const user = registeredUser({ email: `ada-${Date.now()}@logs.example.test` });

      const event = await notifier.publish('user.registered', user);
      await notifier.resultFor(event.id);

      const sentLine = notifier.logs.find(
        (line) => line.event_id === event.id && line.msg === 'mail sent',
      );
      expect(sentLine).toMatchObject({
        template: 'email_verification',
        recipient_domain: 'logs.example.test',
      });
      const everything = JSON.stringify(notifier.logs);
      expect(everything).not.toContain(user.verification_token as string);
      expect(everything).not.toContain('verify-email?');
      expect(everything).not.toContain(user.email as string);
    });
  });

  it('serves grpc.health.v1 as SERVING', async () => {
    expect(await checkHealth(`127.0.0.1:${notifier.app.port}`, 2000)).toBe('SERVING');
  });
});
