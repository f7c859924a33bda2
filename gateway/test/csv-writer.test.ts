// The CSV writer: RFC 4180 quoting and line ends, read back with a strict reader, and the
// guard against spreadsheet formulas in text cells.
import { csvDocument, csvField, FixedDecimal } from '../src/csv-writer';
import { readCsv } from './rfc4180-reader';

describe('csvField', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
  ])('writes %j as %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
  ])('prefixes the formula-like text %j with a quote: %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('quotes a formula-like text starting with CR after prefixing it', () => {
    expect(csvField('\r=1')).toBe('"\'\r=1"');
  });

  it('writes numbers and booleans as they are, a negative number included', () => {
    expect([csvField(-12.5), csvField(0), csvField(true), csvField(false)]).toEqual([
      '-12.5',
      '0',
      'true',
      'false',
    ]);
  });

  it('writes a fixed decimal with its places, a negative one unguarded (it is a number)', () => {
    expect([csvField(new FixedDecimal(-2, 2)), csvField(new FixedDecimal(1 / 3, 2))]).toEqual([
      '-2.00',
      '0.33',
    ]);
  });

  it('writes null and undefined as empty fields', () => {
    expect([csvField(null), csvField(undefined)]).toEqual(['', '']);
  });
});

describe('csvDocument', () => {
  it('ends every row, the header included, with CRLF', () => {
    expect(csvDocument(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });

  it('is read back field for field by an RFC 4180 reader', () => {
    const rows = [
      ['comma, inside', 'quote " inside', 'line\r\nbreak', null],
      ['=cmd|calc', 'naïve ünïcode ✓', '', 42],
    ];
    expect(readCsv(csvDocument(['one', 'two', 'three', 'four'], rows))).toEqual([
      ['one', 'two', 'three', 'four'],
      ['comma, inside', 'quote " inside', 'line\r\nbreak', ''],
      ["'=cmd|calc", 'naïve ünïcode ✓', '', '42'],
    ]);
  });

  it('is only the header row without records', () => {
    expect(csvDocument(['a'], [])).toBe('a\r\n');
  });
});

describe('the test reader', () => {
  it.each([
    ['a bare LF line end', 'a,b\n'],
    ['a quote in an unquoted field', 'a"b\r\n'],
    ['text after a closing quote', '"a"b\r\n'],
    ['an open quoted field', '"a\r\n'],
    ['no CRLF at the end', 'a,b'],
  ])('refuses %s', (_case, text) => {
    expect(() => readCsv(text)).toThrow(/not RFC 4180/);
  });
});
