import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  AccessToken as _workmesh_identity_v1_AccessToken,
  AccessToken__Output as _workmesh_identity_v1_AccessToken__Output,
} from './workmesh/identity/v1/AccessToken';
import type {
  Caller as _workmesh_identity_v1_Caller,
  Caller__Output as _workmesh_identity_v1_Caller__Output,
} from './workmesh/identity/v1/Caller';
import type {
  ConfirmPasswordResetRequest as _workmesh_identity_v1_ConfirmPasswordResetRequest,
  ConfirmPasswordResetRequest__Output as _workmesh_identity_v1_ConfirmPasswordResetRequest__Output,
} from './workmesh/identity/v1/ConfirmPasswordResetRequest';
import type {
  ConfirmPasswordResetResponse as _workmesh_identity_v1_ConfirmPasswordResetResponse,
  ConfirmPasswordResetResponse__Output as _workmesh_identity_v1_ConfirmPasswordResetResponse__Output,
} from './workmesh/identity/v1/ConfirmPasswordResetResponse';
import type {
  CreateTokenRequest as _workmesh_identity_v1_CreateTokenRequest,
  CreateTokenRequest__Output as _workmesh_identity_v1_CreateTokenRequest__Output,
} from './workmesh/identity/v1/CreateTokenRequest';
import type {
  CreatedToken as _workmesh_identity_v1_CreatedToken,
  CreatedToken__Output as _workmesh_identity_v1_CreatedToken__Output,
} from './workmesh/identity/v1/CreatedToken';
import type {
  DeleteAccountRequest as _workmesh_identity_v1_DeleteAccountRequest,
  DeleteAccountRequest__Output as _workmesh_identity_v1_DeleteAccountRequest__Output,
} from './workmesh/identity/v1/DeleteAccountRequest';
import type {
  DeleteAccountResponse as _workmesh_identity_v1_DeleteAccountResponse,
  DeleteAccountResponse__Output as _workmesh_identity_v1_DeleteAccountResponse__Output,
} from './workmesh/identity/v1/DeleteAccountResponse';
import type {
  DeleteOtherSessionsRequest as _workmesh_identity_v1_DeleteOtherSessionsRequest,
  DeleteOtherSessionsRequest__Output as _workmesh_identity_v1_DeleteOtherSessionsRequest__Output,
} from './workmesh/identity/v1/DeleteOtherSessionsRequest';
import type {
  DeleteSessionRequest as _workmesh_identity_v1_DeleteSessionRequest,
  DeleteSessionRequest__Output as _workmesh_identity_v1_DeleteSessionRequest__Output,
} from './workmesh/identity/v1/DeleteSessionRequest';
import type {
  DeleteSessionResponse as _workmesh_identity_v1_DeleteSessionResponse,
  DeleteSessionResponse__Output as _workmesh_identity_v1_DeleteSessionResponse__Output,
} from './workmesh/identity/v1/DeleteSessionResponse';
import type {
  DeleteTokenResponse as _workmesh_identity_v1_DeleteTokenResponse,
  DeleteTokenResponse__Output as _workmesh_identity_v1_DeleteTokenResponse__Output,
} from './workmesh/identity/v1/DeleteTokenResponse';
import type {
  EnableTwoFactorRequest as _workmesh_identity_v1_EnableTwoFactorRequest,
  EnableTwoFactorRequest__Output as _workmesh_identity_v1_EnableTwoFactorRequest__Output,
} from './workmesh/identity/v1/EnableTwoFactorRequest';
import type {
  FindUserByEmailRequest as _workmesh_identity_v1_FindUserByEmailRequest,
  FindUserByEmailRequest__Output as _workmesh_identity_v1_FindUserByEmailRequest__Output,
} from './workmesh/identity/v1/FindUserByEmailRequest';
import type {
  FindUserByEmailResponse as _workmesh_identity_v1_FindUserByEmailResponse,
  FindUserByEmailResponse__Output as _workmesh_identity_v1_FindUserByEmailResponse__Output,
} from './workmesh/identity/v1/FindUserByEmailResponse';
import type {
  GetUserRequest as _workmesh_identity_v1_GetUserRequest,
  GetUserRequest__Output as _workmesh_identity_v1_GetUserRequest__Output,
} from './workmesh/identity/v1/GetUserRequest';
import type {
  GetUsersRequest as _workmesh_identity_v1_GetUsersRequest,
  GetUsersRequest__Output as _workmesh_identity_v1_GetUsersRequest__Output,
} from './workmesh/identity/v1/GetUsersRequest';
import type {
  GetUsersResponse as _workmesh_identity_v1_GetUsersResponse,
  GetUsersResponse__Output as _workmesh_identity_v1_GetUsersResponse__Output,
} from './workmesh/identity/v1/GetUsersResponse';
import type {
  IdentityClient as _workmesh_identity_v1_IdentityClient,
  IdentityDefinition as _workmesh_identity_v1_IdentityDefinition,
} from './workmesh/identity/v1/Identity';
import type {
  ListSessionsRequest as _workmesh_identity_v1_ListSessionsRequest,
  ListSessionsRequest__Output as _workmesh_identity_v1_ListSessionsRequest__Output,
} from './workmesh/identity/v1/ListSessionsRequest';
import type {
  ListTokensRequest as _workmesh_identity_v1_ListTokensRequest,
  ListTokensRequest__Output as _workmesh_identity_v1_ListTokensRequest__Output,
} from './workmesh/identity/v1/ListTokensRequest';
import type {
  LoginRequest as _workmesh_identity_v1_LoginRequest,
  LoginRequest__Output as _workmesh_identity_v1_LoginRequest__Output,
} from './workmesh/identity/v1/LoginRequest';
import type {
  LoginSession as _workmesh_identity_v1_LoginSession,
  LoginSession__Output as _workmesh_identity_v1_LoginSession__Output,
} from './workmesh/identity/v1/LoginSession';
import type {
  LoginSessionPage as _workmesh_identity_v1_LoginSessionPage,
  LoginSessionPage__Output as _workmesh_identity_v1_LoginSessionPage__Output,
} from './workmesh/identity/v1/LoginSessionPage';
import type {
  PageInfo as _workmesh_identity_v1_PageInfo,
  PageInfo__Output as _workmesh_identity_v1_PageInfo__Output,
} from './workmesh/identity/v1/PageInfo';
import type {
  RecoveryCodes as _workmesh_identity_v1_RecoveryCodes,
  RecoveryCodes__Output as _workmesh_identity_v1_RecoveryCodes__Output,
} from './workmesh/identity/v1/RecoveryCodes';
import type {
  RegisterRequest as _workmesh_identity_v1_RegisterRequest,
  RegisterRequest__Output as _workmesh_identity_v1_RegisterRequest__Output,
} from './workmesh/identity/v1/RegisterRequest';
import type {
  RequestPasswordResetRequest as _workmesh_identity_v1_RequestPasswordResetRequest,
  RequestPasswordResetRequest__Output as _workmesh_identity_v1_RequestPasswordResetRequest__Output,
} from './workmesh/identity/v1/RequestPasswordResetRequest';
import type {
  RequestPasswordResetResponse as _workmesh_identity_v1_RequestPasswordResetResponse,
  RequestPasswordResetResponse__Output as _workmesh_identity_v1_RequestPasswordResetResponse__Output,
} from './workmesh/identity/v1/RequestPasswordResetResponse';
import type {
  ResolveCallerRequest as _workmesh_identity_v1_ResolveCallerRequest,
  ResolveCallerRequest__Output as _workmesh_identity_v1_ResolveCallerRequest__Output,
} from './workmesh/identity/v1/ResolveCallerRequest';
import type {
  ResolveTokenRequest as _workmesh_identity_v1_ResolveTokenRequest,
  ResolveTokenRequest__Output as _workmesh_identity_v1_ResolveTokenRequest__Output,
} from './workmesh/identity/v1/ResolveTokenRequest';
import type {
  SwitchTeamRequest as _workmesh_identity_v1_SwitchTeamRequest,
  SwitchTeamRequest__Output as _workmesh_identity_v1_SwitchTeamRequest__Output,
} from './workmesh/identity/v1/SwitchTeamRequest';
import type {
  TeamInput as _workmesh_identity_v1_TeamInput,
  TeamInput__Output as _workmesh_identity_v1_TeamInput__Output,
} from './workmesh/identity/v1/TeamInput';
import type {
  TokenCaller as _workmesh_identity_v1_TokenCaller,
  TokenCaller__Output as _workmesh_identity_v1_TokenCaller__Output,
} from './workmesh/identity/v1/TokenCaller';
import type {
  TokenPage as _workmesh_identity_v1_TokenPage,
  TokenPage__Output as _workmesh_identity_v1_TokenPage__Output,
} from './workmesh/identity/v1/TokenPage';
import type {
  TokenPageInfo as _workmesh_identity_v1_TokenPageInfo,
  TokenPageInfo__Output as _workmesh_identity_v1_TokenPageInfo__Output,
} from './workmesh/identity/v1/TokenPageInfo';
import type {
  TokenRef as _workmesh_identity_v1_TokenRef,
  TokenRef__Output as _workmesh_identity_v1_TokenRef__Output,
} from './workmesh/identity/v1/TokenRef';
import type {
  TokenUse as _workmesh_identity_v1_TokenUse,
  TokenUse__Output as _workmesh_identity_v1_TokenUse__Output,
} from './workmesh/identity/v1/TokenUse';
import type {
  TouchTokensRequest as _workmesh_identity_v1_TouchTokensRequest,
  TouchTokensRequest__Output as _workmesh_identity_v1_TouchTokensRequest__Output,
} from './workmesh/identity/v1/TouchTokensRequest';
import type {
  TouchTokensResponse as _workmesh_identity_v1_TouchTokensResponse,
  TouchTokensResponse__Output as _workmesh_identity_v1_TouchTokensResponse__Output,
} from './workmesh/identity/v1/TouchTokensResponse';
import type {
  TwoFactorCodeRequest as _workmesh_identity_v1_TwoFactorCodeRequest,
  TwoFactorCodeRequest__Output as _workmesh_identity_v1_TwoFactorCodeRequest__Output,
} from './workmesh/identity/v1/TwoFactorCodeRequest';
import type {
  TwoFactorDisabled as _workmesh_identity_v1_TwoFactorDisabled,
  TwoFactorDisabled__Output as _workmesh_identity_v1_TwoFactorDisabled__Output,
} from './workmesh/identity/v1/TwoFactorDisabled';
import type {
  TwoFactorEnrolment as _workmesh_identity_v1_TwoFactorEnrolment,
  TwoFactorEnrolment__Output as _workmesh_identity_v1_TwoFactorEnrolment__Output,
} from './workmesh/identity/v1/TwoFactorEnrolment';
import type {
  User as _workmesh_identity_v1_User,
  User__Output as _workmesh_identity_v1_User__Output,
} from './workmesh/identity/v1/User';
import type {
  UserSession as _workmesh_identity_v1_UserSession,
  UserSession__Output as _workmesh_identity_v1_UserSession__Output,
} from './workmesh/identity/v1/UserSession';
import type {
  VerifyEmailRequest as _workmesh_identity_v1_VerifyEmailRequest,
  VerifyEmailRequest__Output as _workmesh_identity_v1_VerifyEmailRequest__Output,
} from './workmesh/identity/v1/VerifyEmailRequest';
import type {
  VerifyEmailResponse as _workmesh_identity_v1_VerifyEmailResponse,
  VerifyEmailResponse__Output as _workmesh_identity_v1_VerifyEmailResponse__Output,
} from './workmesh/identity/v1/VerifyEmailResponse';
import type {
  VerifyTwoFactorRequest as _workmesh_identity_v1_VerifyTwoFactorRequest,
  VerifyTwoFactorRequest__Output as _workmesh_identity_v1_VerifyTwoFactorRequest__Output,
} from './workmesh/identity/v1/VerifyTwoFactorRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    identity: {
      v1: {
        AccessToken: MessageTypeDefinition<
          _workmesh_identity_v1_AccessToken,
          _workmesh_identity_v1_AccessToken__Output
        >;
        Caller: MessageTypeDefinition<
          _workmesh_identity_v1_Caller,
          _workmesh_identity_v1_Caller__Output
        >;
        ConfirmPasswordResetRequest: MessageTypeDefinition<
          _workmesh_identity_v1_ConfirmPasswordResetRequest,
          _workmesh_identity_v1_ConfirmPasswordResetRequest__Output
        >;
        ConfirmPasswordResetResponse: MessageTypeDefinition<
          _workmesh_identity_v1_ConfirmPasswordResetResponse,
          _workmesh_identity_v1_ConfirmPasswordResetResponse__Output
        >;
        CreateTokenRequest: MessageTypeDefinition<
          _workmesh_identity_v1_CreateTokenRequest,
          _workmesh_identity_v1_CreateTokenRequest__Output
        >;
        CreatedToken: MessageTypeDefinition<
          _workmesh_identity_v1_CreatedToken,
          _workmesh_identity_v1_CreatedToken__Output
        >;
        DeleteAccountRequest: MessageTypeDefinition<
          _workmesh_identity_v1_DeleteAccountRequest,
          _workmesh_identity_v1_DeleteAccountRequest__Output
        >;
        DeleteAccountResponse: MessageTypeDefinition<
          _workmesh_identity_v1_DeleteAccountResponse,
          _workmesh_identity_v1_DeleteAccountResponse__Output
        >;
        DeleteOtherSessionsRequest: MessageTypeDefinition<
          _workmesh_identity_v1_DeleteOtherSessionsRequest,
          _workmesh_identity_v1_DeleteOtherSessionsRequest__Output
        >;
        DeleteSessionRequest: MessageTypeDefinition<
          _workmesh_identity_v1_DeleteSessionRequest,
          _workmesh_identity_v1_DeleteSessionRequest__Output
        >;
        DeleteSessionResponse: MessageTypeDefinition<
          _workmesh_identity_v1_DeleteSessionResponse,
          _workmesh_identity_v1_DeleteSessionResponse__Output
        >;
        DeleteTokenResponse: MessageTypeDefinition<
          _workmesh_identity_v1_DeleteTokenResponse,
          _workmesh_identity_v1_DeleteTokenResponse__Output
        >;
        EnableTwoFactorRequest: MessageTypeDefinition<
          _workmesh_identity_v1_EnableTwoFactorRequest,
          _workmesh_identity_v1_EnableTwoFactorRequest__Output
        >;
        FindUserByEmailRequest: MessageTypeDefinition<
          _workmesh_identity_v1_FindUserByEmailRequest,
          _workmesh_identity_v1_FindUserByEmailRequest__Output
        >;
        FindUserByEmailResponse: MessageTypeDefinition<
          _workmesh_identity_v1_FindUserByEmailResponse,
          _workmesh_identity_v1_FindUserByEmailResponse__Output
        >;
        GetUserRequest: MessageTypeDefinition<
          _workmesh_identity_v1_GetUserRequest,
          _workmesh_identity_v1_GetUserRequest__Output
        >;
        GetUsersRequest: MessageTypeDefinition<
          _workmesh_identity_v1_GetUsersRequest,
          _workmesh_identity_v1_GetUsersRequest__Output
        >;
        GetUsersResponse: MessageTypeDefinition<
          _workmesh_identity_v1_GetUsersResponse,
          _workmesh_identity_v1_GetUsersResponse__Output
        >;
        Identity: SubtypeConstructor<typeof grpc.Client, _workmesh_identity_v1_IdentityClient> & {
          service: _workmesh_identity_v1_IdentityDefinition;
        };
        ListSessionsRequest: MessageTypeDefinition<
          _workmesh_identity_v1_ListSessionsRequest,
          _workmesh_identity_v1_ListSessionsRequest__Output
        >;
        ListTokensRequest: MessageTypeDefinition<
          _workmesh_identity_v1_ListTokensRequest,
          _workmesh_identity_v1_ListTokensRequest__Output
        >;
        LoginRequest: MessageTypeDefinition<
          _workmesh_identity_v1_LoginRequest,
          _workmesh_identity_v1_LoginRequest__Output
        >;
        LoginSession: MessageTypeDefinition<
          _workmesh_identity_v1_LoginSession,
          _workmesh_identity_v1_LoginSession__Output
        >;
        LoginSessionPage: MessageTypeDefinition<
          _workmesh_identity_v1_LoginSessionPage,
          _workmesh_identity_v1_LoginSessionPage__Output
        >;
        PageInfo: MessageTypeDefinition<
          _workmesh_identity_v1_PageInfo,
          _workmesh_identity_v1_PageInfo__Output
        >;
        RecoveryCodes: MessageTypeDefinition<
          _workmesh_identity_v1_RecoveryCodes,
          _workmesh_identity_v1_RecoveryCodes__Output
        >;
        RegisterRequest: MessageTypeDefinition<
          _workmesh_identity_v1_RegisterRequest,
          _workmesh_identity_v1_RegisterRequest__Output
        >;
        RequestPasswordResetRequest: MessageTypeDefinition<
          _workmesh_identity_v1_RequestPasswordResetRequest,
          _workmesh_identity_v1_RequestPasswordResetRequest__Output
        >;
        RequestPasswordResetResponse: MessageTypeDefinition<
          _workmesh_identity_v1_RequestPasswordResetResponse,
          _workmesh_identity_v1_RequestPasswordResetResponse__Output
        >;
        ResolveCallerRequest: MessageTypeDefinition<
          _workmesh_identity_v1_ResolveCallerRequest,
          _workmesh_identity_v1_ResolveCallerRequest__Output
        >;
        ResolveTokenRequest: MessageTypeDefinition<
          _workmesh_identity_v1_ResolveTokenRequest,
          _workmesh_identity_v1_ResolveTokenRequest__Output
        >;
        SwitchTeamRequest: MessageTypeDefinition<
          _workmesh_identity_v1_SwitchTeamRequest,
          _workmesh_identity_v1_SwitchTeamRequest__Output
        >;
        TeamInput: MessageTypeDefinition<
          _workmesh_identity_v1_TeamInput,
          _workmesh_identity_v1_TeamInput__Output
        >;
        TokenArea: EnumTypeDefinition;
        TokenCaller: MessageTypeDefinition<
          _workmesh_identity_v1_TokenCaller,
          _workmesh_identity_v1_TokenCaller__Output
        >;
        TokenPage: MessageTypeDefinition<
          _workmesh_identity_v1_TokenPage,
          _workmesh_identity_v1_TokenPage__Output
        >;
        TokenPageInfo: MessageTypeDefinition<
          _workmesh_identity_v1_TokenPageInfo,
          _workmesh_identity_v1_TokenPageInfo__Output
        >;
        TokenRef: MessageTypeDefinition<
          _workmesh_identity_v1_TokenRef,
          _workmesh_identity_v1_TokenRef__Output
        >;
        TokenUse: MessageTypeDefinition<
          _workmesh_identity_v1_TokenUse,
          _workmesh_identity_v1_TokenUse__Output
        >;
        TouchTokensRequest: MessageTypeDefinition<
          _workmesh_identity_v1_TouchTokensRequest,
          _workmesh_identity_v1_TouchTokensRequest__Output
        >;
        TouchTokensResponse: MessageTypeDefinition<
          _workmesh_identity_v1_TouchTokensResponse,
          _workmesh_identity_v1_TouchTokensResponse__Output
        >;
        TwoFactorCodeRequest: MessageTypeDefinition<
          _workmesh_identity_v1_TwoFactorCodeRequest,
          _workmesh_identity_v1_TwoFactorCodeRequest__Output
        >;
        TwoFactorDisabled: MessageTypeDefinition<
          _workmesh_identity_v1_TwoFactorDisabled,
          _workmesh_identity_v1_TwoFactorDisabled__Output
        >;
        TwoFactorEnrolment: MessageTypeDefinition<
          _workmesh_identity_v1_TwoFactorEnrolment,
          _workmesh_identity_v1_TwoFactorEnrolment__Output
        >;
        User: MessageTypeDefinition<_workmesh_identity_v1_User, _workmesh_identity_v1_User__Output>;
        UserSession: MessageTypeDefinition<
          _workmesh_identity_v1_UserSession,
          _workmesh_identity_v1_UserSession__Output
        >;
        VerifyEmailRequest: MessageTypeDefinition<
          _workmesh_identity_v1_VerifyEmailRequest,
          _workmesh_identity_v1_VerifyEmailRequest__Output
        >;
        VerifyEmailResponse: MessageTypeDefinition<
          _workmesh_identity_v1_VerifyEmailResponse,
          _workmesh_identity_v1_VerifyEmailResponse__Output
        >;
        VerifyTwoFactorRequest: MessageTypeDefinition<
          _workmesh_identity_v1_VerifyTwoFactorRequest,
          _workmesh_identity_v1_VerifyTwoFactorRequest__Output
        >;
      };
    };
  };
}
