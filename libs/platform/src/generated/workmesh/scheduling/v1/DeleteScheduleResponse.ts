// Original file: proto/scheduling.proto

export interface DeleteScheduleResponse {
  message?: string;
  /**
   * 200
   */
  status?: number;
  /**
   * how many entries were removed
   */
  deleted?: number;
}

export interface DeleteScheduleResponse__Output {
  message: string;
  /**
   * 200
   */
  status: number;
  /**
   * how many entries were removed
   */
  deleted: number;
}
