// Ratios measured in alternating rounds (baseline, system, baseline, system, …): a noisy
// phase of the machine (another process waking, a compaction) then lowers one round's
// ratio instead of the whole figure, and the median over the rounds is what an aim judges.
import { ratio, type LoadFigures } from './load';

/** A ratio over rounds: the median judged by the aims, the spread shown beside it. */
export interface RatioSummary {
  median: number;
  min: number;
  max: number;
  /** Each round's ratio, in the order the rounds ran. */
  rounds: number[];
}

/** The median of the values (the mean of the two middle ones for an even count); NaN for none. */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median, min and max of per-round ratios, to 3 decimals as single ratios are. */
export function summariseRatios(rounds: readonly number[]): RatioSummary {
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  return {
    median: round3(medianOf(rounds)),
    min: rounds.length ? Math.min(...rounds) : NaN,
    max: rounds.length ? Math.max(...rounds) : NaN,
    rounds: [...rounds],
  };
}

/** Each round's requests/s ratio of `value` against `baseline`. */
export function ratiosOf<R>(
  rounds: readonly R[],
  value: (round: R) => LoadFigures,
  baseline: (round: R) => LoadFigures,
): RatioSummary {
  return summariseRatios(
    rounds.map((round) => ratio(value(round).requestsPerSecond, baseline(round).requestsPerSecond)),
  );
}

/** The index of the round whose ratio is the median (the lower middle one for an even count). */
export function medianRoundIndex(summary: RatioSummary): number {
  const order = summary.rounds.map((value, index) => ({ value, index }));
  order.sort((a, b) => a.value - b.value);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}

/** "0.512 (0.488–0.530)": a ratio summary as the report and the aims show it. */
export const medianWithRange = (summary: RatioSummary, format = (v: number) => v.toFixed(3)) =>
  `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;

/**
 * Runs `count` rounds, each running every step once in the order given (so the steps
 * alternate), and answers each round's figures by step name.
 */
export async function inRounds<Name extends string>(
  count: number,
  steps: ReadonlyArray<[Name, () => Promise<LoadFigures>]>,
): Promise<Array<Record<Name, LoadFigures>>> {
  const rounds: Array<Record<Name, LoadFigures>> = [];
  for (let index = 0; index < count; index++) {
    const round = {} as Record<Name, LoadFigures>;
    for (const [name, step] of steps) round[name] = await step();
    rounds.push(round);
  }
  return rounds;
}
