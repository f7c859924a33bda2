// Teams use cases: organizations made at registration, teams made by a user, the
// teams a user belongs to, and a user's role in a team. The rules live here; the
// gRPC handlers only translate, the repository only persists.
import {
  invalidArgument,
  Joi,
  notFound,
  unauthenticated,
  type Caller,
  type ClientSession,
  type FieldViolations,
  type Logger,
  type Outbox,
} from '@workmesh/platform';
import { teamCreated } from './events';
import {
  REQUEST_KEY_INDEX,
  UniqueIndexViolation,
  type MembershipRecord,
  type Role,
  type TeamRecord,
  type TeamsRepository,
} from './models';

/** A team as one user sees it: with that user's role in it. */
export type TeamView = TeamRecord & { role: Role };

export interface TeamsDependencies {
  repository: TeamsRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
}

const NAME_MAX_LENGTH = 100;
const DESCRIPTION_MAX_LENGTH = 1000;
const REQUEST_KEY_MAX_LENGTH = 200;

const MESSAGES = {
  nameRequired: 'The name field is required.',
  nameTooLong: `The name may not be greater than ${NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `The description may not be greater than ${DESCRIPTION_MAX_LENGTH} characters.`,
  unauthenticated: 'Invalid or missing authentication token',
  teamNotFound: 'Team not found',
  membershipNotFound: 'The user is not a member of this team.',
};

// ---- Input rules (joi, at the edge of every use case) ----

const teamName = Joi.string().trim().max(NAME_MAX_LENGTH).required().messages({
  'any.required': MESSAGES.nameRequired,
  'string.empty': MESSAGES.nameRequired,
  'string.base': MESSAGES.nameRequired,
  'string.max': MESSAGES.nameTooLong,
});

const positiveId = Joi.number().integer().positive().required().messages({
  '*': 'The {#label} must be a positive integer.',
});

const organizationInput = Joi.object({
  owner_user_id: positiveId,
  name: teamName,
  // Optional: empty means none (proto3 strings default to '').
  description: Joi.string().trim().allow('').max(DESCRIPTION_MAX_LENGTH).messages({
    'string.max': MESSAGES.descriptionTooLong,
  }),
  request_key: Joi.string()
    .trim()
    .allow('')
    .max(REQUEST_KEY_MAX_LENGTH)
    .messages({
      '*': `The request_key must be a string of at most ${REQUEST_KEY_MAX_LENGTH} characters.`,
    }),
});

const teamInput = Joi.object({ name: teamName });
const organizationRef = Joi.object({ team_id: positiveId, owner_user_id: positiveId });
const membershipRef = Joi.object({ team_id: positiveId, user_id: positiveId });

/** Reason codes of the input rules: the name has its own (the gateway shows them), the rest one. */
function reasonOf(detail: Joi.ValidationErrorItem): string {
  const field = String(detail.path[0] ?? '');
  if (field === 'name') return detail.type === 'string.max' ? 'NAME_TOO_LONG' : 'NAME_REQUIRED';
  if (field === 'description' && detail.type === 'string.max') return 'DESCRIPTION_TOO_LONG';
  return 'INVALID_REQUEST';
}

/** The validated, normalised input, or INVALID_ARGUMENT with every field violation. */
function validated<T>(schema: Joi.ObjectSchema, input: unknown): T {
  const { value, error } = schema.validate(input, {
    abortEarly: false,
    convert: true,
    stripUnknown: true,
    errors: { wrap: { label: false } },
  });
  if (!error) return value as T;
  const fields: FieldViolations = {};
  for (const detail of error.details)
    (fields[String(detail.path[0] ?? 'request')] ??= []).push(detail.message);
  const [first] = error.details;
  throw invalidArgument(reasonOf(first), first.message, fields);
}

function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw unauthenticated('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return caller;
}

const asOwner = (team: TeamRecord): TeamView => ({ ...team, role: 'owner' });

// ---- Use cases ----

export function teamsUseCases({ repository, outbox, logger }: TeamsDependencies) {
  /**
   * One transaction: the team, its owner's membership and the team.created event;
   * the outbox relay publishes the event once the transaction has committed.
   */
  async function createTeamWithOwner(team: {
    name: string;
    description?: string;
    owner_user_id: number;
    request_key?: string;
  }): Promise<TeamView> {
    const teamId = await repository.nextTeamId();
    const created = await repository.transaction(async (session: ClientSession) => {
      const record = await repository.insertTeam({ id: teamId, ...team }, session);
      await repository.insertMembership(
        { team_id: record.id, user_id: team.owner_user_id, role: 'owner' },
        session,
      );
      await outbox.record(session, teamCreated(record));
      return record;
    });
    outbox.kick();
    logger.info({ team_id: created.id, owner_user_id: created.owner_user_id }, 'team created');
    return asOwner(created);
  }

  /**
   * Identity, at registration: the new user's organization, with the user as owner.
   * Idempotent per (owner_user_id, request_key): a retried registration gets the
   * team of the first attempt, even when the attempts run at the same time.
   */
  async function createOrganization(request: {
    owner_user_id: number;
    name?: string;
    description?: string;
    request_key: string;
  }): Promise<TeamView> {
    const input = validated<{
      owner_user_id: number;
      name: string;
      description?: string;
      request_key?: string;
    }>(organizationInput, request);
    const requestKey = input.request_key || undefined;
    const findEarlierAttempt = async () =>
      requestKey === undefined
        ? null
        : repository.findTeamByRequestKey(input.owner_user_id, requestKey);

    const earlier = await findEarlierAttempt();
    if (earlier) return asOwner(earlier);
    try {
      return await createTeamWithOwner({
        name: input.name,
        ...(input.description ? { description: input.description } : {}),
        owner_user_id: input.owner_user_id,
        ...(requestKey === undefined ? {} : { request_key: requestKey }),
      });
    } catch (error) {
      // A concurrent attempt with the same key committed first: answer its team.
      if (error instanceof UniqueIndexViolation && error.index === REQUEST_KEY_INDEX) {
        const winner = await findEarlierAttempt();
        if (winner) return asOwner(winner);
      }
      throw error;
    }
  }

  /**
   * Identity's compensation when a registration fails after its organization was
   * made: deletes the team and its memberships, but only a team the user owns and
   * nobody else has joined. Answers whether it deleted.
   */
  async function deleteOrganization(request: {
    team_id: number;
    owner_user_id: number;
  }): Promise<{ deleted: boolean }> {
    const input = validated<{ team_id: number; owner_user_id: number }>(organizationRef, request);
    const outcome = await repository.transaction(async (session: ClientSession) => {
      const team = await repository.findTeamOwnedBy(input.team_id, input.owner_user_id, session);
      if (!team) return 'not_owned';
      if ((await repository.countOtherMembers(team.id, input.owner_user_id, session)) > 0)
        return 'has_other_members';
      await repository.deleteTeamAndMemberships(team.id, session);
      return 'deleted';
    });
    logger.info(
      { team_id: input.team_id, owner_user_id: input.owner_user_id, outcome },
      'delete organization',
    );
    return { deleted: outcome === 'deleted' };
  }

  /** POST createTeam: a new team with the caller as its owner. */
  async function createTeam(
    caller: Caller | undefined,
    request: { name?: string },
  ): Promise<TeamView> {
    const { userId } = requireCaller(caller);
    const input = validated<{ name: string }>(teamInput, request);
    return createTeamWithOwner({ name: input.name, owner_user_id: userId });
  }

  /** GET getTeams: every team the caller belongs to, with the caller's role, oldest first. */
  async function listTeams(caller: Caller | undefined): Promise<TeamView[]> {
    const { userId } = requireCaller(caller);
    return repository.listTeamsOfMember(userId);
  }

  /** Other services: a user's role in a team. */
  async function getMembership(request: {
    team_id: number;
    user_id: number;
  }): Promise<MembershipRecord> {
    const input = validated<{ team_id: number; user_id: number }>(membershipRef, request);
    const membership = await repository.findMembership(input.team_id, input.user_id);
    if (membership) return membership;
    // Memberships go with their team (one transaction), so no membership may mean no team.
    if (!(await repository.findTeam(input.team_id)))
      throw notFound('TEAM_NOT_FOUND', MESSAGES.teamNotFound);
    throw notFound('MEMBERSHIP_NOT_FOUND', MESSAGES.membershipNotFound);
  }

  return { createOrganization, deleteOrganization, createTeam, listTeams, getMembership };
}

export type TeamsUseCases = ReturnType<typeof teamsUseCases>;
