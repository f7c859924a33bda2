// How tracking's rates answers are presented (issue 34): a level's Rates record at the
// top of GET …/rates, and {rates, repricing, dry_run} of POST …/rates/update, with the
// proto's names; unset rates and a repricing not asked for are null.
import { RATE_LEVELS } from '@workmesh/platform';
import type { ErrorPresentations } from '../error-presentation';
import { record } from '../reply-presentation';
import { serviceMessageErrors } from './route.presenters';

const DATE = "YYYY-MM-DD in the team's time zone";
const LEVEL_NOTE = { enum: RATE_LEVELS } as const;

record('workmesh.tracking.v1.RateChange', {
  component: 'RateChange',
  description: 'One change of a level’s rates, kept for ever (history is never overwritten).',
  notes: {
    id: { description: 'the change' },
    bill_rate: {
      description: 'bill rate per hour from effective_from, in `currency`; null: left as it was',
    },
    pay_rate: {
      description:
        'pay rate per hour from effective_from, in `pay_currency`; null: left as it was (always null on client and project levels)',
    },
    effective_from: { description: `${DATE}: the first day the rate applies to` },
    created_by: {
      description: "who set it; 0: the migration of the member's invitation rates",
    },
  },
});

record('workmesh.tracking.v1.AppliedRates', {
  component: 'AppliedRates',
  description:
    'What applies today through the levels (most specific first: project member, project, client, member, team for bill rates; member, team for pay rates), for the level’s member (or no member).',
  notes: {
    bill_rate: { description: 'null: no level sets a bill rate in this currency (rate_missing)' },
    bill_level: { enum: [...RATE_LEVELS, null], description: 'the level the bill rate comes from' },
    pay_rate: { description: 'null: no team or member pay rate' },
    pay_level: { enum: ['team', 'member', null], description: 'the level the pay rate comes from' },
    rate_missing: {
      description:
        "true when no level sets a bill rate in the client's currency: entries bill 0 until one is set",
    },
  },
});

record('workmesh.tracking.v1.Rates', {
  component: 'Rates',
  description:
    "A level's rates: those in force today at this level, the history of its changes and what applies through the levels.",
  notes: {
    level: LEVEL_NOTE,
    user_id: { description: 'member and project_member levels; null otherwise' },
    client_id: { description: 'client level; null otherwise' },
    project_id: { description: 'project and project_member levels; null otherwise' },
    currency: {
      description:
        "ISO 4217 code of the bill rates: the client's (client, project, project_member levels) or the team's",
    },
    pay_currency: { description: "ISO 4217 code of the pay rates: always the team's" },
    bill_rate: {
      description:
        'the bill rate per hour set at this level and in force today, with the currency’s decimal places; null when none',
    },
    bill_rate_effective_from: { description: `${DATE}; null when no bill rate` },
    pay_rate: {
      description: 'the pay rate per hour set at this level and in force today; null when none',
    },
    pay_rate_effective_from: { description: `${DATE}; null when no pay rate` },
    history: { description: 'every change at this level, newest effective_from first' },
    today: { description: `${DATE}: the day "today" and "in force" are read at` },
  },
});

record('workmesh.tracking.v1.Repricing', {
  component: 'Repricing',
  description:
    'The unlocked, uninvoiced entries from apply_from that the new rates reprice (dry_run: would reprice); locked, approved or invoiced entries never are.',
  notes: {
    apply_from: { description: `${DATE}: entries starting on or after it` },
    entries: { description: 'how many entries change' },
    changes: {
      description:
        'per currency, by how much billable and cost amounts change (may be negative); never summed across currencies',
    },
  },
});

record('workmesh.tracking.v1.RatesUpdate', {
  component: 'RatesUpdate',
  description: 'The answer of a rates update.',
  notes: {
    rates: { description: 'the level’s rates as they are now (dry_run: as they would be)' },
    repricing: { description: 'null unless apply_from was given' },
    dry_run: { description: 'true: nothing was saved and no entry repriced' },
  },
});

/**
 * Tracking's refusals in shape A with its message: 400 validation (the field's message),
 * 403 for members (owners and managers only), 404 when the member, client or project is
 * not the team's.
 */
export const RATES_ERRORS: ErrorPresentations = { ...serviceMessageErrors };
