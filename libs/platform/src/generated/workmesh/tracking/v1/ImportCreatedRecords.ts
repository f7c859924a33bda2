// Original file: proto/tracking.proto

/**
 * What an import made besides entries.
 */
export interface ImportCreatedRecords {
  /**
   * invitations sent
   */
  members?: number;
  clients?: number;
  projects?: number;
  tasks?: number;
  tags?: number;
}

/**
 * What an import made besides entries.
 */
export interface ImportCreatedRecords__Output {
  /**
   * invitations sent
   */
  members: number;
  clients: number;
  projects: number;
  tasks: number;
  tags: number;
}
