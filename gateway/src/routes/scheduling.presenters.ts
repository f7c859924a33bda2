// How the scheduling service's answers are presented (spec: "Schedule", schedule add
// and delete): the schedule entry (dates in UTC `YYYY-MM-DD HH:MM:SS`, as the service
// writes them) and the spec's error rows.
import { Reason, SpecText, SCHEDULE_REPETITIONS } from '@workmesh/platform';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import { record, reply } from '../reply-presentation';
import { serviceMessageErrors } from './route.presenters';

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
    time_off: {
      description:
        "the member has approved time off on the entry's day (its start's date in its zone): a conflict to resolve, shown, not refused",
    },
  },
});

/**
 * Schedule add (spec rows, exact texts whatever the service said). The service's other
 * refusals (repetition, day_repeat, until, horizon, members, groups) and the gateway's
 * type errors: 400 A with their message, so a client app learns which field to correct.
 */
export const scheduleAddErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.SCHEDULE_FIELDS_REQUIRED]: shapeA(400, SpecText.SCHEDULE_FIELDS_REQUIRED),
  [Reason.REPEAT_FIELDS_REQUIRED]: shapeA(400, SpecText.REPEAT_FIELDS_REQUIRED),
  [Reason.INVALID_TIMEZONE]: shapeA(400, SpecText.INVALID_TIMEZONE),
  [Reason.INVALID_DATE]: shapeA(400, SpecText.INVALID_DATE_FORMAT),
  [Reason.GROUPS_NOT_FOUND]: shapeA(404, SpecText.GROUPS_NOT_FOUND),
};

// The spec's `{ success }`, and beside it what was created: the SID and its entries.
export const scheduleAdded = reply({
  component: 'ScheduleAdded',
  description: 'schedule add: a message confirming the data was added, and what was added.',
  pick: ['success', 'sid', 'entries'],
  notes: {
    success: { description: 'a message confirming the data was added' },
    sid: { description: 'Schedule ID of the new schedule: lists and deletes its entries' },
    entries: { description: 'how many entries were stored (one per member per occurrence)' },
  },
});

// The spec's "a success message string and an integer status code with value 200".
export const scheduleDeleted = reply({
  component: 'ScheduleDeleted',
  description: 'schedule delete: a message and the status code 200.',
  pick: ['message', 'status'],
  notes: { status: { const: 200 } },
});
