// Balances (docs/time-off.md, Balances): accrual (yearly, pro rata in the join year;
// monthly, a twelfth a month), carry-over into the next year at most carry_over_max,
// and what requests take (taken up to today, planned after, pending).
import {
  asMember,
  asOwner,
  failureOf,
  schedulingForFile,
  type TeamFixture,
} from './scheduling-harness';
import { policy, thisYear, weekdaysOf, type PolicyFields } from './time-off-fixtures';

const h = schedulingForFile();

async function policyOf(fixture: TeamFixture, fields: Partial<PolicyFields>) {
  return h.client.CreateTimeOffPolicy(policy(fields), asOwner(fixture));
}

const balanceOf = async (fixture: TeamFixture, year: number, policyId: number) => {
  const { balances } = await h.client.GetTimeOffBalances({ year }, asMember(fixture));
  return balances.find((balance) => balance.policy_id === policyId);
};

describe('monthly accrual and carry-over', () => {
  it('January of the next year carries over min(carry_over_max, what remained), and requests may use it', async () => {
    const year = thisYear();
    const fixture = h.team({ members: 1 });
    h.teams.setPay(fixture, fixture.members[0], { joined_at: `${year}-01-01T00:00:00.000Z` });
    const monthly = await policyOf(fixture, {
      accrual: 'monthly',
      allowance: 12,
      carry_over_max: 5,
      requires_approval: false,
    });
    const [january, february] = [weekdaysOf(year, 1)[2], weekdaysOf(year, 2)[2]];
    for (const day of [january, february])
      await h.client.CreateTimeOffRequest(
        { policy_id: monthly.id, from: day, to: day },
        asMember(fixture),
      );

    const current = await balanceOf(fixture, year, monthly.id);
    const next = await balanceOf(fixture, year + 1, monthly.id);

    const month = new Date().getUTCMonth() + 1;
    expect(current).toMatchObject({ allowance: 12, carried_over: 0, accrued: month });
    expect(current!.taken + current!.planned).toBe(2);
    expect(next).toMatchObject({ carried_over: 5, accrued: 0, taken: 0, planned: 0, remaining: 5 });

    // January of the next year: 5 carried + 1 accrued = 6 days may be asked, not a 7th.
    const nextJanuary = weekdaysOf(year + 1, 1);
    const six = await h.client.CreateTimeOffRequest(
      { policy_id: monthly.id, from: nextJanuary[0], to: nextJanuary[5] },
      asMember(fixture),
    );
    const seventh = await failureOf(
      h.client.CreateTimeOffRequest(
        { policy_id: monthly.id, from: nextJanuary[6], to: nextJanuary[6] },
        asMember(fixture),
      ),
    );
    expect(six.amount).toBe(6);
    expect(seventh.reason).toBe('TIME_OFF_BALANCE_EXCEEDED');
    expect(await balanceOf(fixture, year + 1, monthly.id)).toMatchObject({ planned: 6 });
  });
});

describe('yearly accrual', () => {
  it('a member joining on 1 July gets the allowance pro rata that year, all of it the next', async () => {
    const fixture = h.team({ members: 1 });
    h.teams.setPay(fixture, fixture.members[0], { joined_at: '2026-07-01T00:00:00.000Z' });
    const yearly = await policyOf(fixture, { allowance: 20 });

    const joinYear = await balanceOf(fixture, 2026, yearly.id);
    const after = await balanceOf(fixture, 2027, yearly.id);
    const before = await balanceOf(fixture, 2025, yearly.id);

    // 20 × 184 days (1 July – 31 December) / 365 = 10.082 → 10.08
    expect(joinYear).toMatchObject({ allowance: 20, accrued: 10.08, remaining: 10.08 });
    expect(after?.accrued).toBe(20);
    expect(before?.accrued).toBe(0);
  });

  it('approved days of a past year are taken, of a future year planned; pending apart', async () => {
    const year = thisYear();
    const fixture = h.team({ members: 1 });
    h.teams.setPay(fixture, fixture.members[0], { joined_at: `${year - 1}-01-01T00:00:00.000Z` });
    const auto = await policyOf(fixture, { allowance: 10, requires_approval: false });
    const reviewed = await policyOf(fixture, { allowance: 10 });
    const [past, future] = [weekdaysOf(year - 1, 3), weekdaysOf(year + 1, 3)];
    await h.client.CreateTimeOffRequest(
      { policy_id: auto.id, from: past[0], to: past[2] },
      asMember(fixture),
    );
    await h.client.CreateTimeOffRequest(
      { policy_id: auto.id, from: future[0], to: future[1] },
      asMember(fixture),
    );
    await h.client.CreateTimeOffRequest(
      { policy_id: reviewed.id, from: future[3], to: future[3] },
      asMember(fixture),
    );

    expect(await balanceOf(fixture, year - 1, auto.id)).toMatchObject({
      taken: 3,
      planned: 0,
      remaining: 7,
    });
    expect(await balanceOf(fixture, year + 1, auto.id)).toMatchObject({
      taken: 0,
      planned: 2,
      remaining: 8,
    });
    expect(await balanceOf(fixture, year + 1, reviewed.id)).toMatchObject({
      pending: 1,
      remaining: 10,
    });
  });
});

describe('who sees balances', () => {
  it("a member sees their own, not another member's (403); the owner sees any member's", async () => {
    const fixture = h.team({ members: 2 });
    const yearly = await policyOf(fixture, { allowance: 5 });

    const own = await h.client.GetTimeOffBalances({}, asMember(fixture));
    const error = await failureOf(
      h.client.GetTimeOffBalances({ user_id: fixture.members[1].id }, asMember(fixture)),
    );
    const byOwner = await h.client.GetTimeOffBalances(
      { user_id: fixture.members[1].id },
      asOwner(fixture),
    );

    expect(own).toMatchObject({ user_id: fixture.members[0].id, year: thisYear() });
    expect(own.balances.map((balance) => balance.policy_id)).toEqual([yearly.id]);
    expect(error.kind).toBe('permission_denied');
    expect(byOwner.user_id).toBe(fixture.members[1].id);
  });
});
