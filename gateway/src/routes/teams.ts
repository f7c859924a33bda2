// Teams' routes (spec: createTeam, getTeams, sendInvitation; the routes of
// docs/architecture.md beyond the spec's: invitations, members, groups, settings), the
// records they answer, the spec's error rows and the notes. Every route but
// sendInvitation takes `team_id` as optional: the caller's current team.
import {
  DEFAULT_INVOICE_NOTES_MAX_LENGTH,
  GROUP_ID_LIST_MAX_ITEMS,
  INVITATION_AGENT_KEPT_LENGTH,
  INVITATION_STATUSES,
  INVITATION_IP_KEPT_LENGTH,
  INVITATION_TOKEN_MAX_LENGTH,
  INVOICE_NUMBER_FORMAT_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  MEMBER_ROLES,
  NET_TERM_DAYS,
  PAY_PERIODS,
  RATE_BOUNDS,
  RATE_TYPES,
  Reason,
  SpecText,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  TEAM_ROLES,
  TERMS_TEXT_MAX_LENGTH,
  WEEK_DAYS,
  WEEKLY_HOURS_BOUNDS,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import { shapeA, shapeB, type ErrorPresentations } from '../error-presentation';
import { fillAuditFields, flagGivenLists } from '../message-completion';
import { EMAIL, nonBlank, PAGE, within, type FieldNote } from '../openapi/operation-notes';
import { list, page, record, reply } from '../reply-presentation';
import {
  confirmation,
  invalidRequest,
  route,
  serviceMessageErrors,
  type Route,
  type RouteDefinition,
} from './route';

record('workmesh.teams.v1.PaySettings', {
  component: 'PaySettings',
  description: 'Pay and working settings of a membership (given at invitation).',
  notes: {
    pay_rate: { description: 'hourly rate, or amount per pay period when pay_type is fixed' },
    bill_rate: { description: 'hourly rate charged to clients' },
    weekly_limit: { description: 'maximum hours per week' },
    pay_type: { enum: RATE_TYPES },
    pay_period: { enum: PAY_PERIODS },
    hourly_rate: { description: 'pay_rate when hourly; derived from the pay period when fixed' },
    currency: { description: 'USD' },
    working_days: { description: 'sun … sat' },
  },
});
record('workmesh.teams.v1.Invitation', {
  component: 'Invitation',
  description: 'An invitation to a team.',
  notes: {
    role: { enum: MEMBER_ROLES },
    status: { enum: INVITATION_STATUSES },
  },
});
record('workmesh.teams.v1.Member', {
  component: 'Member',
  description: 'A member of a team.',
  notes: { role: { enum: MEMBER_ROLES } },
});
record('workmesh.teams.v1.Group', {
  component: 'Group',
  description: 'A group of members of a team.',
});
record('workmesh.teams.v1.TeamSettings', {
  component: 'TeamSettings',
  description: "A team's feature settings and organization invoice defaults.",
  notes: {
    add_registered_users_directly: {
      description: 'an invitation of a registered user adds them at once',
    },
    default_net_term: { description: 'days' },
    timezone: { description: 'IANA time zone weeks and days of time tracking are read in' },
    week_start: { enum: WEEK_DAYS, description: 'the day a timesheet week starts on' },
    allow_overlapping_time_entries: { description: "a member's time entries may overlap" },
    invoice_number_format: {
      description:
        'what invoice numbers are made from: one {seq} or {seq:N} (zero-padded to N digits), and {YYYY}, {YY}, {MM} of the issue date; INV-{YYYY}-{seq:4} unless set',
    },
  },
});

const TEAM_ID: FieldNote = { description: "the team; absent or blank: the caller's current team" };

/** A route acting on one team, which `team_id` selects: absent or blank, the caller's current team. */
function teamRoute<M extends RpcName<'teams'>>(
  definition: Omit<RouteDefinition<'teams', M>, 'service' | 'auth' | 'selectors'>,
): Route {
  const { notes } = definition;
  return route({
    ...definition,
    service: 'teams',
    auth: true,
    selectors: ['team_id'],
    notes: { ...notes, fields: { team_id: TEAM_ID, ...notes.fields } },
  });
}

const ROLE: FieldNote = { enum: MEMBER_ROLES, description: '`owner`, `manager` or `member`' };

/** A team's or a group's name and description. */
const NAME: FieldNote = nonBlank(TEAM_NAME_MAX_LENGTH);
const DESCRIPTION: FieldNote = { maxLength: TEAM_DESCRIPTION_MAX_LENGTH };

/** The token of an invitation link: one longer than any made is no invitation's. */
const INVITATION_TOKEN: FieldNote = {
  ...nonBlank(INVITATION_TOKEN_MAX_LENGTH),
  description: 'the `token` of the invitation link',
};

/** A group's lists of user ids. */
const GROUP_IDS: FieldNote = {
  maxItems: GROUP_ID_LIST_MAX_ITEMS,
  description: 'user ids, an array or a comma-separated string',
};

/**
 * sendInvitation (spec rows, exact texts, whatever the service's message). Not in the
 * spec: pay settings refused, already a member, an invitation pending: the service's
 * message.
 */
const sendInvitationErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.TEAM_ID_MISSING]: shapeB(400, SpecText.TEAM_ID_MISSING),
  // The spec's only refusal here: the caller is not owner or manager of the team.
  [Reason.PERMISSION_DENIED]: shapeB(403, SpecText.PERMISSION_DENIED),
  permission_denied: shapeB(403, SpecText.PERMISSION_DENIED),
  [Reason.TEAM_NOT_FOUND]: shapeA(404, SpecText.TEAM_NOT_FOUND),
  [Reason.INVALID_EMAIL]: shapeA(400, SpecText.INVALID_EMAIL_ADDRESS),
  [Reason.INVALID_ROLE]: shapeA(400, SpecText.INVALID_ROLE),
  [Reason.INVALID_PAY_SETTINGS]: shapeA(400),
  [Reason.ALREADY_MEMBER]: shapeA(409),
  [Reason.INVITATION_PENDING]: shapeA(409),
};

