// Every HTTP operation of the gateway, one entry each: the paths it answers (aliases
// included), whether it needs a bearer token, the rpc it becomes, and how the reply
// and the errors the spec lists for it are presented. Adding a route is adding an
// entry; app.ts mounts the table and error-presentation.ts supplies the fallbacks.
import type { ReplyOf, RpcName, ServiceName } from './downstream-clients';
import {
  INVALID_REQUEST_MESSAGE,
  shapeA,
  shapeB,
  shapeC,
  type ErrorPresentations,
} from './error-presentation';
import {
  assigneeOrUnassign,
  fillAuditFields,
  flagGivenLists,
  type MessageCompletion,
} from './message-completion';
import { FILE_TOO_LARGE } from './multipart-form';
import {
  presentAcceptedInvitation,
  presentClient,
  presentClientPage,
  presentClientSaved,
  presentCreatedTeam,
  presentEmailVerification,
  presentGroup,
  presentGroupPage,
  presentInvitation,
  presentInvitationPage,
  presentInvitationSent,
  presentMember,
  presentMemberPage,
  presentInvoiceSettings,
  presentOutcome,
  presentProject,
  presentProjectPage,
  presentAssigneeChange,
  presentTask,
  presentTaskPage,
  presentCreatedWebhook,
  presentDelivery,
  presentDeliveryPage,
  presentWebhookPage,
  presentScheduleAdded,
  presentScheduleDeleted,
  presentScheduleEntry,
  presentScheduleEntryPage,
  presentSuccess,
  presentTeamList,
  presentTeamSettings,
  presentUser,
  presentUserSession,
} from './reply-presentation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where the request message is read from: the JSON (or form) body, the query string,
 * or nothing — then any query parameter or non-empty body is refused. Path parameters
 * (`:id`) are added in every case, and win over a body or query field of the same name.
 */
export type RequestSource = 'body' | 'query' | 'none';

export interface Route {
  method: HttpMethod;
  /** Express paths; the first is the canonical one, the others aliases of the spec. */
  paths: readonly string[];
  auth: boolean;
  service: ServiceName;
  rpc: string;
  /** Fully qualified request message; checked against the rpc's declared input when the app is built. */
  request: string;
  source: RequestSource;
  /** Path parameters whose request field is named otherwise (`{ id: 'group_id' }`); the others keep their name. */
  params?: Readonly<Record<string, string>>;
  /**
   * Fields that select what the request acts on (`team_id`): "" counts as absent, and a
   * value of the wrong type makes the request malformed — 400 `Invalid request parameters`
   * rather than a field message. Path parameters always behave so.
   */
  selectors?: readonly string[];
  /**
   * The message field the body is converted into, when the proto nests what the HTTP
   * body gives flat (`CreateClientRequest.fields`). Path parameters stay at the top, and
   * selectors are fields of the nested message.
   */
  bodyField?: string;
  /**
   * Multipart form bodies are accepted too, with at most one file, under this form
   * field (MAX_UPLOAD_BYTES at most); it arrives in the request field of the same name
   * as an UploadedFile `{ data, filename, content_type }`.
   */
  upload?: string;
  /** What the gateway adds to the converted message from the HTTP request (client ip, presence flags). */
  complete?: MessageCompletion;
  /** Overrides GRPC_DEADLINE_MS for this call. */
  deadlineMs?: number;
  successStatus: number;
  present: (reply: unknown) => unknown;
  errors: ErrorPresentations;
}

interface RouteDefinition<S extends ServiceName, M extends RpcName<S>> extends Omit<
  Route,
  'service' | 'rpc' | 'present' | 'successStatus'
> {
  service: S;
  rpc: M;
  /** 200 unless given. */
  successStatus?: number;
  present: (reply: ReplyOf<S, M>) => unknown;
}

/** Types one entry: the rpc must exist on the service, and `present` receives its reply type. */
export function route<S extends ServiceName, M extends RpcName<S>>(
  definition: RouteDefinition<S, M>,
): Route {
  return {
    successStatus: 200,
    ...definition,
    present: definition.present as (reply: unknown) => unknown,
  };
}

const invalidRequest = shapeA(400, INVALID_REQUEST_MESSAGE);

/**
 * The routes of issue 4 (docs/architecture.md), which the spec does not show: the
 * service's message in shape A, at the statuses of the design's fallbacks; a refused
 * precondition (LAST_OWNER, an expired invitation) is a conflict with the team's state.
 */
