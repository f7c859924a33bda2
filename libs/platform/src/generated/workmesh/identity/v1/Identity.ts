// Original file: proto/identity.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  Caller as _workmesh_identity_v1_Caller,
  Caller__Output as _workmesh_identity_v1_Caller__Output,
} from '../../../workmesh/identity/v1/Caller';
import type {
  ConfirmPasswordResetRequest as _workmesh_identity_v1_ConfirmPasswordResetRequest,
  ConfirmPasswordResetRequest__Output as _workmesh_identity_v1_ConfirmPasswordResetRequest__Output,
} from '../../../workmesh/identity/v1/ConfirmPasswordResetRequest';
import type {
  ConfirmPasswordResetResponse as _workmesh_identity_v1_ConfirmPasswordResetResponse,
  ConfirmPasswordResetResponse__Output as _workmesh_identity_v1_ConfirmPasswordResetResponse__Output,
} from '../../../workmesh/identity/v1/ConfirmPasswordResetResponse';
import type {
  CreateTokenRequest as _workmesh_identity_v1_CreateTokenRequest,
  CreateTokenRequest__Output as _workmesh_identity_v1_CreateTokenRequest__Output,
} from '../../../workmesh/identity/v1/CreateTokenRequest';
import type {
  CreatedToken as _workmesh_identity_v1_CreatedToken,
  CreatedToken__Output as _workmesh_identity_v1_CreatedToken__Output,
} from '../../../workmesh/identity/v1/CreatedToken';
import type {
  DeleteAccountRequest as _workmesh_identity_v1_DeleteAccountRequest,
  DeleteAccountRequest__Output as _workmesh_identity_v1_DeleteAccountRequest__Output,
} from '../../../workmesh/identity/v1/DeleteAccountRequest';
import type {
  DeleteAccountResponse as _workmesh_identity_v1_DeleteAccountResponse,
  DeleteAccountResponse__Output as _workmesh_identity_v1_DeleteAccountResponse__Output,
} from '../../../workmesh/identity/v1/DeleteAccountResponse';
import type {
  DeleteOtherSessionsRequest as _workmesh_identity_v1_DeleteOtherSessionsRequest,
  DeleteOtherSessionsRequest__Output as _workmesh_identity_v1_DeleteOtherSessionsRequest__Output,
} from '../../../workmesh/identity/v1/DeleteOtherSessionsRequest';
import type {
  DeleteSessionRequest as _workmesh_identity_v1_DeleteSessionRequest,
  DeleteSessionRequest__Output as _workmesh_identity_v1_DeleteSessionRequest__Output,
} from '../../../workmesh/identity/v1/DeleteSessionRequest';
import type {
  DeleteSessionResponse as _workmesh_identity_v1_DeleteSessionResponse,
  DeleteSessionResponse__Output as _workmesh_identity_v1_DeleteSessionResponse__Output,
} from '../../../workmesh/identity/v1/DeleteSessionResponse';
import type {
  DeleteTokenResponse as _workmesh_identity_v1_DeleteTokenResponse,
  DeleteTokenResponse__Output as _workmesh_identity_v1_DeleteTokenResponse__Output,
} from '../../../workmesh/identity/v1/DeleteTokenResponse';
import type {
  EnableTwoFactorRequest as _workmesh_identity_v1_EnableTwoFactorRequest,
  EnableTwoFactorRequest__Output as _workmesh_identity_v1_EnableTwoFactorRequest__Output,
} from '../../../workmesh/identity/v1/EnableTwoFactorRequest';
import type {
  FindUserByEmailRequest as _workmesh_identity_v1_FindUserByEmailRequest,
  FindUserByEmailRequest__Output as _workmesh_identity_v1_FindUserByEmailRequest__Output,
} from '../../../workmesh/identity/v1/FindUserByEmailRequest';
import type {
  FindUserByEmailResponse as _workmesh_identity_v1_FindUserByEmailResponse,
  FindUserByEmailResponse__Output as _workmesh_identity_v1_FindUserByEmailResponse__Output,
} from '../../../workmesh/identity/v1/FindUserByEmailResponse';
import type {
  GetUserRequest as _workmesh_identity_v1_GetUserRequest,
  GetUserRequest__Output as _workmesh_identity_v1_GetUserRequest__Output,
} from '../../../workmesh/identity/v1/GetUserRequest';
import type {
  GetUsersRequest as _workmesh_identity_v1_GetUsersRequest,
  GetUsersRequest__Output as _workmesh_identity_v1_GetUsersRequest__Output,
} from '../../../workmesh/identity/v1/GetUsersRequest';
import type {
  GetUsersResponse as _workmesh_identity_v1_GetUsersResponse,
  GetUsersResponse__Output as _workmesh_identity_v1_GetUsersResponse__Output,
} from '../../../workmesh/identity/v1/GetUsersResponse';
import type {
  ListSessionsRequest as _workmesh_identity_v1_ListSessionsRequest,
  ListSessionsRequest__Output as _workmesh_identity_v1_ListSessionsRequest__Output,
} from '../../../workmesh/identity/v1/ListSessionsRequest';
import type {
  ListTokensRequest as _workmesh_identity_v1_ListTokensRequest,
  ListTokensRequest__Output as _workmesh_identity_v1_ListTokensRequest__Output,
} from '../../../workmesh/identity/v1/ListTokensRequest';
import type {
  LoginRequest as _workmesh_identity_v1_LoginRequest,
  LoginRequest__Output as _workmesh_identity_v1_LoginRequest__Output,
} from '../../../workmesh/identity/v1/LoginRequest';
import type {
  LoginSessionPage as _workmesh_identity_v1_LoginSessionPage,
  LoginSessionPage__Output as _workmesh_identity_v1_LoginSessionPage__Output,
} from '../../../workmesh/identity/v1/LoginSessionPage';
import type {
  RecoveryCodes as _workmesh_identity_v1_RecoveryCodes,
  RecoveryCodes__Output as _workmesh_identity_v1_RecoveryCodes__Output,
} from '../../../workmesh/identity/v1/RecoveryCodes';
import type {
  RegisterRequest as _workmesh_identity_v1_RegisterRequest,
  RegisterRequest__Output as _workmesh_identity_v1_RegisterRequest__Output,
} from '../../../workmesh/identity/v1/RegisterRequest';
import type {
  RequestPasswordResetRequest as _workmesh_identity_v1_RequestPasswordResetRequest,
  RequestPasswordResetRequest__Output as _workmesh_identity_v1_RequestPasswordResetRequest__Output,
} from '../../../workmesh/identity/v1/RequestPasswordResetRequest';
import type {
  RequestPasswordResetResponse as _workmesh_identity_v1_RequestPasswordResetResponse,
  RequestPasswordResetResponse__Output as _workmesh_identity_v1_RequestPasswordResetResponse__Output,
} from '../../../workmesh/identity/v1/RequestPasswordResetResponse';
import type {
  ResolveCallerRequest as _workmesh_identity_v1_ResolveCallerRequest,
  ResolveCallerRequest__Output as _workmesh_identity_v1_ResolveCallerRequest__Output,
} from '../../../workmesh/identity/v1/ResolveCallerRequest';
import type {
  ResolveTokenRequest as _workmesh_identity_v1_ResolveTokenRequest,
  ResolveTokenRequest__Output as _workmesh_identity_v1_ResolveTokenRequest__Output,
} from '../../../workmesh/identity/v1/ResolveTokenRequest';
import type {
  SwitchTeamRequest as _workmesh_identity_v1_SwitchTeamRequest,
  SwitchTeamRequest__Output as _workmesh_identity_v1_SwitchTeamRequest__Output,
} from '../../../workmesh/identity/v1/SwitchTeamRequest';
import type {
  TokenCaller as _workmesh_identity_v1_TokenCaller,
  TokenCaller__Output as _workmesh_identity_v1_TokenCaller__Output,
} from '../../../workmesh/identity/v1/TokenCaller';
import type {
  TokenPage as _workmesh_identity_v1_TokenPage,
  TokenPage__Output as _workmesh_identity_v1_TokenPage__Output,
} from '../../../workmesh/identity/v1/TokenPage';
import type {
  TokenRef as _workmesh_identity_v1_TokenRef,
  TokenRef__Output as _workmesh_identity_v1_TokenRef__Output,
} from '../../../workmesh/identity/v1/TokenRef';
import type {
  TouchTokensRequest as _workmesh_identity_v1_TouchTokensRequest,
  TouchTokensRequest__Output as _workmesh_identity_v1_TouchTokensRequest__Output,
} from '../../../workmesh/identity/v1/TouchTokensRequest';
import type {
  TouchTokensResponse as _workmesh_identity_v1_TouchTokensResponse,
  TouchTokensResponse__Output as _workmesh_identity_v1_TouchTokensResponse__Output,
} from '../../../workmesh/identity/v1/TouchTokensResponse';
import type {
  TwoFactorCodeRequest as _workmesh_identity_v1_TwoFactorCodeRequest,
  TwoFactorCodeRequest__Output as _workmesh_identity_v1_TwoFactorCodeRequest__Output,
} from '../../../workmesh/identity/v1/TwoFactorCodeRequest';
import type {
  TwoFactorDisabled as _workmesh_identity_v1_TwoFactorDisabled,
  TwoFactorDisabled__Output as _workmesh_identity_v1_TwoFactorDisabled__Output,
} from '../../../workmesh/identity/v1/TwoFactorDisabled';
import type {
  TwoFactorEnrolment as _workmesh_identity_v1_TwoFactorEnrolment,
  TwoFactorEnrolment__Output as _workmesh_identity_v1_TwoFactorEnrolment__Output,
} from '../../../workmesh/identity/v1/TwoFactorEnrolment';
import type {
  User as _workmesh_identity_v1_User,
  User__Output as _workmesh_identity_v1_User__Output,
} from '../../../workmesh/identity/v1/User';
import type {
  UserSession as _workmesh_identity_v1_UserSession,
  UserSession__Output as _workmesh_identity_v1_UserSession__Output,
} from '../../../workmesh/identity/v1/UserSession';
import type {
  VerifyEmailRequest as _workmesh_identity_v1_VerifyEmailRequest,
  VerifyEmailRequest__Output as _workmesh_identity_v1_VerifyEmailRequest__Output,
} from '../../../workmesh/identity/v1/VerifyEmailRequest';
import type {
  VerifyEmailResponse as _workmesh_identity_v1_VerifyEmailResponse,
  VerifyEmailResponse__Output as _workmesh_identity_v1_VerifyEmailResponse__Output,
} from '../../../workmesh/identity/v1/VerifyEmailResponse';
import type {
  VerifyTwoFactorRequest as _workmesh_identity_v1_VerifyTwoFactorRequest,
  VerifyTwoFactorRequest__Output as _workmesh_identity_v1_VerifyTwoFactorRequest__Output,
} from '../../../workmesh/identity/v1/VerifyTwoFactorRequest';

