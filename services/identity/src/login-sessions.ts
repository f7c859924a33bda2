// Login sessions (docs/auth.md, "Sessions"): each login (and registration) opens a
// session whose random id its access token carries (`sid`). ResolveCaller refuses the
// token of a revoked or unknown session; the user lists their sessions and ends one, or
// all but the current one; a password reset ends them all. Ending sessions publishes
// session.revoked, so every gateway replica forgets the user's cached caller.
import { randomBytes } from 'node:crypto';
import {
  changeRecorded,
  createdChanges,
  currentContext,
  deletedChanges,
  Joi,
  newRequestId,
  pageInfoOf,
  pageOf,
  pagingFields,
  permissionDenied,
  Reason,
  recordNotFound,
  requireCaller,
  SessionRevoked,
  SpecText,
  TokenText,
  unauthenticated,
  windowOf,
  withRequestContext,
  type Caller,
  type DomainEvent,
  type Paging,
} from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import {
  toLoginSessionMessage,
  type LoginSessionRecord,
  type NewLoginSession,
  type UserRecord,
} from './models';
import type { RequestOf, ResponseOf } from './models/proto-messages';
import { validate } from './request-validation';

/** The `source` of identity's change.recorded events. */
export const IDENTITY_SOURCE = 'identity';

/** last_seen_at is written at most this often per session (not on every request). */
export const LAST_SEEN_GRANULARITY_MS = 60_000;

/** 16 random bytes: 22 URL-safe characters, not guessable. */
const newSessionId = () => randomBytes(16).toString('base64url');

/** A session id as issued (anything else is not looked up). */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A new session of the user, from this request's client (the gateway passes its address and agent on). */
export function newLoginSessionRecord(
  userId: number,
  ttlSeconds: number,
  now = new Date(),
): NewLoginSession {
  const context = currentContext();
  return {
    id: newSessionId(),
    user_id: userId,
    created_at: now,
    expires_at: new Date(now.getTime() + ttlSeconds * 1000),
    ip: context?.clientIp ?? null,
    user_agent: context?.userAgent ?? null,
  };
}

/** Ids per session.revoked event (its contract's limit is larger). */
const REVOKED_IDS_PER_EVENT = 1000;

/** session.revoked for the ended sessions, in events of at most REVOKED_IDS_PER_EVENT ids. */
export function sessionsRevokedEvents(userId: number, ids: readonly string[]): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (let start = 0; start < ids.length; start += REVOKED_IDS_PER_EVENT)
    events.push(
      SessionRevoked.make({
        user_id: userId,
        session_ids: ids.slice(start, start + REVOKED_IDS_PER_EVENT),
      }),
    );
  return events;
}

/** What the audit keeps of a session (never a token). */
const sessionFields = (session: LoginSessionRecord) => ({
  id: session.id,
  created_at: session.created_at,
  last_seen_at: session.last_seen_at,
  ip: session.ip,
  user_agent: session.user_agent,
});

/**
 * How a session was opened: a login is audited (login.succeeded), with the user and the
 * new session as its actor; a registration's own record is the registration's.
 */
export type SessionOpening = 'login' | 'registration';

/** Stores a new session of the user (and, for a login, its audit record) and answers it. */
export async function openSession(
  user: UserRecord,
  opening: SessionOpening,
  deps: Pick<IdentityDependencies, 'config' | 'repository' | 'outbox'>,
): Promise<LoginSessionRecord> {
  const { repository } = deps;
  const record = newLoginSessionRecord(user.id, deps.config.JWT_TTL_SECONDS);
  const session = await repository.transaction(async () => {
    const stored = await repository.sessions.insert(record);
    if (opening === 'login') await deps.outbox.record(loginSucceeded(user, stored));
    return stored;
  });
  if (opening === 'login') deps.outbox.kick();
  return session;
}

/** login.succeeded: the signed-in user (with the new session) is the actor. */
function loginSucceeded(user: UserRecord, session: LoginSessionRecord): DomainEvent {
  const context = currentContext() ?? { requestId: newRequestId() };
  return withRequestContext(
    { ...context, callerUserId: user.id, callerSessionId: session.id },
    () =>
      changeRecorded(IDENTITY_SOURCE, {
        team_id: user.current_team_id,
        action: 'login.succeeded',
        object_type: 'session',
        object_id: session.id,
        changes: createdChanges(sessionFields(session)),
        subject_user_id: user.id,
      }),
  );
}

/**
 * login.failed, recorded on its own (a failed login writes nothing else). A known email
 * names its user and their current team; an unknown one names nobody (team 0, subject 0),
 * and the typed address is not kept (it may be a password typed in the wrong field). No
 * one is signed in, so the envelope has no actor: the client's address and agent are
 * the record's changes. Never the password.
 */
