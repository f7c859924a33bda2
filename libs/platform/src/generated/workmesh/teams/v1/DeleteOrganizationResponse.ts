// Original file: proto/teams.proto

export interface DeleteOrganizationResponse {
  deleted?: boolean;
}

export interface DeleteOrganizationResponse__Output {
  deleted: boolean;
}
