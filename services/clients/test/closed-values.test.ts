// The closed value lists clients checks are platform's (closed-values.ts, from the protos'
// enums), which the gateway's description shows (gateway/test/openapi-closed-values):
// each listed value is taken, an unlisted one refused, so the service and the
// description cannot disagree.
import { BUDGET_RATES, BUDGET_RESETS, BUDGET_TYPES, RATE_TYPES } from '@workmesh/platform';
import { validatedBudgetChanges } from '../src/budget-settings';
import { validatedClientFields } from '../src/client-rules';
import { validatedInvoiceSettingsChanges } from '../src/invoice-settings';

type Validation = (field: string, value: string) => unknown;

const clientFields: Validation = (field, value) =>
  validatedClientFields({ [field]: value }, 'update');
const budgetChanges: Validation = (field, value) => validatedBudgetChanges({ [field]: value });
const invoiceSettings: Validation = (field, value) =>
  validatedInvoiceSettingsChanges({ [field]: value });

const refusalOf = (act: () => unknown): unknown => {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('taken');
};

describe('the value lists clients takes', () => {
  it.each([
    ['client create/update', 'budget_type', clientFields, BUDGET_TYPES],
    ['budget update', 'budgetType', budgetChanges, BUDGET_TYPES],
    ['budget update', 'rate', budgetChanges, BUDGET_RATES],
    ['budget update', 'reset', budgetChanges, BUDGET_RESETS],
    ['invoice settings update', 'amountBasedOn', invoiceSettings, RATE_TYPES],
  ] as const)('%s takes every %s listed', (_operation, field, validate, values) => {
    for (const value of values) expect(validate(field, value)).toMatchObject({ [field]: value });
  });

  it.each([
    ['client create/update', 'budget_type', 'cost', clientFields],
    ['budget update', 'budgetType', 'Total_cost', budgetChanges],
    ['budget update', 'rate', 'cost', budgetChanges],
    ['budget update', 'reset', 'weekly', budgetChanges],
    ['invoice settings update', 'amountBasedOn', 'flat', invoiceSettings],
  ] as const)('%s refuses %s %s', (_operation, field, value, validate) => {
    expect(refusalOf(() => validate(field, value))).toMatchObject({
      kind: 'invalid_argument',
      fields: { [field]: [expect.any(String)] },
    });
  });
});
