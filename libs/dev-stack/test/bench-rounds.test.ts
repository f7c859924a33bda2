// The bench's ratio rounds and the aims that judge them (pure functions; no stack).
import { percentRange, ratioAim } from '../bench/aims';
import type { LoadFigures } from '../bench/load';
import { medianOf, medianRoundIndex, ratiosOf, summariseRatios } from '../bench/rounds';

const figures = (requestsPerSecond: number, failed = 0): LoadFigures => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 2,
  meanMs: 1,
  total: requestsPerSecond,
  non2xx: failed,
  errors: 0,
  cpuMsPerRequest: {},
  coresBusy: 1,
});

describe('bench rounds', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([])).toBeNaN();
  });

  it('summarises per-round ratios with their median, min and max, in round order', () => {
    const rounds = [
      { gateway: figures(500), grpc: figures(1000) },
      { gateway: figures(300), grpc: figures(1000) },
      { gateway: figures(600), grpc: figures(1000) },
    ];
    const summary = ratiosOf(
      rounds,
      (r) => r.gateway,
      (r) => r.grpc,
    );
    expect(summary).toEqual({ median: 0.5, min: 0.3, max: 0.6, rounds: [0.5, 0.3, 0.6] });
    expect(medianRoundIndex(summary)).toBe(0);
    expect(percentRange(summary)).toBe('50.0% (30.0–60.0%)');
  });

  it('lets one noisy round not swing the aim, and a failed request miss it', () => {
    const noisy = summariseRatios([0.55, 0.2, 0.52]);
    expect(ratioAim('aim', noisy, 0.5, [figures(1)]).met).toBe(true);
    expect(ratioAim('aim', noisy, 0.5, [figures(1, 1)]).met).toBe(false);
    expect(ratioAim('aim', summariseRatios([0.55, 0.2, 0.4]), 0.5, []).met).toBe(false);
  });
});
