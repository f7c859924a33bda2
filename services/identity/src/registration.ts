// Registration (POST /api/v3/user/register): creates the user and the user's
// organization, sends a verification email, and logs the user in.
//
// The organization lives in the teams service, so registration spans two databases:
// the user id is allocated first, teams makes the organization for it, then one
// transaction here writes the user, the pending email verification and the
// `user.registered` event. If that transaction fails, the organization is deleted
// again (compensation), so a failed registration leaves neither behind.
import { randomInt } from 'node:crypto';
import {
  alreadyExists,
  canonicalTimezone,
  characterCount,
  createdChanges,
  firstCharacters,
  Joi,
  newOneTimeToken,
  PHONE_MAX_LENGTH,
  Reason,
  REGISTRATION_TIMEZONE_MAX_LENGTH,
  SpecText,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import {
  IDENTITY_AUDIT_ACTIONS,
  IDENTITY_AUDIT_OMIT,
  userChangeRecorded,
  userRegistered,
} from './events';
import {
  EMAIL_INDEX,
  UniqueIndexViolation,
  USERNAME_INDEX,
  type NewUser,
  type UserRecord,
} from './models';
import type { RequestOf } from './models/proto-messages';
import { emailField, field, newPasswordFields, validate } from './request-validation';
import { issueSession, type UserSession } from './sessions';
import { teamsDidNotAnswer, teamsUnavailable } from './teams-directory';

/** The spec's registration defaults: a new user owns the new organization and has done nothing yet. */
const NEW_USER_DEFAULTS = {
  role: 'owner',
  isAdmin: 'yes',
  contact_count: 0,
  is_first_project_added: 0,
  is_first_task_added: 0,
  is_first_member_invited: 0,
  two_factor_confirmed_at: null,
  email_verified_at: null,
  speed_limit: 80,
  token_version: 0,
} as const;

const DEFAULT_TIMEZONE = 'UTC';

interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  team?: { name?: string; description?: string } | null;
  timezone?: string;
  phone?: string;
}

/** An IANA zone name, stored in its canonical spelling ("europe/paris" → "Europe/Paris"). */
const ianaTimezone = (value: string, helpers: Joi.CustomHelpers) => {
  if (value === '') return value;
  return canonicalTimezone(value) ?? helpers.error('timezone.invalid');
};

const registrationSchema = Joi.object<RegistrationInput>({
  name: field(Joi.string().trim().max(USER_NAME_MAX_LENGTH).required(), 'name'),
  email: emailField(),
  ...newPasswordFields,
  team: field(
    Joi.object({
      name: field(Joi.string().trim().max(TEAM_NAME_MAX_LENGTH).allow(''), 'team.name'),
      description: field(
        Joi.string().trim().max(TEAM_DESCRIPTION_MAX_LENGTH).allow(''),
        'team.description',
      ),
    }).allow(null),
    'team',
  ),
  timezone: field(
    Joi.string().trim().max(REGISTRATION_TIMEZONE_MAX_LENGTH).allow('').custom(ianaTimezone),
    'timezone',
  ).messages({
    'timezone.invalid': 'The timezone must be a valid timezone.',
  }),
  phone: field(Joi.string().trim().max(PHONE_MAX_LENGTH).allow(''), 'phone'),
});

const emailTaken = () =>
  alreadyExists(Reason.EMAIL_TAKEN, SpecText.EMAIL_TAKEN, { email: [SpecText.EMAIL_TAKEN] });

export async function registerUser(
  request: RequestOf<'Register'>,
  deps: IdentityDependencies,
): Promise<UserSession> {
  const input = validate(registrationSchema, request);
  await deps.limits.countRegistration();
  // Most duplicates are caught here, before an organization is made for nothing; a
  // concurrent registration of the same email is caught by the unique index below.
  if (await deps.repository.users.findByEmail(input.email)) throw emailTaken();
  const passwordHash = await deps.passwords.hash(input.password);
  const userId = await deps.repository.nextId('users');
  const teamId = await createOrganization(userId, input, deps);
  let user: UserRecord;
  try {
    user = await recordRegistration({ userId, teamId, passwordHash, input }, deps);
  } catch (error) {
    await deleteOrganization(teamId, userId, deps);
    if (error instanceof UniqueIndexViolation && error.index === EMAIL_INDEX) throw emailTaken();
    throw error;
  }
  deps.outbox.kick();
  return issueSession(user, 'registration', deps);
}

const ORGANIZATION_SUFFIX = "'s Organization";

/**
 * "<name>'s Organization", within the team name limit teams applies: a user's name may be
 * longer (USER_NAME_MAX_LENGTH), and is then cut, so that registering never fails on it.
 */
