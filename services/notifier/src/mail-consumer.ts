// The use case: an event that asks for a mail → its template → the relay → the record.
//
//   user.registered                → the email verification mail
//   user.password_reset_requested  → the password reset mail
//   team.invitation_sent           → the invitation mail (to the invited address, accept link)
//   team.member_added, via direct  → the "you were added to <team>" mail
//   team.member_added, via invitation → nothing: the invitee has just accepted
//   task.assignee_changed          → the "you were assigned <task>" mail to the new
//                                    assignee, with the assigner's comment and a task link
//   task.assignee_changed, unassigned → nothing: there is nobody to tell
//   timesheet.rejected             → the "your timesheet was rejected" mail to the member,
//                                    with the reviewer's comment and the week; the event
//                                    names people by id, so their names and the member's
//                                    address are asked of identity (GetUsers)
//   notification.budget_alert_mail_requested → the "client <name> has used N% of its budget"
//                                    mail to one owner or manager (the notifier's own job:
//                                    budget-alert-mail.ts makes one per owner and manager of a
//                                    client.budget_threshold_reached); address from identity
//   timer.stopped_at_limit         → the "your timer was stopped at your weekly limit" mail
//                                    to the member; address from identity
//   invoice.sent                   → the invoice to the client's address (issue 20), its PDF
//                                    attached: asked of invoices (GetInvoicePdfForTeam) when
//                                    the mail is sent, under the event's lease
//   invoice.reminder_due           → the "invoice … is overdue" reminder to the client, the
//                                    PDF attached again
//   time_off.approved              → the "your time off was approved" mail to the member:
//                                    the policy, the days, what it counts, the comment if any;
//                                    the member's address and the reviewer's name from identity
//   time_off.rejected              → the "your time off was rejected" mail to the member, with
//                                    the reviewer's comment; addresses from identity
//   export.finished                → the "your export is ready" (or failed) mail to whoever
//                                    asked for it, naming GET /api/v3/export/{id} (a person's
//                                    own: /api/v3/user/export/{id}); address from identity
//
// Each event gets one mail at most, however often RabbitMQ delivers it: an attempt
// leases the event's delivery log entry (so a second copy never sends meanwhile),
// and the outcome is recorded in one transaction that claims the event id
// (ProcessedEvents), finishes the delivery log entry and records
// notification.mail_result in the outbox, for identity's reset, which logs and counts it.
//
// Outcomes: sent → result 'sent'. The relay refuses (5xx) or the event cannot make a
// mail → result 'failed', no retry. The relay is unreachable or answers 4xx → thrown,
// so the bus retries later; on the last attempt it counts as failed instead, so that
// the reset waiter gets an answer and nothing is lost silently. Identity not answering
// is retried the same way, and counts as failed on the last attempt; so is invoices not
// giving the PDF. An invoice invoices no longer has → failed, no retry (logged as a
// warning: the invoice is gone, nothing is wrong here).
import { recipientUserIdOf } from './user-erasure';
import {
  NOTIFIER_MAIL,
  type DomainEvent,
  type EventHandler,
  type ProcessedEvents,
} from '@workmesh/platform';
import {
  AttachmentGoneError,
  IdentityUnavailableError,
  type ComposedMail,
  type MailCompositionDeps,
  type NoMail,
} from './composed-mail';
import type { NotifierDependencies } from './dependencies';
import { mailResultEvent } from './events';
import { composeMail } from './mail-composition';
import { cleanName } from './mail-templates';
import {
  classifySendError,
  MailSendError,
  SEND_DEADLINE_MS,
  type MailAttachment,
  type Mailer,
} from './mailer';
import type { OutcomeMetrics } from './outcome-metrics';

export const MAIL_QUEUE = NOTIFIER_MAIL.queue;
/** ProcessedEvents consumer name: event ids this use case has finished with. */
export const MAIL_CONSUMER = 'notifier.mail';

/** An attempt owns its event this long; it outlives the slowest possible send. */
const DELIVERY_LEASE_MS = 2 * SEND_DEADLINE_MS;

