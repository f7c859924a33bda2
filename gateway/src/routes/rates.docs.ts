// What openapi.yaml says of the rates routes (routes/rates.ts) beyond the protos: the
// rules tracking applies (services/tracking/src/rate-rules.ts), summaries, examples.
import { RATE_BOUNDS } from '@workmesh/platform';
import { within, type FieldNote, type OperationNotes } from '../openapi/operation-notes';

/** What a level's routes are about, for their summaries. */
export interface RatesPlace {
  level: string;
  /** "a client's bill rate" */
  what: string;
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const DATE: FieldNote = { pattern: DATE_PATTERN, examples: ['2026-12-01'] };

const WHO =
  'Owners and managers of the caller’s current team (others: 403); a member, client or project not of the team: 404.';
const CURRENCIES =
  "Client, project and project-member rates are in the client's currency; team and member rates (bill and pay) in the team's, and do not apply to a client in another currency (its entries bill 0 with `rate_missing` until a client, project or project-member rate is set). Pay rates are always the team's currency. Amounts are decimals with the currency's places (JPY 0, USD 2, KWD 3).";

const RATE = (name: string): FieldNote => ({
  ...within(RATE_BOUNDS),
  description: `${name} per hour, with at most the currency's decimal places`,
});

/** The notes of a level's GET …/rates and POST …/rates/update. */
export function rateNotes(
  place: RatesPlace,
  hidden: readonly string[],
): { get: OperationNotes; update: OperationNotes } {
  const payToo = place.level === 'team' || place.level === 'member';
  return {
    get: {
      summary: `Read ${place.what}`,
      description: `${WHO} The rates set at this level and in force today (null when none), every change with its effective_from (history, newest first, never overwritten), and what applies today through the levels (\`applied\`). ${CURRENCIES}`,
    },
    update: {
      summary: `Change ${place.what} from a date`,
      description: `${WHO} A new ${payToo ? 'bill and/or pay rate' : 'bill rate'} from \`effective_from\` (a day in the team's zone); earlier rates stay in the history. Entries keep the rate they snapshotted: nothing is repriced unless \`apply_from\` is given, and then only the unlocked, uninvoiced entries starting on or after it (never approved, locked or invoiced ones), with \`time_entry.repriced\` for each and budgets following. \`dry_run: true\` saves nothing and answers what would change (\`repricing\`: how many entries and by how much per currency). ${CURRENCIES}${payToo ? '' : ' A pay_rate is refused here: pay rates are set on the team and member levels only.'}`,
      required: ['effective_from'],
      hidden,
      fields: {
        bill_rate: RATE('the bill rate'),
        pay_rate: payToo
          ? RATE('the pay rate (team currency)')
          : { description: 'refused: pay rates are set on the team and member levels only' },
        effective_from: {
          ...DATE,
          description: "YYYY-MM-DD in the team's time zone: the first day the rate applies to",
        },
        apply_from: {
          ...DATE,
          description:
            'YYYY-MM-DD on or after effective_from: reprice the unlocked, uninvoiced entries from this day',
        },
        dry_run: { description: 'true: save nothing, answer what would change' },
      },
      example: {
        bill_rate: 150,
        effective_from: '2026-12-01',
        apply_from: '2026-12-01',
        dry_run: true,
      },
    },
  };
}
