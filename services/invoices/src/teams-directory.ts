// What the invoices service asks teams: the caller's role, and a team's name and
// settings (GetTeamProfile: its zone and week start, invoice number format, default notes
// and payment terms, and the locale its PDFs write money in), which scheduled invoices need without a caller. Teams not answering
// is UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
import {
  askingService,
  canonicalLocale,
  connectTeams,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  DEFAULT_INVOICE_NUMBER_FORMAT,
  nullWhenNotFound,
  type ClientOptions,
  type LateFeeRepeat,
  type LateFeeType,
  type TeamsConnection,
} from '@workmesh/platform';

export interface InvoicingTeam {
  id: number;
  name: string;
  timezone: string;
  weekStart: string;
  numberFormat: string;
  defaultNotes: string;
  defaultNetTerm: number;
  /** BCP 47 tag the PDFs format amounts in (issue 34): en-US unless set. */
  locale: string;
  /** The team's currency (issue 34): a fixed late fee is in it. */
  currency: string;
  /** The team's late fees (issue 35; late-fees.ts charges them). */
  lateFee: LateFeeSettings;
}

export interface LateFeeSettings {
  type: LateFeeType;
  /** The percent, or the fixed amount in the team's currency; 0: no fee. */
  value: number;
  afterDays: number;
  repeat: LateFeeRepeat;
  maxTimes: number;
}

export interface TeamsDirectory extends Pick<TeamsConnection, 'roleOf' | 'close'> {
  /** The team, or null when there is none with that id. */
  teamOf(teamId: number): Promise<InvoicingTeam | null>;
}

export function teamsDirectory(address: string, options: ClientOptions): TeamsDirectory {
  const teams = connectTeams(address, options);
  return {
    roleOf: teams.roleOf,
    close: teams.close,
    teamOf: (teamId) =>
      askingService('teams', async () => {
        const profile = await nullWhenNotFound(teams.client.GetTeamProfile({ team_id: teamId }));
        if (!profile?.team) return null;
        const settings = profile.settings;
        return {
          id: profile.team.id,
          name: profile.team.name,
          timezone: settings?.timezone || 'UTC',
          weekStart: settings?.week_start || 'monday',
          numberFormat: settings?.invoice_number_format || DEFAULT_INVOICE_NUMBER_FORMAT,
          defaultNotes: settings?.default_invoice_notes ?? '',
          defaultNetTerm: settings?.default_net_term ?? 30,
          locale: canonicalLocale(settings?.locale) ?? DEFAULT_LOCALE,
          currency: settings?.currency || DEFAULT_CURRENCY,
          lateFee: {
            type: settings?.late_fee_type === 'fixed' ? 'fixed' : 'percent',
            value: settings?.late_fee_value ?? 0,
            afterDays: settings?.late_fee_after_days ?? 0,
            repeat: settings?.late_fee_repeat === 'monthly' ? 'monthly' : 'once',
            maxTimes: Math.max(1, settings?.late_fee_max_times ?? 1),
          },
        };
      }),
  };
}
