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
  presentCreatedTeam,
  presentEmailVerification,
  presentOutcome,
  presentTeamList,
  presentUserSession,
} from './reply-presentation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where the request message is read from: the JSON (or form) body, the query string,
 * or nothing — then any query parameter or non-empty body is refused. Path parameters
 * (`:taskId`) are added in every case.
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
];