const serviceMessageErrors: ErrorPresentations = {
  invalid_argument: shapeA(400),
  permission_denied: shapeA(403),
  not_found: shapeA(404),
  already_exists: shapeA(409),
  failed_precondition: shapeA(409),
};

/** Every team route but sendInvitation takes `team_id` as optional: the caller's current team. */
const TEAM_SELECTOR = ['team_id'] as const;

/**
 * Client create (spec rows, exact texts; all 400, "email already used" included) and
 * update, which takes the same form. The service's other validation messages
 * (`NAME_REQUIRED`, `INVALID_PARAMETERS`) and the gateway's field messages: 400 A.
 */
const clientFormErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  EMAIL_REQUIRED: shapeA(400, 'The email field is required.'),
  EMAIL_INVALID: shapeA(400, 'The email must be a valid email address.'),
  EMAIL_TAKEN: shapeA(400, 'The email has already been taken.'),
  FILE_TYPE_NOT_ALLOWED: shapeB(403, "This file can't be upload on server"),
  // The gateway's refusal (before any call) or the service's, both from MAX_UPLOAD_BYTES.
  [FILE_TOO_LARGE]: shapeA(413),
};

/**
 * Project create (spec rows, exact texts; shape B statuses per docs/architecture.md)
 * and update. Every other validation failure, the gateway's type errors included, is
 * the spec's "bad parameters" row; two refusals name what is wrong.
 */
const projectFormErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  PROJECT_NAME_TAKEN: shapeB(409, 'This project name is already exist in your organization'),
  PROJECT_KEY_TAKEN: shapeB(409, 'This key is already exist in your organization'),
  PROJECT_KEY_EMPTY: shapeB(400, "project key can't be empty!"),
  PROJECT_NAME_EMPTY: shapeB(400, "Project name can't be empty!"),
  INVALID_PARAMETERS: invalidRequest,
  invalid_argument: invalidRequest,
  CLIENT_NOT_FOUND: shapeA(404),
  GROUPS_NOT_FOUND: shapeA(404, 'One or more groups not found'),
  NOT_TEAM_MEMBERS: shapeA(400),
};

/** Project create and update: `team_id` and `client_id` given as "" count as not given (the current team, the internal client). */
const PROJECT_SELECTORS = ['team_id', 'client_id'] as const;

/** Lists of a project given in the body (even empty) replace the stored ones; lists left out stay. */
const flagGivenProjectLists = flagGivenLists({
  project_manager: 'replace_project_manager',
  users: 'replace_users',
  groups: 'replace_groups',
});

/**
 * updateAssignee (spec; issue 6): every malformed request, the gateway's refusals of the
 * task id and the assignee included, is `Invalid request parameters`; an assignee outside
 * the team is 400 with the service's message; an unknown task (or another team's) 404.
 */
const assigneeErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  invalid_argument: invalidRequest,
  ASSIGNEE_NOT_MEMBER: shapeA(400),
};

/**
 * Schedule add (spec rows, exact texts). The service's other refusals (repetition,
 * day_repeat, until, horizon, members) and the gateway's type errors: 400 A with their
 * message, so a client app learns which field to correct.
 */
const scheduleAddErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  SCHEDULE_FIELDS_REQUIRED: shapeA(
    400,
    'date_from, time_from, time_to, timezone, minimum_hours, and repetition are required',
  ),
  REPEAT_FIELDS_REQUIRED: shapeA(
    400,
    'day_repeat and until are required for weekly/bi-weekly repetition',
  ),
  INVALID_TIMEZONE: shapeA(400, 'Invalid timezone provided'),
  INVALID_DATE: shapeA(400, 'Invalid date format'),
  GROUPS_NOT_FOUND: shapeA(404, 'One or more groups not found'),
};

/** Storing a logo in object storage comes before the answer: more than the default deadline. */
const UPLOAD_DEADLINE_MS = 15_000;

