import { formatMoney } from '@workmesh/platform';
import { readPdf } from '@workmesh/testing';
import { renderInvoicePdf, type InvoicePdfInput, type InvoicePdfLine } from '../src/invoice-pdf';
import { formatPdfMoney, toWinAnsi } from '../src/invoice-pdf-text';

function invoice(overrides: Partial<InvoicePdfInput> = {}): InvoicePdfInput {
  return {
    number: 'INV-2024-0042',
    status: 'sent',
    issueDate: '2024-03-01',
    dueDate: '2024-03-31',
    periodFrom: '2024-02-01',
    periodTo: '2024-02-29',
    currency: 'USD',
    locale: 'en-US',
    team: { name: 'Acme Consulting' },
    client: {
      name: 'Jane Doe',
      company: 'Globex Corporation',
      email: 'billing@globex.example',
      taxId: 'US-12-3456789',
      address: {
        line1: '100 Main Street',
        line2: 'Suite 400',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'United States',
      },
    },
    lines: [
      {
        description: 'Backend development',
        quantity: 3.5,
        unitPriceCents: 12500,
        amountCents: 43750,
      },
      {
        description:
          'Design review and a deliberately long description that has to wrap over several ' +
          'lines inside the description column of the table without pushing into the hours',
        quantity: 12,
        unitPriceCents: 9999,
        amountCents: 119988,
      },
      { description: 'Standup', quantity: 0.25, unitPriceCents: 8000, amountCents: 2000 },
    ],
    subtotalCents: 165738,
    taxRate: 8.875,
    taxCents: 14709,
    totalCents: 180447,
    notes: 'Payment by bank transfer within 30 days.\nThank you for your business!',
    ...overrides,
  };
}

const readBack = (pdf: Buffer) => readPdf(pdf);

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

const isWinAnsiSymbol = (currency: string) => currency !== 'INR';
const formatUsd = (cents: number) => formatPdfMoney(cents, 'USD', 'en-US');

