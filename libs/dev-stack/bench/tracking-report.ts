// The reports' bench scenario (issue 18): a month of entries of a 50-member team,
// written through the services' gRPC interfaces as an owner would write them (members
// registered with identity and added by teams, clients and projects created by clients,
// entries created by tracking's CreateTimeEntry on the members' behalf), and the summary
// report over it, by project then day in America/New_York.
import type { Caller } from '@workmesh/platform';
import { unique, type BenchStack } from './bench-stack';

export const REPORT_MEMBERS = 50;
/** Entries seeded for the report (BENCH_REPORT_ENTRIES; 25,000 by default). */
export const REPORT_ENTRIES = Number(process.env.BENCH_REPORT_ENTRIES ?? 25_000);
export const REPORT_PROJECTS = 20;
const REPORT_CLIENTS = 5;
/** March 2026: the month holds the America/New_York spring-forward day. */
export const REPORT_QUERY = {
  from: '2026-03-01',
  to: '2026-04-01',
  timezone: 'America/New_York',
  group_by: 'project',
  sub_group: 'day',
} as const;
const MONTH_START = Date.UTC(2026, 2, 1, 5); // 00:00 EST
const MONTH_DAYS = 31;
const PASSWORD = 'correct horse battery';

/** Runs work(0 … count-1), `concurrency` at a time. */
async function inPool(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/**
 * The owner's team gets REPORT_MEMBERS - 1 more members (registered, then added at an
 * hourly rate), REPORT_CLIENTS clients and REPORT_PROJECTS projects (every fourth not
 * billable), and `entries` entries spread over the month, 20-40 minutes each, back to
 * back per member and day. Entries are created `concurrency` at a time.
 */
export async function seedMonthOfEntries(
  grpc: BenchStack['grpc'],
  owner: Caller & { teamId: number },
  entries = REPORT_ENTRIES,
  concurrency = 16,
): Promise<{ entries: number; members: number }> {
  const as = { caller: owner };
  const teamId = owner.teamId;
  await grpc.teams.UpdateTeamSettings({ team_id: teamId, add_registered_users_directly: true }, as);
  const userIds: number[] = [owner.userId];
  await inPool(REPORT_MEMBERS - 1, 4, async (index) => {
    const email = `member${index}-${unique()}@example.com`;
    const session = await grpc.identity.Register({
      name: `Bench Member ${index + 1}`,
      email,
      password: PASSWORD,
      c_password: PASSWORD,
    });
    const added = await grpc.teams.SendInvitation(
      { team_id: teamId, email, role: 'member', pay_type: 'hourly', pay_rate: 50, bill_rate: 120 },
      as,
    );
    if (added.outcome !== 'added')
      throw new Error(`member ${email} was not added: ${added.outcome}`);
    userIds.push(session.user!.id);
  });

  const clientIds: number[] = [];
  for (let index = 0; index < REPORT_CLIENTS; index++) {
    const client = await grpc.clients.CreateClient(
      { fields: { name: `Bench client ${index + 1}`, email: `client${unique()}@example.com` } },
      as,
    );
    clientIds.push(client.id);
  }
  const projectIds: number[] = [];
  for (let index = 0; index < REPORT_PROJECTS; index++) {
    const project = await grpc.clients.CreateProject(
      {
        project: `Bench project ${index + 1}`,
        key: `REP${String.fromCharCode(65 + index)}`,
        client_id: clientIds[index % REPORT_CLIENTS],
        billable: index % 4 === 0 ? 'no' : 'yes',
      },
      as,
    );
    projectIds.push(project.id);
  }

  const perUserDay = Math.ceil(entries / (REPORT_MEMBERS * MONTH_DAYS));
  await inPool(entries, concurrency, async (index) => {
    const member = index % REPORT_MEMBERS;
    const slot = Math.floor(index / REPORT_MEMBERS);
    const day = slot % MONTH_DAYS;
    const turn = Math.floor(slot / MONTH_DAYS) % perUserDay;
    const start = MONTH_START + day * 86_400_000 + 8 * 3_600_000 + turn * 45 * 60_000;
    const minutes = 20 + ((index * 7) % 21);
    await grpc.tracking.CreateTimeEntry(
      {
        project_id: projectIds[(member + turn) % REPORT_PROJECTS],
        user_id: userIds[member],
        start: new Date(start).toISOString(),
        end: new Date(start + minutes * 60_000).toISOString(),
        timezone: REPORT_QUERY.timezone,
        description: '',
      },
      as,
    );
  });
  return { entries, members: userIds.length };
}
