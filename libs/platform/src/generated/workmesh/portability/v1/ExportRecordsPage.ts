// Original file: proto/portability.proto

export interface ExportRecordsPage {
  /**
   * UTF-8, one JSON object per line, each line ending in \n
   */
  jsonl?: Buffer | Uint8Array | string;
  records?: number;
  /**
   * "" when this was the last page
   */
  next_after?: string;
}

export interface ExportRecordsPage__Output {
  /**
   * UTF-8, one JSON object per line, each line ending in \n
   */
  jsonl: Buffer;
  records: number;
  /**
   * "" when this was the last page
   */
  next_after: string;
}