export const TEAMS_ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    paths: ['/api/v3/mobile/team/createTeam'],
    auth: true,
    service: 'teams',
    rpc: 'CreateTeam',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    // The spec's Team: id, name, created_at.
    reply: reply({
      component: 'Team',
      description: 'A team (createTeam).',
      pick: ['id', 'name', 'created_at'],
    }),
    errors: { invalid_argument: shapeA(400) }, // with the service's message
    notes: {
      summary: 'Create a team',
      description: 'The caller becomes its owner.',
      required: ['name'],
      fields: { name: NAME },
      example: { name: 'Research' },
    },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/team/getTeams'],
    auth: true,
    service: 'teams',
    rpc: 'ListTeams',
    source: 'none',
    // Each team the caller can access, with the caller's role in it; the owner stays inside.
    reply: list(
      { component: 'TeamList', description: 'Every team the caller can access.' },
      {
        description: 'A team the caller can access, with their role in it.',
        omit: ['owner_user_id'],
        notes: { role: { enum: TEAM_ROLES } },
      },
    ),
    errors: { invalid_argument: invalidRequest },
    notes: { summary: 'List the teams the caller can access' },
  }),

  // Invitations
  route({
    method: 'POST',
    paths: ['/api/v3/mobile/invitation/sendInvitation', '/api/v3/team/sendInvitation'],
    auth: true,
    service: 'teams',
    rpc: 'SendInvitation',
    idempotent: true,
    source: 'body',
    selectors: ['team_id'], // "" or null: the service's `team_id missing`
    complete: fillAuditFields,
    // The spec's "object with key success whose value is a string", and beside it what
    // was created: the invitation, and the member when the user was added directly.
    reply: reply({
      component: 'InvitationSent',
      description: 'sendInvitation: the invitation was sent (or the member added).',
      pick: ['success', 'invitation_id', 'member_id'],
      notes: {
        success: { description: 'a message confirming the invitation was sent' },
        invitation_id: {
          description:
            'the invitation: pending until accepted, or already accepted when the user was added directly',
        },
        member_id: {
          description:
            "the user id of the member added directly (the team's setting add_registered_users_directly); null when an invitation email was sent",
        },
      },
    }),
    errors: sendInvitationErrors,
    notes: {
      summary: 'Invite someone to a team',
      description:
        "Only owners and managers of the team. Depending on the team's settings an invitation email is sent (the invitation stays `pending` until accepted) or a registered user is added directly. When pay_type is `fixed` an hourly rate is derived: weekly = pay_rate / 40, bi-weekly and twice per month = pay_rate / 80, monthly = pay_rate / 160.",
      required: ['team_id', 'email', 'role'],
      fields: {
        team_id: { description: `the team (required: blank is \`${SpecText.TEAM_ID_MISSING}\`)` },
        email: EMAIL,
        role: ROLE,
        job_title: { maxLength: JOB_TITLE_MAX_LENGTH },
        pay_rate: {
          ...within(RATE_BOUNDS),
          description: 'hourly rate when pay_type is hourly; amount per pay period when fixed',
        },
        bill_rate: { ...within(RATE_BOUNDS), description: 'hourly rate charged to clients' },
        weekly_limit: { ...within(WEEKLY_HOURS_BOUNDS), description: 'maximum hours per week' },
        pay_type: { enum: RATE_TYPES, description: '`hourly` (default) or `fixed`' },
        pay_period: {
          enum: PAY_PERIODS,
          description: '`weekly` (default), `bi-weekly`, `twice per month` or `monthly`',
        },
        ip: {
          description: `inviter's IP address, for audit; default: the request's client address; its first ${INVITATION_IP_KEPT_LENGTH} characters are kept`,
        },
        agent: {
          description: `inviter's user agent, for audit; default: the User-Agent header; its first ${INVITATION_AGENT_KEPT_LENGTH} characters are kept`,
        },
      },
      example: { team_id: 9, email: 'grace@example.com', role: 'member' },
    },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/team/invitation'],
    auth: false,
    service: 'teams',
    rpc: 'GetInvitationByToken',
    source: 'query',
    reply: reply({
      component: 'InvitationPreview',
      description:
        'What the link of an invitation mail shows: whom it invites to which team, as what, and whether it can still be accepted.',
      notes: {
        email: { description: 'the invited address: sign in (or register) with it to accept' },
        role: { enum: MEMBER_ROLES },
        status: {
          enum: INVITATION_STATUSES,
          description: 'only a `pending` invitation can be accepted',
        },
        invited_by_name: { description: "the inviter's name; null when it is not known" },
      },
    }),
    errors: serviceMessageErrors,
    notes: {
      summary: 'Show an invitation by the token of its link',
      description:
        "Public: the token of the invitation mail's link is the key, so the page the link opens can show the invitation before the invitee signs in. A token that names no invitation is 404 `Invitation not found`; none, a blank one or one longer than any made is 400.",
      required: ['token'],
      fields: { token: INVITATION_TOKEN },
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/acceptInvitation'],
    auth: true,
    service: 'teams',
    rpc: 'AcceptInvitation',
    source: 'body',
    reply: reply({
      component: 'AcceptedInvitation',
      description: 'The accepted invitation: the new membership.',
    }),
    errors: serviceMessageErrors,
    notes: {
      summary: 'Accept an invitation',
      description: 'By the user whose email was invited, with the token of the invitation link.',
      required: ['token'],
      fields: { token: INVITATION_TOKEN },
    },
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/revokeInvitation'],
    rpc: 'RevokeInvitation',
    source: 'body',
    errors: serviceMessageErrors,
    notes: {
      summary: 'Revoke a pending invitation',
      description: 'Owners and managers.',
      required: ['invitation_id'],
    },
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/resendInvitation'],
    rpc: 'ResendInvitation',
    source: 'body',
    errors: serviceMessageErrors,
    notes: {
      summary: 'Send a pending or expired invitation again, with a new link',
      description: 'Owners and managers.',
      required: ['invitation_id'],
    },
  }),
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/invitations'],
    rpc: 'ListInvitations',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: {
      summary: "List a team's invitations",
      description: 'Owners and managers.',
      fields: {
        status: { enum: INVITATION_STATUSES },
        ...PAGE,
      },
    },
  }),

  // Members
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/members'],
    rpc: 'ListMembers',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: {
      summary: "List a team's members",
      description: 'Owners and managers.',
      fields: PAGE,
    },
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/updateMemberRole'],
    rpc: 'ChangeMemberRole',
    source: 'body',
    errors: serviceMessageErrors,
    notes: {
      summary: "Change a member's role",
      description: 'Owners (any role); managers (member ↔ manager only). A team keeps an owner.',
      required: ['user_id', 'role'],
      fields: { role: ROLE },
    },
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/removeMember'],
    rpc: 'RemoveMember',
    source: 'body',
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: {
      summary: 'Remove a member from a team',
      description: 'Owners (anyone but the last owner); managers (members only).',
      required: ['user_id'],
    },
  }),

  // Groups
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/groups/create'],
    rpc: 'CreateGroup',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    errors: serviceMessageErrors,
    notes: {
      summary: 'Create a group',
      description: 'Owners and managers.',
      required: ['name'],
      fields: {
        name: NAME,
        description: DESCRIPTION,
        member_ids: GROUP_IDS,
        manager_ids: GROUP_IDS,
      },
    },
  }),
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/groups'],
    rpc: 'ListGroups',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: { summary: "List a team's groups", fields: PAGE },
  }),
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/groups/:id'],
    rpc: 'GetGroup',
    source: 'query',
    params: { id: 'group_id' },
    errors: serviceMessageErrors,
    notes: { summary: 'Get a group' },
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/groups/:id/update'],
    rpc: 'UpdateGroup',
    source: 'body',
    params: { id: 'group_id' },
    // A list given (even empty) replaces the group's; a list left out stays as it is.
    complete: flagGivenLists({ member_ids: 'replace_members', manager_ids: 'replace_managers' }),
    errors: serviceMessageErrors,
    notes: {
      summary: 'Change a group',
      description: 'Owners and managers. A list given (even empty) replaces the stored one.',
      fields: {
        name: NAME,
        description: DESCRIPTION,
        member_ids: GROUP_IDS,
        manager_ids: GROUP_IDS,
      },
      hidden: ['replace_members', 'replace_managers'],
    },
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/groups/:id/delete'],
    rpc: 'DeleteGroup',
    source: 'body',
    params: { id: 'group_id' },
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: {
      summary: 'Delete a group',
      description: 'Owners and managers.',
    },
  }),

  // Team settings
  teamRoute({
    method: 'GET',
    paths: ['/api/v3/team/settings'],
    rpc: 'GetTeamSettings',
    source: 'query',
    errors: serviceMessageErrors,
    notes: { summary: "Get a team's settings" },
  }),
  teamRoute({
    method: 'POST',
    paths: ['/api/v3/team/settings/update'],
    rpc: 'UpdateTeamSettings',
    source: 'body',
    errors: serviceMessageErrors,
    notes: {
      summary: "Change a team's settings",
      description: 'Owners and managers.',
      fields: {
        terms_text: { maxLength: TERMS_TEXT_MAX_LENGTH },
        default_invoice_notes: { maxLength: DEFAULT_INVOICE_NOTES_MAX_LENGTH },
        timezone: { description: 'IANA time zone, e.g. Europe/Berlin' },
        week_start: { enum: WEEK_DAYS },
        default_net_term: { ...within(NET_TERM_DAYS), description: 'payment terms in days' },
        invoice_number_format: {
          maxLength: INVOICE_NUMBER_FORMAT_MAX_LENGTH,
          description: `what invoice numbers are made from, at most ${INVOICE_NUMBER_FORMAT_MAX_LENGTH} characters once trimmed: exactly one \`{seq}\` or \`{seq:N}\` (the sequence, zero-padded to N digits, N 1–10), and \`{YYYY}\`, \`{YY}\`, \`{MM}\` of the issue date; \`""\` resets it to \`INV-{YYYY}-{seq:4}\``,
        },
      },
      example: {
        timezone: 'America/New_York',
        week_start: 'sunday',
        invoice_number_format: 'INV-{YYYY}-{seq:4}',
      },
    },
  }),
];
