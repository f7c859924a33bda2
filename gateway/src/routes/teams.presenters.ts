// How the teams service's answers are presented: its records, the bodies the spec fixes
// (createTeam's Team, getTeams' list, sendInvitation's outcome) and the spec's error rows.
import {
  Reason,
  SpecText,
  RATE_TYPES,
  PAY_PERIODS,
  LATE_FEE_REPEATS,
  LATE_FEE_TYPES,
  INVITATION_STATUSES,
  MEMBER_ROLES,
  WEEK_DAYS,
  TEAM_ROLES,
} from '@workmesh/platform';
import { shapeA, shapeB, type ErrorPresentations } from '../error-presentation';
import { list, record, reply } from '../reply-presentation';
import { invalidRequest, serviceMessageErrors } from './route.presenters';

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
    currency: {
      description:
        "ISO 4217 code of the team's rates and pay, and a new client's unless it sets its own; USD unless set",
    },
    locale: { description: 'BCP 47 language tag amounts are written in on PDFs; en-US unless set' },
    late_fee_type: { enum: LATE_FEE_TYPES, description: 'percent of the unpaid total, or fixed' },
    late_fee_value: {
      description: 'the percent or the fixed amount in the team currency; 0: no fee',
    },
    late_fee_after_days: { description: 'days after the due date before the first fee' },
    late_fee_repeat: { enum: LATE_FEE_REPEATS, description: 'once, or monthly' },
    late_fee_max_times: { description: 'the most fees an invoice gets (monthly)' },
  },
});

/**
 * sendInvitation (spec rows, exact texts, whatever the service's message). Not in the
 * spec: pay settings refused, already a member, an invitation pending: the service's
 * message.
 */
export const sendInvitationErrors: ErrorPresentations = {
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

// The spec's Team: id, name, created_at.
export const teamCreated = reply({
  component: 'Team',
  description: 'A team (createTeam).',
  pick: ['id', 'name', 'created_at'],
});

/** createTeam's refusals: the service's message. */
export const createTeamErrors: ErrorPresentations = { invalid_argument: shapeA(400) };

// Each team the caller can access, with the caller's role in it; the owner stays inside.
export const teamList = list(
  { component: 'TeamList', description: 'Every team the caller can access.' },
  {
    description: 'A team the caller can access, with their role in it.',
    omit: ['owner_user_id'],
    notes: { role: { enum: TEAM_ROLES } },
  },
);

/** getTeams: every malformed request alike. */
export const listTeamsErrors: ErrorPresentations = { invalid_argument: invalidRequest };

// The spec's "object with key success whose value is a string", and beside it what
// was created: the invitation, and the member when the user was added directly.
export const invitationSent = reply({
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
});

export const invitationPreview = reply({
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
});

export const acceptedInvitation = reply({
  component: 'AcceptedInvitation',
  description: 'The accepted invitation: the new membership.',
});
