// The events the teams service emits (docs/architecture.md, Events).
import { newEvent, type DomainEvent } from '@workmesh/platform';

export const SOURCE = 'teams';

export const TEAM_CREATED = 'team.created';

// A type alias (not an interface) so it fits DomainEvent's Record<string, unknown> data.
export type TeamCreatedData = {
  team_id: number;
  name: string;
  owner_user_id: number;
};

export function teamCreated(team: {
  id: number;
  name: string;
  owner_user_id: number;
}): DomainEvent<TeamCreatedData> {
  return newEvent<TeamCreatedData>(
    TEAM_CREATED,
    { team_id: team.id, name: team.name, owner_user_id: team.owner_user_id },
    SOURCE,
  );
}
