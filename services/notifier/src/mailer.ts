// Mail out through the SMTP relay (nodemailer). A failure is classified so the
// consumer knows whether trying again can help: the relay answering 5xx has decided
// (permanent); an unreachable relay, a timeout or a 4xx reply may pass (transient).
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** A file sent with the mail, from memory (the mailer never reads files or URLs). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export type SendFailureKind = 'permanent' | 'transient';

export class MailSendError extends Error {
  constructor(
    readonly kind: SendFailureKind,
    message: string,
    /** The SMTP reply code, when the relay answered. */
    readonly responseCode?: number,
    /** nodemailer's error code: ECONNECTION, ETIMEDOUT, EENVELOPE, EMESSAGE… */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

export interface Mailer {
  /** Resolves when the relay has accepted the message; rejects with a MailSendError. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// Bounded waits: a relay that stops answering must fail the attempt (and free the
// delivery for a retry) well within SEND_DEADLINE_MS.
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** Longest one send can take with the timeouts above; a delivery's lease outlives it. */
export const SEND_DEADLINE_MS = CONNECTION_TIMEOUT_MS + GREETING_TIMEOUT_MS + SOCKET_TIMEOUT_MS;

// Errors raised before anything reaches the relay, about the message itself (no
// recipient, an address nodemailer refuses): sending it again cannot succeed.
const MESSAGE_ERROR_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

export function classifySendError(error: unknown): MailSendError {
  const details = error as { responseCode?: unknown; code?: unknown; message?: unknown };
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  const code = typeof details.code === 'string' ? details.code : undefined;
  const message = typeof details.message === 'string' ? details.message : String(error);
  let kind: SendFailureKind;
  if (responseCode !== undefined) kind = responseCode >= 500 ? 'permanent' : 'transient';
  else kind = code !== undefined && MESSAGE_ERROR_CODES.has(code) ? 'permanent' : 'transient';
  return new MailSendError(kind, message, responseCode, code);
}

export function createMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transportOptions: SMTPTransport.Options = {
    url: options.smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Mail content never names files or URLs to fetch; refuse it should a value try.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
  const transporter: Transporter<SMTPTransport.SentMessageInfo> = nodemailer.createTransport(
    transportOptions,
    {
      from: options.from,
    },
  );
  return {
    async send(mail) {
      try {
        await transporter.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
        });
      } catch (error) {
        throw classifySendError(error);
      }
    },
    close: () => transporter.close(),
  };
}
