// The writer's half of an import (import-rows.ts, docs/import-matching.md): a batch of
// parsed entries matched to the team's people, clients, projects, tasks and tags (made
// when missing) and written as time entries, each once per team and source key.
//
// Safe to repeat: the keys a batch carries are looked up first (one read); an entry an
// earlier import wrote is `matched`, one this import wrote (the batch written again
// after a crash) counts as `created` again; the rest are inserted in one unordered
// write, where the unique index on (team, source key) settles any race. Entries of
// invited people are held (held_import_entries) and land when they join
// (import-held-entries.ts).
//
// What an import never does (the rule for entries in the past): no weekly-limit
// refusal, no overlap check, no budget alert, and no per-entry event or webhook — the
// job publishes one import.finished. Imported entries still count toward budgets from
// then on: their parts are added to budget use here (budget_entries) and the kept
// counters of their clients are counted afresh at the next reading, without deciding
// alerts; reports read them as any entry.
import type { TrackingDependencies } from '../dependencies';
import { rateBook } from '../rate-book';
import { landHeldEntries } from './import-landing';
import { newImportCache, noRecords, type ImportCache } from './import-cache';
import type { ImportDirectory } from './import-directory';
import {
  budgetPartOf,
  entryPartsOf,
  importedEntryRecord,
  rateRefusal,
  sourceKeyOf,
  weekOfEntry,
  type EntryParts,
} from './import-entries';
import { addMember, memberIndex, personOf } from './import-matching';
import { importNames } from './import-names';
import type {
  BatchOutcome,
  CreatedRecords,
  ImportedEntry,
  ImportJobContext,
  ImportWriter,
  RowRefusal,
} from './import-rows';
import type { NewImportedEntry } from '../models';

/** A refused row's excerpt: the entry as read, at most 200 characters. */
export function excerptOf(entry: ImportedEntry): string {
  return [
    entry.email ?? entry.userName ?? '',
    entry.client ?? '',
    entry.project ?? '',
    entry.task ?? '',
    entry.start.toISOString(),
    entry.end.toISOString(),
    entry.description,
  ]
    .join(',')
    .slice(0, 200);
}

/** A row matched to a member, or to an invitee whose rows are held. */
interface ResolvedRow {
  entry: ImportedEntry;
  parts: EntryParts;
  userId: number | null;
  email: string | null;
}

/** What one batch is counting as it goes. */
interface BatchTally {
  created: number;
  matched: number;
  errors: RowRefusal[];
  records: CreatedRecords;
}

const refuse = (tally: BatchTally, entry: ImportedEntry, reason: string) =>
  tally.errors.push({ line: entry.line, reason, excerpt: excerptOf(entry) });

/**
 * Entries this import wrote before a crash may have been written without their budget
 * parts: added again (a part counted already is kept).
 */
async function countReplayedInBudgets(
  repository: TrackingDependencies['repository'],
  teamId: number,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  const entries = await repository.timeEntries.entriesOfKeys(teamId, keys);
  await repository.budgetEntries.putNew(entries.map(budgetPartOf));
  await repository.budgetUses.markStale(
    teamId,
    entries.map((entry) => entry.client_id),
  );
}

