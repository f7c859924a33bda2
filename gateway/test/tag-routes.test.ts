// The tag routes (docs/time-tracking.md, "Tags") through a real gRPC stub of the tracking
// service: what each request becomes, the statuses and shape-A refusals (404, 409 with
// the service's text), the token area (`time`); tag_ids in time-entry, timer and expense
// bodies (JSON arrays, "1,2" texts, multipart form fields) and the replace_tag_ids flag
// the gateway sets on updates; the tag filter on lists and reports; and the `tags` column
// of the CSV answers, with the names the service sends along.
import { alreadyExists, Reason, recordNotFound, TagText } from '@workmesh/platform';
import request from 'supertest';
import { DETAILED_CSV_COLUMNS } from '../src/report-csv';
import { EXPENSES_CSV_COLUMNS } from '../src/routes/expenses.presenters';
import { TAGS_ROUTES } from '../src/routes/tags';
import { requiredScope } from '../src/token-scopes';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { readCsv } from './rfc4180-reader';
import { TIME_ENTRY } from './tracking-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const tracking = () => gateway.trackingService;
const post = (path: string) => request(gateway.app).post(path).set('Authorization', bearer());
const get = (path: string, query: Record<string, unknown> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

const TAG = {
  id: 5,
  team_id: CALLER.teamId,
  name: 'Meetings',
  archived: false,
  created_by: CALLER.userId,
  created_at: '2026-11-23T10:31:00.000Z',
  updated_at: '2026-11-23T10:31:00.000Z',
};

const EXPENSE = {
  id: 12,
  team_id: CALLER.teamId,
  user_id: CALLER.userId,
  project_id: 4,
  client_id: 2,
  category_id: 3,
  category_name: 'Taxi',
  date: '2026-11-23',
  amount: 12.5,
  currency: 'USD',
  notes: '',
  billable: true,
  untaxed: false,
  locked: false,
  project_name: 'Website',
  client_name: 'Acme',
  created_by: CALLER.userId,
  created_at: '2026-11-23T10:31:00.000Z',
  updated_at: '2026-11-23T10:31:00.000Z',
  tag_ids: [5, 9],
};

describe('the tag routes', () => {
  it('POST tag/create: 201 with the Tag', async () => {
    const calls = tracking().answer('CreateTag', TAG);

    const response = await post('/api/v3/tag/create').send({ name: 'Meetings' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual(TAG);
    expect(calls[0]!.message).toMatchObject({ name: 'Meetings' });
  });

  it('GET tag/list: a page of Tags; the query converted', async () => {
    const calls = tracking().answer('ListTags', {
      tags: [TAG],
      page_info: { page: 1, per_page: 20, total: 1 },
    });

    const response = await get('/api/v3/tag/list', { include_archived: 'true', search: 'meet' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [TAG], page: 1, per_page: 20, total: 1 });
    expect(calls[0]!.message).toMatchObject({ include_archived: true, search: 'meet' });
  });

  it('GET tag/{id}, update (fields) and delete name the tag by its path id', async () => {
    const got = tracking().answer('GetTag', TAG);
    const updated = tracking().answer('UpdateTag', { ...TAG, name: 'Calls', archived: true });
    const deleted = tracking().answer('DeleteTag', { success: 'Tag deleted' });

    const read = await get('/api/v3/tag/5');
    const update = await post('/api/v3/tag/5/update').send({ name: 'Calls', archived: true });
    const remove = await post('/api/v3/tag/5/delete');

    expect(read.body).toEqual(TAG);
    expect(update.body).toMatchObject({ name: 'Calls', archived: true });
    expect(remove.body).toEqual({ success: 'Tag deleted' });
    expect(got[0]!.message.tag_id).toBe(5);
    expect(updated[0]!.message).toMatchObject({
      tag_id: 5,
      fields: { name: 'Calls', archived: true },
    });
    expect(deleted[0]!.message.tag_id).toBe(5);
  });

  it("the service's refusals in shape A: 409 a taken name, 404 another team's tag", async () => {
    tracking().refuse('CreateTag', alreadyExists(Reason.TAG_NAME_TAKEN, TagText.NAME_TAKEN));
    tracking().refuse('GetTag', recordNotFound(Reason.TAG_NOT_FOUND));

    const taken = await post('/api/v3/tag/create').send({ name: 'meetings' });
    const missing = await get('/api/v3/tag/77');

    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 409, message: 'A tag with this name already exists' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 404, message: 'Tag not found' });
  });

  it('a personal access token needs time:read to read tags and time:write to change them', () => {
    const scopes = Object.fromEntries(
      TAGS_ROUTES.map((route) => [`${route.method} ${route.paths[0]}`, requiredScope(route)]),
    );
    expect(scopes).toEqual({
      'POST /api/v3/tag/create': 'time:write',
      'GET /api/v3/tag/list': 'time:read',
      'GET /api/v3/tag/:id': 'time:read',
      'POST /api/v3/tag/:id/update': 'time:write',
      'POST /api/v3/tag/:id/delete': 'time:write',
    });
  });
});

describe('tag_ids in time-entry, timer and expense bodies', () => {
  it('JSON arrays and "1,2" texts become id lists (timer start, entry create)', async () => {
    const timer = tracking().answer('StartTimer', TIME_ENTRY);
    const created = tracking().answer('CreateTimeEntry', TIME_ENTRY);

    await post('/api/v3/timer/start').send({ project_id: 4, tag_ids: [5, '9'] });
    await post('/api/v3/time-entry/create').send({
      project_id: 4,
      start: '2026-11-23T09:00:00Z',
      end: '2026-11-23T10:00:00Z',
      tag_ids: ' 5, 9 ',
    });

    expect(timer[0]!.message.tag_ids).toEqual([5, 9]);
    expect(created[0]!.message.tag_ids).toEqual([5, 9]);
  });

  it('a tag_ids that is not a list of ids is refused before the service: 400', async () => {
    const calls = tracking().answer('StartTimer', TIME_ENTRY);

    const response = await post('/api/v3/timer/start').send({ project_id: 4, tag_ids: '5,x' });

    expect(response.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('an entry update sets replace_tag_ids when tag_ids is given (even empty), never else', async () => {
    const calls = tracking().answer('UpdateTimeEntry', TIME_ENTRY);

    await post('/api/v3/time-entry/31/update').send({ tag_ids: [] });
    await post('/api/v3/time-entry/31/update').send({ description: 'x' });
    await post('/api/v3/time-entry/31/update').send({ description: 'x', replace_tag_ids: true });

    expect(calls.map((call) => [call.message.tag_ids, call.message.replace_tag_ids])).toEqual([
      [[], true],
      [[], false],
      [[], false],
    ]);
  });

  it('multipart expense forms: a tag_ids field "5,9" becomes [5, 9]; "" on update clears', async () => {
    const created = tracking().answer('CreateExpense', EXPENSE);
    const updated = tracking().answer('UpdateExpense', EXPENSE);

    const create = await post('/api/v3/expense/create')
      .field('date', '2026-11-23')
      .field('project_id', '4')
      .field('category_id', '3')
      .field('amount', '12.5')
      .field('tag_ids', '5,9');
    await post('/api/v3/expense/12/update').field('notes', 'x').field('tag_ids', '');
    await post('/api/v3/expense/12/update').field('notes', 'y');

    expect(create.status).toBe(201);
    expect(create.body.tag_ids).toEqual([5, 9]);
    expect(created[0]!.message.tag_ids).toEqual([5, 9]);
    expect(updated.map((call) => [call.message.tag_ids, call.message.replace_tag_ids])).toEqual([
      [[], true],
      [[], false],
    ]);
  });
});

describe('the tag filter and the CSV tags column', () => {
  it('tag_ids and tag_match pass to the lists and the reports, repeated or comma-separated', async () => {
    const list = tracking().answer('ListTimeEntries', {
      time_entries: [],
      page_info: { page: 1, per_page: 20, total: 0 },
    });
    const summary = tracking().answer('SummaryReport', {
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      timezone: 'UTC',
      group_by: 'tag',
      groups: [],
      totals: [],
      seconds: 0,
      billable_seconds: 0,
      groups_overlap: true,
    });

    await get('/api/v3/time-entry/list', { tag_ids: '5,9', tag_match: 'all' });
    const report = await request(gateway.app)
      .get('/api/v3/report/summary?from=2026-11-01&to=2026-12-01&group_by=tag&tag_ids=5&tag_ids=9')
      .set('Authorization', bearer());

    expect(list[0]!.message).toMatchObject({ tag_ids: [5, 9], tag_match: 'all' });
    expect(summary[0]!.message).toMatchObject({ tag_ids: [5, 9], group_by: 'tag' });
    expect(report.body.groups_overlap).toBe(true);
  });

  it('the detailed CSV has tag_ids and the current tag names, joined by "; "', async () => {
    tracking().answer('DetailedReport', {
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      timezone: 'UTC',
      time_entries: [
        { ...TIME_ENTRY, tag_ids: [5, 9] },
        { ...TIME_ENTRY, id: 32 },
      ],
      page_info: { page: 1, per_page: 20, total: 2 },
      totals: [],
      seconds: 10800,
      billable_seconds: 10800,
      tags: [
        { ...TAG, id: 9, name: 'Client; visit' },
        { ...TAG, id: 5, name: 'Meetings' },
      ],
    });

    const response = await get('/api/v3/report/detailed', {
      from: '2026-11-01',
      to: '2026-12-01',
      format: 'csv',
    });

    const [header, ...rows] = readCsv(response.text);
    const column = (name: string) => header!.indexOf(name);
    expect(header).toEqual(DETAILED_CSV_COLUMNS);
    expect(column('tags')).toBe(column('tag_ids') + 1);
    expect(rows.map((row) => [row[column('tag_ids')], row[column('tags')]])).toEqual([
      ['5; 9', 'Meetings; Client; visit'],
      ['', ''],
    ]);
  });

  it('the expense list CSV ends with tag_ids and tags', async () => {
    tracking().answer('ListExpenses', {
      expenses: [EXPENSE],
      page_info: { page: 1, per_page: 20, total: 1 },
      totals: [],
      tags: [
        { ...TAG, id: 5, name: 'Meetings' },
        { ...TAG, id: 9, name: 'Travel' },
      ],
    });

    const response = await get('/api/v3/expense/list', { format: 'csv' });

    const [header, row] = readCsv(response.text);
    expect(header).toEqual(EXPENSES_CSV_COLUMNS);
    expect(header!.slice(-2)).toEqual(['tag_ids', 'tags']);
    expect(row!.slice(-2)).toEqual(['5; 9', 'Meetings; Travel']);
  });
});
