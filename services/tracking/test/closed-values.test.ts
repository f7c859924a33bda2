// The report groupings tracking takes are platform's (closed-values.ts, from
// tracking.proto's ReportGrouping), which the gateway's description shows
// (gateway/test/openapi-closed-values): each is taken, an unlisted one refused.
import { REPORT_GROUPINGS } from '@workmesh/platform';
import { validatedSummaryReport } from '../src/report-rules';

const period = { from: '2026-03-01', to: '2026-03-31' };

describe('the groupings the summary report takes', () => {
  it.each(REPORT_GROUPINGS)('group_by %s is taken', (grouping) => {
    expect(validatedSummaryReport({ ...period, group_by: grouping }).group_by).toBe(grouping);
  });

  // The service trims and lowercases a grouping first (` User ` is `user`): only the
  // listed words, in any case, are taken.
  it.each(['month', 'users', 'team'])('group_by %s is refused', (grouping) => {
    expect(() => validatedSummaryReport({ ...period, group_by: grouping })).toThrow(
      expect.objectContaining({ kind: 'invalid_argument' }),
    );
  });
});
