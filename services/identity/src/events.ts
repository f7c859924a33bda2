// The events identity emits (through its outbox) and those it listens to, as
// docs/architecture.md lists them.
import {
  Joi,
  newEvent,
  TASK_CREATED,
  type DomainEvent,
  type TaskCreatedData as TaskCreatedEventData,
} from '@workmesh/platform';

export const SOURCE = 'identity';

export const USER_REGISTERED = 'user.registered';
export const PASSWORD_RESET_REQUESTED = 'user.password_reset_requested';
export const MAIL_RESULT = 'notification.mail_result';
export const TEAM_INVITATION_SENT = 'team.invitation_sent';
export const TEAM_MEMBER_ROLE_CHANGED = 'team.member_role_changed';
export const TEAM_MEMBER_REMOVED = 'team.member_removed';
export const TEAM_MEMBER_ADDED = 'team.member_added';
export const PROJECT_CREATED = 'project.created';

export type UserRegisteredData = {
  user_id: number;
  name: string;
  email: string;
  /** Raw single-use token for the verification link; identity keeps only its hash. */
  verification_token: string;
  team_id: number;
};

export type PasswordResetRequestedData = {
  user_id: number;
  name: string;
  email: string;
  /** Raw single-use token for the reset link; identity keeps only its hash. */
  reset_token: string;
  /** ISO 8601, UTC. */
  expires_at: string;
};

/** The notifier's report on a mail it was asked to send by another event. */
export type MailResultData = {
  /** The id of the event that asked for the mail. */
  event_id: string;
  template: string;
  to: string;
  status: 'sent' | 'failed';
  error?: string;
};

export const userRegistered = (data: UserRegisteredData): DomainEvent<UserRegisteredData> =>
  newEvent(USER_REGISTERED, data, SOURCE);

export const passwordResetRequested = (
  data: PasswordResetRequestedData,
): DomainEvent<PasswordResetRequestedData> => newEvent(PASSWORD_RESET_REQUESTED, data, SOURCE);

/** The data of a mail result, or undefined when the event does not have that shape. */
export function readMailResult(event: DomainEvent): MailResultData | undefined {
  const data = event.data as Partial<MailResultData> | null;
  if (typeof data !== 'object' || data === null) return undefined;
  if (typeof data.event_id !== 'string' || (data.status !== 'sent' && data.status !== 'failed'))
    return undefined;
  return data as MailResultData;
}

// The teams, clients and tasks events identity consumes: only the fields it uses, and
// the ids that say what the event is about (a producer may add more).
export type InvitationSentData = { team_id: number; inviter_user_id: number };
export type ProjectCreatedData = { project_id: number; team_id: number; user_id: number };
/** tasks' task.created: user_id is the creator (the assignee is the notifier's business). */
export type TaskCreatedData = Pick<
  TaskCreatedEventData,
  'task_id' | 'project_id' | 'team_id' | 'user_id'
>;
export type MemberAddedData = { team_id: number; via: 'invitation' | 'direct'; invited_by: number };
export type MemberRoleChangedData = { team_id: number; user_id: number; role: string };
export type MemberRemovedData = { team_id: number; user_id: number };

const id = Joi.number().integer().positive().required();

export const teamEventSchemas = {
  [TEAM_INVITATION_SENT]: Joi.object<InvitationSentData>({
    team_id: id,
    inviter_user_id: id,
  }).unknown(true),
  [TEAM_MEMBER_ADDED]: Joi.object<MemberAddedData>({
    team_id: id,
    via: Joi.string().valid('invitation', 'direct').required(),
    invited_by: id,
  }).unknown(true),
  [PROJECT_CREATED]: Joi.object<ProjectCreatedData>({
    project_id: id,
    team_id: id,
    user_id: id,
  }).unknown(true),
  [TASK_CREATED]: Joi.object<TaskCreatedData>({
    task_id: id,
    project_id: id,
    team_id: id,
    user_id: id,
  }).unknown(true),
  [TEAM_MEMBER_ROLE_CHANGED]: Joi.object<MemberRoleChangedData>({
    team_id: id,
    user_id: id,
    role: Joi.string().valid('owner', 'manager', 'member').required(),
  }).unknown(true),
  [TEAM_MEMBER_REMOVED]: Joi.object<MemberRemovedData>({ team_id: id, user_id: id }).unknown(true),
};
