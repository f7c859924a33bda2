// The use case: a client's budget crossed a threshold (client.budget_threshold_reached,
// issue 19) → a mail to each owner and each manager of the team.
//
// Each recipient's mail is its own job: the owners and managers are asked of teams
// (ListMembersByRole), and in one transaction the event id is claimed (ProcessedEvents)
// and a notification.budget_alert_mail_requested per recipient is recorded in the
// outbox. The mail consumer (mail-consumer.ts) sends each job like any other mail event:
// its own delivery log entry, lease and result, so one address failing sends none of the
// others again, and a redelivered alert finds its id claimed and adds no job (design
// rule 2). Teams not answering is thrown: the bus retries (MAIL_RETRY_DELAYS_MS), then
// dead-letters. The budget_alert webhook is the webhook fan-out's (webhook-bodies.ts).
import { readEventData, type EventHandler, type ProcessedEvents } from '@workmesh/platform';
import type { NotifierDependencies } from './dependencies';
import { budgetAlertMailRequested, budgetThresholdReachedSchema } from './events';
import type { TeamsDirectory } from './teams-directory';

/** ProcessedEvents consumer name: alerts whose mail jobs are recorded. */
export const BUDGET_ALERT_MAIL_CONSUMER = 'notifier.budget-alert-mail';

export interface BudgetAlertMailDeps extends Pick<
  NotifierDependencies,
  'repository' | 'outbox' | 'logger'
> {
  processedEvents: ProcessedEvents;
  /** Who manages the team. */
  teams: Pick<TeamsDirectory, 'ownersAndManagersOf'>;
}

export function createBudgetAlertMails(deps: BudgetAlertMailDeps): EventHandler {
  const { repository, logger } = deps;

  return async function mailBudgetAlert(event) {
    // Retrying cannot mend the data: MalformedEventError dead-letters it at once.
    const alert = readEventData(budgetThresholdReachedSchema, event);
    const context = {
      event_id: event.id,
      event_type: event.type,
      team_id: alert.team_id,
      client_id: alert.client_id,
      threshold: alert.threshold,
    };
    const recipients = await deps.teams.ownersAndManagersOf(alert.team_id);
    // Made outside the transaction (which the driver may run again): one id per job.
    const jobs = recipients.map((recipient) =>
      budgetAlertMailRequested({
        alert_event_id: event.id,
        user_id: recipient.userId,
        role: recipient.role,
        alert,
      }),
    );
    const outcome = await deps.processedEvents.applyOnce(repository, event, async () => {
      if (jobs.length > 0) await deps.outbox.record(...jobs);
    });
    if (!outcome.applied) {
      logger.info(context, 'budget alert already handled: no mail requested again');
      return;
    }
    if (jobs.length === 0) {
      logger.warn(context, 'the team has no owner or manager to mail the budget alert to');
      return;
    }
    deps.outbox.kick();
    logger.info(
      { ...context, recipients: recipients.map((recipient) => recipient.userId) },
      'budget alert mails requested',
    );
  };
}
