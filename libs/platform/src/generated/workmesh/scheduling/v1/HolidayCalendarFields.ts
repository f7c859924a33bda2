// Original file: proto/scheduling.proto

import type {
  HolidayDate as _workmesh_scheduling_v1_HolidayDate,
  HolidayDate__Output as _workmesh_scheduling_v1_HolidayDate__Output,
} from '../../../workmesh/scheduling/v1/HolidayDate';
import type { Long } from '@grpc/proto-loader';

export interface HolidayCalendarFields {
  /**
   * required on create
   */
  name?: string;
  /**
   * at most 400
   */
  dates?: _workmesh_scheduling_v1_HolidayDate[];
  /**
   * Seed: with country (and region), that year's public holidays are added to dates (a
   * date given in dates wins); seed_year defaults to the current year in the team's zone.
   */
  country?: string;
  region?: string;
  seed_year?: number;
  /**
   * setting it true takes it from the team's other calendar
   */
  default?: boolean;
  /**
   * a member is on at most one non-default calendar (409)
   */
  user_ids?: (number | string | Long)[];
  _name?: 'name';
  _country?: 'country';
  _region?: 'region';
  _seed_year?: 'seed_year';
  _default?: 'default';
}

export interface HolidayCalendarFields__Output {
  /**
   * required on create
   */
  name?: string;
  /**
   * at most 400
   */
  dates: _workmesh_scheduling_v1_HolidayDate__Output[];
  /**
   * Seed: with country (and region), that year's public holidays are added to dates (a
   * date given in dates wins); seed_year defaults to the current year in the team's zone.
   */
  country?: string;
  region?: string;
  seed_year?: number;
  /**
   * setting it true takes it from the team's other calendar
   */
  default?: boolean;
  /**
   * a member is on at most one non-default calendar (409)
   */
  user_ids: number[];
}
