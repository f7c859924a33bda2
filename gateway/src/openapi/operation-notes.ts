// What openapi.yaml says of each operation beyond what the route table and the protos
// tell: a summary, and the rules the owning service applies to the request fields (the
// spec's required fields, enumerations, formats), which the gateway itself does not
// check. Keyed by rpc: aliases share their notes. The types a field accepts are never
// written here; they come from the proto (proto-json-schema.ts).
import type { JsonSchema } from './proto-json-schema';

export interface FieldNote {
  description?: string;
  /** The values the service accepts (a narrowing of the converted type). */
  enum?: readonly string[];
  /** A JSON Schema format (`email`, `uri`) the service checks. */
  format?: string;
  pattern?: string;
  minLength?: number;
  examples?: readonly unknown[];
  /**
   * Replaces the converted type: only where the gateway itself reads the field
   * otherwise than the conversion does (updateAssignee's assignee).
   */
  schema?: JsonSchema;
}

export interface OperationNotes {
  summary: string;
  description?: string;
  /** Fields the service refuses to do without (the spec's "required"). */
  required?: readonly string[];
  fields?: Readonly<Record<string, FieldNote>>;
  /** Conditional rules (JSON Schema `if`/`then`), e.g. "day_repeat and until for weekly". */
  rules?: readonly JsonSchema[];
  /** Fields of the request message the gateway sets itself (or that mean nothing here): not documented. */
  hidden?: readonly string[];
  /** A request body that works, for the browsable docs. */
  example?: Record<string, unknown>;
}

const ROLE: FieldNote = {
  enum: ['owner', 'manager', 'member'],
  description: '`owner`, `manager` or `member`',
};
const EMAIL: FieldNote = { format: 'email' };
const PAGE: Record<string, FieldNote> = {
  page: { description: '1-based page number (default 1)' },
  per_page: { description: 'page size' },
};
const TEAM_ID: FieldNote = {
  description: "the team; absent or blank: the caller's current team",
};
const PROJECT_LISTS: Record<string, FieldNote> = {
  project_manager: {
    description:
      'user ids, an array or a comma-separated string; given (even empty) it replaces the list',
  },
  users: {
    description:
      'user ids of members, an array or a comma-separated string; given (even empty) it replaces the list',
  },
  groups: {
    description:
      'group ids, an array or a comma-separated string; the project is added to these groups; given (even empty) it replaces the list',
  },
};
const PROJECT_FIELDS: Record<string, FieldNote> = {
  ...PROJECT_LISTS,
  team_id: TEAM_ID,
  client_id: {
    description: "the client; absent or blank: the team's internal client (created if needed)",
  },
  description: { description: 'shown as project_description' },
  qa_lead: { description: 'user id; default: the caller' },
  start_date: { description: 'ISO 8601 date-time' },
  due_date: { description: 'ISO 8601 date-time' },
  billable: { enum: ['yes', 'no'], description: '`yes` (default) or `no`' },
  visible: { description: 'visibility setting' },
};
const CLIENT_FIELDS: Record<string, FieldNote> = {
  name: {
    description:
      'these characters are removed: single and double quote, comma, semicolon, < >, [ ], !, +, |',
  },
  email: { ...EMAIL, description: 'unique across all clients in the whole system' },
  company: { description: 'company name if different from name' },
  website: { format: 'uri', description: 'an http or https URL' },
  billing_address1: { description: 'copied to mailing_address1' },
  billing_address2: { description: 'copied to mailing_address2' },
  city: { description: 'copied to mailing_city' },
  state: { description: 'copied to mailing_state' },
  zipcode: { description: 'copied to mailing_zip' },
  country: { description: 'billing country' },
  notes: { description: 'custom invoice notes, used when org_notes is false' },
  net_term: { description: 'payment terms in days, used when org_net_term is false' },
  tax_rate: { description: 'percentage' },
  org_notes: { description: "true: the client inherits the organization's default invoice notes" },
  org_net_term: {
    description: "true: the client inherits the organization's default payment terms",
  },
  budget_type: {
    enum: ['total_cost', 'hours_cost'],
    description: 'budget.budgetType: `total_cost` or `hours_cost`',
  },
  budget_cost: { description: 'budget.cost: budget amount in currency' },
  budget_hours: { description: 'budget.hours: budget in hours (for hours_cost)' },
  budget_notify_at: {
    description: 'budget.notifyAt: percentage of budget use at which to notify',
  },
};
const TIME: FieldNote = {
  pattern: '^([01]?[0-9]|2[0-3]):[0-5][0-9]$',
  description: 'HH:MM, 24-hour',
  examples: ['09:00'],
};
const DELIVERY_STATUS: FieldNote = { enum: ['pending', 'retrying', 'succeeded', 'failed'] };

