// Original file: proto/tracking.proto

/**
 * A refused row: its first physical line in the file (the header is line 1) and why.
 */
export interface ImportRowError {
  line?: number;
  /**
   * a sentence a person can act on
   */
  reason?: string;
  /**
   * the row's first 200 characters, as read
   */
  excerpt?: string;
}

/**
 * A refused row: its first physical line in the file (the header is line 1) and why.
 */
export interface ImportRowError__Output {
  line: number;
  /**
   * a sentence a person can act on
   */
  reason: string;
  /**
   * the row's first 200 characters, as read
   */
  excerpt: string;
}
