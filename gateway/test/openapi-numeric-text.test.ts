// The patterns of numbers sent as text (numeric-text.ts) against what they describe: the
// texts the gateway's conversion takes (json-to-proto.ts) whose value is within the range.
// fast-check makes ranges and texts at, just below and just above each bound, with signs,
// leading zeros, fractions and exponents; each pattern must answer as the numeric
// comparison does, except in the rare forms decimalText names, where it may only be
// narrower. Then every bounded number field of the description is checked the same way.
import fc from 'fast-check';
import { ID_BOUNDS } from '@workmesh/platform';
import { INTEGER_RANGES, INTEGER_TEXT, NUMBER_TEXT } from '../src/json-to-proto';
import {
  decimalText,
  integerListText,
  integerText,
  paddedWholeText,
  type WholeRange,
} from '../src/openapi/numeric-text';
import { ROUTES } from '../src/routes';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { loadProtoRoot, type JsonSchema } from '../src/openapi/proto-json-schema';

const RUNS = { numRuns: 2000, seed: 20261128 };

/** The pattern as JSON Schema validators (Ajv) apply it: a Unicode regular expression. */
const matcher = (pattern: string) => {
  const regex = new RegExp(pattern, 'u');
  return (text: string) => regex.test(text);
};

const within = (value: number, { minimum, maximum }: WholeRange) =>
  minimum <= value && value <= maximum;

/** What the conversion and the service take: an integer text, its value within the range. */
const integerTaken = (text: string, range: WholeRange) =>
  INTEGER_TEXT.test(text) && within(Number(text), range);

/** What the conversion and the service take: a finite number text, its value within the range. */
const numberTaken = (text: string, range: WholeRange) =>
  NUMBER_TEXT.test(text) && Number.isFinite(Number(text)) && within(Number(text), range);

/** A range of whole numbers, small or as wide as the ids. */
const ranges: fc.Arbitrary<WholeRange> = fc
  .oneof(
    fc.tuple(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 })),
    fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 2 ** 31 })),
    fc.constantFrom<[number, number]>(
      [ID_BOUNDS.minimum, ID_BOUNDS.maximum],
      ...Object.values(INTEGER_RANGES),
      [0, 365],
      [0, 100],
      [0, 1_000_000_000],
      [0, 0],
    ),
  )
  .map(([a, b]) => ({ minimum: Math.min(a, b), maximum: Math.max(a, b) }));

/** Whole numbers at, just below and just above each bound, and anywhere in between. */
const wholeNear = ({ minimum, maximum }: WholeRange) =>
  fc.oneof(
    fc
      .constantFrom(minimum, maximum, 0)
      .chain((bound) => fc.integer({ min: -2, max: 2 }).map((d) => bound + d)),
    fc.integer({
      min: Math.max(minimum - 5, Number.MIN_SAFE_INTEGER),
      max: Math.min(maximum + 5, Number.MAX_SAFE_INTEGER),
    }),
  );

/** Writes a whole number as a text may: a sign for 0 too, leading zeros. */
const integerTexts = (range: WholeRange) =>
  fc.tuple(wholeNear(range), fc.boolean(), fc.nat({ max: 3 })).map(([value, minusZero, zeros]) => {
    const sign = value < 0 || (value === 0 && minusZero) ? '-' : '';
    return `${sign}${'0'.repeat(zeros)}${Math.abs(value)}`;
  });

const SPACES = [' ', '\t', '\u00a0', '\u2028', '\ufeff'];

describe('integerText', () => {
  it('accepts exactly the integer texts within the range', () => {
    fc.assert(
      fc.property(
        ranges.chain((range) =>
          fc.tuple(
            fc.constant(range),
            fc.oneof(
              integerTexts(range),
              fc.string({ maxLength: 6 }),
              fc.constantFrom('', '-', '+1', '1.0', ' 1'),
            ),
          ),
        ),
        ([range, text]) => {
          expect({ text, described: matcher(integerText(range))(text) }).toEqual({
            text,
            described: integerTaken(text, range),
          });
        },
      ),
      RUNS,
    );
  });

  it.each([
    [
      '0..365',
      { minimum: 0, maximum: 365 },
      ['0', '-0', '007', '365', '0365', '-000'],
      ['366', '400', '-1', '1e2', '+1', '3650'],
    ],
    [
      'ids',
      ID_BOUNDS,
      ['1', '0001', '9007199254740991'],
      ['0', '-0', '-1', '9007199254740992', '9007199254740993', '10000000000000000'],
    ],
    [
      'int32',
      { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 },
      ['-2147483648', '2147483647', '-0'],
      ['-2147483649', '2147483648'],
    ],
  ])('%s: at and beyond the bounds', (_name, range, accepted, refused) => {
    const described = matcher(integerText(range));
    expect(accepted.filter((text) => !described(text))).toEqual([]);
    expect(refused.filter(described)).toEqual([]);
  });
});

