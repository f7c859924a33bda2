// The events the clients service emits (docs/architecture.md, Events). Each is
// recorded in the transaction of the change it reports (outbox) and published after
// the commit.
import { newEvent, type DomainEvent } from '@workmesh/platform';

export const SOURCE = 'clients';

export const CLIENT_CREATED = 'client.created';
export const PROJECT_CREATED = 'project.created';

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

export type ProjectCreatedData = {
  project_id: number;
  team_id: number;
  /** The creator (identity sets their is_first_project_added). */
  user_id: number;
  name: string;
  key: string;
};

/** 2024-05-01T10:00:00.000Z → 2024-05-01 10:00:00 */
export const webhookTimestamp = (date: Date): string =>
  date.toISOString().slice(0, 19).replace('T', ' ');

export const clientCreated = (data: ClientCreatedData): DomainEvent<ClientCreatedData> =>
  newEvent(CLIENT_CREATED, data, SOURCE);

export const projectCreated = (data: ProjectCreatedData): DomainEvent<ProjectCreatedData> =>
  newEvent(PROJECT_CREATED, data, SOURCE);
