// The vocabulary of composing a mail (mail-composition.ts): what composing needs, what it
// makes, and the errors that stop it.
import type { DomainEvent } from '@workmesh/platform';
import type { IdentityDirectory, UserContact } from './identity-directory';
import type { InvoicesDirectory } from './invoices-directory';
import type { MailTemplates, RenderedMail } from './mail-templates';
import type { MailAttachment } from './mailer';
import type { MailTemplateName } from './models';

/** What composing a mail may ask. */
export interface MailCompositionDeps {
  templates: MailTemplates;
  /** Names and addresses of users an event names by id only. */
  identity: Pick<IdentityDirectory, 'contactsOf'>;
  /** The PDF of an invoice mailed to its client. */
  invoices: Pick<InvoicesDirectory, 'pdfOf'>;
}

/** The mail an event asks for, or why it cannot make one. */
export type ComposedMail =
  | {
      template: MailTemplateName;
      to: string;
      name: string;
      mail: RenderedMail;
      /** What the mail attaches, asked for when it is sent (under the event's lease). */
      attachments?: () => Promise<MailAttachment[]>;
      invalid?: undefined;
    }
  | {
      template: MailTemplateName | null;
      to: string;
      /** Why no mail can be made. */
      invalid: string;
      /** What the record says; default `invalid event: <invalid>`. */
      error?: string;
    };

/** An event of a mail type that, this time, asks for no mail. */
export interface NoMail {
  noMail: string;
}

/** Thrown when identity cannot be asked: retrying may mend it. */
export class IdentityUnavailableError extends Error {
  constructor(
    /** The mail that waits for the answer. */
    readonly template: MailTemplateName,
    cause: unknown,
  ) {
    super(`identity could not be asked: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'IdentityUnavailableError';
  }
}

/** What a mail attaches is gone (an invoice invoices no longer has): the mail can never be sent. */
export class AttachmentGoneError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AttachmentGoneError';
  }
}

/** The address an event names (in `field`), for the record of a mail it could not make. */
export function recipientOf(event: DomainEvent, field = 'email'): string {
  const email = (event.data as Record<string, unknown> | null)?.[field];
  return typeof email === 'string' ? email.slice(0, 320) : '';
}

export type Contacts = Awaited<ReturnType<IdentityDirectory['contactsOf']>>;

/** Identity's answer for the users; throws IdentityUnavailableError when it does not answer. */
export async function contactsFor(
  identity: Pick<IdentityDirectory, 'contactsOf'>,
  template: MailTemplateName,
  userIds: number[],
): Promise<Contacts> {
  try {
    return await identity.contactsOf(userIds);
  } catch (cause) {
    throw new IdentityUnavailableError(template, cause);
  }
}

/** The recipient identity has an address for, or why there is none. */
export function recipientIn(
  contacts: Contacts,
  userId: number,
): { contact: UserContact; problem?: undefined } | { problem: string } {
  const contact = contacts.get(userId);
  if (!contact) return { problem: `identity knows no user ${userId}` };
  if (!contact.email) return { problem: `identity has no address for user ${userId}` };
  return { contact };
}
