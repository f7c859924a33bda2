// The User record of the spec (registration and login response), from a stored user.
// Secrets (the password hash, the token version) never leave this service.
import type { StoredUser } from './models';
import type { UserMessage } from './proto-types';

const isoOrUndefined = (date: Date | null): string | undefined =>
  date ? date.toISOString() : undefined;

export function toUserRecord(user: StoredUser): UserMessage {
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    username: user.username,
    profile_photo_url: user.profile_photo_url,
    current_team_id: user.current_team_id,
    role: user.role,
    isAdmin: user.isAdmin,
    contact_count: user.contact_count,
    is_first_project_added: user.is_first_project_added,
    is_first_task_added: user.is_first_task_added,
    is_first_member_invited: user.is_first_member_invited,
    timezone: user.timezone,
    // Unset optional fields travel as absent; the gateway shows them as null.
    two_factor_confirmed_at: isoOrUndefined(user.two_factor_confirmed_at),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    app_id: user.app_id,
    speed_limit: user.speed_limit,
    email_verified_at: isoOrUndefined(user.email_verified_at),
    phone: user.phone ?? undefined,
  };
}
