// Original file: proto/teams.proto

export interface RemoveMemberResponse {
  success?: string;
}

export interface RemoveMemberResponse__Output {
  success: string;
}
