// The spec's webhook bodies (Events: new_client, new_schedule), built from the domain
// events that cause them (docs/architecture.md, "Webhooks", Kinds and bodies). Fields are
// written in the spec's order; retrieved_at is the event's own, so every retry and
// replay sends the same bytes.
import {
  checkEventData,
  ClientCreated,
  ScheduleCreated,
  type DomainEvent,
} from '@workmesh/platform';
import {
  clientCreatedSchema,
  scheduleCreatedSchema,
  type ClientCreatedData,
  type ScheduleCreatedData,
} from './events';
import type { WebhookEvent } from './models';

/** The domain events that fire webhooks, and the kind each fires. */
export const WEBHOOK_KIND_OF: Readonly<Record<string, WebhookEvent>> = {
  [ClientCreated.type]: 'new_client',
  [ScheduleCreated.type]: 'new_schedule',
};

export const WEBHOOK_ROUTING_KEYS = Object.keys(WEBHOOK_KIND_OF);

// The payloads are the fields of the notifier's view of each event (events.ts), written
// out one by one in the builders below so that their order is the spec's and nothing else
// a producer adds can leak into a body.
export interface NewClientBody {
  event: 'new_client';
  payload: Omit<ClientCreatedData, 'team_id'>;
  criteria: { team_id: number };
}

export interface NewScheduleBody {
  event: 'new_schedule';
  payload: ScheduleCreatedData;
  criteria: { team_id: number };
}

export type WebhookBody = NewClientBody | NewScheduleBody;

/** One event's webhook: its kind, the team whose subscriptions get it, and the JSON sent. */
export interface EventWebhook {
  kind: WebhookEvent;
  teamId: number;
  /** JSON.stringify of the body: the exact bytes signed and sent to every target. */
  body: string;
}

export function newClientBody(data: ClientCreatedData): NewClientBody {
  return {
    event: 'new_client',
    payload: {
      id: data.id,
      name: data.name,
      profile: data.profile,
      retrieved_at: data.retrieved_at,
    },
    criteria: { team_id: data.team_id },
  };
}

export function newScheduleBody(data: ScheduleCreatedData): NewScheduleBody {
  return {
    event: 'new_schedule',
    payload: {
      user_id: data.user_id,
      team_id: data.team_id,
      sid: data.sid,
      title: data.title,
      hours: data.hours,
      shift_start: data.shift_start,
      shift_end: data.shift_end,
      start_date: data.start_date,
      end_date: data.end_date,
      repetition: data.repetition,
      day_repeat: data.day_repeat,
      retrieved_at: data.retrieved_at,
    },
    criteria: { team_id: data.team_id },
  };
}

/** The event's webhook, or why its data cannot make one. */
export function webhookOf(
  event: DomainEvent,
): { webhook: EventWebhook; problem?: undefined } | { problem: string } {
  switch (event.type) {
    case ClientCreated.type: {
      const checked = checkEventData(clientCreatedSchema, event);
      if (checked.problem !== undefined) return { problem: checked.problem };
      const body = newClientBody(checked.data);
      return {
        webhook: { kind: body.event, teamId: body.criteria.team_id, body: JSON.stringify(body) },
      };
    }
    case ScheduleCreated.type: {
      const checked = checkEventData(scheduleCreatedSchema, event);
      if (checked.problem !== undefined) return { problem: checked.problem };
      const body = newScheduleBody(checked.data);
      return {
        webhook: { kind: body.event, teamId: body.criteria.team_id, body: JSON.stringify(body) },
      };
    }
    default:
      return { problem: `no webhook is sent for ${event.type} events` };
  }
}
