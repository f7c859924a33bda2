// The chain's pure rules: one canonical text per value, and a record's hash covering
// every field and the hash before it.
import { ChainCheck, canonicalJson, chained, GENESIS_HASH, hashOf } from '../src/audit-chain';

const fields = (id: string) => ({
  id,
  team_id: 3,
  action: 'client.created',
  object_type: 'client',
  object_id: '9',
  actor: { user_id: 4, session_id: 'abc' },
  ip: '198.51.100.1',
  user_agent: 'test',
  request_id: 'r1',
  occurred_at: '2026-11-28T10:00:00.000Z',
  recorded_at: '2026-11-28T10:00:00.100Z',
  changes: canonicalJson({ name: { after: 'Acme' } }),
  subject_user_id: 0,
  event_id: `event-${id}`,
});

describe('the audit chain', () => {
  it('writes one canonical JSON per value: keys sorted at every depth, undefined left out', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });

  it("chains a team's first record after the genesis hash, and the next after it", () => {
    const first = chained(fields('a'), null);
    const second = chained(fields('b'), first);

    expect(first).toMatchObject({ seq: 1, prev_hash: GENESIS_HASH });
    expect(second).toMatchObject({ seq: 2, prev_hash: first.hash });
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['action', 'client.deleted'],
    ['object_id', '10'],
    ['changes', '{}'],
    ['occurred_at', '2026-11-28T10:00:01.000Z'],
    ['team_id', 4],
  ])('changes the hash when %s changes', (field, value) => {
    const record = chained(fields('a'), null);
    expect(hashOf({ ...record, [field]: value })).not.toBe(record.hash);
  });

  it('changes the hash when the actor changes', () => {
    const record = chained(fields('a'), null);
    expect(hashOf({ ...record, actor: { user_id: 5, session_id: 'abc' } })).not.toBe(record.hash);
  });

  it('finds the first record that does not follow: an edit, or a gap', () => {
    const first = chained(fields('a'), null);
    const second = chained(fields('b'), first);
    const third = chained(fields('c'), second);

    const intact = new ChainCheck(null);
    expect([first, second, third].every((record) => intact.next(record))).toBe(true);

    const edited = new ChainCheck(null);
    [first, { ...second, action: 'x.y' }, third].forEach((record) => edited.next(record));
    expect(edited.brokenAt).toBe('b');

    const gap = new ChainCheck(null);
    [first, third].forEach((record) => gap.next(record));
    expect(gap.brokenAt).toBe('c');

    // After retention removed the first: checked from its mark.
    const fromMark = new ChainCheck({ seq: 1, hash: first.hash });
    expect([second, third].every((record) => fromMark.next(record))).toBe(true);
  });
});
