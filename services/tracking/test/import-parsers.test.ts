// The import parsers on each vendor's documented export (docs/import-formats.md): the
// fixture files written from those documents, with their quirks (BOM, `;`, quoted new
// lines, 12 and 24 h clocks, separate date and time columns, decimal hours, totals rows),
// parse to the entries they hold, in UTC for the zone given, and refuse or skip the rest
// with the row's first physical line and a reason a person can act on. Pure: no service.
import { ImportFileError } from '../src/imports/import-rows';
import { importParsers } from '../src/imports/parsers';
import {
  bytesOf,
  entriesOf,
  entryAt,
  fixture,
  iso,
  parseAll,
  refusalsOf,
} from './import-parser-files';

const usd = (minor: number) => ({ minor, currency: 'USD' });
const eur = (minor: number) => ({ minor, currency: 'EUR' });

describe('clockify: the detailed report CSV', () => {
  const options = { timezone: 'America/New_York', currency: 'USD' };

  it('reads a 12 h export with a BOM: local times in the zone given, rates in the title currency', async () => {
    const rows = await parseAll(
      importParsers.clockify,
      fixture('clockify-detailed-12h.csv'),
      options,
    );

    expect(entriesOf(rows).map((entry) => entry.line)).toEqual([2, 3, 5, 14]);
    const first = entryAt(rows, 2);
    expect({ ...first, start: iso(first.start), end: iso(first.end) }).toEqual({
      line: 2,
      sourceKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      email: 'peter.tester@example.test',
      userName: 'Peter Tester',
      client: 'Acme Corp',
      project: 'Website Redesign',
      task: 'Design',
      tags: ['Development', 'Backend'],
      description: 'Homepage layout',
      start: '2026-01-15T19:30:00Z',
      end: '2026-01-15T21:00:00Z',
      timezone: 'America/New_York',
      billable: true,
      billRate: usd(9550),
    });
    expect(entryAt(rows, 5)).toMatchObject({
      billRate: usd(125000), // "1,250.00": the thousands separator read
      start: new Date('2026-01-16T04:30:00Z'), // 11:30 PM → 12:30 AM the next day
      end: new Date('2026-01-16T05:30:00Z'),
    });
    expect(entryAt(rows, 14)).toMatchObject({
      start: new Date('2026-01-17T13:00:00Z'), // "8:00 AM" without seconds
      billable: undefined,
    });
  });

  it('gives a quoted description over two lines the first line of its row, and the next row its own', async () => {
    const rows = await parseAll(
      importParsers.clockify,
      fixture('clockify-detailed-12h.csv'),
      options,
    );

    expect(entryAt(rows, 3).description).toBe('Call with the client\nabout the scope');
    expect(entryAt(rows, 3).billable).toBe(false);
    expect(entryAt(rows, 5).description).toBe('Night deploy');
  });

  it('refuses or skips each bad row with its line and a reason, and reads the others', async () => {
    const rows = await parseAll(
      importParsers.clockify,
      fixture('clockify-detailed-12h.csv'),
      options,
    );

    expect(refusalsOf(rows)).toEqual([
      [6, 'skip', 'A timer still running (no end and no duration), not an entry yet.'],
      [
        7,
        'error',
        'The description starts with "=", which spreadsheets run as a formula; remove it and import again.',
      ],
      [8, 'error', 'The entry ends before it starts (Start 10:00:00 AM, End 09:00:00 AM).'],
      [9, 'error', 'The row has no project; every workmesh time entry belongs to a project.'],
      [
        10,
        'error',
        'The row names no person (no email and no name); every entry belongs to someone.',
      ],
      [11, 'error', 'The Start Time "13:00:00 PM" is not a time (HH:MM[:SS], 24 h or with AM/PM).'],
      [
        12,
        'error',
        'The tag starts with "@", which spreadsheets run as a formula; remove it and import again.',
      ],
      [13, 'skip', 'A blank line.'],
    ]);
    const injected = rows.find((row) => row.kind === 'error' && row.line === 7);
    expect(injected).toMatchObject({
      excerpt: expect.stringMatching(/^"Website Redesign","Acme Corp","=HYPERLINK/),
    });
  });

  it('reads a 24 h export written with ";", CRLF lines, day.month dates and decimal commas', async () => {
    const rows = await parseAll(
      importParsers.clockify,
      fixture('clockify-detailed-24h-semicolon.csv'),
      { timezone: 'Europe/Berlin', currency: 'USD' },
    );

    expect(refusalsOf(rows)).toEqual([]);
    expect(entriesOf(rows).map((entry) => [entry.line, iso(entry.start), iso(entry.end)])).toEqual([
      [2, '2026-01-15T13:30:00Z', '2026-01-15T15:00:00Z'],
      [3, '2026-01-16T07:00:00Z', '2026-01-16T07:20:30Z'],
    ]);
    expect(entryAt(rows, 2).billRate).toEqual(eur(8000));
    expect(entryAt(rows, 3)).toMatchObject({
      description: 'Fix login; add tests',
      tags: ['Backend'],
    });
  });

  it('fails a file without a required column, naming it and what the export has', async () => {
    const file =
      'Project,User,Email,Start Date,End Date,End Time\nA,B,b@example.test,01/15/2026,01/15/2026,10:00 AM\n';

    const parse = parseAll(importParsers.clockify, bytesOf(file), options);

    await expect(parse).rejects.toThrow(ImportFileError);
    await expect(parseAll(importParsers.clockify, bytesOf(file), options)).rejects.toThrow(
      'The file has no column Start Time; a Clockify detailed report export has Project, Start Date, Start Time, End Date, End Time.',
    );
  });

  it('counts a new line inside quotes as one line in a CRLF file, and reads mixed line ends', async () => {
    const file =
      'Project,User,Description,Start Date,Start Time,End Date,End Time\r\n' +
      'Support,Ana Lima,"Two\r\nlines",01/15/2026,09:00,01/15/2026,10:00\r\n' +
      'Support,Ana Lima,"Three\r\nmore\r\nlines",01/15/2026,10:00,01/15/2026,11:00\r\n' +
      'Support,Ana Lima,Unix line end,01/15/2026,11:00,01/15/2026,12:00\n' +
      'Support,Ana Lima,Last,01/15/2026,12:00,01/15/2026,13:00';

    const rows = await parseAll(importParsers.clockify, bytesOf(file), options);

    expect(entriesOf(rows).map((entry) => [entry.line, entry.description])).toEqual([
      [2, 'Two\r\nlines'],
      [4, 'Three\r\nmore\r\nlines'],
      [7, 'Unix line end'],
      [8, 'Last'],
    ]);
  });

  it('refuses a row whose quote is never closed at its line, having read the rows before it', async () => {
    const file =
      'Project,User,Description,Start Date,Start Time,End Date,End Time\n' +
      'Support,Ana Lima,Fine,01/15/2026,09:00,01/15/2026,10:00\n' +
      'Support,Ana Lima,"Never closed,01/15/2026,10:00,01/15/2026,11:00\n' +
      'Support,Ana Lima,Swallowed,01/15/2026,11:00,01/15/2026,12:00\n';

    const rows = await parseAll(importParsers.clockify, bytesOf(file), options);

    expect(entriesOf(rows).map((entry) => entry.line)).toEqual([2]);
    expect(refusalsOf(rows)).toEqual([
      [
        3,
        'error',
        'Line 3 opens a quote (") that is never closed; the rest of the file is inside it.',
      ],
    ]);
  });

  it('matches header names whatever their case and spacing', async () => {
    const file =
      '  project ,USER,email,START DATE,start time,End  Date,End Time\n' +
      'Support,Ana Lima,ana@example.test,01/15/2026,09:00,01/15/2026,10:00\n';

    const rows = await parseAll(importParsers.clockify, bytesOf(file), options);

    expect(entriesOf(rows)).toHaveLength(1);
    expect(entryAt(rows, 2).start).toEqual(new Date('2026-01-15T14:00:00Z'));
  });
});

describe('toggl: the detailed report CSV', () => {
  const options = { timezone: 'Europe/Berlin', currency: 'USD' };

  it('reads separate start date and time columns in the zone given, across a DST change', async () => {
    const rows = await parseAll(importParsers.toggl, fixture('toggl-detailed.csv'), options);

    expect(entriesOf(rows).map((entry) => [entry.line, iso(entry.start), iso(entry.end)])).toEqual([
      [2, '2026-03-04T09:23:00Z', '2026-03-04T10:53:00Z'],
      [3, '2026-03-04T12:00:00Z', '2026-03-04T12:45:00Z'],
      // 01:30 → 03:30 local on the night clocks go forward: one hour.
      [6, '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z'],
      [8, '2026-03-05T10:00:00Z', '2026-03-05T10:30:00Z'],
    ]);
  });

  it('carries the client, task, tags and billable flag, and the rate the amount implies', async () => {
    const rows = await parseAll(importParsers.toggl, fixture('toggl-detailed.csv'), options);

    expect(entryAt(rows, 2)).toMatchObject({
      userName: 'Peter Tester',
      email: 'peter.tester@example.test',
      client: 'Big Company',
      project: 'Project for Big Company',
      task: 'Task 1',
      billable: true,
      billRate: eur(10000), // 150.00 EUR over 1.5 h
    });
    expect(entryAt(rows, 3)).toMatchObject({
      client: undefined,
      description: 'Notes over\ntwo lines',
      tags: ['Development', 'Backend'],
      billable: false,
      billRate: undefined,
    });
  });

  it('refuses an entry of no time and a formula, but keeps "-5 minutes" as text', async () => {
    const rows = await parseAll(importParsers.toggl, fixture('toggl-detailed.csv'), options);

    expect(refusalsOf(rows)).toEqual([
      [5, 'error', 'The entry ends when it starts (Start 10:23:52, End 10:23:52).'],
      [
        7,
        'error',
        'The description starts with "+", which spreadsheets run as a formula; remove it and import again.',
      ],
    ]);
    expect(entryAt(rows, 8).description).toBe('-5 minutes of slack');
  });
});

describe('harvest: the detailed time report CSV', () => {
  const options = { timezone: 'America/Chicago', currency: 'EUR' };

  it("stacks each person's day from 09:00 local in file order, hours read as decimals", async () => {
    const rows = await parseAll(importParsers.harvest, fixture('harvest-detailed.csv'), options);

    expect(
      entriesOf(rows).map((entry) => [
        entry.line,
        entry.userName,
        iso(entry.start),
        iso(entry.end),
      ]),
    ).toEqual([
      [2, 'Mia Jones', '2026-02-02T15:00:00Z', '2026-02-02T16:30:00Z'], // 09:00, 1.5 h
      [3, 'Mia Jones', '2026-02-02T16:30:00Z', '2026-02-02T18:45:00Z'], // then 2.25 h
      [5, 'Tom Berg', '2026-02-02T15:00:00Z', '2026-02-02T15:15:00Z'], // his own day
      [6, 'Mia Jones', '2026-02-02T18:45:00Z', '2026-02-02T19:15:00Z'], // then 0.5 h
    ]);
  });

  it('reads rates in the Currency column, notes, tasks and Billable?', async () => {
    const rows = await parseAll(importParsers.harvest, fixture('harvest-detailed.csv'), options);

    expect(entryAt(rows, 2)).toMatchObject({
      email: undefined,
      client: 'Acme Corp',
      project: 'Website Redesign',
      task: 'Design',
      description: 'Wireframes',
      billable: true,
      billRate: usd(12000),
      costRate: usd(6000),
    });
    expect(entryAt(rows, 3).description).toBe('Header,\nfooter and nav');
    expect(entryAt(rows, 5)).toMatchObject({
      billable: false,
      billRate: undefined,
      costRate: usd(4550),
    });
  });

  it('refuses hours that are not a number, naming the column and the format', async () => {
    const rows = await parseAll(importParsers.harvest, fixture('harvest-detailed.csv'), options);

    expect(refusalsOf(rows)).toEqual([
      [7, 'error', 'The Hours "abc" is not a duration (h:mm:ss or decimal hours).'],
    ]);
  });
});

describe('kimai: the timesheet CSV export', () => {
  const options = { timezone: 'Europe/Vienna', currency: 'EUR' };

  it('reads a ";" export with a BOM, decimal commas, and an entry across midnight', async () => {
    const rows = await parseAll(importParsers.kimai, fixture('kimai-export.csv'), options);

    expect(entriesOf(rows).map((entry) => [entry.line, iso(entry.start), iso(entry.end)])).toEqual([
      [2, '2026-01-15T08:00:00Z', '2026-01-15T11:30:00Z'],
      [3, '2026-01-15T21:00:00Z', '2026-01-16T00:00:00Z'], // 22:00 → 01:00, Duration 3:00
    ]);
    expect(entryAt(rows, 2)).toMatchObject({
      userName: 'Susi Sorglos',
      client: 'Acme GmbH',
      project: 'Relaunch',
      task: 'Development',
      description: 'Checkout; payment step',
      tags: ['backend', 'shop'],
      billRate: eur(9500),
    });
  });

  it('skips the running entry and the totals row', async () => {
    const rows = await parseAll(importParsers.kimai, fixture('kimai-export.csv'), options);

    expect(refusalsOf(rows)).toEqual([
      [4, 'skip', 'A timer still running (no end and no duration), not an entry yet.'],
      [5, 'skip', 'A totals row, not an entry.'],
    ]);
  });

  it("reads Kimai 2's titles, its ID as the source key and the Currency column", async () => {
    const file =
      'ID,Date,Begin,End,Duration,Currency,Rate,Internal rate,Hourly rate,Fixed rate,Name,Username,Email,Customer,Project,Activity,Description,Billable,Tags\n' +
      '4711,2026-01-15,09:00,10:30,1:30,CHF,150.00,90.00,100.00,,Susi Sorglos,susi,susi@example.test,Acme,Relaunch,Dev,Work,true,\n';

    const rows = await parseAll(importParsers.kimai, bytesOf(file), options);

    expect(entryAt(rows, 2)).toMatchObject({
      sourceKey: '4711',
      email: 'susi@example.test',
      userName: 'Susi Sorglos',
      billable: true,
      billRate: { minor: 10000, currency: 'CHF' },
      costRate: { minor: 9000, currency: 'CHF' },
      start: new Date('2026-01-15T08:00:00Z'),
    });
  });
});

describe('csv: a file with a column mapping', () => {
  const options = { timezone: 'Asia/Tokyo', currency: 'JPY' };

  it('reads start and end columns in a date format of the caller, and its own ids', async () => {
    const file =
      'who,mail,job,what,from,to,price,ref\n' +
      'Ken Sato,ken@example.test,Portal,Review,15/01/2026 09:00,15/01/2026 10:30,"12,000",A-1\n' +
      'Ken Sato,ken@example.test,Portal,Zoned,2026-01-15T01:00:00Z,2026-01-15T02:00:00Z,,A-2\n';
    const mapping = {
      user: 'who',
      email: 'mail',
      project: 'job',
      description: 'what',
      start: 'from',
      end: 'to',
      rate: 'price',
      id: 'ref',
      date_format: 'DD/MM/YYYY',
    };

    const rows = await parseAll(importParsers.csv, bytesOf(file), { ...options, mapping });

    expect(
      entriesOf(rows).map((entry) => [entry.sourceKey, iso(entry.start), iso(entry.end)]),
    ).toEqual([
      ['A-1', '2026-01-15T00:00:00Z', '2026-01-15T01:30:00Z'],
      ['A-2', '2026-01-15T01:00:00Z', '2026-01-15T02:00:00Z'],
    ]);
    expect(entryAt(rows, 2).billRate).toEqual({ minor: 12000, currency: 'JPY' });
  });

  it('reads a date with a start time and a duration', async () => {
    const file = 'Name;Project;Day;At;Hours\nKen Sato;Portal;2026-01-15;09:00;1,5\n';
    const mapping = {
      user: 'Name',
      project: 'Project',
      date: 'Day',
      start_time: 'At',
      duration: 'Hours',
    };

    const rows = await parseAll(importParsers.csv, bytesOf(file), { ...options, mapping });

    expect(entryAt(rows, 2)).toMatchObject({
      start: new Date('2026-01-15T00:00:00Z'),
      end: new Date('2026-01-15T01:30:00Z'),
    });
  });

  it('fails when the mapping names a column the file does not have', async () => {
    const file = 'Name,Project,From,To\nKen,Portal,2026-01-15 09:00,2026-01-15 10:00\n';
    const mapping = { user: 'Name', project: 'Project', start: 'From', end: 'Until' };

    await expect(
      parseAll(importParsers.csv, bytesOf(file), { ...options, mapping }),
    ).rejects.toThrow(/^The file has no column Until; /);
  });

  it('fails when the mapping gives no time or no project', async () => {
    const file = 'Name,Project\nKen,Portal\n';

    await expect(
      parseAll(importParsers.csv, bytesOf(file), {
        ...options,
        mapping: { user: 'Name', project: 'Project' },
      }),
    ).rejects.toThrow(ImportFileError);
    await expect(
      parseAll(importParsers.csv, bytesOf(file), {
        ...options,
        mapping: { user: 'Name', start: 'Project', end: 'Project' },
      }),
    ).rejects.toThrow(
      'The column mapping names no project column; every workmesh time entry belongs to a project.',
    );
  });

  it('refuses an unreadable date, naming the column and the expected format', async () => {
    const file = 'Name,Project,From,To\nKen,Portal,yesterday,2026-01-15 10:00\n';
    const mapping = { user: 'Name', project: 'Project', start: 'From', end: 'To' };

    const rows = await parseAll(importParsers.csv, bytesOf(file), { ...options, mapping });

    expect(refusalsOf(rows)).toEqual([
      [
        2,
        'error',
        'The From "yesterday" is not a date and time (YYYY-MM-DD HH:MM[:SS], or ISO 8601).',
      ],
    ]);
  });
});

describe('source keys', () => {
  const options = { timezone: 'UTC', currency: 'USD' };
  const header = 'Project,User,Email,Description,Start Date,Start Time,End Date,End Time';
  const row = 'Support,Ana Lima,ana@example.test,Deploy,01/15/2026,09:00,01/15/2026,10:00';

  it('are the same for the same row in another file with its columns in another order', async () => {
    const reordered =
      'End Time,Email,Start Time,Project,End Date,Description,User,Start Date\n' +
      '10:00,ana@example.test,09:00,Support,01/15/2026,Deploy,Ana Lima,01/15/2026\n';

    const [first] = entriesOf(
      await parseAll(importParsers.clockify, bytesOf(`${header}\n${row}\n`), options),
    );
    const [again] = entriesOf(await parseAll(importParsers.clockify, bytesOf(reordered), options));

    expect(again.sourceKey).toBe(first.sourceKey);
  });

  it('differ for rows that differ in one value', async () => {
    const other = row.replace('Deploy', 'Deploy again');

    const entries = entriesOf(
      await parseAll(importParsers.clockify, bytesOf(`${header}\n${row}\n${other}\n`), options),
    );

    expect(entries).toHaveLength(2);
    expect(entries[0].sourceKey).not.toBe(entries[1].sourceKey);
  });
});
