// The time-tracking system tests' team: an organization in New York whose weeks start on
// Monday, with a client and a billable project, whose members are invited at known rates.
import type { RegisteredUser, System } from './system-harness';

/** The member's hourly rates (USD) the team invites them with. */
export const RATES = { pay_type: 'hourly', pay_rate: 40, bill_rate: 100 };
export const ZONE = 'America/New_York';

/** An instant as the ISO form with milliseconds, to compare answers whatever their form. */
export const instant = (iso: string) => new Date(iso).toISOString();

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
  /** A manual entry of the user on the team's project. */
  createEntry(
    user: RegisteredUser,
    start: string,
    end: string,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): ReturnType<System['http']>;
}

export async function trackingTeam(system: System): Promise<TrackingTeam> {
  const { http } = system;
  const owner = await system.register();
  const teamId: number = owner.user.current_team_id;
  const settings = await http(
    'POST',
    '/api/v3/team/settings/update',
    { team_id: teamId, timezone: ZONE, week_start: 'monday' },
    owner.user.token,
  );
  expect(settings.status).toBe(200);
  expect(settings.body).toMatchObject({ team_id: teamId, timezone: ZONE, week_start: 'monday' });
  const client = await http(
    'POST',
    '/api/v1/client/create',
    { name: 'Acme', email: system.uniqueEmail() },
    owner.user.token,
  );
  expect(client.status).toBeLessThan(300);
  const clientId: number = client.body.success.id;
  const project = await http(
    'POST',
    '/api/v3/project/create',
    { project: 'Website', key: 'WEB', client_id: clientId },
    owner.user.token,
  );
  expect(project.status).toBe(201);
  expect(project.body.isBillable).toBe(true);
  const projectId: number = project.body.id;

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
    createEntry: (user, start, end, extra = {}, headers = {}) =>
      http(
        'POST',
        '/api/v3/time-entry/create',
        { project_id: projectId, start, end, ...extra },
        user.user.token,
        headers,
      ),
  };
}
