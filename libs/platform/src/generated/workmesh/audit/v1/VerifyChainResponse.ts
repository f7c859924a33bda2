// Original file: proto/audit.proto

import type { Long } from '@grpc/proto-loader';

export interface VerifyChainResponse {
  valid?: boolean;
  /**
   * the team's records checked
   */
  records?: number | string | Long;
  /**
   * the id of the first record whose hash or link is wrong
   */
  broken_at?: string;
  _broken_at?: 'broken_at';
}

export interface VerifyChainResponse__Output {
  valid: boolean;
  /**
   * the team's records checked
   */
  records: number;
  /**
   * the id of the first record whose hash or link is wrong
   */
  broken_at?: string;
}