export const ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    paths: ['/api/v3/user/register'],
    auth: false,
    service: 'identity',
    rpc: 'Register',
    request: 'workmesh.identity.v1.RegisterRequest',
    source: 'body',
    successStatus: 201,
    present: presentUserSession,
    errors: {
      EMAIL_TAKEN: shapeC(409, { email: ['The email has already been taken.'] }),
      invalid_argument: shapeC(400), // the service's field messages
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/login'],
    auth: false,
    service: 'identity',
    rpc: 'Login',
    request: 'workmesh.identity.v1.LoginRequest',
    source: 'body',
    present: presentUserSession,
    errors: {
      INVALID_CREDENTIALS: shapeA(401, 'These credentials do not match our records.'),
      invalid_argument: invalidRequest,
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/resetpassword'],
    auth: false,
    service: 'identity',
    rpc: 'RequestPasswordReset',
    request: 'workmesh.identity.v1.RequestPasswordResetRequest',
    source: 'body',
    deadlineMs: 15_000, // identity answers once the mail relay has accepted the link
    present: presentOutcome,
    errors: {
      EMAIL_INVALID: shapeB(400, 'Invalid Email!'),
      EMAIL_UNKNOWN: shapeB(404, 'Invalid Email!'),
      MAIL_FAILED: shapeB(502, 'Failed to send email'),
      invalid_argument: invalidRequest,
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/resetpassword/confirm'],
    auth: false,
    service: 'identity',
    rpc: 'ConfirmPasswordReset',
    request: 'workmesh.identity.v1.ConfirmPasswordResetRequest',
    source: 'body',
    present: presentOutcome,
    errors: {
      RESET_TOKEN_INVALID: shapeA(400),
      invalid_argument: shapeC(400),
    },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/user/verify-email'],
    auth: false,
    service: 'identity',
    rpc: 'VerifyEmail',
    request: 'workmesh.identity.v1.VerifyEmailRequest',
    source: 'query',
    present: presentEmailVerification,
    errors: {
      VERIFICATION_TOKEN_INVALID: shapeA(400),
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/mobile/team/createTeam'],
    auth: true,
    service: 'teams',
    rpc: 'CreateTeam',
    request: 'workmesh.teams.v1.CreateTeamRequest',
    source: 'body',
    successStatus: 201,
    present: presentCreatedTeam,
    errors: {
      invalid_argument: shapeA(400), // with the service's message
    },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/team/getTeams'],
    auth: true,
    service: 'teams',
    rpc: 'ListTeams',
    request: 'workmesh.teams.v1.ListTeamsRequest',
    source: 'none',
    present: presentTeamList,
    errors: {
      invalid_argument: invalidRequest,
    },
  }),
  // Invitations (spec: "Invitation"; docs/architecture.md, issue 4)
  route({
    method: 'POST',
    paths: ['/api/v3/mobile/invitation/sendInvitation', '/api/v3/team/sendInvitation'],
    auth: true,
    service: 'teams',
    rpc: 'SendInvitation',
    request: 'workmesh.teams.v1.SendInvitationRequest',
    source: 'body',
    selectors: TEAM_SELECTOR, // "" or null: the service's `team_id missing`
    complete: fillAuditFields,
    present: presentInvitationSent,
    errors: {
      ...serviceMessageErrors,
      TEAM_ID_MISSING: shapeB(400, 'team_id missing'),
      // The spec's only refusal here: the caller is not owner or manager of the team.
      PERMISSION_DENIED: shapeB(403, 'permission denied'),
      permission_denied: shapeB(403, 'permission denied'),
      TEAM_NOT_FOUND: shapeA(404, 'Team not found'),
      INVALID_EMAIL: shapeA(400, 'Invalid email address'),
      INVALID_ROLE: shapeA(400, 'Invalid role specified'),
      INVALID_PAY_SETTINGS: shapeA(400),
      ALREADY_MEMBER: shapeA(409),
      INVITATION_PENDING: shapeA(409),
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/acceptInvitation'],
    auth: true,
    service: 'teams',
    rpc: 'AcceptInvitation',
    request: 'workmesh.teams.v1.AcceptInvitationRequest',
    source: 'body',
    present: presentAcceptedInvitation,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/revokeInvitation'],
    auth: true,
    service: 'teams',
    rpc: 'RevokeInvitation',
    request: 'workmesh.teams.v1.InvitationRef',
    source: 'body',
    selectors: TEAM_SELECTOR,
    present: presentInvitation,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/resendInvitation'],
    auth: true,
    service: 'teams',
    rpc: 'ResendInvitation',
    request: 'workmesh.teams.v1.InvitationRef',
    source: 'body',
    selectors: TEAM_SELECTOR,
    present: presentInvitation,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/team/invitations'],
    auth: true,
    service: 'teams',
    rpc: 'ListInvitations',
    request: 'workmesh.teams.v1.ListInvitationsRequest',
    source: 'query',
    selectors: TEAM_SELECTOR,
    present: presentInvitationPage,
    errors: serviceMessageErrors,
  }),

  // Members
  route({
    method: 'GET',
    paths: ['/api/v3/team/members'],
    auth: true,
    service: 'teams',
    rpc: 'ListMembers',
    request: 'workmesh.teams.v1.ListMembersRequest',
    source: 'query',
    selectors: TEAM_SELECTOR,
    present: presentMemberPage,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/updateMemberRole'],
    auth: true,
    service: 'teams',
    rpc: 'ChangeMemberRole',
    request: 'workmesh.teams.v1.ChangeMemberRoleRequest',
    source: 'body',
    selectors: TEAM_SELECTOR,
    present: presentMember,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/removeMember'],
    auth: true,
    service: 'teams',
    rpc: 'RemoveMember',
    request: 'workmesh.teams.v1.RemoveMemberRequest',
    source: 'body',
    selectors: TEAM_SELECTOR,
    present: presentSuccess,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/switchTeam'],
    auth: true,
    service: 'identity',
    rpc: 'SwitchTeam',
    request: 'workmesh.identity.v1.SwitchTeamRequest',
    source: 'body',
    selectors: TEAM_SELECTOR,
    present: presentUser,
    errors: {
      ...serviceMessageErrors,
      NOT_A_MEMBER: shapeA(403),
    },
  }),

  // Groups
  route({
    method: 'POST',
    paths: ['/api/v3/team/groups/create'],
    auth: true,
    service: 'teams',
    rpc: 'CreateGroup',
    request: 'workmesh.teams.v1.CreateGroupRequest',
    source: 'body',
    selectors: TEAM_SELECTOR,
    successStatus: 201,
    present: presentGroup,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/team/groups'],
    auth: true,
    service: 'teams',
    rpc: 'ListGroups',
    request: 'workmesh.teams.v1.ListGroupsRequest',
    source: 'query',
    selectors: TEAM_SELECTOR,
    present: presentGroupPage,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/team/groups/:id'],
    auth: true,
    service: 'teams',
    rpc: 'GetGroup',
    request: 'workmesh.teams.v1.GroupRef',
    source: 'query',
    params: { id: 'group_id' },
    selectors: TEAM_SELECTOR,
    present: presentGroup,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/groups/:id/update'],
    auth: true,
    service: 'teams',
    rpc: 'UpdateGroup',
    request: 'workmesh.teams.v1.UpdateGroupRequest',
    source: 'body',
    params: { id: 'group_id' },
    selectors: TEAM_SELECTOR,
    // A list given (even empty) replaces the group's; a list left out stays as it is.
    complete: flagGivenLists({ member_ids: 'replace_members', manager_ids: 'replace_managers' }),
    present: presentGroup,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/groups/:id/delete'],
    auth: true,
    service: 'teams',
    rpc: 'DeleteGroup',
    request: 'workmesh.teams.v1.GroupRef',
    source: 'body',
    params: { id: 'group_id' },
    selectors: TEAM_SELECTOR,
    present: presentSuccess,
    errors: serviceMessageErrors,
  }),

  // Team settings
  route({
    method: 'GET',
    paths: ['/api/v3/team/settings'],
    auth: true,
    service: 'teams',
    rpc: 'GetTeamSettings',
    request: 'workmesh.teams.v1.TeamRef',
    source: 'query',
    selectors: TEAM_SELECTOR,
    present: presentTeamSettings,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/team/settings/update'],
    auth: true,
    service: 'teams',
    rpc: 'UpdateTeamSettings',
    request: 'workmesh.teams.v1.UpdateTeamSettingsRequest',
    source: 'body',
    selectors: TEAM_SELECTOR,
    present: presentTeamSettings,
    errors: serviceMessageErrors,
  }),

  // Clients (spec: "Client"; issue 5)
  route({
    method: 'POST',
    paths: ['/api/v1/client/create', '/api/v3/client/create'],
    auth: true,
    service: 'clients',
    rpc: 'CreateClient',
    request: 'workmesh.clients.v1.CreateClientRequest',
    source: 'body',
    bodyField: 'fields',
    upload: 'profile',
    deadlineMs: UPLOAD_DEADLINE_MS,
    successStatus: 201,
    present: presentClientSaved,
    errors: clientFormErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/client/list'],
    auth: true,
    service: 'clients',
    rpc: 'ListClients',
    request: 'workmesh.clients.v1.ListClientsRequest',
    source: 'query',
    present: presentClientPage,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/client/:id'],
    auth: true,
    service: 'clients',
    rpc: 'GetClient',
    request: 'workmesh.clients.v1.ClientRef',
    source: 'none',
    params: { id: 'client_id' },
    present: presentClient,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateClient',
    request: 'workmesh.clients.v1.UpdateClientRequest',
    source: 'body',
    params: { id: 'client_id' },
    bodyField: 'fields',
    upload: 'profile',
    deadlineMs: UPLOAD_DEADLINE_MS,
    present: presentClientSaved,
    errors: clientFormErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/delete'],
    auth: true,
    service: 'clients',
    rpc: 'DeleteClient',
    request: 'workmesh.clients.v1.ClientRef',
    source: 'body',
    params: { id: 'client_id' },
    present: presentSuccess,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/client/:id/invoice-settings'],
    auth: true,
    service: 'clients',
    rpc: 'GetClientInvoiceSettings',
    request: 'workmesh.clients.v1.ClientRef',
    source: 'none',
    params: { id: 'client_id' },
    present: presentInvoiceSettings,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/invoice-settings/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateClientInvoiceSettings',
    request: 'workmesh.clients.v1.UpdateInvoiceSettingsRequest',
    source: 'body',
    params: { id: 'client_id' },
    present: presentInvoiceSettings,
    errors: serviceMessageErrors,
  }),

  // Projects (spec: "Project"; issue 5)
  route({
    method: 'POST',
    paths: ['/api/v3/project/create', '/api/v3/mobile/project/create'],
    auth: true,
    service: 'clients',
    rpc: 'CreateProject',
    request: 'workmesh.clients.v1.ProjectRequest',
    source: 'body',
    selectors: PROJECT_SELECTORS,
    complete: flagGivenProjectLists,
    successStatus: 201,
    present: presentProject, // the record itself, not wrapped
    errors: projectFormErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/project/list'],
    auth: true,
    service: 'clients',
    rpc: 'ListProjects',
    request: 'workmesh.clients.v1.ListProjectsRequest',
    source: 'query',
    selectors: ['client_id', 'group_id'],
    present: presentProjectPage,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/project/:id'],
    auth: true,
    service: 'clients',
    rpc: 'GetProject',
    request: 'workmesh.clients.v1.ProjectRef',
    source: 'none',
    params: { id: 'project_id' },
    present: presentProject,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/project/:id/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateProject',
    request: 'workmesh.clients.v1.ProjectRequest',
    source: 'body',
    params: { id: 'project_id' },
    selectors: PROJECT_SELECTORS,
    complete: flagGivenProjectLists,
    present: presentProject,
    errors: projectFormErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/project/:id/delete'],
    auth: true,
    service: 'clients',
    rpc: 'DeleteProject',
    request: 'workmesh.clients.v1.ProjectRef',
    source: 'body',
    params: { id: 'project_id' },
    present: presentSuccess,
    errors: serviceMessageErrors,
  }),

  // Tasks (spec: "Task", updateAssignee; issue 6). The list route comes before
  // `task/:taskId`, which would otherwise take "list" for a task id.
  route({
    method: 'POST',
    paths: ['/api/taskmanager/v1/task/create'],
    auth: true,
    service: 'tasks',
    rpc: 'CreateTask',
    request: 'workmesh.tasks.v1.CreateTaskRequest',
    source: 'body',
    successStatus: 201,
    present: presentTask,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/taskmanager/v1/task/list'],
    auth: true,
    service: 'tasks',
    rpc: 'ListTasks',
    request: 'workmesh.tasks.v1.ListTasksRequest',
    source: 'query',
    selectors: ['project_id'],
    present: presentTaskPage,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/taskmanager/v1/task/updateAssignee/:taskId'],
    auth: true,
    service: 'tasks',
    rpc: 'UpdateAssignee',
    request: 'workmesh.tasks.v1.UpdateAssigneeRequest',
    source: 'body',
    params: { taskId: 'task_id' },
    selectors: ['assignee'],
    complete: assigneeOrUnassign,
    present: presentAssigneeChange,
    errors: assigneeErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/taskmanager/v1/task/:taskId'],
    auth: true,
    service: 'tasks',
    rpc: 'GetTask',
    request: 'workmesh.tasks.v1.TaskRef',
    source: 'none',
    params: { taskId: 'task_id' },
    present: presentTask,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/taskmanager/v1/task/:taskId/update'],
    auth: true,
    service: 'tasks',
    rpc: 'UpdateTask',
    request: 'workmesh.tasks.v1.UpdateTaskRequest',
    source: 'body',
    params: { taskId: 'task_id' },
    present: presentTask,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/taskmanager/v1/task/:taskId/delete'],
    auth: true,
    service: 'tasks',
    rpc: 'DeleteTask',
    request: 'workmesh.tasks.v1.TaskRef',
    source: 'body',
    params: { taskId: 'task_id' },
    present: presentSuccess,
    errors: serviceMessageErrors,
  }),

  // Schedules (spec: "Schedule", schedule add and delete; issue 7).
  route({
    method: 'POST',
    paths: ['/api/v1/timemanagement/schedule/add', '/api/v3/schedule/create'],
    auth: true,
    service: 'scheduling',
    rpc: 'AddSchedule',
    request: 'workmesh.scheduling.v1.AddScheduleRequest',
    source: 'body',
    // A large schedule (hundreds of members, a year of shifts) is written before the answer.
    deadlineMs: 60_000,
    present: presentScheduleAdded,
    errors: scheduleAddErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v1/timemanagement/schedule/user/:userId'],
    auth: true,
    service: 'scheduling',
    rpc: 'ListUserSchedule',
    request: 'workmesh.scheduling.v1.ListUserScheduleRequest',
    source: 'query',
    params: { userId: 'user_id' },
    present: presentScheduleEntryPage,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v1/timemanagement/schedule/sid/:sid'],
    auth: true,
    service: 'scheduling',
    rpc: 'ListScheduleBySid',
    request: 'workmesh.scheduling.v1.ListScheduleBySidRequest',
    source: 'query',
    present: presentScheduleEntryPage,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v1/timemanagement/schedule/:id/update'],
    auth: true,
    service: 'scheduling',
    rpc: 'UpdateScheduleEntry',
    request: 'workmesh.scheduling.v1.UpdateScheduleEntryRequest',
    source: 'body',
    present: presentScheduleEntry,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v1/timemanagement/schedule/delete'],
    auth: true,
    service: 'scheduling',
    rpc: 'DeleteSchedule',
    request: 'workmesh.scheduling.v1.DeleteScheduleRequest',
    source: 'body',
    selectors: ['id', 'member_id'],
    present: presentScheduleDeleted,
    errors: serviceMessageErrors,
  }),

  // Webhook subscriptions (issue 8): an automation platform's REST hooks for its team.
  route({
    method: 'POST',
    paths: ['/api/v3/webhooks'],
    auth: true,
    service: 'notifier',
    rpc: 'CreateWebhook',
    request: 'workmesh.notifier.v1.CreateWebhookRequest',
    source: 'body',
    // The target's host is resolved (to refuse private addresses) before the answer.
    deadlineMs: 15_000,
    successStatus: 201,
    present: presentCreatedWebhook,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/webhooks'],
    auth: true,
    service: 'notifier',
    rpc: 'ListWebhooks',
    request: 'workmesh.notifier.v1.ListWebhooksRequest',
    source: 'query',
    present: presentWebhookPage,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'DELETE',
    paths: ['/api/v3/webhooks/:id'],
    auth: true,
    service: 'notifier',
    rpc: 'DeleteWebhook',
    request: 'workmesh.notifier.v1.WebhookRef',
    source: 'none',
    present: presentSuccess,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/webhooks/:id/delete'],
    auth: true,
    service: 'notifier',
    rpc: 'DeleteWebhook',
    request: 'workmesh.notifier.v1.WebhookRef',
    source: 'body',
    present: presentSuccess,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/webhooks/:id/deliveries'],
    auth: true,
    service: 'notifier',
    rpc: 'ListDeliveries',
    request: 'workmesh.notifier.v1.ListDeliveriesRequest',
    source: 'query',
    present: presentDeliveryPage,
    errors: serviceMessageErrors,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/webhooks/:id/deliveries/:deliveryId/replay'],
    auth: true,
    service: 'notifier',
    rpc: 'ReplayDelivery',
    request: 'workmesh.notifier.v1.DeliveryRef',
    source: 'body',
    params: { deliveryId: 'delivery_id' },
    present: presentDelivery,
    errors: serviceMessageErrors,
  }),
];
