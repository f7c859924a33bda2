// Original file: proto/teams.proto

export interface InvitationTokenRequest {
  token?: string;
  _token?: 'token';
}

export interface InvitationTokenRequest__Output {
  token?: string;
}
