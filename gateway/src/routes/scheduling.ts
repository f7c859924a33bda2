// The scheduling service's routes (spec: "Schedule", schedule add and delete). How their
// answers are presented: scheduling.presenters.ts; what openapi.yaml says of them:
// scheduling.docs.ts.
import type { Route } from '../http-route';
import { page } from '../reply-presentation';
import { route } from './route';
import { serviceMessageErrors } from './route.presenters';
import { SCHEDULING_NOTES as NOTES } from './scheduling.docs';
import { scheduleAddErrors, scheduleAdded, scheduleDeleted } from './scheduling.presenters';

export const SCHEDULING_ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    paths: ['/api/v1/timemanagement/schedule/add', '/api/v3/schedule/create'],
    auth: true,
    service: 'scheduling',
    rpc: 'AddSchedule',
    idempotent: true,
    source: 'body',
    // A large schedule (hundreds of members, a year of shifts) is written before the answer.
    deadlineMs: 60_000,
    reply: scheduleAdded,
    errors: scheduleAddErrors,
    notes: NOTES.AddSchedule,
  }),
  route({
    method: 'GET',
    paths: ['/api/v1/timemanagement/schedule/user/:userId'],
    auth: true,
    service: 'scheduling',
    rpc: 'ListUserSchedule',
    source: 'query',
    params: { userId: 'user_id' },
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListUserSchedule,
  }),
  route({
    method: 'GET',
    paths: ['/api/v1/timemanagement/schedule/sid/:sid'],
    auth: true,
    service: 'scheduling',
    rpc: 'ListScheduleBySid',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListScheduleBySid,
  }),
  route({
    method: 'POST',
    paths: ['/api/v1/timemanagement/schedule/:id/update'],
    auth: true,
    service: 'scheduling',
    rpc: 'UpdateScheduleEntry',
    source: 'body',
    errors: serviceMessageErrors,
    notes: NOTES.UpdateScheduleEntry,
  }),
  route({
    method: 'POST',
    paths: ['/api/v1/timemanagement/schedule/delete'],
    auth: true,
    service: 'scheduling',
    rpc: 'DeleteSchedule',
    source: 'body',
    selectors: ['id', 'member_id'],
    reply: scheduleDeleted,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteSchedule,
  }),
];
