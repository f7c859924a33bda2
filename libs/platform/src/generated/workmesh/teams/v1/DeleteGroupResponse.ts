// Original file: proto/teams.proto

export interface DeleteGroupResponse {
  success?: string;
}

export interface DeleteGroupResponse__Output {
  success: string;
}