export interface IdentityClient extends grpc.Client {
  /**
   * POST /api/v3/user/resetpassword/confirm
   */
  ConfirmPasswordReset(
    argument: _workmesh_identity_v1_ConfirmPasswordResetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_ConfirmPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmPasswordReset(
    argument: _workmesh_identity_v1_ConfirmPasswordResetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_ConfirmPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmPasswordReset(
    argument: _workmesh_identity_v1_ConfirmPasswordResetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_ConfirmPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmPasswordReset(
    argument: _workmesh_identity_v1_ConfirmPasswordResetRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_ConfirmPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/resetpassword/confirm
   */
  confirmPasswordReset(
    argument: _workmesh_identity_v1_ConfirmPasswordResetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_ConfirmPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  confirmPasswordReset(
    argument: _workmesh_identity_v1_ConfirmPasswordResetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_ConfirmPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  confirmPasswordReset(
    argument: _workmesh_identity_v1_ConfirmPasswordResetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_ConfirmPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  confirmPasswordReset(
    argument: _workmesh_identity_v1_ConfirmPasswordResetRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_ConfirmPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/two-factor/confirm: the first code confirms the secret; answers 10 recovery codes.
   */
  ConfirmTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/two-factor/confirm: the first code confirms the secret; answers 10 recovery codes.
   */
  confirmTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  confirmTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  confirmTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  confirmTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/token/create: a personal access token of the caller, in their current team; the secret is answered once.
   */
  CreateToken(
    argument: _workmesh_identity_v1_CreateTokenRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_CreatedToken__Output>,
  ): grpc.ClientUnaryCall;
  CreateToken(
    argument: _workmesh_identity_v1_CreateTokenRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_CreatedToken__Output>,
  ): grpc.ClientUnaryCall;
  CreateToken(
    argument: _workmesh_identity_v1_CreateTokenRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_CreatedToken__Output>,
  ): grpc.ClientUnaryCall;
  CreateToken(
    argument: _workmesh_identity_v1_CreateTokenRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_CreatedToken__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/token/create: a personal access token of the caller, in their current team; the secret is answered once.
   */
  createToken(
    argument: _workmesh_identity_v1_CreateTokenRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_CreatedToken__Output>,
  ): grpc.ClientUnaryCall;
  createToken(
    argument: _workmesh_identity_v1_CreateTokenRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_CreatedToken__Output>,
  ): grpc.ClientUnaryCall;
  createToken(
    argument: _workmesh_identity_v1_CreateTokenRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_CreatedToken__Output>,
  ): grpc.ClientUnaryCall;
  createToken(
    argument: _workmesh_identity_v1_CreateTokenRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_CreatedToken__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/delete (GDPR art. 17; docs/data-portability.md): with the password
   * (and a current code when two-factor is on). Refused (409, shape A) while the caller is
   * the last owner of a team with other members. The account is erased at once (name,
   * email, phone, photo, credentials; sessions and tokens end) and `user.erased` tells
   * every other service to erase what it holds of them.
   */
  DeleteAccount(
    argument: _workmesh_identity_v1_DeleteAccountRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteAccountResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteAccount(
    argument: _workmesh_identity_v1_DeleteAccountRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteAccountResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteAccount(
    argument: _workmesh_identity_v1_DeleteAccountRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteAccountResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteAccount(
    argument: _workmesh_identity_v1_DeleteAccountRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteAccountResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/delete (GDPR art. 17; docs/data-portability.md): with the password
   * (and a current code when two-factor is on). Refused (409, shape A) while the caller is
   * the last owner of a team with other members. The account is erased at once (name,
   * email, phone, photo, credentials; sessions and tokens end) and `user.erased` tells
   * every other service to erase what it holds of them.
   */
  deleteAccount(
    argument: _workmesh_identity_v1_DeleteAccountRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteAccountResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteAccount(
    argument: _workmesh_identity_v1_DeleteAccountRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteAccountResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteAccount(
    argument: _workmesh_identity_v1_DeleteAccountRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteAccountResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteAccount(
    argument: _workmesh_identity_v1_DeleteAccountRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteAccountResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/sessions/delete-others: ends every session of the caller's but the current one.
   */
  DeleteOtherSessions(
    argument: _workmesh_identity_v1_DeleteOtherSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteOtherSessions(
    argument: _workmesh_identity_v1_DeleteOtherSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteOtherSessions(
    argument: _workmesh_identity_v1_DeleteOtherSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteOtherSessions(
    argument: _workmesh_identity_v1_DeleteOtherSessionsRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/sessions/delete-others: ends every session of the caller's but the current one.
   */
  deleteOtherSessions(
    argument: _workmesh_identity_v1_DeleteOtherSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteOtherSessions(
    argument: _workmesh_identity_v1_DeleteOtherSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteOtherSessions(
    argument: _workmesh_identity_v1_DeleteOtherSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteOtherSessions(
    argument: _workmesh_identity_v1_DeleteOtherSessionsRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/sessions/:id/delete: ends one of the caller's sessions (the current one too).
   */
  DeleteSession(
    argument: _workmesh_identity_v1_DeleteSessionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSession(
    argument: _workmesh_identity_v1_DeleteSessionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSession(
    argument: _workmesh_identity_v1_DeleteSessionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSession(
    argument: _workmesh_identity_v1_DeleteSessionRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/sessions/:id/delete: ends one of the caller's sessions (the current one too).
   */
  deleteSession(
    argument: _workmesh_identity_v1_DeleteSessionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteSession(
    argument: _workmesh_identity_v1_DeleteSessionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteSession(
    argument: _workmesh_identity_v1_DeleteSessionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteSession(
    argument: _workmesh_identity_v1_DeleteSessionRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteSessionResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/token/{id}/delete: revokes a token (owners and managers: a member's too).
   */
  DeleteToken(
    argument: _workmesh_identity_v1_TokenRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteTokenResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteToken(
    argument: _workmesh_identity_v1_TokenRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteTokenResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteToken(
    argument: _workmesh_identity_v1_TokenRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteTokenResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteToken(
    argument: _workmesh_identity_v1_TokenRef,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteTokenResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/token/{id}/delete: revokes a token (owners and managers: a member's too).
   */
  deleteToken(
    argument: _workmesh_identity_v1_TokenRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteTokenResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteToken(
    argument: _workmesh_identity_v1_TokenRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteTokenResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteToken(
    argument: _workmesh_identity_v1_TokenRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteTokenResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteToken(
    argument: _workmesh_identity_v1_TokenRef,
    callback: grpc.requestCallback<_workmesh_identity_v1_DeleteTokenResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/two-factor/disable: with the password and a current code.
   */
  DisableTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorDisabled__Output>,
  ): grpc.ClientUnaryCall;
  DisableTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorDisabled__Output>,
  ): grpc.ClientUnaryCall;
  DisableTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorDisabled__Output>,
  ): grpc.ClientUnaryCall;
  DisableTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorDisabled__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/two-factor/disable: with the password and a current code.
   */
  disableTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorDisabled__Output>,
  ): grpc.ClientUnaryCall;
  disableTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorDisabled__Output>,
  ): grpc.ClientUnaryCall;
  disableTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorDisabled__Output>,
  ): grpc.ClientUnaryCall;
  disableTwoFactor(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorDisabled__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/two-factor/enable: a new (pending) TOTP secret, its otpauth:// URI and QR code.
   */
  EnableTwoFactor(
    argument: _workmesh_identity_v1_EnableTwoFactorRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  EnableTwoFactor(
    argument: _workmesh_identity_v1_EnableTwoFactorRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  EnableTwoFactor(
    argument: _workmesh_identity_v1_EnableTwoFactorRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  EnableTwoFactor(
    argument: _workmesh_identity_v1_EnableTwoFactorRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/two-factor/enable: a new (pending) TOTP secret, its otpauth:// URI and QR code.
   */
  enableTwoFactor(
    argument: _workmesh_identity_v1_EnableTwoFactorRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  enableTwoFactor(
    argument: _workmesh_identity_v1_EnableTwoFactorRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  enableTwoFactor(
    argument: _workmesh_identity_v1_EnableTwoFactorRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  enableTwoFactor(
    argument: _workmesh_identity_v1_EnableTwoFactorRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TwoFactorEnrolment__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * teams, at invitation: is this email a registered user?
   */
  FindUserByEmail(
    argument: _workmesh_identity_v1_FindUserByEmailRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_FindUserByEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  FindUserByEmail(
    argument: _workmesh_identity_v1_FindUserByEmailRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_FindUserByEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  FindUserByEmail(
    argument: _workmesh_identity_v1_FindUserByEmailRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_FindUserByEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  FindUserByEmail(
    argument: _workmesh_identity_v1_FindUserByEmailRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_FindUserByEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * teams, at invitation: is this email a registered user?
   */
  findUserByEmail(
    argument: _workmesh_identity_v1_FindUserByEmailRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_FindUserByEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  findUserByEmail(
    argument: _workmesh_identity_v1_FindUserByEmailRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_FindUserByEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  findUserByEmail(
    argument: _workmesh_identity_v1_FindUserByEmailRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_FindUserByEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  findUserByEmail(
    argument: _workmesh_identity_v1_FindUserByEmailRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_FindUserByEmailResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Other services: a user's public record (e.g. an assignee's email).
   */
  GetUser(
    argument: _workmesh_identity_v1_GetUserRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  GetUser(
    argument: _workmesh_identity_v1_GetUserRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  GetUser(
    argument: _workmesh_identity_v1_GetUserRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  GetUser(
    argument: _workmesh_identity_v1_GetUserRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Other services: a user's public record (e.g. an assignee's email).
   */
  getUser(
    argument: _workmesh_identity_v1_GetUserRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  getUser(
    argument: _workmesh_identity_v1_GetUserRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  getUser(
    argument: _workmesh_identity_v1_GetUserRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  getUser(
    argument: _workmesh_identity_v1_GetUserRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Other services: several users at once (unknown ids are left out).
   */
  GetUsers(
    argument: _workmesh_identity_v1_GetUsersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_GetUsersResponse__Output>,
  ): grpc.ClientUnaryCall;
  GetUsers(
    argument: _workmesh_identity_v1_GetUsersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_GetUsersResponse__Output>,
  ): grpc.ClientUnaryCall;
  GetUsers(
    argument: _workmesh_identity_v1_GetUsersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_GetUsersResponse__Output>,
  ): grpc.ClientUnaryCall;
  GetUsers(
    argument: _workmesh_identity_v1_GetUsersRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_GetUsersResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Other services: several users at once (unknown ids are left out).
   */
  getUsers(
    argument: _workmesh_identity_v1_GetUsersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_GetUsersResponse__Output>,
  ): grpc.ClientUnaryCall;
  getUsers(
    argument: _workmesh_identity_v1_GetUsersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_GetUsersResponse__Output>,
  ): grpc.ClientUnaryCall;
  getUsers(
    argument: _workmesh_identity_v1_GetUsersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_GetUsersResponse__Output>,
  ): grpc.ClientUnaryCall;
  getUsers(
    argument: _workmesh_identity_v1_GetUsersRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_GetUsersResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/user/sessions: the caller's active login sessions, newest first.
   */
  ListSessions(
    argument: _workmesh_identity_v1_ListSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_LoginSessionPage__Output>,
  ): grpc.ClientUnaryCall;
  ListSessions(
    argument: _workmesh_identity_v1_ListSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_LoginSessionPage__Output>,
  ): grpc.ClientUnaryCall;
  ListSessions(
    argument: _workmesh_identity_v1_ListSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_LoginSessionPage__Output>,
  ): grpc.ClientUnaryCall;
  ListSessions(
    argument: _workmesh_identity_v1_ListSessionsRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_LoginSessionPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/user/sessions: the caller's active login sessions, newest first.
   */
  listSessions(
    argument: _workmesh_identity_v1_ListSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_LoginSessionPage__Output>,
  ): grpc.ClientUnaryCall;
  listSessions(
    argument: _workmesh_identity_v1_ListSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_LoginSessionPage__Output>,
  ): grpc.ClientUnaryCall;
  listSessions(
    argument: _workmesh_identity_v1_ListSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_LoginSessionPage__Output>,
  ): grpc.ClientUnaryCall;
  listSessions(
    argument: _workmesh_identity_v1_ListSessionsRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_LoginSessionPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/token/list?user_id=&page=&per_page=: the caller's tokens (owners and managers: a member's).
   */
  ListTokens(
    argument: _workmesh_identity_v1_ListTokensRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenPage__Output>,
  ): grpc.ClientUnaryCall;
  ListTokens(
    argument: _workmesh_identity_v1_ListTokensRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenPage__Output>,
  ): grpc.ClientUnaryCall;
  ListTokens(
    argument: _workmesh_identity_v1_ListTokensRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenPage__Output>,
  ): grpc.ClientUnaryCall;
  ListTokens(
    argument: _workmesh_identity_v1_ListTokensRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/token/list?user_id=&page=&per_page=: the caller's tokens (owners and managers: a member's).
   */
  listTokens(
    argument: _workmesh_identity_v1_ListTokensRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenPage__Output>,
  ): grpc.ClientUnaryCall;
  listTokens(
    argument: _workmesh_identity_v1_ListTokensRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenPage__Output>,
  ): grpc.ClientUnaryCall;
  listTokens(
    argument: _workmesh_identity_v1_ListTokensRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenPage__Output>,
  ): grpc.ClientUnaryCall;
  listTokens(
    argument: _workmesh_identity_v1_ListTokensRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/login
   */
  Login(
    argument: _workmesh_identity_v1_LoginRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  Login(
    argument: _workmesh_identity_v1_LoginRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  Login(
    argument: _workmesh_identity_v1_LoginRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  Login(
    argument: _workmesh_identity_v1_LoginRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/login
   */
  login(
    argument: _workmesh_identity_v1_LoginRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  login(
    argument: _workmesh_identity_v1_LoginRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  login(
    argument: _workmesh_identity_v1_LoginRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  login(
    argument: _workmesh_identity_v1_LoginRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/two-factor/recovery-codes/regenerate: with the password and a current code.
   */
  RegenerateRecoveryCodes(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  RegenerateRecoveryCodes(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  RegenerateRecoveryCodes(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  RegenerateRecoveryCodes(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/two-factor/recovery-codes/regenerate: with the password and a current code.
   */
  regenerateRecoveryCodes(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  regenerateRecoveryCodes(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  regenerateRecoveryCodes(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;
  regenerateRecoveryCodes(
    argument: _workmesh_identity_v1_TwoFactorCodeRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_RecoveryCodes__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/register: creates the user and the organization, logs in.
   */
  Register(
    argument: _workmesh_identity_v1_RegisterRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  Register(
    argument: _workmesh_identity_v1_RegisterRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  Register(
    argument: _workmesh_identity_v1_RegisterRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  Register(
    argument: _workmesh_identity_v1_RegisterRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/register: creates the user and the organization, logs in.
   */
  register(
    argument: _workmesh_identity_v1_RegisterRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  register(
    argument: _workmesh_identity_v1_RegisterRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  register(
    argument: _workmesh_identity_v1_RegisterRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  register(
    argument: _workmesh_identity_v1_RegisterRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/resetpassword: answers once the reset is recorded, whatever happens to the mail.
   */
  RequestPasswordReset(
    argument: _workmesh_identity_v1_RequestPasswordResetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RequestPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  RequestPasswordReset(
    argument: _workmesh_identity_v1_RequestPasswordResetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_RequestPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  RequestPasswordReset(
    argument: _workmesh_identity_v1_RequestPasswordResetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RequestPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  RequestPasswordReset(
    argument: _workmesh_identity_v1_RequestPasswordResetRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_RequestPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/resetpassword: answers once the reset is recorded, whatever happens to the mail.
   */
  requestPasswordReset(
    argument: _workmesh_identity_v1_RequestPasswordResetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RequestPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  requestPasswordReset(
    argument: _workmesh_identity_v1_RequestPasswordResetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_RequestPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  requestPasswordReset(
    argument: _workmesh_identity_v1_RequestPasswordResetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_RequestPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;
  requestPasswordReset(
    argument: _workmesh_identity_v1_RequestPasswordResetRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_RequestPasswordResetResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Gateway: a verified token's claims → the caller, or UNAUTHENTICATED when revoked.
   */
  ResolveCaller(
    argument: _workmesh_identity_v1_ResolveCallerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  ResolveCaller(
    argument: _workmesh_identity_v1_ResolveCallerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  ResolveCaller(
    argument: _workmesh_identity_v1_ResolveCallerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  ResolveCaller(
    argument: _workmesh_identity_v1_ResolveCallerRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Gateway: a verified token's claims → the caller, or UNAUTHENTICATED when revoked.
   */
  resolveCaller(
    argument: _workmesh_identity_v1_ResolveCallerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  resolveCaller(
    argument: _workmesh_identity_v1_ResolveCallerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  resolveCaller(
    argument: _workmesh_identity_v1_ResolveCallerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  resolveCaller(
    argument: _workmesh_identity_v1_ResolveCallerRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Gateway: a personal access token's secret → who it acts for, or UNAUTHENTICATED (unknown, revoked, expired).
   */
  ResolveToken(
    argument: _workmesh_identity_v1_ResolveTokenRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenCaller__Output>,
  ): grpc.ClientUnaryCall;
  ResolveToken(
    argument: _workmesh_identity_v1_ResolveTokenRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenCaller__Output>,
  ): grpc.ClientUnaryCall;
  ResolveToken(
    argument: _workmesh_identity_v1_ResolveTokenRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenCaller__Output>,
  ): grpc.ClientUnaryCall;
  ResolveToken(
    argument: _workmesh_identity_v1_ResolveTokenRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenCaller__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Gateway: a personal access token's secret → who it acts for, or UNAUTHENTICATED (unknown, revoked, expired).
   */
  resolveToken(
    argument: _workmesh_identity_v1_ResolveTokenRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenCaller__Output>,
  ): grpc.ClientUnaryCall;
  resolveToken(
    argument: _workmesh_identity_v1_ResolveTokenRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenCaller__Output>,
  ): grpc.ClientUnaryCall;
  resolveToken(
    argument: _workmesh_identity_v1_ResolveTokenRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenCaller__Output>,
  ): grpc.ClientUnaryCall;
  resolveToken(
    argument: _workmesh_identity_v1_ResolveTokenRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TokenCaller__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/switchTeam: the caller's current team, among the teams they belong to.
   */
  SwitchTeam(
    argument: _workmesh_identity_v1_SwitchTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  SwitchTeam(
    argument: _workmesh_identity_v1_SwitchTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  SwitchTeam(
    argument: _workmesh_identity_v1_SwitchTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  SwitchTeam(
    argument: _workmesh_identity_v1_SwitchTeamRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/switchTeam: the caller's current team, among the teams they belong to.
   */
  switchTeam(
    argument: _workmesh_identity_v1_SwitchTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  switchTeam(
    argument: _workmesh_identity_v1_SwitchTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  switchTeam(
    argument: _workmesh_identity_v1_SwitchTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;
  switchTeam(
    argument: _workmesh_identity_v1_SwitchTeamRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_User__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Gateway: when tokens were last used, batched (at most one write per token per minute).
   */
  TouchTokens(
    argument: _workmesh_identity_v1_TouchTokensRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TouchTokensResponse__Output>,
  ): grpc.ClientUnaryCall;
  TouchTokens(
    argument: _workmesh_identity_v1_TouchTokensRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TouchTokensResponse__Output>,
  ): grpc.ClientUnaryCall;
  TouchTokens(
    argument: _workmesh_identity_v1_TouchTokensRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TouchTokensResponse__Output>,
  ): grpc.ClientUnaryCall;
  TouchTokens(
    argument: _workmesh_identity_v1_TouchTokensRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TouchTokensResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Gateway: when tokens were last used, batched (at most one write per token per minute).
   */
  touchTokens(
    argument: _workmesh_identity_v1_TouchTokensRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TouchTokensResponse__Output>,
  ): grpc.ClientUnaryCall;
  touchTokens(
    argument: _workmesh_identity_v1_TouchTokensRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_TouchTokensResponse__Output>,
  ): grpc.ClientUnaryCall;
  touchTokens(
    argument: _workmesh_identity_v1_TouchTokensRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_TouchTokensResponse__Output>,
  ): grpc.ClientUnaryCall;
  touchTokens(
    argument: _workmesh_identity_v1_TouchTokensRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_TouchTokensResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/user/verify-email?token=...
   */
  VerifyEmail(
    argument: _workmesh_identity_v1_VerifyEmailRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_VerifyEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  VerifyEmail(
    argument: _workmesh_identity_v1_VerifyEmailRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_VerifyEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  VerifyEmail(
    argument: _workmesh_identity_v1_VerifyEmailRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_VerifyEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  VerifyEmail(
    argument: _workmesh_identity_v1_VerifyEmailRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_VerifyEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/user/verify-email?token=...
   */
  verifyEmail(
    argument: _workmesh_identity_v1_VerifyEmailRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_VerifyEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  verifyEmail(
    argument: _workmesh_identity_v1_VerifyEmailRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_VerifyEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  verifyEmail(
    argument: _workmesh_identity_v1_VerifyEmailRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_VerifyEmailResponse__Output>,
  ): grpc.ClientUnaryCall;
  verifyEmail(
    argument: _workmesh_identity_v1_VerifyEmailRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_VerifyEmailResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/two-factor/verify: a login challenge and a code (or a recovery code) → the login answer.
   */
  VerifyTwoFactor(
    argument: _workmesh_identity_v1_VerifyTwoFactorRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  VerifyTwoFactor(
    argument: _workmesh_identity_v1_VerifyTwoFactorRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  VerifyTwoFactor(
    argument: _workmesh_identity_v1_VerifyTwoFactorRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  VerifyTwoFactor(
    argument: _workmesh_identity_v1_VerifyTwoFactorRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/two-factor/verify: a login challenge and a code (or a recovery code) → the login answer.
   */
  verifyTwoFactor(
    argument: _workmesh_identity_v1_VerifyTwoFactorRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  verifyTwoFactor(
    argument: _workmesh_identity_v1_VerifyTwoFactorRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  verifyTwoFactor(
    argument: _workmesh_identity_v1_VerifyTwoFactorRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
  verifyTwoFactor(
    argument: _workmesh_identity_v1_VerifyTwoFactorRequest,
    callback: grpc.requestCallback<_workmesh_identity_v1_UserSession__Output>,
  ): grpc.ClientUnaryCall;
}

export interface IdentityHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /api/v3/user/resetpassword/confirm
   */
  ConfirmPasswordReset: grpc.handleUnaryCall<
    _workmesh_identity_v1_ConfirmPasswordResetRequest__Output,
    _workmesh_identity_v1_ConfirmPasswordResetResponse
  >;

  /**
   * POST /api/v3/user/two-factor/confirm: the first code confirms the secret; answers 10 recovery codes.
   */
  ConfirmTwoFactor: grpc.handleUnaryCall<
    _workmesh_identity_v1_TwoFactorCodeRequest__Output,
    _workmesh_identity_v1_RecoveryCodes
  >;

  /**
   * POST /api/v3/token/create: a personal access token of the caller, in their current team; the secret is answered once.
   */
  CreateToken: grpc.handleUnaryCall<
    _workmesh_identity_v1_CreateTokenRequest__Output,
    _workmesh_identity_v1_CreatedToken
  >;

  /**
   * POST /api/v3/user/delete (GDPR art. 17; docs/data-portability.md): with the password
   * (and a current code when two-factor is on). Refused (409, shape A) while the caller is
   * the last owner of a team with other members. The account is erased at once (name,
   * email, phone, photo, credentials; sessions and tokens end) and `user.erased` tells
   * every other service to erase what it holds of them.
   */
  DeleteAccount: grpc.handleUnaryCall<
    _workmesh_identity_v1_DeleteAccountRequest__Output,
    _workmesh_identity_v1_DeleteAccountResponse
  >;

  /**
   * POST /api/v3/user/sessions/delete-others: ends every session of the caller's but the current one.
   */
  DeleteOtherSessions: grpc.handleUnaryCall<
    _workmesh_identity_v1_DeleteOtherSessionsRequest__Output,
    _workmesh_identity_v1_DeleteSessionResponse
  >;

  /**
   * POST /api/v3/user/sessions/:id/delete: ends one of the caller's sessions (the current one too).
   */
  DeleteSession: grpc.handleUnaryCall<
    _workmesh_identity_v1_DeleteSessionRequest__Output,
    _workmesh_identity_v1_DeleteSessionResponse
  >;

  /**
   * POST /api/v3/token/{id}/delete: revokes a token (owners and managers: a member's too).
   */
  DeleteToken: grpc.handleUnaryCall<
    _workmesh_identity_v1_TokenRef__Output,
    _workmesh_identity_v1_DeleteTokenResponse
  >;

  /**
   * POST /api/v3/user/two-factor/disable: with the password and a current code.
   */
  DisableTwoFactor: grpc.handleUnaryCall<
    _workmesh_identity_v1_TwoFactorCodeRequest__Output,
    _workmesh_identity_v1_TwoFactorDisabled
  >;

  /**
   * POST /api/v3/user/two-factor/enable: a new (pending) TOTP secret, its otpauth:// URI and QR code.
   */
  EnableTwoFactor: grpc.handleUnaryCall<
    _workmesh_identity_v1_EnableTwoFactorRequest__Output,
    _workmesh_identity_v1_TwoFactorEnrolment
  >;

  /**
   * teams, at invitation: is this email a registered user?
   */
  FindUserByEmail: grpc.handleUnaryCall<
    _workmesh_identity_v1_FindUserByEmailRequest__Output,
    _workmesh_identity_v1_FindUserByEmailResponse
  >;

  /**
   * Other services: a user's public record (e.g. an assignee's email).
   */
  GetUser: grpc.handleUnaryCall<
    _workmesh_identity_v1_GetUserRequest__Output,
    _workmesh_identity_v1_User
  >;

  /**
   * Other services: several users at once (unknown ids are left out).
   */
  GetUsers: grpc.handleUnaryCall<
    _workmesh_identity_v1_GetUsersRequest__Output,
    _workmesh_identity_v1_GetUsersResponse
  >;

  /**
   * GET /api/v3/user/sessions: the caller's active login sessions, newest first.
   */
  ListSessions: grpc.handleUnaryCall<
    _workmesh_identity_v1_ListSessionsRequest__Output,
    _workmesh_identity_v1_LoginSessionPage
  >;

  /**
   * GET /api/v3/token/list?user_id=&page=&per_page=: the caller's tokens (owners and managers: a member's).
   */
  ListTokens: grpc.handleUnaryCall<
    _workmesh_identity_v1_ListTokensRequest__Output,
    _workmesh_identity_v1_TokenPage
  >;

  /**
   * POST /api/v3/user/login
   */
  Login: grpc.handleUnaryCall<
    _workmesh_identity_v1_LoginRequest__Output,
    _workmesh_identity_v1_UserSession
  >;

  /**
   * POST /api/v3/user/two-factor/recovery-codes/regenerate: with the password and a current code.
   */
  RegenerateRecoveryCodes: grpc.handleUnaryCall<
    _workmesh_identity_v1_TwoFactorCodeRequest__Output,
    _workmesh_identity_v1_RecoveryCodes
  >;

  /**
   * POST /api/v3/user/register: creates the user and the organization, logs in.
   */
  Register: grpc.handleUnaryCall<
    _workmesh_identity_v1_RegisterRequest__Output,
    _workmesh_identity_v1_UserSession
  >;

  /**
   * POST /api/v3/user/resetpassword: answers once the reset is recorded, whatever happens to the mail.
   */
  RequestPasswordReset: grpc.handleUnaryCall<
    _workmesh_identity_v1_RequestPasswordResetRequest__Output,
    _workmesh_identity_v1_RequestPasswordResetResponse
  >;

  /**
   * Gateway: a verified token's claims → the caller, or UNAUTHENTICATED when revoked.
   */
  ResolveCaller: grpc.handleUnaryCall<
    _workmesh_identity_v1_ResolveCallerRequest__Output,
    _workmesh_identity_v1_Caller
  >;

  /**
   * Gateway: a personal access token's secret → who it acts for, or UNAUTHENTICATED (unknown, revoked, expired).
   */
  ResolveToken: grpc.handleUnaryCall<
    _workmesh_identity_v1_ResolveTokenRequest__Output,
    _workmesh_identity_v1_TokenCaller
  >;

  /**
   * POST /api/v3/user/switchTeam: the caller's current team, among the teams they belong to.
   */
  SwitchTeam: grpc.handleUnaryCall<
    _workmesh_identity_v1_SwitchTeamRequest__Output,
    _workmesh_identity_v1_User
  >;

  /**
   * Gateway: when tokens were last used, batched (at most one write per token per minute).
   */
  TouchTokens: grpc.handleUnaryCall<
    _workmesh_identity_v1_TouchTokensRequest__Output,
    _workmesh_identity_v1_TouchTokensResponse
  >;

  /**
   * GET /api/v3/user/verify-email?token=...
   */
  VerifyEmail: grpc.handleUnaryCall<
    _workmesh_identity_v1_VerifyEmailRequest__Output,
    _workmesh_identity_v1_VerifyEmailResponse
  >;

  /**
   * POST /api/v3/user/two-factor/verify: a login challenge and a code (or a recovery code) → the login answer.
   */
  VerifyTwoFactor: grpc.handleUnaryCall<
    _workmesh_identity_v1_VerifyTwoFactorRequest__Output,
    _workmesh_identity_v1_UserSession
  >;
}

export interface IdentityDefinition extends grpc.ServiceDefinition {
  ConfirmPasswordReset: MethodDefinition<
    _workmesh_identity_v1_ConfirmPasswordResetRequest,
    _workmesh_identity_v1_ConfirmPasswordResetResponse,
    _workmesh_identity_v1_ConfirmPasswordResetRequest__Output,
    _workmesh_identity_v1_ConfirmPasswordResetResponse__Output
  >;
  ConfirmTwoFactor: MethodDefinition<
    _workmesh_identity_v1_TwoFactorCodeRequest,
    _workmesh_identity_v1_RecoveryCodes,
    _workmesh_identity_v1_TwoFactorCodeRequest__Output,
    _workmesh_identity_v1_RecoveryCodes__Output
  >;
  CreateToken: MethodDefinition<
    _workmesh_identity_v1_CreateTokenRequest,
    _workmesh_identity_v1_CreatedToken,
    _workmesh_identity_v1_CreateTokenRequest__Output,
    _workmesh_identity_v1_CreatedToken__Output
  >;
  DeleteAccount: MethodDefinition<
    _workmesh_identity_v1_DeleteAccountRequest,
    _workmesh_identity_v1_DeleteAccountResponse,
    _workmesh_identity_v1_DeleteAccountRequest__Output,
    _workmesh_identity_v1_DeleteAccountResponse__Output
  >;
  DeleteOtherSessions: MethodDefinition<
    _workmesh_identity_v1_DeleteOtherSessionsRequest,
    _workmesh_identity_v1_DeleteSessionResponse,
    _workmesh_identity_v1_DeleteOtherSessionsRequest__Output,
    _workmesh_identity_v1_DeleteSessionResponse__Output
  >;
  DeleteSession: MethodDefinition<
    _workmesh_identity_v1_DeleteSessionRequest,
    _workmesh_identity_v1_DeleteSessionResponse,
    _workmesh_identity_v1_DeleteSessionRequest__Output,
    _workmesh_identity_v1_DeleteSessionResponse__Output
  >;
  DeleteToken: MethodDefinition<
    _workmesh_identity_v1_TokenRef,
    _workmesh_identity_v1_DeleteTokenResponse,
    _workmesh_identity_v1_TokenRef__Output,
    _workmesh_identity_v1_DeleteTokenResponse__Output
  >;
  DisableTwoFactor: MethodDefinition<
    _workmesh_identity_v1_TwoFactorCodeRequest,
    _workmesh_identity_v1_TwoFactorDisabled,
    _workmesh_identity_v1_TwoFactorCodeRequest__Output,
    _workmesh_identity_v1_TwoFactorDisabled__Output
  >;
  EnableTwoFactor: MethodDefinition<
    _workmesh_identity_v1_EnableTwoFactorRequest,
    _workmesh_identity_v1_TwoFactorEnrolment,
    _workmesh_identity_v1_EnableTwoFactorRequest__Output,
    _workmesh_identity_v1_TwoFactorEnrolment__Output
  >;
  FindUserByEmail: MethodDefinition<
    _workmesh_identity_v1_FindUserByEmailRequest,
    _workmesh_identity_v1_FindUserByEmailResponse,
    _workmesh_identity_v1_FindUserByEmailRequest__Output,
    _workmesh_identity_v1_FindUserByEmailResponse__Output
  >;
  GetUser: MethodDefinition<
    _workmesh_identity_v1_GetUserRequest,
    _workmesh_identity_v1_User,
    _workmesh_identity_v1_GetUserRequest__Output,
    _workmesh_identity_v1_User__Output
  >;
  GetUsers: MethodDefinition<
    _workmesh_identity_v1_GetUsersRequest,
    _workmesh_identity_v1_GetUsersResponse,
    _workmesh_identity_v1_GetUsersRequest__Output,
    _workmesh_identity_v1_GetUsersResponse__Output
  >;
  ListSessions: MethodDefinition<
    _workmesh_identity_v1_ListSessionsRequest,
    _workmesh_identity_v1_LoginSessionPage,
    _workmesh_identity_v1_ListSessionsRequest__Output,
    _workmesh_identity_v1_LoginSessionPage__Output
  >;
  ListTokens: MethodDefinition<
    _workmesh_identity_v1_ListTokensRequest,
    _workmesh_identity_v1_TokenPage,
    _workmesh_identity_v1_ListTokensRequest__Output,
    _workmesh_identity_v1_TokenPage__Output
  >;
  Login: MethodDefinition<
    _workmesh_identity_v1_LoginRequest,
    _workmesh_identity_v1_UserSession,
    _workmesh_identity_v1_LoginRequest__Output,
    _workmesh_identity_v1_UserSession__Output
  >;
  RegenerateRecoveryCodes: MethodDefinition<
    _workmesh_identity_v1_TwoFactorCodeRequest,
    _workmesh_identity_v1_RecoveryCodes,
    _workmesh_identity_v1_TwoFactorCodeRequest__Output,
    _workmesh_identity_v1_RecoveryCodes__Output
  >;
  Register: MethodDefinition<
    _workmesh_identity_v1_RegisterRequest,
    _workmesh_identity_v1_UserSession,
    _workmesh_identity_v1_RegisterRequest__Output,
    _workmesh_identity_v1_UserSession__Output
  >;
  RequestPasswordReset: MethodDefinition<
    _workmesh_identity_v1_RequestPasswordResetRequest,
    _workmesh_identity_v1_RequestPasswordResetResponse,
    _workmesh_identity_v1_RequestPasswordResetRequest__Output,
    _workmesh_identity_v1_RequestPasswordResetResponse__Output
  >;
  ResolveCaller: MethodDefinition<
    _workmesh_identity_v1_ResolveCallerRequest,
    _workmesh_identity_v1_Caller,
    _workmesh_identity_v1_ResolveCallerRequest__Output,
    _workmesh_identity_v1_Caller__Output
  >;
  ResolveToken: MethodDefinition<
    _workmesh_identity_v1_ResolveTokenRequest,
    _workmesh_identity_v1_TokenCaller,
    _workmesh_identity_v1_ResolveTokenRequest__Output,
    _workmesh_identity_v1_TokenCaller__Output
  >;
  SwitchTeam: MethodDefinition<
    _workmesh_identity_v1_SwitchTeamRequest,
    _workmesh_identity_v1_User,
    _workmesh_identity_v1_SwitchTeamRequest__Output,
    _workmesh_identity_v1_User__Output
  >;
  TouchTokens: MethodDefinition<
    _workmesh_identity_v1_TouchTokensRequest,
    _workmesh_identity_v1_TouchTokensResponse,
    _workmesh_identity_v1_TouchTokensRequest__Output,
    _workmesh_identity_v1_TouchTokensResponse__Output
  >;
  VerifyEmail: MethodDefinition<
    _workmesh_identity_v1_VerifyEmailRequest,
    _workmesh_identity_v1_VerifyEmailResponse,
    _workmesh_identity_v1_VerifyEmailRequest__Output,
    _workmesh_identity_v1_VerifyEmailResponse__Output
  >;
  VerifyTwoFactor: MethodDefinition<
    _workmesh_identity_v1_VerifyTwoFactorRequest,
    _workmesh_identity_v1_UserSession,
    _workmesh_identity_v1_VerifyTwoFactorRequest__Output,
    _workmesh_identity_v1_UserSession__Output
  >;
}
