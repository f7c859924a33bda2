// Use-case results as the proto messages of workmesh.scheduling.v1 (types taken from
// the generated service definition, never re-declared). Entry times are the spec's UTC
// "YYYY-MM-DD HH:MM:SS"; created_at and updated_at ISO 8601.
import type { SchedulingDefinition, ServiceImplementation } from '@workmesh/platform';
import type { ScheduleEntryRecord } from './models';
import type { Page } from './request-validation';
import { formatUtc } from './schedule-dates';

type Handlers = ServiceImplementation<SchedulingDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

type EntryMessage = ResponseOf<'UpdateScheduleEntry'>;
type EntryPageMessage = ResponseOf<'ListUserSchedule'>;

export function toProtoEntry(entry: ScheduleEntryRecord): EntryMessage {
  return {
    id: entry.id,
    sid: entry.sid,
    user_id: entry.user_id,
    team_id: entry.team_id,
    title: entry.title,
    start_date: formatUtc(entry.start),
    end_date: formatUtc(entry.end),
    minimum_hours: entry.minimum_hours,
    repetition: entry.repetition,
    day_repeat: entry.day_repeat,
    timezone: entry.timezone,
    created_by: entry.created_by,
    created_at: entry.created_at.toISOString(),
    updated_at: entry.updated_at.toISOString(),
  };
}

export const toProtoEntryPage = (page: Page<ScheduleEntryRecord>): EntryPageMessage => ({
  entries: page.items.map(toProtoEntry),
  page_info: { page: page.page, per_page: page.per_page, total: page.total },
});
