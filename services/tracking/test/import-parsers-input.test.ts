// The import parsers on what uploads really hold (docs/import-formats.md): UTF-16 files
// with a BOM, a row in Windows-1252, bytes that arrive one at a time, a 10 MB line, a
// 30,000-row file read in bounded memory, and workmesh's own export zip. Pure and
// without timing assertions.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { ImportFileError, MAX_ROW_BYTES } from '../src/imports/import-rows';
import { importParsers } from '../src/imports/parsers';
import {
  bytesOf,
  entriesOf,
  entryAt,
  generated,
  iso,
  parseAll,
  refusalsOf,
} from './import-parser-files';

const options = { timezone: 'UTC', currency: 'USD' };
const HEADER =
  'Project,User,Email,Description,Tags,Billable,Start Date,Start Time,End Date,End Time\n';
const row = (description: string, hour = 9) =>
  `Support,Zoë Brandt,zoe@example.test,${description},,Yes,01/15/2026,${hour}:00,01/15/2026,${hour}:30\n`;

describe('encodings', () => {
  const text = HEADER + row('Café crème') + row('Ünïcödé', 10);

  it('reads UTF-16 LE and BE files with a BOM like the same UTF-8 file', async () => {
    const utf8 = entriesOf(await parseAll(importParsers.clockify, bytesOf(text), options));
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le).swap16();

    const fromLe = entriesOf(
      await parseAll(
        importParsers.clockify,
        generated(1, () => le),
        options,
      ),
    );
    const fromBe = entriesOf(
      await parseAll(
        importParsers.clockify,
        generated(1, () => be),
        options,
      ),
    );

    expect(utf8.map((entry) => entry.description)).toEqual(['Café crème', 'Ünïcödé']);
    expect(fromLe).toEqual(utf8);
    expect(fromBe).toEqual(utf8);
  });

  it('reads a file that arrives one byte at a time, characters split across chunks', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

    const rows = await parseAll(
      importParsers.clockify,
      generated(bytes.length, (i) => bytes.subarray(i, i + 1)),
      options,
    );

    expect(entriesOf(rows).map((entry) => entry.description)).toEqual(['Café crème', 'Ünïcödé']);
  });

  it('refuses a row written in Windows-1252 alone, and reads the rows around it', async () => {
    const bytes = Buffer.concat([
      Buffer.from(HEADER + row('Before'), 'utf8'),
      Buffer.from(row('Caf\u00e9 in 1252'), 'latin1'), // é as the single byte 0xE9
      Buffer.from(row('After', 11), 'utf8'),
    ]);

    const rows = await parseAll(
      importParsers.clockify,
      generated(1, () => bytes),
      options,
    );

    expect(refusalsOf(rows)).toEqual([
      [3, 'error', 'Line 3 is not UTF-8 text; export the file again as UTF-8.'],
    ]);
    expect(entriesOf(rows).map((entry) => entry.description)).toEqual(['Before', 'After']);
  });

  it('fails a file whose header is not text in any encoding it reads', async () => {
    const bytes = Buffer.from('Proj\u00e9ct,User\nA,B\n', 'latin1');

    await expect(
      parseAll(
        importParsers.clockify,
        generated(1, () => bytes),
        options,
      ),
    ).rejects.toThrow(
      'The file is not UTF-8 or UTF-16 text with a BOM; export it again as UTF-8 CSV.',
    );
  });

  it('fails an empty file', async () => {
    await expect(parseAll(importParsers.toggl, bytesOf(''), options)).rejects.toThrow(
      'The file is empty: it has no header line.',
    );
  });
});

