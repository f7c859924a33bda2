// Team settings: the feature settings that decide how invitations work, the
// organization's invoice defaults that clients inherit (org_notes, org_net_term), the
// time-tracking settings, the invoice number format, the late fees (late-fee-settings.ts)
// and the working time (working-time-settings.ts).
import {
  canonicalLocale,
  canonicalTimezone,
  DEFAULT_INVOICE_NOTES_MAX_LENGTH,
  invoiceNumberFormatField,
  isCurrencyCode,
  Joi,
  NET_TERM_DAYS,
  Reason,
  SpecText,
  TERMS_TEXT_MAX_LENGTH,
  permissionDeniedError,
  TeamTwoFactorPolicyChanged,
  updatedChanges,
  type Caller,
} from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import { TEAMS_AUDIT_ACTIONS, TEAMS_AUDIT_OMIT, teamsChangeRecorded } from './events';
import { WEEK_STARTS, type TeamSettingsChanges, type TeamSettingsRecord } from './models';
import { checkLateFeeValue, lateFeeSettingsRules } from './late-fee-settings';
import { requestAuthorizer } from './permissions';
import { validated } from './request-validation';
import { givenWorkingDays, workingTimeSettingsRules } from './working-time-settings';

const NET_TERM_MAX_DAYS = NET_TERM_DAYS.maximum;

const settingsChanges = Joi.object<TeamSettingsChanges>({
  add_registered_users_directly: Joi.boolean(),
  terms_enabled: Joi.boolean(),
  terms_text: Joi.string()
    .max(TERMS_TEXT_MAX_LENGTH)
    .allow('')
    .messages({
      '*': `The terms_text may not be greater than ${TERMS_TEXT_MAX_LENGTH} characters.`,
    }),
  default_invoice_notes: Joi.string()
    .max(DEFAULT_INVOICE_NOTES_MAX_LENGTH)
    .allow('')
    .messages({
      '*': `The default_invoice_notes may not be greater than ${DEFAULT_INVOICE_NOTES_MAX_LENGTH} characters.`,
    }),
  default_net_term: Joi.number()
    .integer()
    .min(0)
    .max(NET_TERM_MAX_DAYS)
    .messages({
      '*': `The default_net_term must be a whole number of days between 0 and ${NET_TERM_MAX_DAYS}.`,
    }),
  // An IANA zone, stored in its canonical spelling ("europe/paris" → "Europe/Paris").
  timezone: Joi.string()
    .trim()
    .custom((value: string, helpers) => canonicalTimezone(value) ?? helpers.error('any.invalid'))
    .messages({ '*': SpecText.INVALID_TIMEZONE }),
  week_start: Joi.string()
    .valid(...WEEK_STARTS)
    .messages({ '*': `The week_start must be one of: ${WEEK_STARTS.join(', ')}.` }),
  allow_overlapping_time_entries: Joi.boolean().messages({
    '*': 'The allow_overlapping_time_entries must be true or false.',
  }),
  require_two_factor: Joi.boolean().messages({
    '*': 'The require_two_factor must be true or false.',
  }),
  // '' resets it to the default (the stored value is removed).
  invoice_number_format: invoiceNumberFormatField(),
  // Money (issue 34): ISO 4217, any case, stored upper case ("eur" → "EUR").
  currency: Joi.string()
    .trim()
    .custom((value: string, helpers) => {
      const code = value.toUpperCase();
      return isCurrencyCode(code) ? code : helpers.error('any.invalid');
    })
    .messages({ '*': 'The currency must be an ISO 4217 currency code.' }),
  // A BCP 47 tag the runtime supports, stored canonical ("de-de" → "de-DE").
  locale: Joi.string()
    .trim()
    .custom((value: string, helpers) => canonicalLocale(value) ?? helpers.error('any.invalid'))
    .messages({ '*': 'The locale must be a BCP 47 language tag.' }),
  // Late fees (issue 35): the value is checked against the type and currency afterwards.
  ...lateFeeSettingsRules,
  // Time off and attendance (issue 36).
  ...workingTimeSettingsRules,
});

export function teamSettingsUseCases({ repository, outbox }: TeamsDependencies) {
  const authorizeRequest = requestAuthorizer(repository);

  /** GET settings (any member): made with the defaults on first read. */
  async function getTeamSettings(
    caller: Caller | undefined,
    request: { team_id?: number },
  ): Promise<TeamSettingsRecord> {
    const { team } = await authorizeRequest(caller, request, 'getTeamSettings');
    return repository.settings.findOrCreate(team.id);
  }

  /** POST settings/update (owner, manager): only the fields given change; '' clears a text. */
  async function updateTeamSettings(
    caller: Caller | undefined,
    request: Omit<
      TeamSettingsChanges,
      'week_start' | 'late_fee_type' | 'late_fee_repeat' | 'working_days'
    > & {
      team_id?: number;
      week_start?: string;
      late_fee_type?: string;
      late_fee_repeat?: string;
      working_days?: string[];
      /** Set by the gateway when the body names working_days. */
      replace_working_days?: boolean;
    },
  ): Promise<TeamSettingsRecord> {
    const { team, role } = await authorizeRequest(caller, request, 'updateTeamSettings');
    const { team_id: _teamId, ...fields } = givenWorkingDays(request);
    const changes = validated<TeamSettingsChanges>(
      settingsChanges,
      fields,
      () => Reason.INVALID_SETTINGS,
    );
    // The two-factor policy is the owners' alone (managers change the other settings).
    if (changes.require_two_factor !== undefined && role !== 'owner') throw permissionDeniedError();
    checkLateFeeValue(await repository.settings.findOrCreate(team.id), changes);
    const updated = await repository.transaction(async () => {
      const before = await repository.settings.findOrCreate(team.id);
      const after = await repository.settings.update(team.id, changes);
      const changed = updatedChanges({ ...before }, { ...after }, TEAMS_AUDIT_OMIT);
      // Only a real change is recorded: settings saved as they were leave no trace.
      if (changed.require_two_factor)
        await outbox.record(
          TeamTwoFactorPolicyChanged.make({
            team_id: team.id,
            require_two_factor: after.require_two_factor,
          }),
        );
      if (Object.keys(changed).length > 0)
        await outbox.record(
          teamsChangeRecorded(
            TEAMS_AUDIT_ACTIONS.UpdateTeamSettings,
            { team_id: team.id, object_type: 'team_settings', object_id: team.id },
            changed,
          ),
        );
      return after;
    });
    outbox.kick();
    return updated;
  }

  return { getTeamSettings, updateTeamSettings };
}

export type TeamSettingsUseCases = ReturnType<typeof teamSettingsUseCases>;