/** A batch's rows: those already written counted, the others matched to people and names. */
function batchMatching(deps: TrackingDependencies, directory: ImportDirectory) {
  const { repository, teams } = deps;
  const names = importNames(deps, directory);

  /** The rows whose source key no entry holds yet; the others counted (created or matched). */
  async function freshRows(
    job: ImportJobContext,
    cache: ImportCache,
    entries: readonly ImportedEntry[],
    tally: BatchTally,
  ): Promise<ImportedEntry[]> {
    const keys = entries.map((entry) => sourceKeyOf(job, entry));
    cache.heldInTeam ??= await repository.heldEntries.anyInTeam(job.teamId);
    const [written, held] = await Promise.all([
      repository.timeEntries.importsOfKeys(job.teamId, keys),
      cache.heldInTeam
        ? repository.heldEntries.importsOfKeys(job.teamId, keys)
        : new Map<string, number>(),
    ]);
    const seen = new Set<string>();
    const fresh: ImportedEntry[] = [];
    const replayed: string[] = [];
    entries.forEach((entry, at) => {
      const key = keys[at];
      const writtenBy = written.get(key) ?? held.get(key);
      // The same key twice in one batch: the file has the row twice; the first makes it.
      if (seen.has(key)) tally.matched++;
      else if (writtenBy === undefined) fresh.push(entry);
      else if (writtenBy === job.importId) {
        tally.created++;
        if (written.has(key)) replayed.push(key);
      } else tally.matched++;
      seen.add(key);
    });
    if (!job.dryRun) await countReplayedInBudgets(repository, job.teamId, replayed);
    return fresh;
  }

  /** The invitee's invitation, once per email per import (a dry run: counted, not sent). */
  async function invited(cache: ImportCache, email: string, records: CreatedRecords) {
    let outcome = cache.invitations.get(email);
    if (!outcome) {
      outcome = cache.dryRun ? { kind: 'invited' } : await directory.invite(cache.caller, email);
      cache.invitations.set(email, outcome);
      if (outcome.kind !== 'refused') records.members++;
      if (outcome.kind === 'added')
        addMember(cache.members!, { userId: outcome.userId, name: '', email });
    }
    return outcome;
  }

  /** Each row's person and names, or its refusal. */
  async function resolveRows(
    job: ImportJobContext,
    cache: ImportCache,
    rows: readonly ImportedEntry[],
    tally: BatchTally,
  ): Promise<ResolvedRow[]> {
    cache.members ??= memberIndex(await directory.membersOf(cache.caller));
    cache.settings ??= await teams.settingsOf(job.teamId, cache.caller);
    // People this import invited who joined since: their rows are theirs from now on.
    const joined = await repository.importJoins.joinsOf(
      job.teamId,
      cache.invitations.keys(),
      cache.startedAt,
    );
    for (const [email, userId] of joined)
      if (!cache.members.byId.has(userId)) addMember(cache.members, { userId, name: '', email });
    const resolved: ResolvedRow[] = [];
    for (const entry of rows) {
      const person = personOf(entry, job, cache.members);
      if (person.kind === 'refused') {
        refuse(tally, entry, person.reason);
        continue;
      }
      let userId = person.kind === 'member' ? person.userId : null;
      if (person.kind === 'invitee') {
        const outcome = await invited(cache, person.email, tally.records);
        if (outcome.kind === 'refused') {
          refuse(tally, entry, outcome.reason);
          continue;
        }
        if (outcome.kind === 'added') userId = outcome.userId;
      }
      const project = await names.projectFor(cache, entry.client, entry.project, tally.records);
      if (!project.ok) {
        refuse(tally, entry, project.reason);
        continue;
      }
      const rates = rateRefusal(entry, project.value, cache.settings);
      if (rates) {
        refuse(tally, entry, rates);
        continue;
      }
      const task = entry.task?.trim()
        ? await names.taskFor(cache, project.value, entry.task, tally.records)
        : null;
      if (task && !task.ok) {
        refuse(tally, entry, task.reason);
        continue;
      }
      const tags = await names.tagIdsFor(cache, entry.tags, tally.records);
      if (!tags.ok) {
        refuse(tally, entry, tags.reason);
        continue;
      }
      resolved.push({
        entry,
        parts: entryPartsOf(job, entry, project.value, task?.value ?? null, tags.value),
        userId,
        email: userId === null && person.kind === 'invitee' ? person.email : null,
      });
    }
    return resolved;
  }

  return { freshRows, resolveRows };
}

