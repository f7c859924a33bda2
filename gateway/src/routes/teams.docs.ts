// What openapi.yaml says of the teams service's routes (routes/teams.ts) beyond the
// protos: the rules the service applies to each request field, summaries, examples.
import {
  DEFAULT_INVOICE_NOTES_MAX_LENGTH,
  GROUP_ID_LIST_MAX_ITEMS,
  INVITATION_AGENT_KEPT_LENGTH,
  INVITATION_IP_KEPT_LENGTH,
  INVITATION_TOKEN_MAX_LENGTH,
  INVOICE_NUMBER_FORMAT_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  LATE_FEE_AFTER_DAYS,
  LATE_FEE_MAX_TIMES,
  LATE_FEE_REPEATS,
  LATE_FEE_TYPES,
  NET_TERM_DAYS,
  RATE_BOUNDS,
  SpecText,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  TERMS_TEXT_MAX_LENGTH,
  WEEKLY_HOURS_BOUNDS,
  RATE_TYPES,
  PAY_PERIODS,
  INVITATION_STATUSES,
  MEMBER_ROLES,
  WEEK_DAYS,
  WORKING_DAYS,
  HOURS_PER_DAY_BOUNDS,
  LATE_START_THRESHOLD_MINUTES,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import {
  EMAIL,
  nonBlank,
  PAGE,
  within,
  type FieldNote,
  type OperationNotes,
} from '../openapi/operation-notes';

const TEAM_ID: FieldNote = { description: "the team; absent or blank: the caller's current team" };

/** A route acting on one team (teamRoute in teams.ts): `team_id` first among its fields. */
const teamScoped = (notes: OperationNotes): OperationNotes => ({
  ...notes,
  fields: { team_id: TEAM_ID, ...notes.fields },
});

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

/** The notes of each route, by its rpc. */
/** canonicalLocale's limit (platform's currencies.ts): a longer tag is refused. */
const LOCALE_MAX_LENGTH = 35;

export const TEAMS_NOTES = {
  CreateTeam: {
    summary: 'Create a team',
    description: 'The caller becomes its owner.',
    required: ['name'],
    fields: { name: NAME },
    example: { name: 'Research' },
  },
  ListTeams: { summary: 'List the teams the caller can access' },
  SendInvitation: {
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
  GetInvitationByToken: {
    summary: 'Show an invitation by the token of its link',
    description:
      "Public: the token of the invitation mail's link is the key, so the page the link opens can show the invitation before the invitee signs in. A token that names no invitation is 404 `Invitation not found`; none, a blank one or one longer than any made is 400.",
    required: ['token'],
    fields: { token: INVITATION_TOKEN },
  },
  AcceptInvitation: {
    summary: 'Accept an invitation',
    description: 'By the user whose email was invited, with the token of the invitation link.',
    required: ['token'],
    fields: { token: INVITATION_TOKEN },
  },
  RevokeInvitation: teamScoped({
    summary: 'Revoke a pending invitation',
    description: 'Owners and managers.',
    required: ['invitation_id'],
  }),
  ResendInvitation: teamScoped({
    summary: 'Send a pending or expired invitation again, with a new link',
    description: 'Owners and managers.',
    required: ['invitation_id'],
  }),
  ListInvitations: teamScoped({
    summary: "List a team's invitations",
    description: 'Owners and managers.',
    fields: {
      status: { enum: INVITATION_STATUSES },
      ...PAGE,
    },
  }),
  ListMembers: teamScoped({
    summary: "List a team's members",
    description: 'Owners and managers.',
    fields: PAGE,
  }),
  ChangeMemberRole: teamScoped({
    summary: "Change a member's role",
    description: 'Owners (any role); managers (member ↔ manager only). A team keeps an owner.',
    required: ['user_id', 'role'],
    fields: { role: ROLE },
  }),
  RemoveMember: teamScoped({
    summary: 'Remove a member from a team',
    description: 'Owners (anyone but the last owner); managers (members only).',
    required: ['user_id'],
  }),
  CreateGroup: teamScoped({
    summary: 'Create a group',
    description: 'Owners and managers.',
    required: ['name'],
    fields: {
      name: NAME,
      description: DESCRIPTION,
      member_ids: GROUP_IDS,
      manager_ids: GROUP_IDS,
    },
  }),
  ListGroups: teamScoped({ summary: "List a team's groups", fields: PAGE }),
  GetGroup: teamScoped({ summary: 'Get a group' }),
  UpdateGroup: teamScoped({
    summary: 'Change a group',
    description: 'Owners and managers. A list given (even empty) replaces the stored one.',
    fields: {
      name: NAME,
      description: DESCRIPTION,
      member_ids: GROUP_IDS,
      manager_ids: GROUP_IDS,
    },
    hidden: ['replace_members', 'replace_managers'],
  }),
  DeleteGroup: teamScoped({
    summary: 'Delete a group',
    description: 'Owners and managers.',
  }),
  GetTeamSettings: teamScoped({ summary: "Get a team's settings" }),
  UpdateTeamSettings: teamScoped({
    summary: "Change a team's settings",
    description: 'Owners and managers.',
    fields: {
      terms_text: { maxLength: TERMS_TEXT_MAX_LENGTH },
      default_invoice_notes: { maxLength: DEFAULT_INVOICE_NOTES_MAX_LENGTH },
      timezone: { description: 'IANA time zone, e.g. Europe/Berlin' },
      week_start: { enum: WEEK_DAYS },
      currency: {
        pattern: '^\\s*[A-Za-z]{3}\\s*$',
        description:
          "ISO 4217 code (any case, stored upper case): the team and member rates, pay rates and a new client's currency; USD unless set",
        examples: ['EUR'],
      },
      locale: {
        maxLength: LOCALE_MAX_LENGTH,
        description:
          'BCP 47 language tag (stored canonical, `de-de` → `de-DE`) amounts and dates are written in on PDFs; en-US unless set',
        examples: ['de-DE'],
      },
      default_net_term: { ...within(NET_TERM_DAYS), description: 'payment terms in days' },
      late_fee_type: {
        enum: LATE_FEE_TYPES,
        description:
          'late fees of clients with late_fee yes: a percent of the unpaid total, or a fixed amount in the team currency; percent unless set',
      },
      late_fee_value: {
        description:
          "the percent (0–100, at most 2 decimals) or the fixed amount (at most the team currency's places); 0 (the default) charges no fee",
        examples: [1.5],
      },
      late_fee_after_days: {
        ...within(LATE_FEE_AFTER_DAYS),
        description:
          'whole days after the due date before the first fee; 0 (the default): at the start of the day after the due date, team time zone',
      },
      late_fee_repeat: {
        enum: LATE_FEE_REPEATS,
        description: 'once (the default), or monthly up to late_fee_max_times',
      },
      late_fee_max_times: {
        ...within(LATE_FEE_MAX_TIMES),
        description: 'the most fees an invoice gets when monthly; 1 unless set',
      },
      invoice_number_format: {
        maxLength: INVOICE_NUMBER_FORMAT_MAX_LENGTH,
        description: `what invoice numbers are made from, at most ${INVOICE_NUMBER_FORMAT_MAX_LENGTH} characters once trimmed: exactly one \`{seq}\` or \`{seq:N}\` (the sequence, zero-padded to N digits, N 1–10), and \`{YYYY}\`, \`{YY}\`, \`{MM}\` of the issue date; \`""\` resets it to \`INV-{YYYY}-{seq:4}\``,
      },
      working_days: {
        schema: {
          type: 'array',
          description:
            "the days the team works (time off counts only these; attendance expects hours on them) where a member's schedule does not say: distinct days, `sun` … `sat`; mon … fri unless set; `[]` resets to mon … fri",
          maxItems: WORKING_DAYS.length,
          uniqueItems: true,
          items: { type: 'string', enum: [...WORKING_DAYS] },
        },
      },
      hours_per_day: {
        description: `the hours a working day counts in hours-unit time off (a whole day off is this many hours): ${HOURS_PER_DAY_BOUNDS.minimum} to ${HOURS_PER_DAY_BOUNDS.maximum}, at most 2 decimals; 8 unless set`,
        examples: [7.5],
      },
      late_start_threshold_minutes: {
        ...within(LATE_START_THRESHOLD_MINUTES),
        description:
          "whole minutes after a shift's start before a member's first tracked start counts as late (attendance report); 5 unless set",
      },
    },
    hidden: ['replace_working_days'],
    example: {
      timezone: 'America/New_York',
      week_start: 'sunday',
      invoice_number_format: 'INV-{YYYY}-{seq:4}',
    },
  }),
} satisfies Partial<Record<RpcName<'teams'>, OperationNotes>>;
