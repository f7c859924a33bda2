// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One person of the file mapped to a member: the source's email or full name → user id.
 */
export interface ImportUserMapping {
  /**
   * email or full name as the file has it
   */
  source?: string;
  user_id?: number | string | Long;
}

/**
 * One person of the file mapped to a member: the source's email or full name → user id.
 */
export interface ImportUserMapping__Output {
  /**
   * email or full name as the file has it
   */
  source: string;
  user_id: number;
}
