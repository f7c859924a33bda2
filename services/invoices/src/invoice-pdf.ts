// Renders an invoice as an A4 PDF with pdfkit.
//
// Fonts and money: every string goes through invoice-pdf-text.ts (toWinAnsi, formatPdfMoney).
//
// Determinism: pdfkit's only time- or random-dependent output is the Info CreationDate
// (default: now) and the trailer /ID, which is an MD5 of the Info dictionary. Both are fixed
// here (CreationDate = issue date, 00:00 UTC), so the same input renders the same bytes.
import PDFDocument from 'pdfkit';
import {
  creationDate,
  formatHours,
  formatPdfMoney,
  formatRate,
  oneLine,
  toWinAnsi,
} from './invoice-pdf-text';

export interface InvoicePdfAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface InvoicePdfLine {
  description: string;
  /** Hours, e.g. 3.5 (shown "3.50"). */
  quantity: number;
  /** Minor units of the invoice's currency (as the line amounts and totals). */
  unitPriceCents: number;
  amountCents: number;
  /** A late fee (issue 35): listed with the lines, added to the total after tax. */
  lateFee?: boolean;
}

export interface InvoicePdfInput {
  number: string;
  /** draft | sent | paid | void | overdue */
  status: string;
  /** YYYY-MM-DD */
  issueDate: string;
  dueDate: string;
  periodFrom: string;
  periodTo: string;
  /** ISO 4217 code, 'USD': amounts are minor units of it. */
  currency: string;
  /** BCP 47 tag amounts are written in ('en-US', 'de-DE'). */
  locale: string;
  team: { name: string };
  client: {
    name: string;
    company: string;
    email: string;
    taxId: string;
    address: InvoicePdfAddress;
  };
  lines: InvoicePdfLine[];
  subtotalCents: number;
  /** Percent, e.g. 8.875. */
  taxRate: number;
  taxCents: number;
  totalCents: number;
  notes: string;
}

// ---- Layout (PDF points, 72 per inch; A4 is 595.28 × 841.89) ----
const PAGE_SIZE = 'A4';
const MARGIN = 50;
const FONT_REGULAR = 'Helvetica';
const FONT_BOLD = 'Helvetica-Bold';
const SIZE_TITLE = 24;
const SIZE_HEADING = 11;
const SIZE_BODY = 10;
const SIZE_SMALL = 8;
const COLOR_TEXT = '#222222';
const COLOR_MUTED = '#666666';
const COLOR_RULE = '#cccccc';
const COLOR_HEADER_FILL = '#f0f0f0';
const STATUS_COLORS: Record<string, string> = {
  draft: '#777777',
  paid: '#1e7b34',
  void: '#b00020',
  overdue: '#b00020',
};
const SECTION_GAP = 24;
const CELL_PAD_X = 6;
const CELL_PAD_Y = 5;
const META_LABEL_WIDTH = 70;
const META_VALUE_WIDTH = 130;
const TOTALS_LABEL_WIDTH = 150;
const TOTALS_VALUE_WIDTH = 100;
const FOOTER_OFFSET = 30; // footer baseline area, below the bottom margin

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}
// The four widths add up to the content width of an A4 page with MARGIN on both sides.
const COLUMNS: readonly Column[] = [
  { title: 'Description', width: 265.28, align: 'left' },
  { title: 'Hours', width: 60, align: 'right' },
  { title: 'Rate', width: 80, align: 'right' },
  { title: 'Amount', width: 90, align: 'right' },
];

type Doc = PDFKit.PDFDocument;

// ---- Page geometry ----

