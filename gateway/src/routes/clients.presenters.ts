// How the clients service's answers are presented (spec: "Client" and "Project"): the
// records, with the proto's names, which are the spec's own spellings (`isInternalClient`,
// `lineItem`, `fixedPrice`, `visiblity`), and the spec's error rows of routes/clients.ts.
import {
  RATE_TYPES,
  AUTO_INVOICE_STATES,
  INVOICE_FREQUENCIES,
  Reason,
  SpecText,
  YES_NO,
  BUDGET_TYPES,
  BUDGET_RATES,
  BUDGET_RESETS,
} from '@workmesh/platform';
import { shapeA, shapeB, type ErrorPresentations } from '../error-presentation';
import { record, wrapped } from '../reply-presentation';
import { invalidRequest, serviceMessageErrors } from './route.presenters';

/** The spec's invoice settings object (key `default` in its table), plus where notes and terms come from. */
record('workmesh.clients.v1.InvoiceSettings', {
  component: 'InvoiceSettings',
  description:
    "A client's invoice settings (the spec's table, plus where notes and terms come from).",
  notes: {
    late_fee: { enum: YES_NO, description: 'default `no`' },
    lineItem: { description: 'default `project-date`' },
    lineItemText: { description: 'a descriptive label for lineItem' },
    net_term: { description: 'payment terms in days: 30, or the organization default' },
    tax_rate: { description: 'percentage; 0 unless given' },
    frequency: { enum: INVOICE_FREQUENCIES, description: 'default `weekly`' },
    delay_days: { description: 'days of delay before auto-invoice (5)' },
    fixedPrice: { description: '0' },
    autoInvoice: { enum: AUTO_INVOICE_STATES, description: 'default `off`' },
    amountBasedOn: { enum: RATE_TYPES, description: 'default `hourly`' },
    reminder_days: { description: 'payment reminder, days after (`10`)' },
    include_expense: { enum: YES_NO, description: 'default `no`' },
    include_non_billable_time: { enum: YES_NO, description: 'default `no`' },
    notes: { description: 'custom invoice notes' },
    org_notes: { description: "true: the organization's default invoice notes apply" },
    org_net_term: { description: "true: the organization's default payment terms apply" },
  },
});
/** The budget settings' vocabularies, for the record and its update alike. */

record('workmesh.clients.v1.Budget', {
  component: 'Budget',
  description: "A client's budget settings.",
  notes: {
    budgetType: { enum: BUDGET_TYPES },
    rate: { enum: BUDGET_RATES, description: 'the rate time is costed at; default `bill`' },
    cost: { description: 'budget amount; 0 is no limit' },
    hours: { description: 'budget in hours; 0 is no limit' },
    notifyAt: { description: 'percentage of budget use at which to notify (80)' },
    reset: { enum: BUDGET_RESETS, description: 'default `never`' },
    startDate: { description: "YYYY-MM-DD in the team's time zone, or null" },
  },
});
record('workmesh.clients.v1.Address', {
  component: 'Address',
  description: "A client's billing address and the mailing address copied from it.",
});
record('workmesh.clients.v1.Client', {
  component: 'Client',
  description: 'The Client record.',
  notes: {
    profile: { description: 'full URL of the logo, or "" when none' },
    team_id: { description: 'team of the creator' },
    user_id: { description: 'the creator' },
    isInternalClient: { description: 'false for clients created through client create' },
    currency: {
      description:
        "ISO 4217 code of the client's rates, entries, budget and invoices (the team's unless set; USD for clients made before currencies)",
    },
  },
});
record('workmesh.clients.v1.ProjectClient', {
  description: 'The client of the project.',
  notes: {
    profile: { description: 'URL of the logo, or ""' },
    currency: { description: "ISO 4217 code: the client's; the project's entries bill in it" },
  },
});
record('workmesh.clients.v1.Project', {
  component: 'Project',
  description: 'The Project record (top level, not wrapped).',
  notes: {
    project: { description: 'name, capitalized' },
    key: { description: '2 to 5 letters, uppercase' },
    project_manager: { description: 'user ids' },
    qa_lead: { description: 'user id' },
    users: { description: 'user ids of the members' },
    groups: { description: 'group ids' },
    starting_date: { description: 'from start_date' },
    billable: { enum: YES_NO },
    visiblity: { description: 'mirrors visible' },
    task: { description: 'task ids; empty at creation' },
    completed: { description: 'completed tasks; 0 at creation' },
    user_id: { description: 'the creator' },
  },
});

/** Client create (and update, its twin): "an object with a single key `success` holding the Client record". */
export const clientSaved = wrapped('success', {
  component: 'ClientSaved',
  description: 'An object with a single key `success` holding the Client record.',
});

/**
 * Client create and update (spec rows, exact texts whatever the service said; all 400,
 * "email already used" included). The service's other validation messages
 * (`NAME_REQUIRED`, `INVALID_PARAMETERS`) and the gateway's field messages: 400 A.
 */
export const clientFormErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.EMAIL_REQUIRED]: shapeA(400, SpecText.EMAIL_REQUIRED),
  [Reason.EMAIL_INVALID]: shapeA(400, SpecText.EMAIL_INVALID),
  [Reason.EMAIL_TAKEN]: shapeA(400, SpecText.EMAIL_TAKEN),
  [Reason.FILE_TYPE_NOT_ALLOWED]: shapeB(403, SpecText.FILE_TYPE_NOT_ALLOWED),
  // The gateway's refusal (before any call) or the service's, both from MAX_UPLOAD_BYTES.
  [Reason.FILE_TOO_LARGE]: shapeA(413),
};

/**
 * Project create (spec rows, exact texts whatever the service said; shape B statuses per
 * docs/clients-and-projects.md) and update. Every other validation failure, the gateway's type
 * errors included, is the spec's "bad parameters" row; two refusals name what is wrong.
 */
export const projectFormErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.PROJECT_NAME_TAKEN]: shapeB(409, SpecText.PROJECT_NAME_TAKEN),
  [Reason.PROJECT_KEY_TAKEN]: shapeB(409, SpecText.PROJECT_KEY_TAKEN),
  [Reason.PROJECT_KEY_EMPTY]: shapeB(400, SpecText.PROJECT_KEY_EMPTY),
  [Reason.PROJECT_NAME_EMPTY]: shapeB(400, SpecText.PROJECT_NAME_EMPTY),
  [Reason.INVALID_PARAMETERS]: invalidRequest,
  invalid_argument: invalidRequest,
  [Reason.CLIENT_NOT_FOUND]: shapeA(404),
  [Reason.GROUPS_NOT_FOUND]: shapeA(404, SpecText.GROUPS_NOT_FOUND),
  [Reason.NOT_TEAM_MEMBERS]: shapeA(400),
};
