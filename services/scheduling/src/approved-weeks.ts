// Members' approved timesheet weeks, kept from tracking's events (docs/time-off.md,
// Approved weeks): no time off may be asked on a day inside one.
//
//   timesheet.approved → the week is approved (kept: team, member, [from, to), zone)
//   timesheet.rejected → the week is open again (tracking may reject an approved week)
//
// Each event takes effect once (ProcessedEvents claims its id in the transaction of its
// write); one at a time per process (prefetch 1), so an approval and a later rejection of
// one week apply in the order tracking published them. A malformed event goes to the
// dead-letter queue at once (MalformedEventError); a failure is retried by the bus.
import {
  MalformedEventError,
  SCHEDULING_APPROVED_WEEKS,
  TimesheetApproved,
  checkEventData,
  type DomainEvent,
  type EventBus,
  type EventHandler,
  type ProcessedEvents,
  type TimesheetData,
} from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import { TIMESHEET_EVENT_CONTRACTS } from './events';

/** ProcessedEvents consumer name: the timesheet events this subscription has applied. */
export const APPROVED_WEEKS_CONSUMER = 'scheduling.approved-weeks';

type ApprovedWeeksDependencies = Pick<SchedulingDependencies, 'repository' | 'logger'>;

export async function subscribeToTimesheetEvents(
  bus: EventBus,
  processed: ProcessedEvents,
  deps: ApprovedWeeksDependencies,
): Promise<void> {
  await bus.subscribe({
    queue: SCHEDULING_APPROVED_WEEKS.queue,
    routingKeys: [...SCHEDULING_APPROVED_WEEKS.routingKeys],
    prefetch: 1,
    handler: approvedWeeksHandler(processed, deps),
  });
}

function timesheetDataOf(event: DomainEvent): TimesheetData {
  const contract = TIMESHEET_EVENT_CONTRACTS.find((one) => one.type === event.type);
  if (!contract) throw new MalformedEventError(event, `unexpected event type ${event.type}`);
  const checked = checkEventData(contract.schema, event);
  if (checked.problem !== undefined) throw new MalformedEventError(event, checked.problem);
  return checked.data;
}

export function approvedWeeksHandler(
  processed: ProcessedEvents,
  { repository, logger }: ApprovedWeeksDependencies,
): EventHandler {
  return async (event: DomainEvent) => {
    const data = timesheetDataOf(event);
    const { team_id, user_id, week } = data;
    const outcome = await processed.applyOnce(repository, event, async () => {
      if (event.type === TimesheetApproved.type) {
        await repository.approvedWeeks.approve({
          team_id,
          user_id,
          week,
          from: new Date(data.from),
          to: new Date(data.to),
          timezone: data.timezone,
        });
        return 'approved';
      }
      return (await repository.approvedWeeks.reopen(team_id, user_id, week))
        ? 'reopened'
        : 'unchanged';
    });
    const fields = { event_id: event.id, event_type: event.type, team_id, user_id, week };
    if (!outcome.applied)
      logger.debug(fields, 'timesheet event applied before: nothing done again');
    else logger.info({ ...fields, outcome: outcome.result }, 'approved weeks updated');
  };
}
