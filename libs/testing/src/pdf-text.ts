// A rendered PDF read back as text (pdf-parse, over Mozilla's pdf.js), so tests check what
// a reader of the document sees: its words, its pages, its info dictionary.
//
// pdf-parse is loaded with Node's own require, outside Jest's per-file module sandbox,
// and only when a test reads a PDF. Its bundle carries core-js polyfills that install
// themselves on Uint8Array, which jest-environment-node shares between every test file's
// sandbox and the worker: loaded inside a sandbox, those polyfills kept that file's whole
// module graph alive for the rest of the worker's life (about 40 MB per test file that
// imported @workmesh/testing). Loaded once outside, they hold nothing of any test file.
import type { PDFParse as PdfParser } from 'pdf-parse';

/** Node's require (Jest swaps `require('node:module').createRequire` for its sandboxed one). */
function nodeRequire(): NodeJS.Require {
  return process.getBuiltinModule('node:module').createRequire(__filename);
}

function loadPdfParse(): typeof PdfParser {
  const holder = globalThis as { pdfjsWorker?: unknown };
  const load = nodeRequire();
  // pdf.js loads its worker with a dynamic import(), which Jest's module sandbox refuses
  // without --experimental-vm-modules; it first looks for a loaded one on
  // globalThis.pdfjsWorker (Node >= 20.19 can require an ES module).
  holder.pdfjsWorker ??= load(load.resolve('pdf-parse').replace(/index\.cjs$/, 'pdf.worker.mjs'));
  return (load('pdf-parse') as { PDFParse: typeof PdfParser }).PDFParse;
}

export interface PdfReading {
  /** The text of every page, in reading order. */
  text: string;
  pages: number;
  info: Record<string, unknown>;
}

export async function readPdf(pdf: Uint8Array): Promise<PdfReading> {
  const PDFParse = loadPdfParse();
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    const { info } = await parser.getInfo();
    return {
      text: result.text,
      pages: result.total,
      info: (info ?? {}) as Record<string, unknown>,
    };
  } finally {
    await parser.destroy();
  }
}
