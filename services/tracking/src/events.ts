// The events the tracking service records (issue 18, Events), each in the transaction of
// the change it reports (outbox), published after the commit. Their contracts (type
// names, data, rules) are platform's: events/contracts/tracking.ts.
import {
  TimeEntryCreated,
  TimeEntryDeleted,
  TimeEntryUpdated,
  TimerStarted,
  TimerStopped,
  TimerStoppedAtLimit,
  TimesheetApproved,
  TimesheetRejected,
  TimesheetSubmitted,
} from '@workmesh/platform';

export const timeEntryCreated = TimeEntryCreated.make;
export const timeEntryUpdated = TimeEntryUpdated.make;
export const timeEntryDeleted = TimeEntryDeleted.make;
export const timerStarted = TimerStarted.make;
export const timerStopped = TimerStopped.make;
export const timerStoppedAtLimit = TimerStoppedAtLimit.make;
export const timesheetSubmitted = TimesheetSubmitted.make;
export const timesheetApproved = TimesheetApproved.make;
export const timesheetRejected = TimesheetRejected.make;
