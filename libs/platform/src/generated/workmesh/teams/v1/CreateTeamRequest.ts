// Original file: proto/teams.proto

export interface CreateTeamRequest {
  name?: string;
  _name?: 'name';
}

export interface CreateTeamRequest__Output {
  name?: string;
}
