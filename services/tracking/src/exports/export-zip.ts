// The zip of an export, written as a stream (docs/exports.md): each service's kinds, page
// by page, into `<kind>.jsonl`; time entries a second time as `time_entries.csv`; each
// invoice's PDF as `invoices/<file_name>`; `manifest.json` last, with the counts. One
// page is in memory at a time, and a page is written only as fast as the upload takes
// it (each entry's stream honours backpressure), so memory stays bounded whatever the
// team's size.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { ExportPage, ExportScope } from '@workmesh/platform';
import { ZipFile } from 'yazl';
import type { ExportPartRecord } from '../models';
import { timeEntriesCsvHeader, timeEntryCsvRow } from './time-entries-csv';

/** One service's Portability as the exporter asks it. */
export interface ExportSource {
  /** For a failure's text: "the invoices service did not answer". */
  service: string;
  listKinds(personal: boolean): Promise<string[]>;
  page(request: ExportScope & { kind: string; after: string; limit: number }): Promise<ExportPage>;
}

export interface ExportZipInput {
  sources: readonly ExportSource[];
  scope: ExportScope;
  pageSize: number;
  createdAt: Date;
  /** Takes the zip's bytes (the object store's upload); resolves once stored. */
  upload(zip: Readable): Promise<void>;
  /** Called before each page: throws to stop (the lease was lost). */
  beforePage(): Promise<void>;
}

/** A service's failure, told as a person can read it. */
export class ExportSourceError extends Error {
  constructor(
    readonly service: string,
    cause: unknown,
  ) {
    super(`The ${service} service did not answer the export; please try again later.`);
    this.cause = cause;
  }
}

export const FORMAT = 'workmesh-export';
export const FORMAT_VERSION = 1;
export const TIME_ENTRIES_KIND = 'time_entries';
export const INVOICE_PDFS_KIND = 'invoice_pdfs';

interface PdfRecord {
  file_name: string;
  content_base64: string;
}

/** Builds the zip into `upload`; answers the parts (kinds and their counts). */
export async function writeExportZip(input: ExportZipInput): Promise<ExportPartRecord[]> {
  const zip = new ZipFile();
  const uploaded = input.upload(zip.outputStream as unknown as Readable);
  // An upload that fails must stop the writing (which may be waiting for it to drain).
  const uploadFailed = uploaded.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  uploadFailed.catch(() => undefined);
  const guarded = <T>(work: Promise<T>) => Promise.race([work, uploadFailed]);

  /** One file of the zip, its content written by `fill`; resolves once the zip took it all. */
  async function entry(
    name: string,
    fill: (write: (chunk: Buffer | string) => Promise<void>) => Promise<void>,
  ) {
    const stream = new PassThrough();
    zip.addReadStream(stream, name, { mtime: input.createdAt });
    const write = async (chunk: Buffer | string) => {
      if (!stream.write(chunk)) await guarded(once(stream, 'drain'));
    };
    try {
      await fill(write);
    } catch (error) {
      stream.destroy(error as Error);
      throw error;
    }
    const consumed = once(stream, 'end');
    stream.end();
    await guarded(consumed);
  }

  /** Every page of a kind, in order. */
  async function eachPage(
    source: ExportSource,
    kind: string,
    onPage: (page: ExportPage) => Promise<void>,
  ) {
    let after = '';
    do {
      await input.beforePage();
      let page: ExportPage;
      try {
        page = await source.page({ ...input.scope, kind, after, limit: input.pageSize });
      } catch (error) {
        throw new ExportSourceError(source.service, error);
      }
      await onPage(page);
      after = page.next_after;
    } while (after !== '');
  }

  const parts: ExportPartRecord[] = [];
  const personal = input.scope.team_id === 0;
  try {
    for (const source of input.sources) {
      let kinds: string[];
      try {
        kinds = await source.listKinds(personal);
      } catch (error) {
        throw new ExportSourceError(source.service, error);
      }
      for (const kind of kinds) {
        if (kind === INVOICE_PDFS_KIND) {
          await eachPage(source, kind, async (page) => {
            for (const line of lines(page)) {
              const pdf = JSON.parse(line) as PdfRecord;
              await entry(`invoices/${pdf.file_name}`, (write) =>
                write(Buffer.from(pdf.content_base64, 'base64')),
              );
            }
          });
          continue;
        }
        let records = 0;
        await entry(`${kind}.jsonl`, (write) =>
          eachPage(source, kind, async (page) => {
            records += page.records;
            await write(page.jsonl);
          }),
        );
        parts.push({ kind, records });
        if (kind === TIME_ENTRIES_KIND) {
          // The CSV from a second reading: two entries of a zip cannot be written at once.
          await entry('time_entries.csv', async (write) => {
            await write(timeEntriesCsvHeader());
            await eachPage(source, kind, async (page) => {
              const rows = lines(page).map((line) => timeEntryCsvRow(JSON.parse(line)));
              await write(rows.join(''));
            });
          });
        }
      }
    }
    const manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      team_id: input.scope.team_id,
      user_id: input.scope.user_id,
      created_at: input.createdAt.toISOString(),
      parts: Object.fromEntries(parts.map((part) => [part.kind, part.records])),
    };
    await entry('manifest.json', (write) => write(`${JSON.stringify(manifest, null, 2)}\n`));
    zip.end();
    await uploaded;
    return parts;
  } catch (error) {
    // The upload must not complete a partial zip: its stream ends in an error.
    (zip.outputStream as unknown as PassThrough).destroy(error as Error);
    await uploaded.catch(() => undefined);
    throw error;
  }
}

function lines(page: ExportPage): string[] {
  return Buffer.from(page.jsonl)
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
}
