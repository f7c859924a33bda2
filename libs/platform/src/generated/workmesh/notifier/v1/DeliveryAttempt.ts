// Original file: proto/notifier.proto

export interface DeliveryAttempt {
  /**
   * 1, 2, …
   */
  attempt?: number;
  /**
   * ISO 8601
   */
  at?: string;
  /**
   * the receiver's HTTP status, if it answered
   */
  response_status?: number;
  latency_ms?: number;
  /**
   * succeeded | failed | gone | timeout | error
   */
  outcome?: string;
  /**
   * why, when it did not answer 2xx (no secrets)
   */
  error?: string;
  _response_status?: 'response_status';
  _error?: 'error';
}

export interface DeliveryAttempt__Output {
  /**
   * 1, 2, …
   */
  attempt: number;
  /**
   * ISO 8601
   */
  at: string;
  /**
   * the receiver's HTTP status, if it answered
   */
  response_status?: number;
  latency_ms: number;
  /**
   * succeeded | failed | gone | timeout | error
   */
  outcome: string;
  /**
   * why, when it did not answer 2xx (no secrets)
   */
  error?: string;
}
