// Original file: proto/scheduling.proto

export interface AddScheduleResponse {
  success?: string;
  /**
   * Beside the spec's success: the new schedule's SID and how many entries were stored.
   */
  sid?: string;
  entries?: number;
}

export interface AddScheduleResponse__Output {
  success: string;
  /**
   * Beside the spec's success: the new schedule's SID and how many entries were stored.
   */
  sid: string;
  entries: number;
}
