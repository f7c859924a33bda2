// The events that fire the spec's outgoing webhooks (docs/architecture.md, "Webhooks"):
// client.created (clients) → new_client and schedule.created (scheduling) → new_schedule.
// Their type names and data are the contract between the producer and the notifier,
// which still checks, with its own schemas, the fields it uses.

export const CLIENT_CREATED = 'client.created';
export const SCHEDULE_CREATED = 'schedule.created';

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.
export type ClientCreatedData = {
  id: number;
  name: string;
  email: string;
  /** The logo's full URL, '' when none. */
  profile: string;
  team_id: number;
  user_id: number;
  /** The new_client webhook's `YYYY-MM-DD HH:MM:SS` (UTC): when the client was created. */
  retrieved_at: string;
};

/** The spec's new_schedule webhook payload, plus timezone, entries and created_by. */
export type ScheduleCreatedData = {
  user_id: number;
  team_id: number;
  sid: string;
  title: string;
  /** minimum_hours, rounded to 2 decimals. */
  hours: number;
  /** "HH:MM:SS", UTC time of day of the member's first occurrence's start. */
  shift_start: string;
  /** "HH:MM:SS", UTC time of day of the member's first occurrence's end. */
  shift_end: string;
  /** The first occurrence's start, UTC "YYYY-MM-DD HH:MM:SS". */
  start_date: string;
  /** The last occurrence's end, UTC "YYYY-MM-DD HH:MM:SS". */
  end_date: string;
  repetition: string;
  /** '' for never. */
  day_repeat: string;
  timezone: string;
  /** How many entries the member got. */
  entries: number;
  created_by: number;
  /** When the schedule was created, UTC "YYYY-MM-DD HH:MM:SS". */
  retrieved_at: string;
};
