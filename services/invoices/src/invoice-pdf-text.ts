// The text an invoice PDF writes (invoice-pdf.ts draws it).
//
// Fonts: pdfkit ships only the 14 standard PDF fonts (AFM metrics, no glyph files), and
// they are written with WinAnsiEncoding. pdfkit does not check what it is given: a
// character outside WinAnsi is written as its raw UTF-16 code in hex, so Chinese shows as
// unrelated Latin letters, an emoji as two garbage characters, and a tab or other control
// character (one hex digit) shifts every following byte of the line. Embedding a Unicode
// TrueType font would need a font file the service image does not have, so every string
// goes through `toWinAnsi` first: WinAnsi characters (Latin-1, and — – € “ ” ‘ ’ … • ™
// etc.) are kept, accented letters outside it fall back to their base letter (ő → o),
// control characters become spaces, and anything else becomes '?'.
//
// Money (issue 34): amounts come in minor units of the invoice's currency and are written
// with Intl.NumberFormat in the team's locale (as platform's formatMoney, "$1,234.56",
// "¥2,038", "20,370 KWD" in de-DE). Intl's narrow and thin spaces become no-break spaces
// (WinAnsi has U+00A0, not U+202F); a symbol WinAnsi cannot write (₹, ₩, …) makes the
// amount written with the ISO code instead, so no amount ever shows a '?'.
import { minorDigits } from '@workmesh/platform';

// Unicode code points outside Latin-1 that WinAnsiEncoding (cp1252) has a byte for.
const WIN_ANSI_EXTRA = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((char) => char.codePointAt(0)),
);
const COMBINING_MARKS = /\p{M}/gu;

function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRA.has(codePoint)
  );
}

/**
 * Makes `text` safe for the standard (WinAnsi) fonts: keeps every character they can
 * encode and '\n', turns control characters into spaces, replaces an accented letter
 * outside WinAnsi by its base letter, and anything else (CJK, emoji, …) by '?'.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (char === '\n' || isWinAnsi(codePoint)) {
      out += char;
    } else if (/\p{Cc}/u.test(char)) {
      out += ' ';
    } else if (/\p{M}/u.test(char) || /\p{Cf}/u.test(char)) {
      // A combining mark NFC could not attach, or a zero-width/format character.
      continue;
    } else {
      const base = char.normalize('NFKD').replace(COMBINING_MARKS, '');
      out += base !== '' && [...base].every((c) => isWinAnsi(c.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return out;
}

/** Like toWinAnsi, on one line (for names, addresses and other single-line fields). */
export function oneLine(text: string): string {
  return toWinAnsi(text).replace(/\n+/g, ' ').trim();
}

const NARROW_SPACES = /[\u2009\u202f]/g;
const isWinAnsiText = (text: string): boolean =>
  [...text].every((char) => isWinAnsi(char.codePointAt(0) ?? 0));

/** Integer minor units as an exact decimal string ("-1234.50"): Intl formats it exactly. */
function decimalOf(minor: number, currency: string): `${number}` {
  const digits = minorDigits(currency);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const sign = minor < 0 ? '-' : '';
  return (
    digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${text.slice(-digits)}`
  ) as `${number}`;
}

/**
 * Integer minor units as the PDF writes them in the locale: "$1,234.56" (USD, en-US),
 * "¥2,038" (JPY), "20,370 KWD" (de-DE) - what platform's formatMoney writes, but from
 * the exact decimal (no float rounding at 2^53) - with the currency's code for a symbol
 * the standard fonts cannot write.
 */
export function formatPdfMoney(minor: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`formatPdfMoney expects integer minor units, got ${minor}`);
  }
  const amount = decimalOf(minor, currency);
  const written = (currencyDisplay: 'symbol' | 'code') =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay })
      .format(amount)
      .replace(NARROW_SPACES, '\u00a0');
  const bySymbol = written('symbol');
  return isWinAnsiText(bySymbol) ? bySymbol : written('code');
}

export function formatHours(quantity: number): string {
  return quantity.toFixed(2);
}

/** 8.875 → "8.875", 8 → "8", 7.25 → "7.25" (at most 4 decimals). */
export function formatRate(percent: number): string {
  return String(Number(percent.toFixed(4)));
}

export function creationDate(issueDate: string): Date {
  const date = new Date(`${issueDate}T00:00:00.000Z`);
  // Round-tripping also rejects days the month does not have (2024-02-30).
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== issueDate) {
    throw new RangeError(`issueDate must be YYYY-MM-DD, got "${issueDate}"`);
  }
  return date;
}
