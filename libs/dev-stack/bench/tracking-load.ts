// The tracking write rows of the system bench, through the gateway: timer start → stop
// and time-entry create, each as fast as possible, then at half that rate for its p99.
//   timer: one registered user (their own team and project) per connection, each running
//          POST timer/start then POST timer/stop over and over: a user has one running
//          timer, so users shared by connections would refuse each other's starts. Each
//          request is timed on its own (start and stop are both counted in requests/s).
//          The calls are made with fetch from this process (grpc-load.ts's loop), since
//          autocannon cannot give each connection its own token.
//   time entry: POST time-entry/create as the owner with autocannon, each entry 10 minutes
//          and 15 minutes after the previous one (from 2024-01-01: far from the report's
//          month and from today's timers), so none overlaps another.
import { RefusedCall, loadSequences, type TimedCall } from './grpc-load';
import { unique, type BenchStack } from './bench-stack';
import type { LoadFigures, LoadRunner } from './load';

/** The same loads again, as fast as possible (the profile runs at the end of the bench). */
export interface TrackingWorkloads {
  timer: (seconds: number) => Promise<unknown>;
  timeEntry: (seconds: number) => Promise<unknown>;
}

export interface TrackingRows {
  timerMax: LoadFigures;
  timerAtHalfRate: LoadFigures;
  timeEntryMax: LoadFigures;
  timeEntryAtHalfRate: LoadFigures;
}

/** A POST with a JSON body through HTTP; rejects with RefusedCall outside 2xx. */
const httpPost =
  (url: string, token: string, body: () => unknown): TimedCall =>
  async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body()),
    });
    const text = await response.text();
    if (!response.ok) throw new RefusedCall(`HTTP ${response.status}: ${text.slice(0, 200)}`);
    return text;
  };

/** A registered user with their own team and one project of it, for timers. */
async function timerUser(bench: BenchStack): Promise<{ token: string; projectId: number }> {
  const password = 'correct horse battery';
  const registered = await fetch(`${bench.gateway}/api/v3/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Timer User',
      email: `timer${unique()}@example.com`,
      password,
      c_password: password,
    }),
  });
  const user = (await registered.json()) as { id: number; current_team_id: number; token: string };
  if (!registered.ok) throw new Error(`register: ${registered.status} ${JSON.stringify(user)}`);
  const project = await bench.grpc.clients.CreateProject(
    { project: `Timer project ${unique()}`, key: 'TM' },
    { caller: { userId: user.id, teamId: user.current_team_id } },
  );
  return { token: user.token, projectId: project.id };
}

const FIRST_ENTRY = Date.UTC(2024, 0, 1, 8);
const ENTRY_MINUTES = 10;
const ENTRY_SPACING_MINUTES = 15;

export async function measureTrackingRows(
  bench: BenchStack,
  runner: LoadRunner,
  run: { connections: number; seconds: number; warmupSeconds: number },
  /** Waits until the events of the last run have been handled (webhooks quiet). */
  settle: () => Promise<unknown>,
): Promise<{ rows: TrackingRows; workloads: TrackingWorkloads }> {
  const { gateway, owner, pids } = bench;
  const half = (max: LoadFigures) => Math.max(1, Math.floor(max.requestsPerSecond / 2));

  // ---- timer start → stop, one user per connection ----
  const users: Array<{ token: string; projectId: number }> = [];
  for (let index = 0; index < run.connections; index++) users.push(await timerUser(bench));
  const timerSequence = (worker: number): TimedCall[] => {
    const { token, projectId } = users[worker]!;
    return [
      httpPost(`${gateway}/api/v3/timer/start`, token, () => ({ project_id: projectId })),
      httpPost(`${gateway}/api/v3/timer/stop`, token, () => ({})),
    ];
  };
  await loadSequences(timerSequence, { ...run, seconds: run.warmupSeconds }, pids());
  const timerMax = await loadSequences(timerSequence, run, pids());
  // The half-rate run measures the path at that rate, not the maximum's backlog of events.
  await settle();
  const timerAtHalfRate = await loadSequences(
    timerSequence,
    { ...run, overallRate: half(timerMax) },
    pids(),
  );

  await settle();

  // ---- time-entry create, entries that never overlap ----
  const { id: projectId } = await bench.grpc.clients.CreateProject(
    // Letters only, and out of reach of system-bench's keys (2–3 letters from AA).
    { project: `Entry project ${unique()}`, key: 'ZZZZY' },
    { caller: owner },
  );
  let entrySerial = 0;
  const entryBody = () => {
    const start = FIRST_ENTRY + entrySerial++ * ENTRY_SPACING_MINUTES * 60_000;
    return {
      project_id: projectId,
      start: new Date(start).toISOString(),
      end: new Date(start + ENTRY_MINUTES * 60_000).toISOString(),
      description: 'bench entry',
    };
  };
  const entryCreate = `${gateway}/api/v3/time-entry/create`;
  const post = { ...run, method: 'POST' as const, token: owner.token, body: entryBody };
  const timeEntryMax = await runner.measure(entryCreate, post);
  await settle();
  const timeEntryAtHalfRate = await runner.load(entryCreate, {
    ...post,
    overallRate: half(timeEntryMax),
  });

  return {
    rows: { timerMax, timerAtHalfRate, timeEntryMax, timeEntryAtHalfRate },
    workloads: {
      timer: (seconds) => loadSequences(timerSequence, { ...run, seconds }, {}),
      timeEntry: (seconds) => runner.load(entryCreate, { ...post, seconds }),
    },
  };
}
