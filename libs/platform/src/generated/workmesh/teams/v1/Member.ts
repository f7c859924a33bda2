// Original file: proto/teams.proto

import type {
  PaySettings as _workmesh_teams_v1_PaySettings,
  PaySettings__Output as _workmesh_teams_v1_PaySettings__Output,
} from '../../../workmesh/teams/v1/PaySettings';
import type { Long } from '@grpc/proto-loader';

export interface Member {
  team_id?: number | string | Long;
  user_id?: number | string | Long;
  role?: string;
  name?: string;
  email?: string;
  pay?: _workmesh_teams_v1_PaySettings | null;
  joined_at?: string;
  _name?: 'name';
  _email?: 'email';
}

export interface Member__Output {
  team_id: number;
  user_id: number;
  role: string;
  name?: string;
  email?: string;
  pay: _workmesh_teams_v1_PaySettings__Output | null;
  joined_at: string;
}
