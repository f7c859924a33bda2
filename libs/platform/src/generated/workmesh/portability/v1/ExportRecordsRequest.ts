// Original file: proto/portability.proto

import type { Long } from '@grpc/proto-loader';

export interface ExportRecordsRequest {
  kind?: string;
  /**
   * A team's export: that team's records. 0 with user_id: a person's own records across
   * every team they belong to.
   */
  team_id?: number | string | Long;
  /**
   * A person's own export: whose (their profile, memberships, entries, timesheets,
   * schedules, mails sent to them). 0: the whole team's.
   */
  user_id?: number | string | Long;
  /**
   * the last page's next_after; "" for the first page
   */
  after?: string;
  /**
   * records per page (1..5000; default 1000)
   */
  limit?: number;
}

export interface ExportRecordsRequest__Output {
  kind: string;
  /**
   * A team's export: that team's records. 0 with user_id: a person's own records across
   * every team they belong to.
   */
  team_id: number;
  /**
   * A person's own export: whose (their profile, memberships, entries, timesheets,
   * schedules, mails sent to them). 0: the whole team's.
   */
  user_id: number;
  /**
   * the last page's next_after; "" for the first page
   */
  after: string;
  /**
   * records per page (1..5000; default 1000)
   */
  limit: number;
}
