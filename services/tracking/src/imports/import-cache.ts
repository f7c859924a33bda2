// What an import found and made, kept while it runs (import-writer.ts keeps one per
// import id and forgets it at `finish`): the team's members, settings and rate rows,
// clients, projects, tasks and tags by name, the invitations sent. So 100,000 rows in
// 100 batches ask the other services a handful of times, not once per row. A process
// that restarts mid-import starts with an empty cache and finds again what it made.
import type { Caller } from '@workmesh/platform';
import type { RateChangeRecord } from '../models';
import type { MemberRates, TrackingTeamSettings } from '../teams-directory';
import type {
  ImportClient,
  ImportProject,
  ImportTask,
  InvitationOutcome,
} from './import-directory';
import type { MemberIndex } from './import-matching';
import type { CreatedRecords } from './import-rows';

export interface ImportCache {
  teamId: number;
  /** The import's requesting owner or manager, in the team: the caller of its calls. */
  caller: Caller & { teamId: number };
  dryRun: boolean;
  members: MemberIndex | null;
  /** Email (lower case) → what its invitation did (a dry run: would be invited). */
  invitations: Map<string, InvitationOutcome>;
  settings: TrackingTeamSettings | null;
  /** Members' pay settings (teams GetMember); null: not a member. */
  memberRates: Map<number, MemberRates | null>;
  /** The team's rate rows (rates.ts), read once, again after an invitation's rates were written. */
  rateRows: RateChangeRecord[] | null;
  clients: ImportClient[] | null;
  projects: ImportProject[] | null;
  /** Project id → its tasks. */
  tasks: Map<number, ImportTask[]>;
  /** Tag name key → tag id. */
  tags: Map<string, number>;
  /** `<kind>:<name key>` → why it could not be made (asked once, refused for every row). */
  refusedNames: Map<string, string>;
  /** Whether the team may have held entries (read once; true once this import holds some). */
  heldInTeam: boolean | null;
  /** When this process began the import: joins since then are of people it invited. */
  startedAt: Date;
  /** A dry run's stand-ins for what it would make: -1, -2, … */
  nextVirtualId: number;
}

export function newImportCache(teamId: number, requestedBy: number, dryRun: boolean): ImportCache {
  return {
    teamId,
    caller: { userId: requestedBy, teamId },
    dryRun,
    members: null,
    invitations: new Map(),
    settings: null,
    memberRates: new Map(),
    rateRows: null,
    clients: null,
    projects: null,
    tasks: new Map(),
    tags: new Map(),
    refusedNames: new Map(),
    heldInTeam: null,
    startedAt: new Date(),
    nextVirtualId: -1,
  };
}

export const noRecords = (): CreatedRecords => ({
  members: 0,
  clients: 0,
  projects: 0,
  tasks: 0,
  tags: 0,
});
