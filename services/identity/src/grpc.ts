// The Identity gRPC service: each handler hands the request to one use case and
// answers its result; errors become statuses in the platform's server adapter.
import { bindService, identityProto, type ServiceBinding } from '@workmesh/platform';
import { switchTeam } from './current-team';
import type { IdentityDependencies } from './dependencies';
import { verifyEmail } from './email-verification';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { registerUser } from './registration';
import { login, resolveCaller } from './sessions';
import { findUserByEmail, getUser, getUsers } from './user-lookup';

export const IDENTITY_SERVICE_NAME = 'workmesh.identity.v1.Identity';

export function identityService(deps: IdentityDependencies): ServiceBinding {
  return bindService(IDENTITY_SERVICE_NAME, identityProto().Identity.service, {
    Register: (request) => registerUser(request, deps),
    Login: (request) => login(request, deps),
    RequestPasswordReset: (request) => requestPasswordReset(request, deps),
    ConfirmPasswordReset: (request) => confirmPasswordReset(request, deps),
    VerifyEmail: (request) => verifyEmail(request, deps),
    ResolveCaller: (request) => resolveCaller(request, deps),
    GetUser: (request) => getUser(request, deps),
    GetUsers: (request) => getUsers(request, deps),
    FindUserByEmail: (request) => findUserByEmail(request, deps),
    SwitchTeam: (request, context) => switchTeam(request, context.caller, deps),
  });
}
