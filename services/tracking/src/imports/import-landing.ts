// Imported entries held for an invited person land when they join (docs/import-matching.md;
// team.member_added: import-held-entries.ts): they become the member's time entries, each
// once (their source keys), priced with the member's rates, and the held copies go. An
// entry in a week of theirs already approved stays out (logged). No per-entry events,
// as for any imported entry; their parts are added to budget use without alerts.
import type { TrackingDependencies } from '../dependencies';
import type { RateBook } from '../rate-book';
import { budgetPartOf, importedEntryRecord, weekOfEntry } from './import-entries';

/** How many held entries land per write. */
const LANDING_BATCH = 1000;

/**
 * A member joined (team.member_added): the entries imports held for their email become
 * their entries, each once (their source keys), with their rates, and leave the held
 * ones. An entry in a week of theirs already approved stays out (logged). Answers how
 * many entries landed. Safe to run again: what landed is found by its key.
 */
export async function landHeldEntries(
  deps: TrackingDependencies,
  book: Pick<RateBook, 'ensureInvitationRates'>,
  joined: { teamId: number; userId: number; email: string },
): Promise<number> {
  const { repository, teams, logger } = deps;
  const { teamId, userId } = joined;
  const email = joined.email.trim().toLowerCase();
  // First the join, then the held entries: an import holding entries for the email now
  // finds the join (models/import-joins.ts).
  await repository.importJoins.record(teamId, email, userId);
  let landed = 0;
  for (;;) {
    const held = await repository.heldEntries.heldFor(teamId, email, LANDING_BATCH);
    if (held.length === 0) return landed;
    const member = await teams.memberOf(teamId, userId);
    // Removed again before the event was handled: their entries stay held.
    if (!member) return landed;
    const settings = await teams.settingsOf(teamId, { userId, teamId });
    await book.ensureInvitationRates(teamId, userId, member, settings);
    const rateRows = await repository.rateChanges.ofTeam(teamId);
    const weeks = held.map((entry) => weekOfEntry(entry.start, settings));
    const approved = await repository.timesheets.approvedWeeks(teamId, [userId], weeks);
    const landing = held.filter((_entry, at) => !approved.has(`${userId}:${weeks[at]}`));
    if (landing.length < held.length)
      logger.warn(
        { team_id: teamId, user_id: userId, entries: held.length - landing.length },
        'held imported entries in approved weeks left out',
      );
    const block = await repository.reserveIds('time_entries', Math.max(landing.length, 1));
    const entries = landing.map((parts, at) =>
      importedEntryRecord(parts, { id: block.first + at, userId, member, settings, rateRows }),
    );
    const taken = await repository.timeEntries.insertImported(entries);
    // Landed before (a redelivered event, a crash after the write): their parts again.
    const written = [
      ...entries.filter((_entry, at) => !taken.has(at)),
      ...(await repository.timeEntries.entriesOfKeys(
        teamId,
        entries.filter((_entry, at) => taken.has(at)).map((entry) => entry.source_key),
      )),
    ];
    await repository.budgetEntries.putNew(written.map(budgetPartOf));
    await repository.budgetUses.markStale(
      teamId,
      written.map((entry) => entry.client_id),
    );
    await repository.heldEntries.release(
      teamId,
      held.map((entry) => entry.source_key),
    );
    landed += entries.length - taken.size;
    logger.info(
      { team_id: teamId, user_id: userId, entries: entries.length },
      'held imported entries landed',
    );
  }
}
