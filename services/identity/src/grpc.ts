// The Identity gRPC service: each handler hands the request to one use case and maps
// its result with the record's mapper; errors become statuses in the platform's server
// adapter.
import { bindService, identityProto, type ServiceBinding } from '@workmesh/platform';
import { deleteAccount } from './account-deletion';
import { createToken, deleteToken, listTokens, resolveToken, touchTokens } from './access-tokens';
import { switchTeam } from './current-team';
import type { IdentityDependencies } from './dependencies';
import { verifyEmail } from './email-verification';
import { toCallerMessage, toUserMessage } from './models';
import { deleteOtherSessions, deleteSession, listSessions } from './login-sessions';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import type { UserSessionMessage } from './models/proto-messages';
import { registerUser } from './registration';
import { login, resolveCaller, type LoginAnswer, type UserSession } from './sessions';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  verifyTwoFactor,
} from './two-factor';
import { twoFactorMissing } from './two-factor-policy';
import { findUserByEmail, getUser, getUsers } from './user-lookup';

export const IDENTITY_SERVICE_NAME = 'workmesh.identity.v1.Identity';

const toUserSessionMessage = ({ user, token }: UserSession): UserSessionMessage => ({
  user: toUserMessage(user),
  token,
});

const toLoginAnswerMessage = (answer: LoginAnswer): UserSessionMessage =>
  'challenge' in answer
    ? { two_factor_required: true, challenge: answer.challenge }
    : toUserSessionMessage(answer);

export function identityService(deps: IdentityDependencies): ServiceBinding {
  return bindService(IDENTITY_SERVICE_NAME, identityProto().Identity.service, {
    Register: async (request) => toUserSessionMessage(await registerUser(request, deps)),
    Login: async (request) => toLoginAnswerMessage(await login(request, deps)),
    RequestPasswordReset: (request) => requestPasswordReset(request, deps),
    ConfirmPasswordReset: (request) => confirmPasswordReset(request, deps),
    VerifyEmail: (request) => verifyEmail(request, deps),
    ResolveCaller: async (request) => {
      const user = await resolveCaller(request, deps);
      return toCallerMessage(user, await twoFactorMissing(user, user.current_team_id, deps));
    },
    GetUser: async (request) => toUserMessage(await getUser(request, deps)),
    GetUsers: async (request) => ({ users: (await getUsers(request, deps)).map(toUserMessage) }),
    FindUserByEmail: async (request) => {
      const user = await findUserByEmail(request, deps);
      return user ? { found: true, user: toUserMessage(user) } : { found: false };
    },
    SwitchTeam: async (request, context) =>
      toUserMessage(await switchTeam(request, context.caller, deps)),
    EnableTwoFactor: (_request, context) => enableTwoFactor(context.caller, deps),
    ConfirmTwoFactor: (request, context) => confirmTwoFactor(request, context.caller, deps),
    DisableTwoFactor: (request, context) => disableTwoFactor(request, context.caller, deps),
    RegenerateRecoveryCodes: (request, context) =>
      regenerateRecoveryCodes(request, context.caller, deps),
    VerifyTwoFactor: async (request) => toUserSessionMessage(await verifyTwoFactor(request, deps)),
    ListSessions: (request, context) => listSessions(request, context.caller, deps),
    DeleteSession: (request, context) => deleteSession(request, context.caller, deps),
    DeleteOtherSessions: (_request, context) => deleteOtherSessions(context.caller, deps),
    CreateToken: (request, context) => createToken(request, context.caller, deps),
    ListTokens: (request, context) => listTokens(request, context.caller, deps),
    DeleteToken: (request, context) => deleteToken(request, context.caller, deps),
    ResolveToken: (request) => resolveToken(request, deps),
    TouchTokens: (request) => touchTokens(request, deps),
    DeleteAccount: (request, context) => deleteAccount(request, context.caller, deps),
  });
}
