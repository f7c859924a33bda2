// Original file: proto/teams.proto

export interface AcceptInvitationRequest {
  token?: string;
  _token?: 'token';
}

export interface AcceptInvitationRequest__Output {
  token?: string;
}
