// The route table: every HTTP operation of the gateway, one module per service. Adding
// a route is adding an entry to its service's module (<service>.ts), its notes to
// <service>.docs.ts and, when it answers a new body, its presentation to
// <service>.presenters.ts; app.ts mounts the table, and openapi.yaml is generated from it
// (openapi/write-openapi.ts hands it to the description).
import { ACCOUNT_ROUTES } from './account';
import { AUDIT_ROUTES } from './audit';
import { CLIENTS_ROUTES } from './clients';
import { EXPENSES_ROUTES } from './expenses';
import { EXPORTS_ROUTES } from './exports';
import { IDENTITY_ROUTES } from './identity';
import { IMPORTS_ROUTES } from './imports';
import { INVOICES_ROUTES } from './invoices';
import { NOTIFIER_ROUTES } from './notifier';
import { RATES_ROUTES } from './rates';
import type { Route } from '../http-route';
import { SCHEDULING_ROUTES } from './scheduling';
import { SESSIONS_ROUTES } from './sessions';
import { TAGS_ROUTES } from './tags';
import { TASKS_ROUTES } from './tasks';
import { TEAMS_ROUTES } from './teams';
import { TIME_OFF_ROUTES } from './time-off';
import { TOKENS_ROUTES } from './tokens';
import { TRACKING_ROUTES } from './tracking';
import { TWO_FACTOR_ROUTES } from './two-factor';

export const ROUTES: readonly Route[] = [
  ...IDENTITY_ROUTES,
  ...TEAMS_ROUTES,
  ...CLIENTS_ROUTES,
  ...TASKS_ROUTES,
  ...SCHEDULING_ROUTES,
  ...TIME_OFF_ROUTES,
  ...NOTIFIER_ROUTES,
  ...TRACKING_ROUTES,
  ...EXPENSES_ROUTES,
  ...TAGS_ROUTES,
  ...IMPORTS_ROUTES,
  ...RATES_ROUTES,
  ...INVOICES_ROUTES,
  ...SESSIONS_ROUTES,
  ...AUDIT_ROUTES,
  ...TOKENS_ROUTES,
  ...TWO_FACTOR_ROUTES,
  ...ACCOUNT_ROUTES,
  ...EXPORTS_ROUTES,
];

export {
  FORMAT_PARAMETER,
  pathParameterNames,
  type HttpMethod,
  type RequestSource,
  type Route,
  type TextFormat,
} from '../http-route';
export { route } from './route';