export const OPERATION_NOTES: Readonly<Record<string, OperationNotes>> = {
  // Users (identity)
  Register: {
    summary: 'Register a user and their organization',
    description:
      'Creates the user and an organization (team) with the user as owner, sends a verification email and logs the user in: the answer is the User record with a bearer `token`.',
    required: ['name', 'email', 'password', 'c_password'],
    fields: {
      name: { description: 'also builds the default organization name' },
      email: { ...EMAIL, description: 'unique' },
      password: { minLength: 8 },
      c_password: { description: 'must equal password' },
      team: { description: 'the organization: name and description (optional)' },
      timezone: { description: 'IANA zone name' },
    },
    example: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
      c_password: 'correct horse battery',
    },
  },
  Login: {
    summary: 'Log in',
    description:
      'The answer equals the registration answer: the User record with a bearer `token`.',
    required: ['email', 'password'],
    example: { email: 'ada@example.com', password: 'correct horse battery' },
  },
  RequestPasswordReset: {
    summary: 'Request a password-reset link by email',
    description:
      'Generates a reset token, emails the link to the registered address and invalidates every active session (token) of the user. Answers once the mail relay accepted the mail.',
    required: ['email'],
    fields: { email: EMAIL },
    example: { email: 'ada@example.com' },
  },
  ConfirmPasswordReset: {
    summary: 'Set a new password with the token of a reset link',
    required: ['token', 'password', 'c_password'],
    fields: {
      token: { description: 'the token of the reset link' },
      password: { minLength: 8 },
      c_password: { description: 'must equal password' },
    },
  },
  VerifyEmail: {
    summary: 'Verify an email address (the link of the verification mail)',
    required: ['token'],
  },
  SwitchTeam: {
    summary: "Change the caller's current team",
    description: 'Any team the caller is a member of. The answer is the User record (no token).',
    required: ['team_id'],
  },

  // Teams
  CreateTeam: {
    summary: 'Create a team',
    description: 'The caller becomes its owner.',
    required: ['name'],
    example: { name: 'Research' },
  },
  ListTeams: { summary: 'List the teams the caller can access' },
  SendInvitation: {
    summary: 'Invite someone to a team',
    description:
      "Only owners and managers of the team. Depending on the team's settings an invitation email is sent (the invitation stays `pending` until accepted) or a registered user is added directly. When pay_type is `fixed` an hourly rate is derived: weekly = pay_rate / 40, bi-weekly and twice per month = pay_rate / 80, monthly = pay_rate / 160.",
    required: ['team_id', 'email', 'role'],
    fields: {
      team_id: { description: 'the team (required: blank is `team_id missing`)' },
      email: EMAIL,
      role: ROLE,
      job_title: {},
      pay_rate: {
        description: 'hourly rate when pay_type is hourly; amount per pay period when fixed',
      },
      bill_rate: { description: 'hourly rate charged to clients' },
      weekly_limit: { description: 'maximum hours per week' },
      pay_type: { enum: ['hourly', 'fixed'], description: '`hourly` (default) or `fixed`' },
      pay_period: {
        enum: ['weekly', 'bi-weekly', 'twice per month', 'monthly'],
        description: '`weekly` (default), `bi-weekly`, `twice per month` or `monthly`',
      },
      ip: { description: "inviter's IP address, for audit; default: the request's client address" },
      agent: { description: "inviter's user agent, for audit; default: the User-Agent header" },
    },
    example: { team_id: 9, email: 'grace@example.com', role: 'member' },
  },
  AcceptInvitation: {
    summary: 'Accept an invitation',
    description: 'By the user whose email was invited, with the token of the invitation link.',
    required: ['token'],
  },
  RevokeInvitation: {
    summary: 'Revoke a pending invitation',
    description: 'Owners and managers.',
    required: ['invitation_id'],
    fields: { team_id: TEAM_ID },
  },
  ResendInvitation: {
    summary: 'Send a pending or expired invitation again, with a new link',
    description: 'Owners and managers.',
    required: ['invitation_id'],
    fields: { team_id: TEAM_ID },
  },
  ListInvitations: {
    summary: "List a team's invitations",
    description: 'Owners and managers.',
    fields: {
      team_id: TEAM_ID,
      status: { enum: ['pending', 'accepted', 'revoked', 'expired'] },
      ...PAGE,
    },
  },
  ListMembers: {
    summary: "List a team's members",
    description: 'Owners and managers.',
    fields: { team_id: TEAM_ID, ...PAGE },
  },
  ChangeMemberRole: {
    summary: "Change a member's role",
    description: 'Owners (any role); managers (member ↔ manager only). A team keeps an owner.',
    required: ['user_id', 'role'],
    fields: { team_id: TEAM_ID, role: ROLE },
  },
  RemoveMember: {
    summary: 'Remove a member from a team',
    description: 'Owners (anyone but the last owner); managers (members only).',
    required: ['user_id'],
    fields: { team_id: TEAM_ID },
  },
  CreateGroup: {
    summary: 'Create a group',
    description: 'Owners and managers.',
    required: ['name'],
    fields: {
      team_id: TEAM_ID,
      member_ids: { description: 'user ids, an array or a comma-separated string' },
      manager_ids: { description: 'user ids, an array or a comma-separated string' },
    },
  },
  ListGroups: { summary: "List a team's groups", fields: { team_id: TEAM_ID, ...PAGE } },
  GetGroup: { summary: 'Get a group', fields: { team_id: TEAM_ID } },
  UpdateGroup: {
    summary: 'Change a group',
    description: 'Owners and managers. A list given (even empty) replaces the stored one.',
    fields: { team_id: TEAM_ID },
    hidden: ['replace_members', 'replace_managers'],
  },
  DeleteGroup: {
    summary: 'Delete a group',
    description: 'Owners and managers.',
    fields: { team_id: TEAM_ID },
  },
  GetTeamSettings: { summary: "Get a team's settings", fields: { team_id: TEAM_ID } },
  UpdateTeamSettings: {
    summary: "Change a team's settings",
    description: 'Owners and managers.',
    fields: { team_id: TEAM_ID },
  },

  // Clients and projects
  CreateClient: {
    summary: 'Create a client',
    description:
      "JSON, or a multipart form with the logo under `profile` (PNG, JPG or JPEG, at most MAX_UPLOAD_BYTES). The client belongs to the caller's current team, the caller is its creator; the billing address is copied to the mailing address; the `new_client` webhook is fired. Owners and managers.",
    required: ['name', 'email'],
    fields: CLIENT_FIELDS,
    example: { name: 'Acme Inc', email: 'billing@acme.example', net_term: 45 },
  },
  ListClients: {
    summary: "List the team's clients",
    fields: { ...PAGE, search: { description: 'on name or email' } },
  },
  GetClient: { summary: 'Get a client' },
  UpdateClient: {
    summary: 'Change a client',
    description:
      'The fields of client create, each optional; JSON or a multipart form with a new logo. Owners and managers.',
    fields: CLIENT_FIELDS,
  },
  DeleteClient: { summary: 'Delete a client', description: 'Owners and managers.' },
  GetClientInvoiceSettings: { summary: "Get a client's invoice settings" },
  UpdateClientInvoiceSettings: {
    summary: "Change a client's invoice settings",
    description: 'Owners and managers.',
  },
  CreateProject: {
    summary: 'Create a project',
    description:
      'The name is capitalized; the key is uppercased with special characters removed (2 to 5 letters); both are unique in the team. Owners and managers.',
    required: ['project', 'key'],
    fields: {
      ...PROJECT_FIELDS,
      project: { description: 'name; unique within the team' },
      key: { description: 'unique within the team; 2 to 5 letters once cleaned' },
    },
    hidden: ['project_id', 'replace_project_manager', 'replace_users', 'replace_groups'],
    example: { project: 'Apollo', key: 'APX' },
  },
  ListProjects: {
    summary: "List the team's projects",
    fields: {
      ...PAGE,
      client_id: { description: "a client's projects (blank: all)" },
      group_id: { description: 'the projects added to a group (blank: all)' },
    },
  },
  GetProject: { summary: 'Get a project' },
  UpdateProject: {
    summary: 'Change a project',
    description: 'The fields of project create, each optional. Owners and managers.',
    fields: PROJECT_FIELDS,
    hidden: ['replace_project_manager', 'replace_users', 'replace_groups'],
  },
  DeleteProject: { summary: 'Delete a project', description: 'Owners and managers.' },

  // Tasks
  CreateTask: {
    summary: 'Create a task in a project',
    required: ['project_id', 'name'],
    fields: {
      assignee: { description: 'user id of a member of the team' },
      due_date: { description: 'ISO 8601 date; blank: none' },
    },
  },
  ListTasks: {
    summary: "List a project's tasks",
    required: ['project_id'],
    fields: PAGE,
  },
  GetTask: { summary: 'Get a task' },
  UpdateTask: {
    summary: 'Change a task',
    fields: {
      status: { enum: ['open', 'completed'] },
      due_date: { description: 'ISO 8601 date; blank clears it' },
    },
  },
  DeleteTask: { summary: 'Delete a task' },
  UpdateAssignee: {
    summary: 'Change the assignee of a task',
    description:
      'The body must carry `assignee`: an integer user id of a member of the team, or null to unassign the task. The assignee is notified by mail, with the comment.',
    required: ['assignee'],
    fields: {
      assignee: {
        schema: {
          type: ['integer', 'null'],
          minimum: Number.MIN_SAFE_INTEGER,
          maximum: Number.MAX_SAFE_INTEGER,
          description: 'user id (a JSON integer, not a string), or null to unassign',
        },
      },
      comment: { description: 'included in the assignment notification' },
    },
    hidden: ['unassign'],
    example: { assignee: 8, comment: 'Please start with the budget section' },
  },

  // Schedules
  AddSchedule: {
    summary: 'Add a work schedule',
    description:
      'One entry per member per occurrence, stored in UTC; one `new_schedule` webhook per member. `never`: one occurrence on date_from; `weekly`: the listed days of every week until `until`; `bi-Weekly`: the listed days of every other week. A large schedule may take up to 60 s.',
    required: ['date_from', 'time_from', 'time_to', 'timezone', 'minimum_hours', 'repetition'],
    fields: {
      date_from: {
        description:
          'an ISO 8601 date, or date-time with a zone offset; the first day (the date as written)',
        examples: ['2026-03-02T08:00:00-05:00'],
      },
      time_from: TIME,
      time_to: TIME,
      timezone: { description: 'IANA zone name; times are converted from it to UTC' },
      minimum_hours: { description: '0 to 24, rounded to 2 decimal places' },
      repetition: {
        enum: ['never', 'weekly', 'bi-Weekly'],
        description: '`never`, `weekly` or `bi-Weekly`',
      },
      members: {
        description:
          'user ids, a comma-separated string (or an array); none at all (with groupsId): the caller',
      },
      groupsId: {
        description:
          'group ids, a comma-separated string (or an array): all members and managers of these groups are included',
      },
      day_repeat: {
        description:
          'comma-separated lowercase days from mon, tue, wed, thu, fri, sat, sun; required for weekly and bi-Weekly',
        examples: ['mon,wed,fri'],
      },
      until: {
        description: 'the last day, same format as date_from; required for weekly and bi-Weekly',
      },
      title: { description: 'at most 255 characters' },
    },
    rules: [
      {
        if: {
          required: ['repetition'],
          properties: { repetition: { enum: ['weekly', 'bi-Weekly'] } },
        },
        then: { required: ['day_repeat', 'until'] },
      },
    ],
    example: {
      date_from: '2026-03-02T08:00:00-05:00',
      time_from: '09:00',
      time_to: '17:00',
      timezone: 'America/New_York',
      minimum_hours: 8,
      repetition: 'weekly',
      members: '8,11',
      day_repeat: 'mon',
      until: '2026-03-16',
    },
  },
  ListUserSchedule: {
    summary: "List a user's schedule entries",
    description: "The user's entries in the caller's team starting in [from, to], by start.",
    fields: {
      from: { description: 'ISO 8601 date, or date-time with offset' },
      to: { description: 'ISO 8601 date (that whole day, UTC), or date-time with offset' },
      page: PAGE.page!,
      per_page: { description: 'page size, 1 to 1000 (default 100)' },
    },
  },
  ListScheduleBySid: {
    summary: 'List the entries of a schedule (SID)',
    fields: { page: PAGE.page!, per_page: { description: 'page size, 1 to 1000 (default 100)' } },
  },
  UpdateScheduleEntry: {
    summary: 'Change one schedule entry (this occurrence only)',
    fields: {
      start_date: { description: 'date-time with a zone offset, or UTC `YYYY-MM-DD HH:MM:SS`' },
      end_date: { description: 'date-time with a zone offset, or UTC `YYYY-MM-DD HH:MM:SS`' },
      minimum_hours: { description: '0 to 24' },
      title: { description: 'at most 255 characters' },
    },
  },
  DeleteSchedule: {
    summary: 'Delete a schedule entry, or it and the rest of its schedule',
    description: 'Only team owners and managers.',
    required: ['id', 'type'],
    fields: {
      id: { description: 'the schedule entry' },
      type: {
        enum: ['this', 'future'],
        description:
          '`this`: only this occurrence; `future`: this and every later occurrence of the SID for the member',
      },
      sid: { description: 'Schedule ID; required when type is future' },
      member_id: { description: "required when type is future: only that member's entries" },
    },
    rules: [
      {
        if: { required: ['type'], properties: { type: { const: 'future' } } },
        then: { required: ['sid', 'member_id'] },
      },
    ],
    example: { id: 41, type: 'this' },
  },

  // Webhooks
  CreateWebhook: {
    summary: 'Subscribe a URL to an event kind',
    description:
      'Owners and managers. Deliveries are signed (Standard Webhooks) with the `secret` of the answer, shown only here. A target that resolves to a private or local address is refused.',
    required: ['event', 'target_url'],
    fields: {
      event: { enum: ['new_client', 'new_schedule'] },
      target_url: {
        format: 'uri',
        description: 'an absolute http(s) URL, at most 2048 characters',
      },
    },
    example: { event: 'new_client', target_url: 'https://hooks.example.com/workmesh' },
  },
  ListWebhooks: { summary: "List the team's webhook subscriptions", fields: PAGE },
  DeleteWebhook: { summary: 'Delete a webhook subscription' },
  ListDeliveries: {
    summary: "List a subscription's deliveries, newest first",
    fields: { status: DELIVERY_STATUS, ...PAGE },
  },
  ReplayDelivery: {
    summary: 'Replay a failed delivery',
    description: 'The delivery is `pending` again, with the same webhook-id.',
  },
};
