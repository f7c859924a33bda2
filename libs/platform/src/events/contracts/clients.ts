// The events clients records: client.created fires the new_client webhook (notifier),
// project.created sets the creator's first-project flag (identity).
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import { id, name, text, utcDateTime } from './field-rules';

const SOURCE = 'clients';

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

export type ClientCreatedData = {
  id: number;
  name: string;
  /** '' when the client has none. */
  email: string;
  /** The logo's full URL, '' when none. */
  profile: string;
  team_id: number;
  user_id: number;
  /** The new_client webhook's `YYYY-MM-DD HH:MM:SS` (UTC): when the client was created. */
  retrieved_at: string;
};

export const ClientCreated = eventContract('client.created', SOURCE).withData<ClientCreatedData>({
  id,
  name,
  email: text(320),
  profile: text(4096),
  team_id: id,
  user_id: id,
  retrieved_at: utcDateTime,
});

export type ProjectCreatedData = {
  project_id: number;
  team_id: number;
  /** The creator (identity sets their is_first_project_added). */
  user_id: number;
  name: string;
  key: string;
};

export const ProjectCreated = eventContract('project.created', SOURCE).withData<ProjectCreatedData>(
  {
    project_id: id,
    team_id: id,
    user_id: id,
    name,
    key: Joi.string().min(1).max(100).required(),
  },
);
