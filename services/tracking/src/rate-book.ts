// The rates an entry snapshots when it is written (issue 34; ADR 0099), and the migration
// of the invitations' rates: a member's pay settings in teams (bill_rate, pay_rate, fixed at
// invitation) become a member-level row of origin `invitation` from the day they joined,
// written the first time tracking reads the member's rates (an entry written for them,
// their rates read, a repricing reaching their entries): once per membership, whatever the
// replicas (a unique key). The rates' use cases are in rates.ts.
import { localDateOf, toMinorUnits } from '@workmesh/platform';
import type { TeamProject } from './clients-directory';
import type { TrackingDependencies } from './dependencies';
import { invitationRateKey, type RateChangeRecord } from './models';
import { resolveRates, type ResolvedRates } from './rate-rules';
import type { MemberRates, TrackingTeamSettings } from './teams-directory';
import { teamZone } from './timesheets';

/** The invitation's rates of a member, in minor units of the team's currency. */
function invitationRow(
  teamId: number,
  userId: number,
  member: MemberRates,
  settings: TrackingTeamSettings,
  id: number,
  now: Date,
): RateChangeRecord {
  const joined = new Date(member.joinedAt);
  const minor = (rate: number | null) =>
    rate === null ? null : (toMinorUnits(rate, settings.currency) ?? Math.round(rate * 100));
  return {
    id,
    team_id: teamId,
    level: 'member',
    user_id: userId,
    client_id: 0,
    project_id: 0,
    bill_rate: minor(member.invitationBillRate),
    pay_rate: minor(member.invitationPayRate),
    currency: settings.currency,
    pay_currency: settings.currency,
    effective_from: Number.isNaN(joined.getTime())
      ? '1970-01-01'
      : localDateOf(joined, teamZone(settings)),
    origin: 'invitation',
    created_by: 0,
    created_at: now,
  };
}

/** The rates an entry takes, and the migration of the invitations' rates they read. */
export function rateBook(deps: TrackingDependencies) {
  const { repository } = deps;
  /** Keys known written (by this process or found): the common case asks nothing. */
  const migrated = new Set<string>();

  /** The member's invitation rates as a member row, written once per membership. */
  async function ensureInvitationRates(
    teamId: number,
    userId: number,
    member: MemberRates,
    settings: TrackingTeamSettings,
  ): Promise<void> {
    const key = invitationRateKey(teamId, userId, member.joinedAt);
    if (migrated.has(key)) return;
    if (member.invitationBillRate !== null || member.invitationPayRate !== null) {
      if (!(await repository.rateChanges.hasKey(key))) {
        const id = await repository.nextId('rate_changes');
        await repository.rateChanges.insertInvitation(
          invitationRow(teamId, userId, member, settings, id, deps.now()),
          key,
        );
      }
    }
    migrated.add(key);
  }

  /** The currency a project's entries bill in: its client's, the team's without a client. */
  const billCurrencyOf = (project: TeamProject, settings: TrackingTeamSettings) =>
    project.clientId > 0 && project.clientCurrency ? project.clientCurrency : settings.currency;

  /** The rates in force at `start` for the member's entry on the project. */
  async function entryRates(params: {
    teamId: number;
    userId: number;
    /** null: no longer a member (their rows are read as they are). */
    member: MemberRates | null;
    project: TeamProject;
    start: Date;
    settings: TrackingTeamSettings;
  }): Promise<ResolvedRates> {
    const { teamId, userId, member, project, start, settings } = params;
    if (member) await ensureInvitationRates(teamId, userId, member, settings);
    const rows = await repository.rateChanges.applicable(teamId, {
      userId,
      clientId: project.clientId,
      projectId: project.id,
    });
    return resolveRates(rows, {
      userId,
      clientId: project.clientId,
      projectId: project.id,
      currency: billCurrencyOf(project, settings),
      costCurrency: settings.currency,
      date: localDateOf(start, teamZone(settings)),
    });
  }

  return { ensureInvitationRates, entryRates, billCurrencyOf };
}

export type RateBook = ReturnType<typeof rateBook>;
