// The time-tracking system tests' team: an organization in New York whose weeks start on
// Monday, with a client and a billable project, whose members are invited at known rates.
// It is set up through the SDK (`@workmesh/client`, `system.sdk`), as a client developer
// would; `addEntry` writes an entry through it too. `createEntry` is the same call as raw
// HTTP (`system.http`), for the tracking-*.system.ts files not yet ported to the SDK.
import type { CallOptions, Schema, WorkmeshClient } from '@workmesh/client';
import type { Reason } from '@workmesh/platform';
import type { RegisteredUser, System } from './system-harness';

/** The member's hourly rates (USD) the team invites them with. */
export const RATES = { pay_type: 'hourly', pay_rate: 40, bill_rate: 100 };
export const ZONE = 'America/New_York';

/** An instant as the ISO form with milliseconds, to compare answers whatever their form. */
export const instant = (iso: string) => new Date(iso).toISOString();

/**
 * A refusal as the SDK throws it (a WorkmeshError), for `rejects.toMatchObject`: the status,
 * the spec's text, the shape A body it came in and, where the gateway names one, the reason
 * (its `Workmesh-Error-Reason` header).
 */
export const refusal = (status: number, message: unknown, reason?: Reason) => ({
  status,
  message,
  body: { error: status, message },
  ...(reason === undefined ? {} : { reason }),
});

/** The fields of a manual entry but its project, start and end (description, tag_ids, …). */
export type EntryFields = Partial<
  Omit<Schema<'CreateTimeEntryBody'>, 'project_id' | 'start' | 'end'>
>;

export interface TrackingTeam {
  owner: RegisteredUser;
  teamId: number;
  clientId: number;
  projectId: number;
  /**
   * A member invited at the given rates, working in the team (their current team);
   * `registration`: their other sign-up fields (timezone, …).
   */
  joinedMember(
    terms?: Record<string, unknown>,
    registration?: Record<string, unknown>,
  ): Promise<RegisteredUser>;
  /** The SDK as the user, on the stack's gateway. */
  sdk(user: RegisteredUser): WorkmeshClient;
  /** A manual entry of the user on the team's project, through the SDK. */
  addEntry(
    user: RegisteredUser,
    start: string,
    end: string,
    extra?: EntryFields,
    options?: CallOptions,
  ): Promise<Schema<'TimeEntry'>>;
  /** The same entry as raw HTTP (`system.http`), for the files that still talk HTTP. */
  createEntry(
    user: RegisteredUser,
    start: string,
    end: string,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): ReturnType<System['http']>;
}

export async function trackingTeam(system: System): Promise<TrackingTeam> {
  const owner = await system.register();
  const teamId: number = owner.user.current_team_id;
  const asOwner = system.sdk(owner.user.token);
  const settings = await asOwner.updateTeamSettings({
    team_id: teamId,
    timezone: ZONE,
    week_start: 'monday',
  });
  expect(settings).toMatchObject({ team_id: teamId, timezone: ZONE, week_start: 'monday' });
  const client = await asOwner.createClient({ name: 'Acme', email: system.uniqueEmail() });
  const clientId = client.success.id;
  const project = await asOwner.createProject({
    project: 'Website',
    key: 'WEB',
    client_id: clientId,
  });
  expect(project.isBillable).toBe(true);
  const projectId = project.id;
  const sdk = (user: RegisteredUser) => system.sdk(user.user.token);

  return {
    owner,
    teamId,
    clientId,
    projectId,
    async joinedMember(terms = RATES, registration = {}) {
      const member = await system.invitedMember(owner, 'member', terms, registration);
      await system.switchTeam(member, teamId);
      return member;
    },
    sdk,
    addEntry: (user, start, end, extra = {}, options = {}) =>
      sdk(user).createTimeEntry({ project_id: projectId, start, end, ...extra }, options),
    createEntry: (user, start, end, extra = {}, headers = {}) =>
      system.http(
        'POST',
        '/api/v3/time-entry/create',
        { project_id: projectId, start, end, ...extra },
        user.user.token,
        headers,
      ),
  };
}
