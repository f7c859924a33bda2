// The events the scheduling service records (docs/scheduling.md, Events),
// each in the transaction of the change it reports (outbox), published after the commit.
// Their contracts (type names, data, rules) are platform's: events/contracts/scheduling.ts.
import { ScheduleCreated, ScheduleDeleted, type ScheduleDeletedData } from '@workmesh/platform';

export type { ScheduleCreatedData } from '@workmesh/platform';
/** What a delete removes: 'this' entry, or it and the member's 'future' ones of its schedule. */
export type DeleteType = ScheduleDeletedData['type'];

export const scheduleCreated = ScheduleCreated.make;
export const scheduleDeleted = ScheduleDeleted.make;