export async function recordLoginFailure(
  user: UserRecord | null,
  deps: Pick<IdentityDependencies, 'repository' | 'outbox'>,
): Promise<void> {
  const context = currentContext();
  const client = {
    ...(context?.clientIp ? { ip: context.clientIp } : {}),
    ...(context?.userAgent ? { user_agent: context.userAgent } : {}),
  };
  const event = changeRecorded(IDENTITY_SOURCE, {
    team_id: user?.current_team_id ?? 0,
    action: 'login.failed',
    object_type: 'user',
    object_id: user ? String(user.id) : '',
    changes: createdChanges(client),
    subject_user_id: user?.id ?? 0,
  });
  await deps.repository.transaction(() => deps.outbox.record(event));
  deps.outbox.kick();
}

/**
 * ResolveCaller's part: the token's session must be the user's, neither revoked nor
 * expired. Its last_seen_at moves at most once a LAST_SEEN_GRANULARITY_MS (a
 * conditional update; the gateway asks only when its cached caller is missing or old).
 */
export async function confirmSession(
  userId: number,
  sessionId: string | undefined,
  deps: Pick<IdentityDependencies, 'repository'>,
): Promise<void> {
  const refuse = () => unauthenticated(Reason.TOKEN_REVOKED, SpecText.UNAUTHENTICATED);
  if (!sessionId || !SESSION_ID.test(sessionId)) throw refuse();
  const session = await deps.repository.sessions.findById(sessionId);
  const now = new Date();
  if (
    !session ||
    session.user_id !== userId ||
    session.revoked_at !== null ||
    session.expires_at <= now
  )
    throw refuse();
  const seenBefore = new Date(now.getTime() - LAST_SEEN_GRANULARITY_MS);
  if (session.last_seen_at < seenBefore)
    await deps.repository.sessions.touch(session.id, now, seenBefore);
}

/** The session routes need a signed-in session (a personal access token is refused). */
function requireSession(caller: Caller | undefined): Caller & { sessionId: string } {
  const signedIn = requireCaller(caller);
  if (!signedIn.sessionId)
    throw permissionDenied(Reason.SESSION_REQUIRED, TokenText.SESSION_REQUIRED);
  return signedIn as Caller & { sessionId: string };
}

/** GET /api/v3/user/sessions: one page of the caller's active sessions, newest first. */
export async function listSessions(
  request: RequestOf<'ListSessions'>,
  caller: Caller | undefined,
  deps: IdentityDependencies,
): Promise<ResponseOf<'ListSessions'>> {
  const { userId, sessionId } = requireSession(caller);
  const paging = validate<Paging>(Joi.object(pagingFields), request);
  const page = pageOf(
    await deps.repository.sessions.pageOfUser(userId, new Date(), windowOf(paging)),
    paging,
  );
  return {
    sessions: page.items.map((session) => toLoginSessionMessage(session, sessionId)),
    page_info: pageInfoOf(page),
  };
}

const deleteSessionSchema = Joi.object<{ id: string }>({
  id: Joi.string().trim().max(64).required().messages({
    '*': 'The id must be a session id.',
  }),
});

const SESSION_DELETED = 'Session deleted';

/**
 * POST /api/v3/user/sessions/:id/delete: ends one of the caller's sessions (the current
 * one too: a sign-out). Another user's session is not found, like one never issued.
 */
export async function deleteSession(
  request: RequestOf<'DeleteSession'>,
  caller: Caller | undefined,
  deps: IdentityDependencies,
): Promise<ResponseOf<'DeleteSession'>> {
  const { userId, teamId } = requireSession(caller);
  const { id } = validate(deleteSessionSchema, request);
  const { repository } = deps;
  await repository.transaction(async () => {
    const ended = await repository.sessions.revokeOne(userId, id, new Date());
    if (!ended) throw recordNotFound(Reason.SESSION_NOT_FOUND);
    await deps.outbox.record(
      ...sessionsRevokedEvents(userId, [ended.id]),
      changeRecorded(IDENTITY_SOURCE, {
        team_id: teamId ?? 0,
        action: 'session.deleted',
        object_type: 'session',
        object_id: ended.id,
        changes: deletedChanges(sessionFields(ended)),
        subject_user_id: userId,
      }),
    );
  });
  deps.outbox.kick();
  return { success: SESSION_DELETED, deleted: 1 };
}

/**
 * POST /api/v3/user/sessions/delete-others: ends every session of the caller's but the
 * current one. One audit record (session.deleted, no object of its own) lists the ids
 * ended, so each call leaves exactly one record, even when there was none to end.
 */
export async function deleteOtherSessions(
  caller: Caller | undefined,
  deps: IdentityDependencies,
): Promise<ResponseOf<'DeleteOtherSessions'>> {
  const { userId, teamId, sessionId } = requireSession(caller);
  const { repository } = deps;
  const ended = await repository.transaction(async () => {
    const ids = await repository.sessions.revokeOthers(userId, sessionId, new Date());
    await deps.outbox.record(
      ...sessionsRevokedEvents(userId, ids),
      changeRecorded(IDENTITY_SOURCE, {
        team_id: teamId ?? 0,
        action: 'session.deleted',
        object_type: 'session',
        object_id: '',
        changes: { session_ids: { before: ids } },
        subject_user_id: userId,
      }),
    );
    return ids;
  });
  deps.outbox.kick();
  return {
    success: ended.length === 1 ? SESSION_DELETED : 'Sessions deleted',
    deleted: ended.length,
  };
}
