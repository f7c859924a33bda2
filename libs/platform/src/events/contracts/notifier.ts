// The events the notifier records: the outcome of a mail another event asked for (identity's
// password reset logs and counts it), and its own webhook delivery jobs.
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import type { TeamRole } from '../../closed-values';
import { id, teamRole } from './field-rules';
import { BudgetThresholdReached, type BudgetThresholdReachedData } from './tracking';

const SOURCE = 'notifier';

/**
 * The webhook kinds a team may subscribe to (the notifier's subscriptions, the gateway's
 * route description): the spec's new_client and new_schedule, tracking's (issue 18), budget_alert (issue 19), new_invoice and invoice_updated (issue 20), new_expense (issue 35), time_off_approved (issue 36).
 */
export const WEBHOOK_EVENTS = [
  'new_client',
  'new_schedule',
  'new_time_entry',
  'timer_started',
  'timer_stopped',
  'timesheet_approved',
  'budget_alert',
  'new_invoice',
  'invoice_updated',
  'new_expense',
  'time_off_approved',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

/** The notifier's report on a mail it was asked to send by another event. */
export type NotificationMailResultData = {
  /** The id of the event that asked for the mail. */
  event_id: string;
  /** The notifier's template; null when the event makes no mail the notifier knows. */
  template: string | null;
  /** The address, '' when the event had none. */
  to: string;
  status: 'sent' | 'failed';
  /** Why it failed. */
  error?: string;
};

export const NotificationMailResult = eventContract(
  'notification.mail_result',
  SOURCE,
).withData<NotificationMailResultData>({
  // As the envelope's id.
  event_id: Joi.string().min(1).max(200).required(),
  template: Joi.string().allow(null).required(),
  to: Joi.string().allow('').max(320).required(),
  status: Joi.string().valid('sent', 'failed').required(),
  error: Joi.string().allow(''),
});

/** One webhook delivery to attempt (queue notifier.webhook-deliveries). */
export type WebhookDeliveryRequestedData = {
  delivery_id: number;
};

export const WebhookDeliveryRequested = eventContract(
  'webhook.delivery_requested',
  SOURCE,
).withData<WebhookDeliveryRequestedData>({ delivery_id: id });

/**
 * One mail of a budget alert (queue notifier.mail): client.budget_threshold_reached is
 * mailed to each owner and manager of the team, each mail its own job, so that one
 * address failing sends none of the others again.
 */
export type BudgetAlertMailRequestedData = {
  /** The id of the client.budget_threshold_reached event. */
  alert_event_id: string;
  /** The owner or manager to mail (their address is asked of identity when sending). */
  user_id: number;
  role: TeamRole;
  /** The alert's data, as the event carried it. */
  alert: BudgetThresholdReachedData;
};

export const BudgetAlertMailRequested = eventContract(
  'notification.budget_alert_mail_requested',
  SOURCE,
).withData<BudgetAlertMailRequestedData>({
  alert_event_id: Joi.string().min(1).max(200).required(),
  user_id: id,
  role: teamRole,
  alert: BudgetThresholdReached.schema.required(),
});