describe('size', () => {
  const TEN_MB = 10 * 1024 * 1024;
  const CHUNK = 64 * 1024;

  it('fails a 10 MB file of one line at line 1, having read little more than a row', async () => {
    let bytesRead = 0;
    const input = generated(TEN_MB / CHUNK, () => 'x'.repeat(CHUNK));

    const parse = (async () => {
      for await (const parsed of importParsers.clockify(
        input,
        options,
        (read) => (bytesRead = read),
      )) {
        void parsed;
      }
    })();

    await expect(parse).rejects.toThrow(ImportFileError);
    await expect(parse).rejects.toMatchObject({ line: 1 });
    expect(bytesRead).toBeLessThan(4 * MAX_ROW_BYTES);
  });

  // Memory: csv-parse reads a row it skips to its end, so this row is held while it is
  // skipped (bounded by the upload limit, not by MAX_ROW_BYTES; docs/import-formats.md). The
  // row after it ("Never read") is not read.
  it('refuses a 10 MB row as one error at its line and ends the file there', async () => {
    const chunks = TEN_MB / CHUNK;
    const input = generated(chunks + 2, (i) =>
      i === 0 ? HEADER + row('First') : i <= chunks ? 'y'.repeat(CHUNK) : `\n${row('Never read')}`,
    );

    const rows = await parseAll(importParsers.clockify, input, options);

    expect(entriesOf(rows).map((entry) => entry.line)).toEqual([2]);
    expect(refusalsOf(rows)).toEqual([
      [
        3,
        'error',
        `Line 3 is longer than ${MAX_ROW_BYTES} bytes; the file is read up to it and no further. Split the row or remove it, and import the rest again.`,
      ],
    ]);
  });

  // 30,000 rows here (a CI-sized run); `npm run bench` imports 100,000 end to end.
  it('reads 30,000 rows in order in bounded memory, reporting the bytes read as it goes', async () => {
    const count = 30_000;
    const description = 'A longer description of the work done as people write them. '.repeat(3);
    const rowOf = (i: number) =>
      `Support,Person ${i % 50},p${i % 50}@example.test,${description}${i},,Yes,01/15/2026,09:00,01/15/2026,09:30\n`;
    let total = HEADER.length;
    for (let i = 0; i < count; i++) total += Buffer.byteLength(rowOf(i));
    const input = generated(count + 1, (i) => (i === 0 ? HEADER : rowOf(i - 1)));
    const progress: number[] = [];
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    let entries = 0;
    let outOfOrder = 0;

    for await (const parsed of importParsers.clockify(input, options, (read) =>
      progress.push(read),
    )) {
      if (parsed.kind !== 'entry') throw new Error(JSON.stringify(parsed));
      entries++;
      if (parsed.entry.line !== entries + 1) outOfOrder++;
      if (entries % 5_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }

    expect(entries).toBe(count);
    expect(outOfOrder).toBe(0);
    expect(peak - baseline).toBeLessThan(100 * 1024 * 1024); // the file is ~22 MB; all held ≫ 100 MB
    expect(progress.length).toBeGreaterThan(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[progress.length - 1]).toBe(total);
  }, 240_000);
});

describe('workmesh: the export zip', () => {
  const manifest = {
    format: 'workmesh-export',
    version: 1,
    team_id: 7,
    user_id: 0,
    created_at: '2026-02-01T10:00:00Z',
    parts: { time_entries: 3 },
  };
  const entry = {
    id: 101,
    team_id: 7,
    user_id: 3,
    project_id: 11,
    client_id: 5,
    task_id: 21,
    description: 'Sprint review',
    start: '2026-01-15T09:00:00Z',
    end: '2026-01-15T10:30:00Z',
    duration: 5400,
    billable: true,
    timezone: 'Europe/Lisbon',
    bill_rate: 95.5,
    pay_rate: 40,
    billable_amount: 143.25,
    cost_amount: 60,
    currency: 'USD',
    cost_currency: 'EUR',
    project_name: 'Intranet',
    task_name: 'Meetings',
    client_name: 'Globex',
    tag_ids: [1, 2],
    tags: ['internal', 'review'],
    source: 'timer',
    user_email: 'jana@example.test',
    user_name: 'Jana Novak',
  };

  function zipOf(files: Record<string, string>): Readable {
    const zip = new yazl.ZipFile();
    for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
    zip.end();
    return zip.outputStream as unknown as Readable;
  }

  const lines = [
    JSON.stringify(entry),
    JSON.stringify({ ...entry, id: 102, end: null }),
    '{"id": 103, "start": ',
    JSON.stringify({ ...entry, id: 104, project_name: null }),
    JSON.stringify({ ...entry, id: 105, bill_rate: null, pay_rate: null, billable: false }),
    // workmesh's own data: text kept as it was stored (its CSVs neutralize formulas).
    JSON.stringify({ ...entry, id: 106, description: '=SUM(1,2)' }),
  ].join('\n');
  const leftovers = () =>
    readdirSync(tmpdir()).filter((name) => name.startsWith('workmesh-import-'));

  it("maps the export's time entries back, keyed by team and id, with their rates and zone", async () => {
    const before = leftovers();

    const rows = await parseAll(
      importParsers.workmesh,
      zipOf({ 'manifest.json': JSON.stringify(manifest), 'time_entries.jsonl': `${lines}\n` }),
      options,
    );

    const first = entryAt(rows, 1);
    expect({ ...first, start: iso(first.start), end: iso(first.end) }).toEqual({
      line: 1,
      sourceKey: '7:101',
      email: 'jana@example.test',
      userName: 'Jana Novak',
      client: 'Globex',
      project: 'Intranet',
      task: 'Meetings',
      tags: ['internal', 'review'],
      description: 'Sprint review',
      start: '2026-01-15T09:00:00Z',
      end: '2026-01-15T10:30:00Z',
      timezone: 'Europe/Lisbon',
      billable: true,
      billRate: { minor: 9550, currency: 'USD' },
      costRate: { minor: 4000, currency: 'EUR' },
    });
    expect(entryAt(rows, 5)).toMatchObject({
      sourceKey: '7:105',
      billable: false,
      billRate: undefined,
    });
    expect(entryAt(rows, 6)).toMatchObject({ sourceKey: '7:106', description: '=SUM(1,2)' });
    expect(refusalsOf(rows)).toEqual([
      [2, 'skip', 'A timer still running (no end), not an entry yet.'],
      [3, 'error', 'Line 3 is not a JSON object.'],
      [4, 'error', 'The row has no project; every workmesh time entry belongs to a project.'],
    ]);
    expect(leftovers()).toEqual(before);
  });

  it('fails a file that is not a zip, or a zip that is not a workmesh export', async () => {
    const message = /^The file is not a workmesh export/;

    await expect(
      parseAll(importParsers.workmesh, bytesOf('Project,User\n'), options),
    ).rejects.toThrow(message);
    await expect(
      parseAll(importParsers.workmesh, zipOf({ 'time_entries.jsonl': lines }), options),
    ).rejects.toThrow(message);
    await expect(
      parseAll(
        importParsers.workmesh,
        zipOf({ 'manifest.json': '{"format":"other"}', 'time_entries.jsonl': lines }),
        options,
      ),
    ).rejects.toThrow(ImportFileError);
    await expect(
      parseAll(
        importParsers.workmesh,
        zipOf({
          'manifest.json': JSON.stringify({ ...manifest, version: 2 }),
          'time_entries.jsonl': lines,
        }),
        options,
      ),
    ).rejects.toThrow('The export is of version 2; this workmesh reads version 1 exports.');
  });
});