export function defaultOrganizationName(userName: string): string {
  const room = TEAM_NAME_MAX_LENGTH - characterCount(ORGANIZATION_SUFFIX);
  return `${firstCharacters(userName, room).trimEnd()}${ORGANIZATION_SUFFIX}`;
}

async function createOrganization(
  userId: number,
  input: RegistrationInput,
  deps: IdentityDependencies,
): Promise<number> {
  try {
    const team = await deps.teams.createOrganization({
      owner_user_id: userId,
      // Spec: the name "is also used to build a default organization name".
      name: input.team?.name || defaultOrganizationName(input.name),
      description: input.team?.description || undefined,
      // Teams makes one organization per owner and key, so a retried call makes no second one.
      request_key: `registration:${userId}`,
    });
    return team.id;
  } catch (error) {
    if (teamsDidNotAnswer(error)) {
      deps.logger.warn({ err: error, user_id: userId }, 'registration: teams did not answer');
      throw teamsUnavailable();
    }
    throw error;
  }
}

/** The compensation of a failed registration; a failure here leaves an orphan organization, logged for cleanup. */
async function deleteOrganization(
  teamId: number,
  userId: number,
  deps: IdentityDependencies,
): Promise<void> {
  try {
    await deps.teams.deleteOrganization({ team_id: teamId, owner_user_id: userId });
    deps.logger.warn(
      { team_id: teamId, user_id: userId },
      'registration failed after its organization was made; organization deleted',
    );
  } catch (error) {
    deps.logger.error(
      { err: error, team_id: teamId, user_id: userId },
      'registration failed and its organization could not be deleted: orphan organization',
    );
  }
}

const USERNAME_ATTEMPTS = 5;

interface RegistrationRecord {
  userId: number;
  teamId: number;
  passwordHash: string;
  input: RegistrationInput;
}

/** One transaction: the user, the pending email verification and `user.registered`. */
async function recordRegistration(
  record: RegistrationRecord,
  deps: IdentityDependencies,
): Promise<UserRecord> {
  const { input, userId, teamId } = record;
  const expiresAt = new Date(Date.now() + deps.config.VERIFICATION_TOKEN_TTL_HOURS * 3600_000);
  for (let attempt = 0; ; attempt++) {
    const username = await availableUsername(input.name, attempt, deps);
    const verification = newOneTimeToken();
    const user: NewUser = {
      id: userId,
      name: input.name,
      email: input.email,
      username,
      password_hash: record.passwordHash,
      profile_photo_url: defaultAvatarUrl(input.name),
      current_team_id: teamId,
      timezone: input.timezone || DEFAULT_TIMEZONE,
      phone: input.phone || null,
      app_id: deps.config.APP_ID,
      ...NEW_USER_DEFAULTS,
    };
    const event = userRegistered({
      user_id: userId,
      name: input.name,
      email: input.email,
      verification_token: verification.token,
      team_id: teamId,
    });
    try {
      return await deps.repository.transaction(async () => {
        const created = await deps.repository.users.insert(user);
        await deps.repository.emailVerifications.insert({
          user_id: userId,
          token_hash: verification.hash,
          expires_at: expiresAt,
        });
        await deps.outbox.record(event);
        await deps.outbox.record(
          userChangeRecorded(
            IDENTITY_AUDIT_ACTIONS.Register,
            { id: created.id, team_id: teamId },
            createdChanges({ ...created }, IDENTITY_AUDIT_OMIT),
          ),
        );
        return created;
      });
    } catch (error) {
      // Someone took the username between the check and the insert: pick another.
      if (
        error instanceof UniqueIndexViolation &&
        error.index === USERNAME_INDEX &&
        attempt + 1 < USERNAME_ATTEMPTS
      )
        continue;
      throw error;
    }
  }
}

/** The spec's "generated unique username": the name as a slug plus digits ("Zoë Smith" → "zoesmith4821"). */
async function availableUsername(
  name: string,
  attempt: number,
  deps: IdentityDependencies,
): Promise<string> {
  const base = usernameSlug(name);
  for (let digits = 4 + attempt; digits <= 12; digits++) {
    const candidate = `${base}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    if (!(await deps.repository.users.usernameTaken(candidate))) return candidate;
  }
  throw new Error(`no free username for the slug ${base}`);
}

export function usernameSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
  return slug || 'user';
}

/**
 * The spec's "default avatar URL": the initials on a coloured square, as Laravel
 * Jetstream (the interface's heritage) makes it. Only the initials leave us.
 */
export function defaultAvatarUrl(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0])
    .join(' ');
  return `https://ui-avatars.com/api/?name=${encodeURIComponent(initials)}&color=7F9CF5&background=EBF4FF`;
}
