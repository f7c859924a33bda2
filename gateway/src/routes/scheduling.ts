// The scheduling service's routes (spec: "Schedule", schedule add and delete): the
// schedule entry (dates in UTC `YYYY-MM-DD HH:MM:SS`, as the service writes them), the
// spec's error rows and the notes.
import {
  MINIMUM_HOURS_BOUNDS,
  Reason,
  SCHEDULE_DELETE_SCOPES,
  SCHEDULE_ENTRY_PAGE_MAX,
  SCHEDULE_GROUP_IDS_MAX_ITEMS,
  SCHEDULE_ID_PATTERN,
  SCHEDULE_MEMBER_IDS_MAX_ITEMS,
  SCHEDULE_REPETITIONS,
  SCHEDULE_TITLE_MAX_LENGTH,
  SpecText,
} from '@workmesh/platform';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import { NOT_BLANK, pagingNotes, within, type FieldNote } from '../openapi/operation-notes';
import { page, record, reply } from '../reply-presentation';
import { route, serviceMessageErrors, type Route } from './route';

const UTC_DATE_TIME = { description: 'UTC `YYYY-MM-DD HH:MM:SS`' };

record('workmesh.scheduling.v1.ScheduleEntry', {
  component: 'ScheduleEntry',
  description: 'One schedule entry: one member, one occurrence, in UTC.',
  notes: {
    sid: { description: 'Schedule ID: groups the entries of one schedule' },
    start_date: UTC_DATE_TIME,
    end_date: UTC_DATE_TIME,
    minimum_hours: { description: '2 decimals' },
    repetition: { enum: SCHEDULE_REPETITIONS },
    day_repeat: { description: '"" for never' },
    timezone: { description: 'IANA zone name' },
  },
});

/**
 * Schedule add (spec rows, exact texts whatever the service said). The service's other
 * refusals (repetition, day_repeat, until, horizon, members, groups) and the gateway's
 * type errors: 400 A with their message, so a client app learns which field to correct.
 */
const scheduleAddErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.SCHEDULE_FIELDS_REQUIRED]: shapeA(400, SpecText.SCHEDULE_FIELDS_REQUIRED),
  [Reason.REPEAT_FIELDS_REQUIRED]: shapeA(400, SpecText.REPEAT_FIELDS_REQUIRED),
  [Reason.INVALID_TIMEZONE]: shapeA(400, SpecText.INVALID_TIMEZONE),
  [Reason.INVALID_DATE]: shapeA(400, SpecText.INVALID_DATE_FORMAT),
  [Reason.GROUPS_NOT_FOUND]: shapeA(404, SpecText.GROUPS_NOT_FOUND),
};

