// Original file: proto/scheduling.proto

import type {
  HolidayDate as _workmesh_scheduling_v1_HolidayDate,
  HolidayDate__Output as _workmesh_scheduling_v1_HolidayDate__Output,
} from '../../../workmesh/scheduling/v1/HolidayDate';
import type { Long } from '@grpc/proto-loader';

export interface HolidayCalendar {
  id?: number | string | Long;
  team_id?: number | string | Long;
  /**
   * unique per team case-insensitively
   */
  name?: string;
  /**
   * sorted by date, one per date
   */
  dates?: _workmesh_scheduling_v1_HolidayDate[];
  /**
   * ISO 3166-1 alpha-2 the dates were seeded from
   */
  country?: string;
  /**
   * its subdivision code (date-holidays' state), if any
   */
  region?: string;
  /**
   * the team's calendar: members not named on another one
   */
  default?: boolean;
  /**
   * members who follow this calendar instead of the default
   */
  user_ids?: (number | string | Long)[];
  created_by?: number | string | Long;
  created_at?: string;
  updated_at?: string;
  _country?: 'country';
  _region?: 'region';
}

export interface HolidayCalendar__Output {
  id: number;
  team_id: number;
  /**
   * unique per team case-insensitively
   */
  name: string;
  /**
   * sorted by date, one per date
   */
  dates: _workmesh_scheduling_v1_HolidayDate__Output[];
  /**
   * ISO 3166-1 alpha-2 the dates were seeded from
   */
  country?: string;
  /**
   * its subdivision code (date-holidays' state), if any
   */
  region?: string;
  /**
   * the team's calendar: members not named on another one
   */
  default: boolean;
  /**
   * members who follow this calendar instead of the default
   */
  user_ids: number[];
  created_by: number;
  created_at: string;
  updated_at: string;
}