describe('formatPdfMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000, '$1,000.00'],
    [100000000, '$1,000,000.00'],
    [-100, '-$1.00'],
    [-123456, '-$1,234.56'],
    [-5, '-$0.05'],
    [-0, '$0.00'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('%p cents → %p', (cents, expected) => {
    expect(formatUsd(cents)).toBe(expected);
  });

  it.each([
    [2038, 'JPY', 'en-US', '¥2,038'],
    [20370, 'KWD', 'de-DE', '20,370\u00a0KWD'],
    [20370, 'KWD', 'en-US', 'KWD\u00a020.370'],
    [123450, 'EUR', 'de-DE', '1.234,50\u00a0€'],
    // fr-FR groups with a narrow no-break space, which WinAnsi lacks: a no-break space.
    [123450, 'EUR', 'fr-FR', '1\u00a0234,50\u00a0€'],
    // ₹ is not in WinAnsi: the code instead.
    [123450, 'INR', 'en-IN', 'INR\u00a01,234.50'],
  ])('%p minor units of %s in %s → %p', (minor, currency, locale, expected) => {
    expect(formatPdfMoney(minor, currency, locale)).toBe(expected);
    if (isWinAnsiSymbol(currency))
      expect(formatPdfMoney(minor, currency, locale)).toBe(
        formatMoney(minor, currency, locale).replace(/\u202f/g, '\u00a0'),
      );
  });

  it('rejects fractional or non-finite cents', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the WinAnsi extras (— – € “ ” …)', () => {
    const text = 'Café Müller — “Ünïcödé” – 5 € … ™ Œuvre ß';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('composes decomposed accents and falls back to base letters', () => {
    expect(toWinAnsi('Cafe\u0301')).toBe('Café');
    expect(toWinAnsi('Erdős Łukasz')).toBe('Erdos ?ukasz');
  });

  it('replaces CJK and emoji with "?" and control characters with spaces', () => {
    expect(toWinAnsi('東京 Tokyo')).toBe('?? Tokyo');
    expect(toWinAnsi('ok 👍🏽 ❤️')).toBe('ok ?? ?');
    expect(toWinAnsi('a\tb\u0007c\r\nd')).toBe('a b c\nd');
  });
});

describe('renderInvoicePdf', () => {
  it('renders a readable invoice with every field', async () => {
    const input = invoice();
    const pdf = await renderInvoicePdf(input);

    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages, info } = await readBack(pdf);
    expect(info.Title).toBe('Invoice INV-2024-0042');
    expect(pages).toBe(1);
    for (const expected of [
      'Invoice',
      'INV-2024-0042',
      'Acme Consulting',
      'Bill to',
      'Jane Doe',
      'Globex Corporation',
      'billing@globex.example',
      'US-12-3456789',
      '100 Main Street',
      'Suite 400',
      'Springfield, IL 62701',
      'United States',
      'Issue date',
      '2024-03-01',
      'Due date',
      '2024-03-31',
      'Period',
      '2024-02-01 – 2024-02-29',
      'Description',
      'Hours',
      'Rate',
      'Amount',
      'Subtotal',
      '$1,657.38',
      'Tax (8.875%)',
      '$147.09',
      'Total (USD)',
      '$1,804.47',
      'Notes',
      'Payment by bank transfer within 30 days.',
      'Thank you for your business!',
    ]) {
      expect(text).toContain(expected);
    }
    for (const line of input.lines) {
      expect(text.replace(/\s+/g, ' ')).toContain(line.description);
      expect(text).toContain(line.quantity.toFixed(2));
      expect(text).toContain(formatUsd(line.unitPriceCents));
      expect(text).toContain(formatUsd(line.amountCents));
    }
    expect(text).toContain('3.50');
    expect(text).toContain('0.25');
    expect(text).toContain('$125.00');
    expect(text).toContain('$437.50');
    // A "sent" invoice carries no status mark.
    for (const mark of ['DRAFT', 'PAID', 'VOID', 'OVERDUE']) {
      expect(text).not.toContain(mark);
    }
  });

  it.each(['draft', 'paid', 'void', 'overdue'])('marks a %s invoice', async (status) => {
    const { text } = await readBack(await renderInvoicePdf(invoice({ status })));
    expect(text).toContain(status.toUpperCase());
  });

  it('skips empty optional parts: same company, no tax id, no address line 2, no notes', async () => {
    const base = invoice();
    const input = invoice({
      client: {
        ...base.client,
        company: 'Jane Doe',
        taxId: '',
        address: { ...base.client.address, line2: '', state: '' },
      },
      notes: '  ',
    });
    const { text } = await readBack(await renderInvoicePdf(input));
    expect(count(text, 'Jane Doe')).toBe(1);
    expect(text).not.toContain('Tax ID');
    expect(text).not.toContain('Suite');
    expect(text).toContain('Springfield, 62701');
    expect(text).not.toContain('Notes');
    expect(text).toContain('Total (USD)');
  });

  it('continues a long table over several pages, repeating the header row', async () => {
    const lines: InvoicePdfLine[] = Array.from({ length: 120 }, (_, index) => ({
      description: `Task number ${index + 1} of the sprint`,
      quantity: 1 + (index % 8) / 4,
      unitPriceCents: 10000 + index,
      amountCents: (10000 + index) * 2,
    }));
    const pdf = await renderInvoicePdf(invoice({ lines }));
    const { text, pages } = await readBack(pdf);

    expect(pages).toBeGreaterThan(1);
    const rows = text.replace(/[ \t]+/g, ' ').split('\n');
    for (const line of lines) {
      const row = [
        line.description,
        line.quantity.toFixed(2),
        formatUsd(line.unitPriceCents),
        formatUsd(line.amountCents),
      ].join(' ');
      expect(rows).toContain(row);
    }
    expect(rows.filter((row) => row === 'Description Hours Rate Amount')).toHaveLength(pages);
    expect(count(text, 'INV-2024-0042 (continued)')).toBe(pages - 1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Total (USD)');
    expect(text).toContain('Notes');
  });

  it('cuts a description taller than a page instead of overflowing', async () => {
    const huge = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const lines: InvoicePdfLine[] = [
      { description: huge, quantity: 1, unitPriceCents: 100, amountCents: 100 },
      { description: 'After the huge one', quantity: 2, unitPriceCents: 100, amountCents: 200 },
    ];
    const { text } = await readBack(await renderInvoicePdf(invoice({ lines })));
    expect(text).toContain('word0');
    expect(text).toContain('…');
    expect(text).toContain('After the huge one');
    expect(text).toContain('$2.00');
  });

  it('renders WinAnsi characters beyond ASCII (— é ü € “ ”) as they are', async () => {
    const base = invoice();
    const name = 'Zoë Müller — Café “Crème”';
    const input = invoice({
      team: { name: 'Ærøskøbing Studio' },
      client: { ...base.client, name, company: 'Société Générale €' },
      notes: 'Fällig — bitte überweisen.',
    });
    const { text } = await readBack(await renderInvoicePdf(input));
    expect(text).toContain(name);
    expect(text).toContain('Société Générale €');
    expect(text).toContain('Ærøskøbing Studio');
    expect(text).toContain('Fällig — bitte überweisen.');
  });

  it('renders CJK, emoji and control characters as "?" or spaces instead of garbage', async () => {
    const base = invoice();
    const input = invoice({
      number: 'INV-東京-1',
      team: { name: '株式会社 Example' },
      client: { ...base.client, name: 'Li Wei 李伟', company: 'Rocket 🚀 Labs' },
      lines: [{ description: 'Tabs\there 👍🏽 ok', quantity: 1, unitPriceCents: 1, amountCents: 1 }],
      notes: 'Merci ❤️ 谢谢',
    });
    const pdf = await renderInvoicePdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text } = await readBack(pdf);
    expect(text).toContain('INV-??-1');
    expect(text).toContain('???? Example');
    expect(text).toContain('Li Wei ??');
    expect(text).toContain('Rocket ? Labs');
    expect(text).toContain('Tabs here ?? ok');
    expect(text).toContain('Merci ? ??');
  });

  it('renders the same bytes for the same input, with the issue date as CreationDate', async () => {
    const first = await renderInvoicePdf(invoice());
    const second = await renderInvoicePdf(invoice());
    expect(first.equals(second)).toBe(true);
    const { info } = await readBack(first);
    expect(info.CreationDate).toBe('D:20240301000000Z');

    const other = await renderInvoicePdf(invoice({ issueDate: '2024-03-02' }));
    expect(other.equals(first)).toBe(false);
  });

  it('rejects an issue date that is not YYYY-MM-DD', async () => {
    await expect(renderInvoicePdf(invoice({ issueDate: '03/01/2024' }))).rejects.toThrow(
      RangeError,
    );
    await expect(renderInvoicePdf(invoice({ issueDate: '2024-02-30' }))).rejects.toThrow(
      RangeError,
    );
  });
});
