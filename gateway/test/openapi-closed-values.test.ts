// The closed value lists in the description are platform's (closed-values.ts, read from
// the protos' enums): every request field and answer that carries one lists exactly its
// values, no more and no fewer (null and "" aside, where a field may be left out or
// cleared). The services' tests (closed-values.test.ts in teams, clients, tasks, scheduling, tracking, notifier
// and invoices)
// check that each takes every listed value and refuses an unlisted one, so a value the
// description lacks, or one it shows that a service refuses, fails one of the two.
import {
  BUDGET_RATES,
  BUDGET_RESETS,
  BUDGET_TYPES,
  DELIVERY_STATUSES,
  HALF_DAYS,
  INVITATION_STATUSES,
  INVOICE_STATUSES,
  MEMBER_ROLES,
  PAY_PERIODS,
  RATE_TYPES,
  REPORT_GROUPINGS,
  SCHEDULE_DELETE_SCOPES,
  SCHEDULE_REPETITIONS,
  TASK_STATUSES,
  TEAM_ROLES,
  TIME_OFF_ACCRUALS,
  TIME_OFF_STATUSES,
  TIME_OFF_UNITS,
  TIME_ENTRY_SOURCES,
  TIMESHEET_STATUSES,
  WEEK_DAYS,
  WORKING_DAYS,
  YES_NO,
} from '@workmesh/platform';
import { loadOpenApiDocument } from '../src/openapi/openapi-file';

const committed = loadOpenApiDocument();

interface EnumSchema {
  enum?: unknown[];
}

const listedIn = (schema: EnumSchema | undefined): unknown[] =>
  (schema?.enum ?? []).filter((value) => value !== null && value !== '');

const propertyOf = (component: string, field: string): EnumSchema | undefined => {
  const schema = committed.components.schemas[component] as
    { properties?: Record<string, EnumSchema> } | undefined;
  return schema?.properties?.[field];
};

describe('the closed value lists of the description are platform’s', () => {
  it.each([
    ['SendInvitationBody', 'role', MEMBER_ROLES],
    ['ChangeMemberRoleBody', 'role', MEMBER_ROLES],
    ['SendInvitationBody', 'pay_type', RATE_TYPES],
    ['CreateClientBody', 'budget_type', BUDGET_TYPES],
    ['CreateClientForm', 'budget_type', BUDGET_TYPES],
    ['UpdateClientBody', 'budget_type', BUDGET_TYPES],
    ['UpdateClientForm', 'budget_type', BUDGET_TYPES],
    ['UpdateClientBudgetBody', 'budgetType', BUDGET_TYPES],
    ['UpdateClientBudgetBody', 'rate', BUDGET_RATES],
    ['UpdateClientBudgetBody', 'reset', BUDGET_RESETS],
    ['UpdateClientInvoiceSettingsBody', 'amountBasedOn', RATE_TYPES],
    ['UpdateTaskBody', 'status', TASK_STATUSES],
    ['SendInvitationBody', 'pay_period', PAY_PERIODS],
    ['UpdateTeamSettingsBody', 'week_start', WEEK_DAYS],
    ['AddScheduleBody', 'repetition', SCHEDULE_REPETITIONS],
    ['DeleteScheduleBody', 'type', SCHEDULE_DELETE_SCOPES],
    ['CreateProjectBody', 'billable', YES_NO],
    ['UpdateProjectBody', 'billable', YES_NO],
    ['UpdateClientInvoiceSettingsBody', 'late_fee', YES_NO],
    ['CreateTimeOffPolicyBody', 'unit', TIME_OFF_UNITS],
    ['CreateTimeOffPolicyBody', 'accrual', TIME_OFF_ACCRUALS],
    ['UpdateTimeOffPolicyBody', 'unit', TIME_OFF_UNITS],
    ['UpdateTimeOffPolicyBody', 'accrual', TIME_OFF_ACCRUALS],
    ['CreateTimeOffRequestBody', 'half_day', HALF_DAYS],
  ])('request %s.%s lists them', (component, field, values) => {
    expect(listedIn(propertyOf(component, field))).toEqual([...values]);
  });

  it.each([
    ['/api/v3/invoice/list', 'status', INVOICE_STATUSES],
    ['/api/v3/team/invitations', 'status', INVITATION_STATUSES],
    ['/api/v3/webhooks/{id}/deliveries', 'status', DELIVERY_STATUSES],
    ['/api/v3/report/summary', 'group_by', REPORT_GROUPINGS],
    ['/api/v3/report/summary', 'sub_group', REPORT_GROUPINGS],
    ['/api/v3/time-off/request/list', 'status', TIME_OFF_STATUSES],
  ])('GET %s’s %s parameter lists them', (path, name, values) => {
    const parameters = committed.paths[path]!.get!.parameters as {
      name: string;
      schema: EnumSchema;
    }[];
    const parameter = parameters.find((candidate) => candidate.name === name);
    expect(listedIn(parameter?.schema)).toEqual([...values]);
  });

  it.each([
    ['User', 'role', TEAM_ROLES],
    ['UserSession', 'role', TEAM_ROLES],
    ['Member', 'role', MEMBER_ROLES],
    ['Invitation', 'role', MEMBER_ROLES],
    ['InvitationPreview', 'role', MEMBER_ROLES],
    ['PaySettings', 'pay_type', RATE_TYPES],
    ['TimeEntry', 'pay_type', RATE_TYPES],
    ['Invoice', 'amount_based_on', RATE_TYPES],
    ['Invoice', 'status', INVOICE_STATUSES],
    ['Budget', 'budgetType', BUDGET_TYPES],
    ['Budget', 'rate', BUDGET_RATES],
    ['Budget', 'reset', BUDGET_RESETS],
    ['ClientBudget', 'budgetType', BUDGET_TYPES],
    ['ClientBudget', 'rate', BUDGET_RATES],
    ['ClientBudget', 'reset', BUDGET_RESETS],
    ['Invitation', 'status', INVITATION_STATUSES],
    ['InvitationPreview', 'status', INVITATION_STATUSES],
    ['Task', 'status', TASK_STATUSES],
    ['TimeEntry', 'source', TIME_ENTRY_SOURCES],
    ['Timesheet', 'status', TIMESHEET_STATUSES],
    ['Delivery', 'status', DELIVERY_STATUSES],
    ['PaySettings', 'pay_period', PAY_PERIODS],
    ['User', 'isAdmin', YES_NO],
    ['TimeOffPolicy', 'unit', TIME_OFF_UNITS],
    ['TimeOffPolicy', 'accrual', TIME_OFF_ACCRUALS],
    ['TimeOffRequest', 'status', TIME_OFF_STATUSES],
    ['TimeOffRequest', 'half_day', HALF_DAYS],
    ['TimeOffBalance', 'unit', TIME_OFF_UNITS],
  ])('answer %s.%s lists them', (component, field, values) => {
    expect(listedIn(propertyOf(component, field))).toEqual([...values]);
  });

  it("team settings' working_days list platform's days, each at most once", () => {
    const workingDays = propertyOf('UpdateTeamSettingsBody', 'working_days') as {
      items?: EnumSchema;
      uniqueItems?: boolean;
    };
    expect(listedIn(workingDays.items)).toEqual([...WORKING_DAYS]);
    expect(workingDays.uniqueItems).toBe(true);
  });
});