export interface MailConsumerDeps
  extends Pick<NotifierDependencies, 'repository' | 'outbox' | 'logger'>, MailCompositionDeps {
  processedEvents: ProcessedEvents;
  mailer: Mailer;
  /** Counts each attempt by outcome (the notifier's metrics). */
  outcomes: Pick<OutcomeMetrics, 'mail'>;
  /** How many times the bus delivers an event at most: 1 + the number of retry delays. */
  maxAttempts: number;
}

type SendableMail = Extract<ComposedMail, { invalid?: undefined }>;
type AttemptContext = Record<string, unknown> & { attempt: number };
/** Claims the event and records its outcome (mailOutcomes); false when already claimed. */
type RecordOutcome = (
  event: DomainEvent,
  composed: ComposedMail,
  outcome: { status: 'sent' } | { status: 'failed'; error: string },
) => Promise<boolean>;

export function createMailConsumer(deps: MailConsumerDeps): EventHandler {
  const { repository, logger, outcomes } = deps;
  const deliveries = repository.mailDeliveries;
  const { recordOutcome } = mailOutcomes(deps);
  const { composeOrGiveUp } = mailComposing(deps);
  const { attachmentsOf } = mailAttachments(deps, recordOutcome);
  const { send } = mailSending(deps, recordOutcome);

  return async function sendMailForEvent(event, delivery) {
    const composed = await composeOrGiveUp(event, delivery.attempt);
    if ('noMail' in composed) {
      // No mail, so no delivery log entry and no result: nobody waits for one.
      logger.info(
        { event_id: event.id, event_type: event.type, reason: composed.noMail },
        'no mail for this event',
      );
      return;
    }
    const context = {
      event_id: event.id,
      event_type: event.type,
      template: composed.template,
      recipient_domain: domainOf(composed.to),
      attempt: delivery.attempt,
    };

    const reservation = await deliveries.reserve(
      {
        eventId: event.id,
        eventType: event.type,
        template: composed.template,
        to: composed.to,
        userId: recipientUserIdOf(event),
      },
      DELIVERY_LEASE_MS,
    );
    if (reservation.outcome === 'finished') {
      logger.info(
        { ...context, status: reservation.delivery.status },
        'event already handled: no mail sent again',
      );
      return;
    }
    if (reservation.outcome === 'busy') {
      // Another copy of this event is being sent right now: come back later (bus retry)
      // and find it finished, or take over if that attempt died.
      throw new Error(`another attempt is sending the mail of event ${event.id}`);
    }

    if (composed.invalid !== undefined) {
      await recordOutcome(event, composed, {
        status: 'failed',
        error: composed.error ?? `invalid event: ${composed.invalid}`,
      });
      outcomes.mail(composed.template ?? 'none', 'failed_final');
      logger.error(
        { ...context, reason: composed.invalid },
        'event cannot make a mail: recorded as failed',
      );
      return;
    }

    const attachments = await attachmentsOf(event, composed, context);
    if (attachments === null) return;
    await send(event, composed, attachments, context);
  };
}

/** The outcome of an event's mail: the delivery log, the claim and the result event, together. */
function mailOutcomes(deps: MailConsumerDeps) {
  const { repository } = deps;

  /** Claims the event and records its outcome: all of it, or (on error) none of it. */
  const recordOutcome: RecordOutcome = async (event, composed, outcome) => {
    const { applied } = await deps.processedEvents.applyOnce(repository, event, async () => {
      await repository.mailDeliveries.finish(event.id, outcome);
      await deps.outbox.record(
        mailResultEvent({
          event_id: event.id,
          template: composed.template,
          to: composed.to,
          ...outcome,
        }),
      );
    });
    if (applied) deps.outbox.kick();
    return applied;
  };

  return { recordOutcome };
}

/** The event's mail, composed; identity not answering is retried, and on the last attempt it is a failure. */
function mailComposing(deps: MailConsumerDeps) {
  const { logger } = deps;

  async function composeOrGiveUp(
    event: DomainEvent,
    attempt: number,
  ): Promise<ComposedMail | NoMail> {
    try {
      return await composeMail(event, deps);
    } catch (error) {
      if (!(error instanceof IdentityUnavailableError)) throw error;
      const context = { event_id: event.id, event_type: event.type, attempt };
      if (attempt < deps.maxAttempts) {
        logger.warn(context, 'identity could not be asked for the recipient; retrying later');
        throw error;
      }
      return {
        template: error.template,
        to: '',
        invalid: error.message,
        error: `gave up after ${attempt} attempts: ${error.message}`,
      };
    }
  }

  return { composeOrGiveUp };
}