/** A batch's entries checked against locked weeks, priced and written. */
function batchWrites(deps: TrackingDependencies) {
  const { repository, teams } = deps;
  const book = rateBook(deps);

  /** The members' rows but those landing in a week whose timesheet is approved (locked). */
  async function outsideApprovedWeeks(
    cache: ImportCache,
    rows: ResolvedRow[],
    tally: BatchTally,
  ): Promise<ResolvedRow[]> {
    const settings = cache.settings!;
    const weeks = rows.map((row) => weekOfEntry(row.parts.start, settings));
    const approved = await repository.timesheets.approvedWeeks(
      cache.teamId,
      rows.map((row) => row.userId!),
      weeks,
    );
    return rows.filter((row, at) => {
      if (!approved.has(`${row.userId}:${weeks[at]}`)) return true;
      refuse(
        tally,
        row.entry,
        `The entry falls in week ${weeks[at]}, whose timesheet is approved (its entries are locked); reject that timesheet first to import into it.`,
      );
      return false;
    });
  }

  /** The members' pay settings and the team's rate rows, read once per import. */
  async function ratesFor(cache: ImportCache, userIds: Iterable<number>) {
    let migrated = false;
    for (const userId of new Set(userIds)) {
      if (cache.memberRates.has(userId)) continue;
      const member = await teams.memberOf(cache.teamId, userId);
      cache.memberRates.set(userId, member);
      // The invitation's rates become a member rate row (rate-book.ts): not in a dry run.
      if (member && !cache.dryRun) {
        await book.ensureInvitationRates(cache.teamId, userId, member, cache.settings!);
        migrated = true;
      }
    }
    if (migrated || !cache.rateRows)
      cache.rateRows = await repository.rateChanges.ofTeam(cache.teamId);
    return cache.rateRows;
  }

  /** Inserts the members' entries (one write) and adds them to budget use; counts them. */
  async function writeEntries(
    job: ImportJobContext,
    cache: ImportCache,
    rows: ResolvedRow[],
    tally: BatchTally,
  ): Promise<void> {
    if (rows.length === 0) return;
    const rateRows = await ratesFor(
      cache,
      rows.map((row) => row.userId!),
    );
    const block = await repository.reserveIds('time_entries', rows.length);
    const entries: NewImportedEntry[] = rows.map((row, at) =>
      importedEntryRecord(row.parts, {
        id: block.first + at,
        userId: row.userId!,
        member: cache.memberRates.get(row.userId!) ?? null,
        settings: cache.settings!,
        rateRows,
      }),
    );
    const taken = await repository.timeEntries.insertImported(entries);
    const inserted = entries.filter((_entry, at) => !taken.has(at));
    await repository.budgetEntries.putNew(inserted.map(budgetPartOf));
    await repository.budgetUses.markStale(
      job.teamId,
      inserted.map((entry) => entry.client_id),
    );
    tally.created += inserted.length;
    if (taken.size === 0) return;
    // Written since the batch's keys were read (a concurrent import of the same rows).
    const raced = await repository.timeEntries.importsOfKeys(
      job.teamId,
      entries.filter((_entry, at) => taken.has(at)).map((entry) => entry.source_key),
    );
    for (const importId of raced.values())
      if (importId === job.importId) tally.created++;
      else tally.matched++;
  }

  return { outsideApprovedWeeks, writeEntries };
}

export function importWriter(deps: TrackingDependencies, directory: ImportDirectory) {
  const { repository } = deps;
  const { freshRows, resolveRows } = batchMatching(deps, directory);
  const { outsideApprovedWeeks, writeEntries } = batchWrites(deps);
  const book = rateBook(deps);
  const caches = new Map<number, ImportCache>();

  async function writeBatch(
    job: ImportJobContext,
    entries: readonly ImportedEntry[],
  ): Promise<BatchOutcome> {
    let cache = caches.get(job.importId);
    if (!cache) {
      cache = newImportCache(job.teamId, job.requestedBy, job.dryRun);
      caches.set(job.importId, cache);
    }
    const tally: BatchTally = { created: 0, matched: 0, errors: [], records: noRecords() };
    const fresh = await freshRows(job, cache, entries, tally);
    const resolved = await resolveRows(job, cache, fresh, tally);
    const held = resolved.filter((row) => row.userId === null);
    const members = await outsideApprovedWeeks(
      cache,
      resolved.filter((row) => row.userId !== null),
      tally,
    );
    if (job.dryRun) {
      tally.created += members.length + held.length;
    } else {
      await writeEntries(job, cache, members, tally);
      if (held.length > 0) cache.heldInTeam = true;
      await repository.heldEntries.hold(
        held.map((row) => ({
          ...row.parts,
          email: row.email!,
          line: row.entry.line,
          requested_by: job.requestedBy,
        })),
      );
      // Held entries count as created: they become entries when their person joins.
      tally.created += held.length;
      // Joined while this batch was matched: their landing may have run before the hold.
      const emails = new Set(held.map((row) => row.email!));
      for (const [email, userId] of await repository.importJoins.joinsOf(
        job.teamId,
        emails,
        cache.startedAt,
      ))
        await landHeldEntries(deps, book, { teamId: job.teamId, userId, email });
    }
    tally.errors.sort((a, b) => a.line - b.line);
    return tally;
  }

  const writer: ImportWriter & {
    /** A member joined: the entries held for their email land (import-landing.ts). */
    landHeld(teamId: number, userId: number, email: string): Promise<number>;
  } = {
    writeBatch,
    finish: (importId) => {
      caches.delete(importId);
    },
    landHeld: (teamId, userId, email) => landHeldEntries(deps, book, { teamId, userId, email }),
  };
  return writer;
}

export type TrackingImportWriter = ReturnType<typeof importWriter>;