function contentLeft(doc: Doc): number {
  return doc.page.margins.left;
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function contentBottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

// ---- Sections ----

/** Title, invoice number, status mark, issuer; dates on the right. Returns the next y. */
function drawHeader(doc: Doc, input: InvoicePdfInput): number {
  const left = contentLeft(doc);
  const right = left + contentWidth(doc);
  const top = doc.page.margins.top;

  doc.font(FONT_BOLD).fontSize(SIZE_TITLE).fillColor(COLOR_TEXT).text('Invoice', left, top);
  doc
    .font(FONT_REGULAR)
    .fontSize(SIZE_HEADING)
    .fillColor(COLOR_MUTED)
    .text(`No. ${oneLine(input.number)}`);
  const status = input.status.toLowerCase();
  const statusColor = STATUS_COLORS[status];
  if (statusColor) {
    doc
      .moveDown(0.3)
      .font(FONT_BOLD)
      .fontSize(SIZE_HEADING + 3)
      .fillColor(statusColor);
    doc.text(status.toUpperCase());
  }
  doc.moveDown(0.6).font(FONT_REGULAR).fontSize(SIZE_BODY).fillColor(COLOR_MUTED).text('From');
  doc.font(FONT_BOLD).fontSize(SIZE_HEADING).fillColor(COLOR_TEXT);
  doc.text(oneLine(input.team.name), { width: contentWidth(doc) / 2 });
  const leftBottom = doc.y;

  const metaLeft = right - META_LABEL_WIDTH - META_VALUE_WIDTH;
  const meta: [string, string][] = [
    ['Issue date', input.issueDate],
    ['Due date', input.dueDate],
    ['Period', `${input.periodFrom} – ${input.periodTo}`],
  ];
  let y = top + 6;
  for (const [label, value] of meta) {
    doc.font(FONT_REGULAR).fontSize(SIZE_BODY).fillColor(COLOR_MUTED);
    doc.text(label, metaLeft, y, { width: META_LABEL_WIDTH, lineBreak: false });
    doc.font(FONT_BOLD).fillColor(COLOR_TEXT);
    doc.text(oneLine(value), metaLeft + META_LABEL_WIDTH, y, {
      width: META_VALUE_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    y += doc.currentLineHeight(true) + 4;
  }
  return Math.max(leftBottom, y) + SECTION_GAP;
}

function addressLines(address: InvoicePdfAddress): string[] {
  const cityLine = [
    oneLine(address.city),
    [oneLine(address.state), oneLine(address.zip)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [oneLine(address.line1), oneLine(address.line2), cityLine, oneLine(address.country)];
}

/** "Bill to": name, company (when it differs), email, tax id, address. Returns the next y. */
function drawBillTo(doc: Doc, input: InvoicePdfInput, y: number): number {
  const { client } = input;
  const left = contentLeft(doc);
  const width = contentWidth(doc) / 2;
  doc.font(FONT_REGULAR).fontSize(SIZE_BODY).fillColor(COLOR_MUTED).text('Bill to', left, y);
  const name = oneLine(client.name);
  const company = oneLine(client.company);
  doc.font(FONT_BOLD).fontSize(SIZE_HEADING).fillColor(COLOR_TEXT).text(name, { width });
  const lines = [
    company && company !== name ? company : '',
    oneLine(client.email),
    client.taxId.trim() ? `Tax ID: ${oneLine(client.taxId)}` : '',
    ...addressLines(client.address),
  ].filter(Boolean);
  doc.font(FONT_REGULAR).fontSize(SIZE_BODY);
  for (const line of lines) {
    doc.text(line, { width });
  }
  return doc.y + SECTION_GAP;
}

function drawCells(doc: Doc, cells: string[], y: number, height?: number): void {
  let x = contentLeft(doc);
  COLUMNS.forEach((column, index) => {
    const wraps = index === 0;
    doc.text(cells[index], x + CELL_PAD_X, y + CELL_PAD_Y, {
      width: column.width - 2 * CELL_PAD_X,
      align: column.align,
      lineBreak: wraps,
      ...(wraps && height !== undefined ? { height, ellipsis: true } : {}),
    });
    x += column.width;
  });
}

/** The table's header row (repeated on every page the table continues on). */
function drawTableHeader(doc: Doc, y: number): number {
  doc.font(FONT_BOLD).fontSize(SIZE_BODY);
  const height = doc.currentLineHeight(true) + 2 * CELL_PAD_Y;
  doc.rect(contentLeft(doc), y, contentWidth(doc), height).fill(COLOR_HEADER_FILL);
  doc.fillColor(COLOR_TEXT);
  drawCells(
    doc,
    COLUMNS.map((column) => column.title),
    y,
  );
  return y + height;
}

/** Starts a continuation page: a caption, then the table header. Returns the next y. */
function continueTable(doc: Doc, input: InvoicePdfInput): number {
  doc.addPage();
  const y = doc.page.margins.top;
  doc.font(FONT_REGULAR).fontSize(SIZE_SMALL).fillColor(COLOR_MUTED);
  doc.text(`Invoice ${oneLine(input.number)} (continued)`, contentLeft(doc), y, {
    lineBreak: false,
  });
  return drawTableHeader(doc, y + doc.currentLineHeight(true) + 6);
}

/** The lines table, breaking onto new pages as needed. Returns the next y. */
function drawLines(doc: Doc, input: InvoicePdfInput, startY: number): number {
  const descriptionWidth = COLUMNS[0].width - 2 * CELL_PAD_X;
  let y = drawTableHeader(doc, startY);
  for (const line of input.lines) {
    doc.font(FONT_REGULAR).fontSize(SIZE_BODY).fillColor(COLOR_TEXT);
    const description = toWinAnsi(line.description).trim();
    const lineHeight = doc.currentLineHeight(true);
    const textHeight = Math.max(
      doc.heightOfString(description || ' ', { width: descriptionWidth }),
      lineHeight,
    );
    if (y + textHeight + 2 * CELL_PAD_Y > contentBottom(doc)) {
      y = continueTable(doc, input);
      doc.font(FONT_REGULAR).fontSize(SIZE_BODY).fillColor(COLOR_TEXT);
    }
    // A description taller than a whole page is cut to fit (with an ellipsis).
    const room = contentBottom(doc) - y - 2 * CELL_PAD_Y;
    const clipped = textHeight > room;
    const cellHeight = clipped ? Math.floor(room / lineHeight) * lineHeight : textHeight;
    drawCells(
      doc,
      [
        description,
        formatHours(line.quantity),
        formatPdfMoney(line.unitPriceCents, input.currency, input.locale),
        formatPdfMoney(line.amountCents, input.currency, input.locale),
      ],
      y,
      clipped ? cellHeight : undefined,
    );
    y += cellHeight + 2 * CELL_PAD_Y;
    doc
      .moveTo(contentLeft(doc), y)
      .lineTo(contentLeft(doc) + contentWidth(doc), y)
      .lineWidth(0.5)
      .strokeColor(COLOR_RULE)
      .stroke();
  }
  return y + SECTION_GAP / 2;
}

/** Subtotal, tax and total, right-aligned under the table. Returns the next y. */
function drawTotals(doc: Doc, input: InvoicePdfInput, startY: number): number {
  const money = (minor: number) => formatPdfMoney(minor, input.currency, input.locale);
  const lateFeesCents = input.lines
    .filter((line) => line.lateFee)
    .reduce((sum, line) => sum + line.amountCents, 0);
  const rows: [string, string, boolean][] = [
    ['Subtotal', money(input.subtotalCents), false],
    [`Tax (${formatRate(input.taxRate)}%)`, money(input.taxCents), false],
    ...(lateFeesCents > 0
      ? [['Late fees', money(lateFeesCents), false] as [string, string, boolean]]
      : []),
    [`Total (${oneLine(input.currency)})`, money(input.totalCents), true],
  ];
  doc.font(FONT_BOLD).fontSize(SIZE_HEADING);
  const rowHeight = doc.currentLineHeight(true) + 6;
  let y = startY;
  if (y + rows.length * rowHeight > contentBottom(doc)) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  const valueLeft = contentLeft(doc) + contentWidth(doc) - TOTALS_VALUE_WIDTH;
  const labelLeft = valueLeft - TOTALS_LABEL_WIDTH;
  for (const [label, value, strong] of rows) {
    if (strong) {
      doc
        .moveTo(labelLeft, y - 3)
        .lineTo(valueLeft + TOTALS_VALUE_WIDTH, y - 3)
        .lineWidth(1)
        .strokeColor(COLOR_TEXT)
        .stroke();
    }
    doc.font(strong ? FONT_BOLD : FONT_REGULAR).fontSize(strong ? SIZE_HEADING : SIZE_BODY);
    doc.fillColor(strong ? COLOR_TEXT : COLOR_MUTED);
    doc.text(label, labelLeft, y, { width: TOTALS_LABEL_WIDTH, align: 'right', lineBreak: false });
    doc.fillColor(COLOR_TEXT);
    doc.text(value, valueLeft, y, {
      width: TOTALS_VALUE_WIDTH - CELL_PAD_X,
      align: 'right',
      lineBreak: false,
    });
    y += rowHeight;
  }
  return y + SECTION_GAP;
}

/** Notes, when any; pdfkit flows long notes onto further pages. */
function drawNotes(doc: Doc, input: InvoicePdfInput, startY: number): void {
  const notes = toWinAnsi(input.notes).trim();
  if (!notes) return;
  doc.font(FONT_BOLD).fontSize(SIZE_HEADING);
  let y = startY;
  if (y + 3 * doc.currentLineHeight(true) > contentBottom(doc)) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  doc.fillColor(COLOR_TEXT).text('Notes', contentLeft(doc), y);
  doc.moveDown(0.3).font(FONT_REGULAR).fontSize(SIZE_BODY);
  doc.text(notes, { width: contentWidth(doc) });
}

/** "Invoice N · Page x of y" at the bottom of every page (needs bufferPages). */
function drawFooters(doc: Doc, input: InvoicePdfInput): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit start a new page: lift it meanwhile.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT_REGULAR).fontSize(SIZE_SMALL).fillColor(COLOR_MUTED);
    doc.text(
      `Invoice ${oneLine(input.number)} · Page ${index - start + 1} of ${count}`,
      contentLeft(doc),
      doc.page.height - bottomMargin + FOOTER_OFFSET / 2,
      { width: contentWidth(doc), align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = bottomMargin;
  }
}

/** Renders the invoice; the same input always gives the same bytes. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    try {
      const doc = new PDFDocument({
        size: PAGE_SIZE,
        margin: MARGIN,
        bufferPages: true,
        info: { Title: `Invoice ${input.number}`, CreationDate: creationDate(input.issueDate) },
      });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);

      let y = drawHeader(doc, input);
      y = drawBillTo(doc, input, y);
      y = drawLines(doc, input, y);
      y = drawTotals(doc, input, y);
      drawNotes(doc, input, y);
      drawFooters(doc, input);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
