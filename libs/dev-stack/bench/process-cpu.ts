// CPU time by process over a measured run, read from /proc (Linux): what each hop of a
// request costs, side by side. A run's figure for a process is the CPU time it used
// during the run divided by the requests (or events) the run completed, so it includes
// that process's background work (health checks, timers) spread over those requests.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = 100;
    }
    if (!(ticksPerSecond > 0)) ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

/** User + system CPU seconds of a process so far; undefined when it cannot be read. */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return undefined;
  }
}

/** The first process whose command name is `name` (e.g. RabbitMQ's beam.smp). */
export function findProcessByName(name: string): number | undefined {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) return Number(entry);
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return undefined;
}

export type CpuShares = Record<string, number>;

/** Starts counting the processes' CPU time; the returned function stops and answers seconds by name. */
export function startCpuMeter(pids: Record<string, number>): () => CpuShares {
  const before = new Map<string, number>();
  for (const [name, pid] of Object.entries(pids)) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== undefined) before.set(name, seconds);
  }
  return () => {
    const used: CpuShares = {};
    for (const [name, start] of before) {
      const end = cpuSecondsOf(pids[name]!);
      if (end !== undefined) used[name] = end - start;
    }
    return used;
  };
}

/** CPU milliseconds per completed unit (request, event), by process, rounded to 0.01. */
export function perUnitMs(used: CpuShares, units: number): CpuShares {
  return Object.fromEntries(
    Object.entries(used).map(([name, seconds]) => [
      name,
      units > 0 ? Math.round((100_000 * seconds) / units) / 100 : NaN,
    ]),
  );
}
