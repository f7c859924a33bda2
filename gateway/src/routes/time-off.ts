// The time-off routes (docs/time-off.md), served by the scheduling service: the team's
// policies and holiday calendars, members' requests with their review, and balances.
// How their answers are presented: time-off.presenters.ts; what openapi.yaml says of
// them: time-off.docs.ts. `…/list` comes before `…/:id`, which would otherwise take it
// for an id.
import type { RpcName } from '../downstream-clients';
import type { Route } from '../http-route';
import { flagGivenLists } from '../message-completion';
import { page } from '../reply-presentation';
import { route, type RouteDefinition } from './route';
import { confirmation, serviceMessageErrors } from './route.presenters';
import { TIME_OFF_NOTES as NOTES } from './time-off.docs';
import './time-off.presenters';

const POLICY_BY_ID = { params: { id: 'policy_id' } } as const;
const CALENDAR_BY_ID = { params: { id: 'calendar_id' } } as const;
const REQUEST_BY_ID = { params: { id: 'request_id' } } as const;

/**
 * Every time-off route needs a bearer token (the caller's current team is the one acted
 * on); the refusals are the service's messages in shape A (404 missing, 403 not allowed,
 * 409 a conflict: balance, overlap, approved week, a name taken).
 */
function timeOffRoute<M extends RpcName<'scheduling'>>(
  definition: Omit<RouteDefinition<'scheduling', M>, 'service' | 'auth' | 'errors'>,
): Route {
  return route({
    ...definition,
    service: 'scheduling',
    auth: true,
    errors: serviceMessageErrors,
  });
}

export const TIME_OFF_ROUTES: readonly Route[] = [
  // Policies
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/policy/create'],
    rpc: 'CreateTimeOffPolicy',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    notes: NOTES.CreateTimeOffPolicy,
  }),
  timeOffRoute({
    method: 'GET',
    paths: ['/api/v3/time-off/policy/list'],
    rpc: 'ListTimeOffPolicies',
    source: 'query',
    selectors: ['user_id'],
    reply: page,
    notes: NOTES.ListTimeOffPolicies,
  }),
  timeOffRoute({
    method: 'GET',
    paths: ['/api/v3/time-off/policy/:id'],
    rpc: 'GetTimeOffPolicy',
    source: 'none',
    ...POLICY_BY_ID,
    notes: NOTES.GetTimeOffPolicy,
  }),
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/policy/:id/update'],
    rpc: 'UpdateTimeOffPolicy',
    source: 'body',
    bodyField: 'fields',
    ...POLICY_BY_ID,
    // A list given (even empty) replaces the policy's; a list left out stays as it is.
    complete: flagGivenLists(
      { user_ids: 'replace_user_ids', group_ids: 'replace_group_ids' },
      'fields',
    ),
    notes: NOTES.UpdateTimeOffPolicy,
  }),
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/policy/:id/delete'],
    rpc: 'DeleteTimeOffPolicy',
    source: 'body',
    ...POLICY_BY_ID,
    reply: confirmation,
    notes: NOTES.DeleteTimeOffPolicy,
  }),

  // Holiday calendars
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/holidays/create'],
    rpc: 'CreateHolidayCalendar',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    notes: NOTES.CreateHolidayCalendar,
  }),
  timeOffRoute({
    method: 'GET',
    paths: ['/api/v3/time-off/holidays/list'],
    rpc: 'ListHolidayCalendars',
    source: 'query',
    reply: page,
    notes: NOTES.ListHolidayCalendars,
  }),
  timeOffRoute({
    method: 'GET',
    paths: ['/api/v3/time-off/holidays/:id'],
    rpc: 'GetHolidayCalendar',
    source: 'none',
    ...CALENDAR_BY_ID,
    notes: NOTES.GetHolidayCalendar,
  }),
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/holidays/:id/update'],
    rpc: 'UpdateHolidayCalendar',
    source: 'body',
    bodyField: 'fields',
    ...CALENDAR_BY_ID,
    complete: flagGivenLists({ dates: 'replace_dates', user_ids: 'replace_user_ids' }, 'fields'),
    notes: NOTES.UpdateHolidayCalendar,
  }),
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/holidays/:id/delete'],
    rpc: 'DeleteHolidayCalendar',
    source: 'body',
    ...CALENDAR_BY_ID,
    reply: confirmation,
    notes: NOTES.DeleteHolidayCalendar,
  }),

  // Requests
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/request/create'],
    rpc: 'CreateTimeOffRequest',
    idempotent: true,
    source: 'body',
    selectors: ['user_id'],
    successStatus: 201,
    notes: NOTES.CreateTimeOffRequest,
  }),
  timeOffRoute({
    method: 'GET',
    paths: ['/api/v3/time-off/request/list'],
    rpc: 'ListTimeOffRequests',
    source: 'query',
    selectors: ['user_id', 'policy_id'],
    reply: page,
    notes: NOTES.ListTimeOffRequests,
  }),
  timeOffRoute({
    method: 'GET',
    paths: ['/api/v3/time-off/request/:id'],
    rpc: 'GetTimeOffRequest',
    source: 'none',
    ...REQUEST_BY_ID,
    notes: NOTES.GetTimeOffRequest,
  }),
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/request/:id/approve'],
    rpc: 'ApproveTimeOffRequest',
    source: 'body',
    ...REQUEST_BY_ID,
    notes: NOTES.ApproveTimeOffRequest,
  }),
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/request/:id/reject'],
    rpc: 'RejectTimeOffRequest',
    source: 'body',
    ...REQUEST_BY_ID,
    notes: NOTES.RejectTimeOffRequest,
  }),
  timeOffRoute({
    method: 'POST',
    paths: ['/api/v3/time-off/request/:id/cancel'],
    rpc: 'CancelTimeOffRequest',
    source: 'body',
    ...REQUEST_BY_ID,
    notes: NOTES.CancelTimeOffRequest,
  }),

  // Balances
  timeOffRoute({
    method: 'GET',
    paths: ['/api/v3/time-off/balances'],
    rpc: 'GetTimeOffBalances',
    source: 'query',
    // `?user_id=&year=` (blank): the caller, this year.
    selectors: ['user_id', 'year'],
    notes: NOTES.GetTimeOffBalances,
  }),
];
