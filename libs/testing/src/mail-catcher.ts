// A real SMTP server (smtp-server) that keeps what it receives: in memory for
// tests, and as .eml files under a directory for `npm start` without SMTP_URL.
// It can be told to refuse messages, to test what happens when the relay says no.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  receivedAt: Date;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:PORT, for nodemailer. */
  url: string;
  port: number;
  readonly messages: CaughtMail[];
  /** Resolves with the first mail (already received or arriving) that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** While true, every message is refused with a 550 reply. */
  refuse(refusing: boolean): void;
  stop(): Promise<void>;
}

export async function startMailCatcher(
  options: { port?: number; directory?: string; onMail?: (mail: CaughtMail) => void } = {},
): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<{
    predicate: (mail: CaughtMail) => boolean;
    resolve: (mail: CaughtMail) => void;
  }>();
  let refusing = false;
  if (options.directory) mkdirSync(options.directory, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          const error = Object.assign(new Error('Message refused by the test relay'), {
            responseCode: 550,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw).then(
          (parsed) => {
            const mail: CaughtMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              raw,
              receivedAt: new Date(),
            };
            messages.push(mail);
            if (options.directory) {
              const name = `${mail.receivedAt.toISOString().replace(/[:.]/g, '-')}-${messages.length}.eml`;
              writeFileSync(path.join(options.directory, name), raw);
            }
            options.onMail?.(mail);
            for (const waiter of [...waiters]) {
              if (waiter.predicate(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<CaughtMail>((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter))
            reject(
              new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`),
            );
        }, timeoutMs).unref();
      });
    },
    refuse(value) {
      refusing = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
