// Original file: proto/scheduling.proto

export interface HolidayDate {
  /**
   * YYYY-MM-DD: a day in the member's zone
   */
  date?: string;
  /**
   * 1..200 code points
   */
  name?: string;
}

export interface HolidayDate__Output {
  /**
   * YYYY-MM-DD: a day in the member's zone
   */
  date: string;
  /**
   * 1..200 code points
   */
  name: string;
}
