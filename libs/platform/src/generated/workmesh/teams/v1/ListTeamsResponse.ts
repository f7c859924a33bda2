// Original file: proto/teams.proto

import type {
  Team as _workmesh_teams_v1_Team,
  Team__Output as _workmesh_teams_v1_Team__Output,
} from '../../../workmesh/teams/v1/Team';

export interface ListTeamsResponse {
  teams?: _workmesh_teams_v1_Team[];
}

export interface ListTeamsResponse__Output {
  teams: _workmesh_teams_v1_Team__Output[];
}