const TIME: FieldNote = {
  pattern: '^([01]?[0-9]|2[0-3]):[0-5][0-9]$',
  description: 'HH:MM, 24-hour',
  examples: ['09:00'],
};
/** A schedule's title, or one entry's: trimmed, "" is none. */
const TITLE: FieldNote = { maxLength: SCHEDULE_TITLE_MAX_LENGTH };
const ENTRY_PAGING = pagingNotes(SCHEDULE_ENTRY_PAGE_MAX);
const ENTRY_PAGE = {
  page: ENTRY_PAGING.page,
  per_page: {
    ...ENTRY_PAGING.per_page,
    description: `${ENTRY_PAGING.per_page.description} (default 100)`,
  },
};

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
    // The spec's `{ success }`, and beside it what was created: the SID and its entries.
    reply: reply({
      component: 'ScheduleAdded',
      description: 'schedule add: a message confirming the data was added, and what was added.',
      pick: ['success', 'sid', 'entries'],
      notes: {
        success: { description: 'a message confirming the data was added' },
        sid: { description: 'Schedule ID of the new schedule: lists and deletes its entries' },
        entries: { description: 'how many entries were stored (one per member per occurrence)' },
      },
    }),
    errors: scheduleAddErrors,
    notes: {
      summary: 'Add a work schedule',
      description:
        'One entry per member per occurrence, stored in UTC; one `new_schedule` webhook per member. `never`: one occurrence on date_from; `weekly`: the listed days of every week until `until`; `bi-Weekly`: the listed days of every other week. A large schedule may take up to 60 s.',
      required: ['date_from', 'time_from', 'time_to', 'timezone', 'minimum_hours', 'repetition'],
      fields: {
        date_from: {
          pattern: NOT_BLANK,
          description:
            'an ISO 8601 date, or date-time with a zone offset; the first day (the date as written)',
          examples: ['2026-03-02T08:00:00-05:00'],
        },
        time_from: TIME,
        time_to: TIME,
        timezone: {
          pattern: NOT_BLANK,
          description: 'IANA zone name; times are converted from it to UTC',
        },
        minimum_hours: {
          ...within(MINIMUM_HOURS_BOUNDS),
          description: 'rounded to 2 decimal places',
        },
        repetition: {
          enum: SCHEDULE_REPETITIONS,
          description: '`never`, `weekly` or `bi-Weekly`',
        },
        members: {
          maxItems: SCHEDULE_MEMBER_IDS_MAX_ITEMS,
          description: `user ids, a comma-separated string (or an array); none at all (with groupsId): the caller; at most ${SCHEDULE_MEMBER_IDS_MAX_ITEMS} different ids (the service counts a repeated one once)`,
        },
        groupsId: {
          maxItems: SCHEDULE_GROUP_IDS_MAX_ITEMS,
          description: `group ids, a comma-separated string (or an array): all members and managers of these groups are included; at most ${SCHEDULE_GROUP_IDS_MAX_ITEMS} different ids (the service counts a repeated one once)`,
        },
        day_repeat: {
          description:
            'comma-separated lowercase days from mon, tue, wed, thu, fri, sat, sun; required for weekly and bi-Weekly',
          examples: ['mon,wed,fri'],
        },
        until: {
          description: 'the last day, same format as date_from; required for weekly and bi-Weekly',
        },
        title: TITLE,
      },
      rules: [
        {
          if: {
            required: ['repetition'],
            properties: { repetition: { enum: ['weekly', 'bi-Weekly'] } },
          },
          then: { required: ['day_repeat', 'until'] },
        },
      ],
      example: {
        date_from: '2026-03-02T08:00:00-05:00',
        time_from: '09:00',
        time_to: '17:00',
        timezone: 'America/New_York',
        minimum_hours: 8,
        repetition: 'weekly',
        members: '8,11',
        day_repeat: 'mon',
        until: '2026-03-16',
      },
    },
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
    notes: {
      summary: "List a user's schedule entries",
      description: "The user's entries in the caller's team starting in [from, to], by start.",
      fields: {
        from: { description: 'ISO 8601 date, or date-time with offset' },
        to: { description: 'ISO 8601 date (that whole day, UTC), or date-time with offset' },
        ...ENTRY_PAGE,
      },
    },
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
    notes: {
      summary: 'List the entries of a schedule (SID)',
      fields: {
        sid: { pattern: SCHEDULE_ID_PATTERN, description: 'the Schedule ID' },
        ...ENTRY_PAGE,
      },
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v1/timemanagement/schedule/:id/update'],
    auth: true,
    service: 'scheduling',
    rpc: 'UpdateScheduleEntry',
    source: 'body',
    errors: serviceMessageErrors,
    notes: {
      summary: 'Change one schedule entry (this occurrence only)',
      fields: {
        start_date: { description: 'date-time with a zone offset, or UTC `YYYY-MM-DD HH:MM:SS`' },
        end_date: { description: 'date-time with a zone offset, or UTC `YYYY-MM-DD HH:MM:SS`' },
        minimum_hours: within(MINIMUM_HOURS_BOUNDS),
        title: TITLE,
      },
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v1/timemanagement/schedule/delete'],
    auth: true,
    service: 'scheduling',
    rpc: 'DeleteSchedule',
    source: 'body',
    selectors: ['id', 'member_id'],
    // The spec's "a success message string and an integer status code with value 200".
    reply: reply({
      component: 'ScheduleDeleted',
      description: 'schedule delete: a message and the status code 200.',
      pick: ['message', 'status'],
      notes: { status: { const: 200 } },
    }),
    errors: serviceMessageErrors,
    notes: {
      summary: 'Delete a schedule entry, or it and the rest of its schedule',
      description: 'Only team owners and managers.',
      required: ['id', 'type'],
      fields: {
        id: { description: 'the schedule entry' },
        type: {
          enum: SCHEDULE_DELETE_SCOPES,
          description:
            '`this`: only this occurrence; `future`: this and every later occurrence of the SID for the member',
        },
        sid: {
          pattern: SCHEDULE_ID_PATTERN,
          description: 'Schedule ID; required when type is future',
        },
        member_id: { description: "required when type is future: only that member's entries" },
      },
      rules: [
        {
          if: { required: ['type'], properties: { type: { const: 'future' } } },
          then: { required: ['sid', 'member_id'] },
        },
      ],
      example: { id: 41, type: 'this' },
    },
  }),
];