/** A decimal text of a value near the bounds: at most 15 significant digits, so Number() is exact enough to compare. */
const decimalTexts = (range: WholeRange) =>
  fc
    .tuple(
      wholeNear(range),
      fc.boolean(),
      fc.nat({ max: 2 }),
      fc.constantFrom('', '.', '.0', '.00', '.5', '.25', '.999', '.0001'),
      fc.boolean(),
    )
    .map(([whole, minusZero, zeros, fraction, dropWhole]) => {
      const magnitude = Math.abs(whole);
      const sign = whole < 0 || (whole === 0 && minusZero) ? '-' : '';
      const digits =
        magnitude === 0 && dropWhole && fraction.length > 1
          ? ''
          : `${'0'.repeat(zeros)}${magnitude}`;
      return `${sign}${digits}${fraction}`;
    });

/** An exponent a decimalText describes (0, or negative where 0 is within the range) or one it does not. */
const exponents = fc.constantFrom(
  'e0',
  'E+00',
  'e-0',
  'e-1',
  'E-3',
  'e-400',
  'e1',
  'e+2',
  'E3',
  'e999',
);

const DECIMAL_RANGES = ranges.filter(
  (range) => Math.abs(range.minimum) < 1e12 && Math.abs(range.maximum) < 1e12,
);

describe('decimalText', () => {
  it('accepts exactly the decimal texts within the range', () => {
    fc.assert(
      fc.property(
        DECIMAL_RANGES.chain((range) => fc.tuple(fc.constant(range), decimalTexts(range))),
        ([range, text]) => {
          expect({ text, described: matcher(decimalText(range))(text) }).toEqual({
            text,
            described: numberTaken(text, range),
          });
        },
      ),
      RUNS,
    );
  });

  it('with an exponent: exactly where the mantissa is within the range and the exponent keeps it there; never wider', () => {
    fc.assert(
      fc.property(
        DECIMAL_RANGES.chain((range) =>
          fc.tuple(
            fc.constant(range),
            decimalTexts(range).filter((m) => /\d/.test(m)),
            exponents,
          ),
        ),
        ([range, mantissa, exponent]) => {
          const text = `${mantissa}${exponent}`;
          const described = matcher(decimalText(range))(text);
          const power = Number(exponent.slice(1));
          const keeps = power === 0 || (power < 0 && within(0, range));
          if (keeps && numberTaken(mantissa, range))
            expect({ text, described }).toEqual({ text, described: true });
          if (described)
            expect({ text, taken: numberTaken(text, range) }).toEqual({ text, taken: true });
        },
      ),
      RUNS,
    );
  });

  it('is never wider than the conversion and the range, whatever the text', () => {
    fc.assert(
      fc.property(
        DECIMAL_RANGES,
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.stringMatching(/^-?\d{0,25}\.?\d{0,25}(?:[eE][-+]?\d{1,4})?$/),
        ),
        (range, text) => {
          if (matcher(decimalText(range))(text)) {
            expect({ text, taken: numberTaken(text, range) }).toEqual({ text, taken: true });
          }
        },
      ),
      RUNS,
    );
  });

  it.each([
    [
      '0..100',
      { minimum: 0, maximum: 100 },
      [
        '100',
        '100.0',
        '100.000',
        '100.',
        '99.99',
        '.5',
        '0',
        '-0',
        '-0.0',
        '-.0',
        '007.5',
        '5e-1',
        '100e0',
        '1e-400',
      ],
      ['100.5', '100.0001', '101', '-0.1', '-1', '.', '', '1e2', '1e+1', '-.5'],
    ],
    [
      '0..1,000,000',
      { minimum: 0, maximum: 1_000_000 },
      ['1000000', '999999.99', '0.01'],
      ['1000001', '1000000.01', '1000000.5'],
    ],
    ['0..24', { minimum: 0, maximum: 24 }, ['24', '23.75', '24.00'], ['24.25', '25', '-24']],
    [
      '-5..5',
      { minimum: -5, maximum: 5 },
      ['-5', '-4.99', '5.0', '-0.5e-3'],
      ['-5.01', '5.01', '-6'],
    ],
  ])(
    '%s: at and beyond the bounds (1e2 is the named gap: taken, not described)',
    (_name, range, accepted, refused) => {
      const described = matcher(decimalText(range));
      expect(accepted.filter((text) => !described(text))).toEqual([]);
      expect(refused.filter(described)).toEqual([]);
    },
  );
});

