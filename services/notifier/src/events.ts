// The events the notifier consumes and emits (docs/architecture.md, Events). The tasks
// events' names and data are their contract, declared in platform.
import { Joi, newEvent, type DomainEvent, type TaskAssigneeChangedData } from '@workmesh/platform';
import type { MailTemplateName } from './mail-templates';

export const USER_REGISTERED = 'user.registered';
export const USER_PASSWORD_RESET_REQUESTED = 'user.password_reset_requested';
export const MAIL_RESULT = 'notification.mail_result';
export const TEAM_INVITATION_SENT = 'team.invitation_sent';
export const TEAM_MEMBER_ADDED = 'team.member_added';

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
