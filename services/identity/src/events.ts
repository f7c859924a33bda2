// The events identity records (through its outbox), and what it reads of those it
// consumes (docs/events.md lists them). The contracts (type names, data, rules)
// are platform's: events/contracts/.
import {
  changeRecorded,
  checkEventData,
  currentContext,
  newRequestId,
  withRequestContext,
  NotificationMailResult,
  ProjectCreated,
  readEventData,
  TaskCreated,
  TeamInvitationSent,
  TeamMemberAdded,
  TeamMemberRemoved,
  TeamMemberRoleChanged,
  UserCurrentTeamChanged,
  UserPasswordResetRequested,
  UserRegistered,
  UserSessionsRevoked,
  type ChangeRecordedData,
  type Changes,
  type DomainEvent,
  type EventDataOf,
  type Joi,
} from '@workmesh/platform';

export const userRegistered = UserRegistered.make;
export const passwordResetRequested = UserPasswordResetRequested.make;
export const sessionsRevoked = UserSessionsRevoked.make;
export const currentTeamChanged = UserCurrentTeamChanged.make;

/** The `source` of identity's change.recorded events (login-sessions.ts has the same). */
const IDENTITY_AUDIT_SOURCE = 'identity';

/**
 * The audit actions of identity's account writes, by rpc (change.recorded,
 * docs/audit.md). The sign-in ones (login, password reset, sessions) are recorded by
 * login-sessions.ts and password-reset.ts; VerifyEmail's route is a GET (the link of
 * the mail), recorded all the same.
 */
export const IDENTITY_AUDIT_ACTIONS = {
  Register: 'user.registered',
  SwitchTeam: 'user.current_team_changed',
  VerifyEmail: 'user.email_verified',
} as const;

export type IdentityAuditAction =
  (typeof IDENTITY_AUDIT_ACTIONS)[keyof typeof IDENTITY_AUDIT_ACTIONS];

/** A user's fields never recorded: bookkeeping, and the token version (a secret's counter). */
export const IDENTITY_AUDIT_OMIT = ['created_at', 'token_version', 'password_hash'] as const;

/**
 * change.recorded of a write to the user's own account; the user is the actor (a
 * registration or a verification link has no caller yet) and the subject.
 */
export function userChangeRecorded(
  action: IdentityAuditAction,
  user: { id: number; team_id: number },
  changes: Changes,
): DomainEvent<ChangeRecordedData> {
  const context = currentContext() ?? { requestId: newRequestId() };
  return withRequestContext({ ...context, callerUserId: user.id }, () =>
    changeRecorded(IDENTITY_AUDIT_SOURCE, {
      team_id: user.team_id,
      action,
      object_type: 'user',
      object_id: String(user.id),
      changes,
      subject_user_id: user.id,
    }),
  );
}

// What identity reads of the events it consumes: only the fields it uses, and the ids
// that say what the event is about, checked with the contract's rules (a producer may
// add more).

/** The notifier's report on a mail: which event asked for it, and whether it went out. */
const mailResultSchema = NotificationMailResult.pick('event_id', 'status');
export type MailReport = EventDataOf<typeof mailResultSchema>;

/** The report in a notification.mail_result, or undefined when its data is not one. */
export function readMailResult(event: DomainEvent): MailReport | undefined {
  const checked = checkEventData(mailResultSchema, event);
  return checked.problem === undefined ? checked.data : undefined;
}

export const teamEventSchemas = {
  [TeamInvitationSent.type]: TeamInvitationSent.pick('team_id', 'inviter_user_id'),
  [TeamMemberAdded.type]: TeamMemberAdded.pick('team_id', 'via', 'invited_by'),
  [ProjectCreated.type]: ProjectCreated.pick('project_id', 'team_id', 'user_id'),
  /** user_id is the creator (the assignee is the notifier's business). */
  [TaskCreated.type]: TaskCreated.pick('task_id', 'project_id', 'team_id', 'user_id'),
  [TeamMemberRoleChanged.type]: TeamMemberRoleChanged.pick('team_id', 'user_id', 'role'),
  [TeamMemberRemoved.type]: TeamMemberRemoved.pick('team_id', 'user_id'),
};

export type TeamEventType = keyof typeof teamEventSchemas;

type ReadOf<Type extends TeamEventType> = EventDataOf<(typeof teamEventSchemas)[Type]>;
/** What identity reads of a team event of that type (MalformedEventError when the data is not that). */
export const readTeamEvent = <Type extends TeamEventType>(type: Type, event: DomainEvent) =>
  readEventData(teamEventSchemas[type] as Joi.ObjectSchema<ReadOf<Type>>, event);

export type InvitationSentData = ReadOf<typeof TeamInvitationSent.type>;
export type ProjectCreatedData = ReadOf<typeof ProjectCreated.type>;
export type TaskCreatedData = ReadOf<typeof TaskCreated.type>;
export type MemberRoleChangedData = ReadOf<typeof TeamMemberRoleChanged.type>;
export type MemberRemovedData = ReadOf<typeof TeamMemberRemoved.type>;
