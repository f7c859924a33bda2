// A rendered PDF read back as text (pdf-parse, over Mozilla's pdf.js), so tests check what
// a reader of the document sees: its words, its pages, its info dictionary.
import { PDFParse } from 'pdf-parse';

// pdf.js loads its worker with a dynamic import(), which Jest's module sandbox refuses
// without --experimental-vm-modules. pdf.js first looks for an already loaded worker on
// globalThis.pdfjsWorker, so it is loaded here with Node's own require (Node >= 20.19 can
// require an ES module). Jest swaps `require('node:module').createRequire` for its
// sandboxed require; process.getBuiltinModule hands out the real one.
function loadPdfWorker(): void {
  const holder = globalThis as { pdfjsWorker?: unknown };
  if (holder.pdfjsWorker) return;
  const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);
  holder.pdfjsWorker = nodeRequire(
    nodeRequire.resolve('pdf-parse').replace(/index\.cjs$/, 'pdf.worker.mjs'),
  );
}

export interface PdfReading {
  /** The text of every page, in reading order. */
  text: string;
  pages: number;
  info: Record<string, unknown>;
}

export async function readPdf(pdf: Uint8Array): Promise<PdfReading> {
  loadPdfWorker();
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
