// What openapi.yaml says of the scheduling service's routes (routes/scheduling.ts)
// beyond the protos: the rules the service applies to each request field, summaries,
// examples.
import {
  MINIMUM_HOURS_BOUNDS,
  SCHEDULE_ENTRY_PAGE_MAX,
  SCHEDULE_GROUP_IDS_MAX_ITEMS,
  SCHEDULE_ID_PATTERN,
  SCHEDULE_MEMBER_IDS_MAX_ITEMS,
  SCHEDULE_TITLE_MAX_LENGTH,
  SCHEDULE_REPETITIONS,
  SCHEDULE_DELETE_SCOPES,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import {
  NOT_BLANK,
  pagingNotes,
  within,
  type FieldNote,
  type OperationNotes,
} from '../openapi/operation-notes';

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

/** The notes of each route, by its rpc. */
export const SCHEDULING_NOTES = {
  AddSchedule: {
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
  ListUserSchedule: {
    summary: "List a user's schedule entries",
    description: "The user's entries in the caller's team starting in [from, to], by start.",
    fields: {
      from: { description: 'ISO 8601 date, or date-time with offset' },
      to: { description: 'ISO 8601 date (that whole day, UTC), or date-time with offset' },
      ...ENTRY_PAGE,
    },
  },
  ListScheduleBySid: {
    summary: 'List the entries of a schedule (SID)',
    fields: {
      sid: { pattern: SCHEDULE_ID_PATTERN, description: 'the Schedule ID' },
      ...ENTRY_PAGE,
    },
  },
  UpdateScheduleEntry: {
    summary: 'Change one schedule entry (this occurrence only)',
    fields: {
      start_date: { description: 'date-time with a zone offset, or UTC `YYYY-MM-DD HH:MM:SS`' },
      end_date: { description: 'date-time with a zone offset, or UTC `YYYY-MM-DD HH:MM:SS`' },
      minimum_hours: within(MINIMUM_HOURS_BOUNDS),
      title: TITLE,
    },
  },
  DeleteSchedule: {
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
} satisfies Partial<Record<RpcName<'scheduling'>, OperationNotes>>;