/** What a mail attaches (an invoice's PDF), asked for under the event's lease. */
function mailAttachments(deps: MailConsumerDeps, recordOutcome: RecordOutcome) {
  const { repository, logger, outcomes } = deps;

  /**
   * What the mail attaches, asked for under the lease; null when the attempt ended without
   * a mail (recorded as failed). The attachment gone → failed at once; not to be had now →
   * retried like a relay that cannot take the mail, and a failure on the last attempt.
   */
  async function attachmentsOf(
    event: DomainEvent,
    composed: SendableMail,
    context: AttemptContext,
  ): Promise<MailAttachment[] | null> {
    if (!composed.attachments) return [];
    try {
      return await composed.attachments();
    } catch (error) {
      if (error instanceof AttachmentGoneError) {
        await recordOutcome(event, composed, { status: 'failed', error: error.message });
        outcomes.mail(composed.template, 'failed_final');
        // Not an error of ours or of the event's: what the mail was about no longer exists.
        logger.warn(
          { ...context, reason: error.message },
          'what the mail attaches is gone: no mail, recorded as failed',
        );
        return null;
      }
      const problem = `the attachment could not be had: ${(error as Error)?.message ?? String(error)}`;
      if (context.attempt < deps.maxAttempts) {
        await repository.mailDeliveries.markRetrying(event.id, problem);
        outcomes.mail(composed.template, 'failed_retrying');
        logger.warn(
          { ...context, reason: problem },
          'the attachment could not be had now; retrying later',
        );
        throw error;
      }
      await recordOutcome(event, composed, {
        status: 'failed',
        error: `gave up after ${context.attempt} attempts: ${problem}`,
      });
      outcomes.mail(composed.template, 'failed_final');
      logger.error({ ...context, reason: problem }, 'mail not sent: recorded as failed');
      return null;
    }
  }

  return { attachmentsOf };
}

/** The mail handed to the relay, and what its answer means: sent, retried, or failed. */
function mailSending(deps: MailConsumerDeps, recordOutcome: RecordOutcome) {
  const { repository, logger, outcomes } = deps;

  async function send(
    event: DomainEvent,
    composed: SendableMail,
    attachments: MailAttachment[],
    context: AttemptContext,
  ): Promise<void> {
    const kind = composed.template;
    try {
      await deps.mailer.send({
        to: { name: cleanName(composed.name), address: composed.to },
        ...composed.mail,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      const failure = error instanceof MailSendError ? error : classifySendError(error);
      const failureContext = {
        ...context,
        smtp_code: failure.responseCode,
        error_code: failure.code,
      };
      const lastAttempt = context.attempt >= deps.maxAttempts;
      if (failure.kind === 'transient' && !lastAttempt) {
        await repository.mailDeliveries.markRetrying(event.id, failure.message);
        outcomes.mail(kind, 'failed_retrying');
        logger.warn(failureContext, 'the mail relay could not take the mail now; retrying later');
        // The bus logs what it is thrown; the relay's own words (which may quote the
        // address) stay in the delivery log, hence no `cause`.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(
          `the mail relay could not take the mail (${failure.responseCode ?? failure.code ?? 'unknown'})`,
        );
      }
      const reason =
        failure.kind === 'transient'
          ? `gave up after ${context.attempt} attempts: ${failure.message}`
          : failure.message;
      await recordOutcome(event, composed, { status: 'failed', error: reason });
      outcomes.mail(kind, 'failed_final');
      logger.error({ ...failureContext, kind: failure.kind }, 'mail not sent: recorded as failed');
      return;
    }

    outcomes.mail(kind, 'sent');
    const recorded = await recordOutcome(event, composed, { status: 'sent' });
    if (recorded) logger.info(context, 'mail sent');
    else logger.warn(context, 'mail sent, but another attempt had already recorded this event');
  }

  return { send };
}

function domainOf(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  return at >= 0 ? address.slice(at + 1).toLowerCase() : undefined;
}
