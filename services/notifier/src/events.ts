// The events the notifier consumes and emits (docs/architecture.md, Events). The tasks
// events' names and data are their contract, declared in platform. The webhook events
// (client.created, schedule.created) are read for what their webhook bodies need.
import {
  Joi,
  newEvent,
  type ClientCreatedData as PlatformClientCreatedData,
  type DomainEvent,
  type ScheduleCreatedData as PlatformScheduleCreatedData,
  type TaskAssigneeChangedData,
} from '@workmesh/platform';
import type { MailTemplateName } from './mail-templates';

export const USER_REGISTERED = 'user.registered';
export const USER_PASSWORD_RESET_REQUESTED = 'user.password_reset_requested';
export const MAIL_RESULT = 'notification.mail_result';
export const TEAM_INVITATION_SENT = 'team.invitation_sent';
export const TEAM_MEMBER_ADDED = 'team.member_added';
export { CLIENT_CREATED, SCHEDULE_CREATED } from '@workmesh/platform';
/** The notifier's own job: one webhook delivery to attempt (queue notifier.webhook-deliveries). */
export const WEBHOOK_DELIVERY_REQUESTED = 'webhook.delivery_requested';

export interface UserRegisteredData {
  user_id: number;
  name: string;
  email: string;
  verification_token: string;
  team_id: number;
}

export interface PasswordResetRequestedData {
  user_id: number;
  name: string;
  email: string;
  reset_token: string;
  expires_at?: string;
}

export interface InvitationSentData {
  invitation_id: number;
  team_id: number;
  team_name: string;
  /** The invited address (the invitee may not be registered yet). */
  email: string;
  role: string;
  inviter_user_id: number;
  inviter_name: string;
  accept_token: string;
  expires_at?: string;
}

export interface MemberAddedData {
  team_id: number;
  team_name: string;
  user_id: number;
  email: string;
  role: string;
  /** 'invitation': the member accepted an invitation (no mail); 'direct': added without one. */
  via: 'invitation' | 'direct';
}

// A type alias, not an interface, so it fits DomainEvent's Record<string, unknown> data.
export type MailResultData = {
  /** The id of the event that asked for the mail. */
  event_id: string;
  template: MailTemplateName | null;
  to: string;
  status: 'sent' | 'failed';
  error?: string;
};

// A producer may add fields (ignored); what the mail needs must be there and sound.
const email = Joi.string()
  .trim()
  .email({ tlds: { allow: false } })
  .max(320)
  .required();
const token = Joi.string().min(1).max(1000).required();
const name = Joi.string().allow('').max(1000).required();

export const userRegisteredSchema = Joi.object<UserRegisteredData>({
  user_id: Joi.number().integer().required(),
  name,
  email,
  verification_token: token,
  team_id: Joi.number().integer(),
}).unknown(true);

export const passwordResetRequestedSchema = Joi.object<PasswordResetRequestedData>({
  user_id: Joi.number().integer().required(),
  name,
  email,
  reset_token: token,
  expires_at: Joi.string().isoDate(),
}).unknown(true);

const id = Joi.number().integer().required();
const role = Joi.string().min(1).max(50).required();

export const invitationSentSchema = Joi.object<InvitationSentData>({
  invitation_id: id,
  team_id: id,
  team_name: name,
  email,
  role,
  inviter_user_id: id,
  inviter_name: name,
  accept_token: token,
  expires_at: Joi.string().isoDate(),
}).unknown(true);

export const memberAddedSchema = Joi.object<MemberAddedData>({
  team_id: id,
  team_name: name,
  user_id: id,
  email,
  role,
  via: Joi.string().valid('invitation', 'direct').required(),
}).unknown(true);

const nullableId = Joi.number().integer().allow(null);

// What the mail needs (the task, the project, the assignee, who assigned) must be there;
// the other fields are checked when present. Unassigned (assignee_user_id null): no
// address and no mail. Assigned: the address the mail goes to.
export const taskAssigneeChangedSchema = Joi.object<TaskAssigneeChangedData>({
  task_id: id,
  task_name: name,
  project_id: Joi.number().integer(),
  project_name: name,
  team_id: Joi.number().integer(),
  assignee_user_id: nullableId.required(),
  assignee_email: Joi.when('assignee_user_id', {
    is: null,
    then: Joi.string().allow('').max(320),
    otherwise: email,
  }),
  assignee_name: name,
  previous_assignee_user_id: nullableId,
  // tasks trims it and bounds it at 5000 characters; the bound here only keeps a
  // runaway payload from making a huge mail, it does not second-guess tasks' rule.
  comment: Joi.string().allow('').max(20_000).default(''),
  changed_by: Joi.number().integer(),
  changed_by_name: name,
}).unknown(true);

export function mailResultEvent(data: MailResultData): DomainEvent<MailResultData> {
  return newEvent(MAIL_RESULT, data, 'notifier');
}

// Webhook events: what the new_client and new_schedule bodies carry (docs/architecture.md,
// "Events" and "Scheduling"). Type aliases, as above, so they fit DomainEvent's data.

/** client.created, the fields its new_client webhook uses (clients adds email, user_id). */
export type ClientCreatedData = Pick<
  PlatformClientCreatedData,
  'id' | 'name' | 'profile' | 'team_id' | 'retrieved_at'
>;

/** schedule.created, the fields its new_schedule webhook uses (scheduling adds timezone, entries, created_by). */
export type ScheduleCreatedData = Omit<
  PlatformScheduleCreatedData,
  'timezone' | 'entries' | 'created_by'
>;

export type WebhookDeliveryRequestedData = {
  delivery_id: number;
};

const positiveId = Joi.number().integer().positive().required();
/** `YYYY-MM-DD HH:MM:SS`, as the producers write UTC times for webhooks. */
const utcDateTime = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  .required();
const timeOfDay = Joi.string()
  .pattern(/^\d{2}:\d{2}:\d{2}$/)
  .required();
const text = (max: number) => Joi.string().allow('').max(max).required();

export const clientCreatedSchema = Joi.object<ClientCreatedData>({
  id: positiveId,
  name: text(1000),
  profile: text(4096),
  team_id: positiveId,
  retrieved_at: utcDateTime,
}).unknown(true);

export const scheduleCreatedSchema = Joi.object<ScheduleCreatedData>({
  user_id: positiveId,
  team_id: positiveId,
  sid: Joi.string().min(1).max(100).required(),
  title: text(1000),
  hours: Joi.number().min(0).required(),
  shift_start: timeOfDay,
  shift_end: timeOfDay,
  start_date: utcDateTime,
  end_date: utcDateTime,
  repetition: Joi.string().min(1).max(50).required(),
  day_repeat: text(100),
  retrieved_at: utcDateTime,
}).unknown(true);

export const webhookDeliveryRequestedSchema = Joi.object<WebhookDeliveryRequestedData>({
  delivery_id: positiveId,
}).unknown(true);

export function webhookDeliveryRequested(
  deliveryId: number,
): DomainEvent<WebhookDeliveryRequestedData> {
  return newEvent(WEBHOOK_DELIVERY_REQUESTED, { delivery_id: deliveryId }, 'notifier');
}
