// Original file: proto/teams.proto

export interface ListTeamsRequest {}

export interface ListTeamsRequest__Output {}
