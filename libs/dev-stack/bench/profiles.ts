// CPU profiles of the system's processes, in runs of their own after the measured ones:
// every process starts with an idle profiler preloaded (cpu-profiler-preload.ts), which
// SIGUSR2 switches on and off again, writing a .cpuprofile under its folder.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { summariseCpuProfile, type ProfileSummary } from './cpu-profile';
import { sleep } from './load';

/** The environment that preloads the idle profiler, writing under profileDir/name. */
export function profilerEnvironment(profileDir: string, name: string): Record<string, string> {
  return {
    NODE_OPTIONS: `--require ${path.join(__dirname, 'cpu-profiler-preload.js')}`,
    BENCH_CPU_PROFILE_DIR: path.join(profileDir, name),
  };
}

/** Runs start with these variables in process.env (children spawned meanwhile inherit them). */
export async function withEnvironment<T>(
  variables: Record<string, string>,
  start: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  Object.assign(process.env, variables);
  try {
    return await start();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const profilesIn = (dir: string, pid: number) =>
  existsSync(dir)
    ? readdirSync(dir).filter((file) => file.startsWith(`${pid}-`) && file.endsWith('.cpuprofile'))
    : [];

/** Switches the named processes' profilers on for the work, and summarises what they wrote. */
export async function profileRun(
  pids: Record<string, number>,
  names: string[],
  profileDir: string,
  work: () => Promise<unknown>,
): Promise<Record<string, ProfileSummary | string>> {
  const present = names.filter((name) => pids[name] !== undefined);
  const before = new Map(
    present.map((name) => [name, profilesIn(path.join(profileDir, name), pids[name]!)]),
  );
  for (const name of present) process.kill(pids[name]!, 'SIGUSR2');
  await sleep(200);
  await work();
  for (const name of present) process.kill(pids[name]!, 'SIGUSR2');
  const summaries: Record<string, ProfileSummary | string> = {};
  for (const name of present) {
    const dir = path.join(profileDir, name);
    const deadline = Date.now() + 15_000;
    let file: string | undefined;
    while (!file && Date.now() < deadline) {
      file = profilesIn(dir, pids[name]!).find((entry) => !before.get(name)!.includes(entry));
      if (!file) await sleep(100);
    }
    summaries[name] = file
      ? summariseCpuProfile(path.join(dir, file), 8)
      : 'no profile written within 15 s';
  }
  return summaries;
}
