// A client's budget settings changed on their own (POST client/:id/budget/update,
// issue 19): the keys of the spec's budget settings object, each optional. Values with
// a fixed vocabulary are checked against it, amounts against the bounds of client
// create's budget_cost / budget_hours; startDate is a calendar date, '' clears it.
// What the budget has used is tracking's business (it reads the settings through
// GetClientForTeam).
import {
  BUDGET_RATES,
  BUDGET_RESETS,
  BUDGET_TYPES,
  Joi,
  PERCENT_BOUNDS,
  type Caller,
} from '@workmesh/platform';
import { AMOUNT_MAX } from './client-rules';
import type { ClientsUseCases } from './clients';
import { clientNotFoundError, recordClientUpdate } from './clients';
import type { ClientsDependencies } from './dependencies';
import { CLIENTS_AUDIT_ACTIONS } from './events';
import type { BudgetRecord } from './models';
import { authorize } from './permissions';
import { parseDateTime } from './project-rules';
import { givenFields, numberBetween, oneOf, validated } from './request-validation';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The request's keys, validated; startDate '' (clear it) is still ''. */
type BudgetChangesInput = Partial<Omit<BudgetRecord, 'startDate'>> & { startDate?: string };

const budgetSettingsChanges = Joi.object({
  budgetType: oneOf('budgetType', BUDGET_TYPES),
  rate: oneOf('rate', BUDGET_RATES),
  cost: numberBetween('cost', 0, AMOUNT_MAX),
  hours: numberBetween('hours', 0, AMOUNT_MAX),
  notifyAt: numberBetween('notifyAt', PERCENT_BOUNDS.minimum, PERCENT_BOUNDS.maximum, true),
  reset: oneOf('reset', BUDGET_RESETS),
  // A day (the team's), not an instant: the calendar is checked, never rolled over.
  startDate: Joi.string()
    .trim()
    .allow('')
    .custom((value: string, helpers) =>
      CALENDAR_DATE.test(value) && parseDateTime(value) ? value : helpers.error('any.invalid'),
    )
    .messages({
      '*': 'The startDate must be a calendar date (YYYY-MM-DD), or "" to clear it.',
    }),
  include_non_billable_time: Joi.boolean().messages({
    '*': 'The include_non_billable_time must be true or false.',
  }),
});

/** A budget update's keys, validated (INVALID_PARAMETERS naming each bad one). */
export const validatedBudgetChanges = (fields: object): BudgetChangesInput =>
  validated<BudgetChangesInput>(budgetSettingsChanges, fields);

/** The budget keys a validated request changes: those given, startDate '' as null (none). */
export function budgetSettingsChangesOf(input: BudgetChangesInput): Partial<BudgetRecord> {
  const { startDate, ...plain } = input;
  return {
    ...givenFields(plain),
    ...(startDate === undefined ? {} : { startDate: startDate === '' ? null : startDate }),
  };
}

export function budgetSettingsUseCases(
  { repository, outbox, teams, logger }: ClientsDependencies,
  clients: Pick<ClientsUseCases, 'findClient'>,
) {
  /**
   * POST client/:id/budget/update (owner, manager): only the keys given change; the
   * whole budget is answered. No domain event, as for a client update; its change is
   * recorded for the audit (budget.updated) in the transaction of the write.
   */
  async function updateClientBudget(
    caller: Caller | undefined,
    request: BudgetChangesInput & { client_id?: number },
  ): Promise<BudgetRecord> {
    const { caller: who, teamId } = await authorize(teams, caller, 'updateClientBudget');
    const client = await clients.findClient(teamId, request.client_id);
    const { client_id: _clientId, ...fields } = request;
    const input = validatedBudgetChanges(fields);
    const updated = await repository.transaction(async () => {
      const result = await repository.clients.update(teamId, client.id, {
        budget: budgetSettingsChangesOf(input),
      });
      if (!result) throw clientNotFoundError();
      await recordClientUpdate(
        { outbox },
        CLIENTS_AUDIT_ACTIONS.UpdateClientBudget,
        client,
        result,
      );
      return result;
    });
    outbox.kick();
    logger.info({ team_id: teamId, client_id: client.id, by: who.userId }, 'client budget updated');
    return updated.budget;
  }

  return { updateClientBudget };
}

export type BudgetSettingsUseCases = ReturnType<typeof budgetSettingsUseCases>;
