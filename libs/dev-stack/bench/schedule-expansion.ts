// services/scheduling's expand-and-store bench, run as a child process: its
// 300 members × 1 year row and its 1 member × 1 week baseline row.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export interface ScheduleFigures {
  entries: number;
  seconds: number;
  entriesPerSecond: number;
  peakRssMiB: number;
  baselineMsPerEntry: number;
  msPerEntry: number;
}

export async function scheduleExpansion(root: string): Promise<ScheduleFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'services/scheduling/dist/bench/expand-and-store.js')],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  const row = (prefix: string) => {
    const line = stdout.split('\n').find((text) => text.startsWith(`| ${prefix}`));
    if (!line) throw new Error(`no "${prefix}" row in:\n${stdout}`);
    return line.split('|').map((cell) => cell.trim());
  };
  // | scenario | entries | runs | wall time (s) | entries/s | ms per entry | vs baseline | peak RSS | peak heap |
  const large = row('300 members');
  const baseline = row('baseline');
  return {
    entries: Number(large[2]),
    seconds: Number(large[4]),
    entriesPerSecond: Number(large[5]),
    msPerEntry: Number(large[6]),
    peakRssMiB: Number(large[8]),
    baselineMsPerEntry: Number(baseline[6]),
  };
}
