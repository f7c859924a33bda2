// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The User record of the spec (registration and login response).
 */
export interface User {
  id?: number | string | Long;
  name?: string;
  email?: string;
  username?: string;
  profile_photo_url?: string;
  current_team_id?: number | string | Long;
  /**
   * teams.v1.TeamRole
   */
  role?: string;
  /**
   * platform's YES_NO
   */
  isAdmin?: string;
  contact_count?: number;
  is_first_project_added?: number;
  is_first_task_added?: number;
  is_first_member_invited?: number;
  timezone?: string;
  two_factor_confirmed_at?: string;
  created_at?: string;
  updated_at?: string;
  /**
   * the spec's "app identifier"
   */
  app_id?: string;
  /**
   * the spec's "speed-limit setting" (80)
   */
  speed_limit?: number;
  /**
   * the spec's "email-verification timestamp"
   */
  email_verified_at?: string;
  phone?: string;
  _two_factor_confirmed_at?: 'two_factor_confirmed_at';
  _email_verified_at?: 'email_verified_at';
  _phone?: 'phone';
}

/**
 * The User record of the spec (registration and login response).
 */
export interface User__Output {
  id: number;
  name: string;
  email: string;
  username: string;
  profile_photo_url: string;
  current_team_id: number;
  /**
   * teams.v1.TeamRole
   */
  role: string;
  /**
   * platform's YES_NO
   */
  isAdmin: string;
  contact_count: number;
  is_first_project_added: number;
  is_first_task_added: number;
  is_first_member_invited: number;
  timezone: string;
  two_factor_confirmed_at?: string;
  created_at: string;
  updated_at: string;
  /**
   * the spec's "app identifier"
   */
  app_id: string;
  /**
   * the spec's "speed-limit setting" (80)
   */
  speed_limit: number;
  /**
   * the spec's "email-verification timestamp"
   */
  email_verified_at?: string;
  phone?: string;
}