describe('decimalText leaves out', () => {
  it.each(['1e2', '400e-1', '100.0000000000000001', '-1e-400'])(
    '%s for 0..100: taken by the conversion and the range, not described (docs/adr/0004)',
    (text) => {
      const percent = { minimum: 0, maximum: 100 };
      expect({
        taken: numberTaken(text, percent),
        described: matcher(decimalText(percent))(text),
      }).toEqual({
        taken: true,
        described: false,
      });
    },
  );
});

describe('integerListText', () => {
  /** What the conversion takes for a list of integers: blank, or comma-separated integer texts (each trimmed) within the range. */
  const listTaken = (text: string, range: WholeRange) =>
    text.trim() === '' || text.split(',').every((element) => integerTaken(element.trim(), range));

  it('accepts exactly the lists of integer texts within the range', () => {
    fc.assert(
      fc.property(
        ranges.chain((range) =>
          fc.tuple(
            fc.constant(range),
            fc.array(
              fc.tuple(
                fc.constantFrom('', ...SPACES),
                fc.oneof(integerTexts(range), fc.constantFrom('', 'a', '1.5')),
                fc.constantFrom('', ...SPACES),
              ),
              { maxLength: 4 },
            ),
          ),
        ),
        ([range, elements]) => {
          const text = elements
            .map(([before, element, after]) => `${before}${element}${after}`)
            .join(',');
          expect({ text, described: matcher(integerListText(range))(text) }).toEqual({
            text,
            described: listTaken(text, range),
          });
        },
      ),
      RUNS,
    );
  });

  it('says the upper bound of ids', () => {
    const ids = matcher(integerListText(ID_BOUNDS));
    expect(['1,2,3', ' 1 , 9007199254740991 ', '', ' '].filter((text) => !ids(text))).toEqual([]);
    expect(['1,9007199254740992', '0', '1,,2', '1,'].filter(ids)).toEqual([]);
  });
});

describe('paddedWholeText', () => {
  it('accepts exactly the whole numbers within the range written with 1 to `digits` digits', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(fc.nat({ max: 999 }), fc.nat({ max: 999 }))
          .map(([a, b]) => ({ minimum: Math.min(a, b), maximum: Math.max(a, b) })),
        fc.stringMatching(/^\d{0,5}$/),
        (range, text) => {
          const digits = Math.max(3, String(range.maximum).length);
          const described = matcher(`^${paddedWholeText(range, digits)}$`)(text);
          const taken = new RegExp(`^\\d{1,${digits}}$`).test(text) && within(Number(text), range);
          expect({ text, described }).toEqual({ text, described: taken });
        },
      ),
      RUNS,
    );
  });
});

describe('every bounded number field of the description', () => {
  const document = buildOpenApiDocument({ routes: ROUTES, root: loadProtoRoot() });

  /** Every schema in the document that takes a number or its text, with a range. */
  function boundedNumbers(node: unknown, where: string, found: [string, JsonSchema][] = []) {
    if (Array.isArray(node))
      node.forEach((item, index) => boundedNumbers(item, `${where}/${index}`, found));
    else if (typeof node === 'object' && node !== null) {
      const schema = node as JsonSchema;
      const types = [schema.type].flat();
      if (
        (types.includes('integer') || types.includes('number')) &&
        typeof schema.pattern === 'string' &&
        typeof schema.minimum === 'number' &&
        typeof schema.maximum === 'number'
      ) {
        found.push([where, schema]);
      }
      for (const [key, value] of Object.entries(schema))
        boundedNumbers(value, `${where}/${key}`, found);
    }
    return found;
  }

  const fields = boundedNumbers(document, '#');

  it('are many (ids, paging, rates, percentages, days)', () => {
    expect(fields.length).toBeGreaterThan(50);
  });

  it.each(fields)(
    '%s: its text is within its minimum and maximum, as a number would be',
    (_where, schema) => {
      const range = { minimum: schema.minimum as number, maximum: schema.maximum as number };
      const described = matcher(schema.pattern as string);
      const integer = [schema.type].flat().includes('integer');
      const probes = [
        range.minimum - 1,
        range.minimum,
        range.maximum,
        range.maximum + 1,
        ...(integer ? [] : [range.maximum - 0.5, range.maximum + 0.5]),
      ].flatMap((value) => [String(value), `00${value}`.replace('00-', '-00')]);
      const disagreements = probes.filter(
        (text) =>
          described(text) !== (integer ? integerTaken(text, range) : numberTaken(text, range)),
      );
      expect(disagreements).toEqual([]);
    },
  );
});
