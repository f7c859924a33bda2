// Original file: proto/tracking.proto

/**
 * One kind of record in an export and how many it holds.
 */
export interface ExportPart {
  /**
   * members, clients, projects, … (file <kind>.jsonl)
   */
  kind?: string;
  records?: number;
}

/**
 * One kind of record in an export and how many it holds.
 */
export interface ExportPart__Output {
  /**
   * members, clients, projects, … (file <kind>.jsonl)
   */
  kind: string;
  records: number;
}
