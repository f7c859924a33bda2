// Summarises a V8 .cpuprofile (node --cpu-prof) into where the time went: the top
// functions by self time and the top modules (npm package, workspace package, node).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface ProfileShare {
  name: string;
  percent: number;
}

export interface ProfileSummary {
  /** Samples not idle, as a share of all samples. */
  busyPercent: number;
  topFunctions: ProfileShare[];
  topModules: ProfileShare[];
}

const IDLE = new Set(['(idle)', '(program)']);

function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (npm) return npm[1]!;
  const workspace = /\/(libs|services|gateway)\/([^/]*)/.exec(url);
  if (workspace) return workspace[1] === 'gateway' ? 'gateway' : `${workspace[1]}/${workspace[2]}`;
  return url;
}

function top(shares: Map<string, number>, total: number, count: number): ProfileShare[] {
  return [...shares.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => ({ name, percent: Math.round((1000 * hits) / total) / 10 }));
}

/** Shares are of the busy (non-idle) samples. */
export function summariseCpuProfile(file: string, count = 10): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  let all = 0;
  let busy = 0;
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    all += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    if (IDLE.has(functionName) || hits === 0) continue;
    busy += hits;
    const where = url
      ? ` ${url.replace(/^.*\/(node_modules|work\/main)\//, '')}:${lineNumber + 1}`
      : '';
    const name = `${functionName || '(anonymous)'}${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    const module = moduleOf(url, functionName);
    byModule.set(module, (byModule.get(module) ?? 0) + hits);
  }
  return {
    busyPercent: all ? Math.round((1000 * busy) / all) / 10 : 0,
    topFunctions: top(byFunction, busy || 1, count),
    topModules: top(byModule, busy || 1, count),
  };
}
