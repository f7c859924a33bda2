// Original file: proto/teams.proto

import type {
  PaySettings as _workmesh_teams_v1_PaySettings,
  PaySettings__Output as _workmesh_teams_v1_PaySettings__Output,
} from '../../../workmesh/teams/v1/PaySettings';
import type { Long } from '@grpc/proto-loader';

export interface Invitation {
  id?: number | string | Long;
  team_id?: number | string | Long;
  email?: string;
  role?: string;
  /**
   * InvitationStatus
   */
  status?: string;
  pay?: _workmesh_teams_v1_PaySettings | null;
  invited_by?: number | string | Long;
  created_at?: string;
  expires_at?: string;
  accepted_at?: string;
  terms_accepted_by_inviter?: boolean;
  _accepted_at?: 'accepted_at';
}

export interface Invitation__Output {
  id: number;
  team_id: number;
  email: string;
  role: string;
  /**
   * InvitationStatus
   */
  status: string;
  pay: _workmesh_teams_v1_PaySettings__Output | null;
  invited_by: number;
  created_at: string;
  expires_at: string;
  accepted_at?: string;
  terms_accepted_by_inviter: boolean;
}
