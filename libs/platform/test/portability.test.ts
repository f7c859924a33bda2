// The Portability paging every data-owning service shares (portability.ts): a kind's
// records of one scope, in key order, a page at a time (next_after the page's last key),
// as JSON Lines; limits 1..5000 (default 1000), a kind's own cap, unknown kinds and
// scopes refused as INVALID_ARGUMENT.
import {
  connectionModel,
  DomainError,
  exportPage,
  kindsFor,
  mongoose,
  toJsonLines,
  type ExportKind,
} from '../src';
import { openTestDatabase, type TestDatabase } from './events/mongo-fixture';

let database: TestDatabase;
let kinds: ExportKind[];
beforeAll(async () => {
  database = await openTestDatabase();
  const Note = connectionModel(
    database.connection,
    'PortabilityNote',
    new mongoose.Schema(
      {
        _id: Number,
        team_id: Number,
        user_id: Number,
        text: String,
        secret: String,
      },
      { collection: 'portability_notes', versionKey: false },
    ),
  );
  await Note.insertMany([
    ...Array.from({ length: 7 }, (_, i) => ({
      _id: 10 + i,
      team_id: 1,
      user_id: i % 2 === 0 ? 5 : 6,
      text: `note ${i}\nsecond line`,
      secret: 'hunter2',
    })),
    { _id: 3, team_id: 2, user_id: 5, text: 'another team', secret: 'hunter2' },
  ]);
  const toRecord = ({ _id, team_id, user_id, text }: Record<string, unknown>) => ({
    id: _id,
    team_id,
    user_id,
    text,
  });
  kinds = [
    { kind: 'notes', model: Note, filter: ({ team_id }) => ({ team_id }), toRecord },
    { kind: 'capped', model: Note, filter: ({ team_id }) => ({ team_id }), toRecord, maxLimit: 2 },
    {
      kind: 'notes',
      personal: true,
      model: Note,
      filter: ({ user_id }) => ({ user_id }),
      toRecord,
    },
  ];
});
afterAll(() => database.close());

const lines = (jsonl: Buffer) =>
  jsonl
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const page = (request: Partial<Parameters<typeof exportPage>[1]>) =>
  exportPage(kinds, { kind: 'notes', team_id: 1, user_id: 0, after: '', limit: 0, ...request });

describe('exportPage', () => {
  it("pages a team's records by key, each page after the last one's key, until next_after is ''", async () => {
    const ids: unknown[] = [];
    let after = '';
    const afters: string[] = [];
    do {
      afters.push(after);
      const answer = await page({ after, limit: 3 });
      ids.push(...lines(answer.jsonl).map((record) => record.id));
      expect(answer.records).toBe(lines(answer.jsonl).length);
      after = answer.next_after;
    } while (after !== '');
    expect(ids).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(afters).toEqual(['', '12', '15']);
  });

  it('gives one JSON object a line, each ending in \\n, as the kind maps it (no other field)', async () => {
    const answer = await page({});
    const text = answer.jsonl.toString('utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(8);
    expect(lines(answer.jsonl)[0]).toEqual({
      id: 10,
      team_id: 1,
      user_id: 5,
      text: 'note 0\nsecond line',
    });
    expect(text).not.toContain('hunter2');
    expect(answer.next_after).toBe('');
  });

  it("a person's kind holds their records across teams, and a team's kind none of another team", async () => {
    const mine = lines((await page({ team_id: 0, user_id: 5 })).jsonl);
    expect(mine.map((record) => record.id)).toEqual([3, 10, 12, 14, 16]);
    const team = lines((await page({ team_id: 2 })).jsonl);
    expect(team.map((record) => record.id)).toEqual([3]);
  });

  it('allows up to 5000 a page, and caps a kind at its own maximum', async () => {
    expect((await page({ limit: 5000 })).records).toBe(7);
    const capped = await page({ kind: 'capped', limit: 1000 });
    expect(capped.records).toBe(2);
    expect(capped.next_after).toBe('11');
  });

  it.each([
    ['a limit over 5000', { limit: 5001 }],
    ['a negative limit', { limit: -1 }],
    ['an unknown kind', { kind: 'passwords' }],
    ["a person's kind asked of a team", { kind: 'capped', team_id: 0, user_id: 5 }],
    ['neither a team nor a person', { team_id: 0, user_id: 0 }],
    ['both a team and a person', { team_id: 1, user_id: 5 }],
    ['an after that is no key', { after: 'abc' }],
  ])('refuses %s as INVALID_ARGUMENT', async (_what, request) => {
    const refusal = await page(request).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_ARGUMENT' });
  });
});

describe('kindsFor, toJsonLines', () => {
  it("lists a team's kinds and a person's apart", () => {
    expect(kindsFor(kinds, false)).toEqual(['notes', 'capped']);
    expect(kindsFor(kinds, true)).toEqual(['notes']);
  });

  it('writes nothing for no records', () => {
    expect(toJsonLines([])).toEqual(Buffer.alloc(0));
  });
});
