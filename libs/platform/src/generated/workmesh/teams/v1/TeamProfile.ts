// Original file: proto/teams.proto

import type {
  Team as _workmesh_teams_v1_Team,
  Team__Output as _workmesh_teams_v1_Team__Output,
} from '../../../workmesh/teams/v1/Team';
import type {
  TeamSettings as _workmesh_teams_v1_TeamSettings,
  TeamSettings__Output as _workmesh_teams_v1_TeamSettings__Output,
} from '../../../workmesh/teams/v1/TeamSettings';

export interface TeamProfile {
  team?: _workmesh_teams_v1_Team | null;
  settings?: _workmesh_teams_v1_TeamSettings | null;
}

export interface TeamProfile__Output {
  team: _workmesh_teams_v1_Team__Output | null;
  settings: _workmesh_teams_v1_TeamSettings__Output | null;
}
