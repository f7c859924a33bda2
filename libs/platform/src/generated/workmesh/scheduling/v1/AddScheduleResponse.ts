// Original file: proto/scheduling.proto

export interface AddScheduleResponse {
  success?: string;
  /**
   * Not in the spec's response; for the service's own callers and logs.
   */
  sid?: string;
  entries?: number;
}

export interface AddScheduleResponse__Output {
  success: string;
  /**
   * Not in the spec's response; for the service's own callers and logs.
   */
  sid: string;
  entries: number;
}
