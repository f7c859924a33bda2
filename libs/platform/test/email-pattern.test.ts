// EMAIL_PATTERN, which the OpenAPI description gives every email field, against the rule
// the services check addresses with (joi's email(), no TLD list): for ASCII addresses
// whose local part is at most 64 characters (the limit the pattern leaves to the
// services), the two agree on every text fast-check makes of address-like pieces.
import fc from 'fast-check';
import { EMAIL_PATTERN, Joi } from '../src';

const pattern = new RegExp(EMAIL_PATTERN);
const servicesRule = Joi.string().email({ tlds: { allow: false } });
const servicesTake = (text: string) => servicesRule.validate(text).error === undefined;

/** Pieces an address is made of, and characters near them that are not allowed. */
const PIECE = fc.constantFrom(
  'a',
  'Z',
  '0',
  '9',
  '_',
  '-',
  '.',
  '.',
  '@',
  '+',
  '!',
  '#',
  '~',
  "'",
  '`',
  '{',
  '(',
  ')',
  ' ',
  ',',
  ':',
  ';',
  '<',
  '"',
  '\\',
  '[',
  ']',
  '%',
  'xn--',
  'com',
  'io',
  '1',
);
const text = fc.string({ unit: PIECE, maxLength: 24 });
/** Mostly one `@` between a local part and a domain, sometimes anything at all. */
const addressLike = fc.oneof(
  fc
    .tuple(text, fc.array(text, { minLength: 1, maxLength: 4 }))
    .map(([local, labels]) => `${local}@${labels.join('.')}`),
  text,
);

describe('EMAIL_PATTERN', () => {
  it('takes exactly the ASCII addresses the services take (local part up to 64)', () => {
    fc.assert(
      fc.property(addressLike, (candidate) => {
        fc.pre(!/@/.test(candidate) || candidate.split('@')[0]!.length <= 64);
        expect(pattern.test(candidate)).toBe(servicesTake(candidate));
      }),
      { numRuns: 5000, seed: 20261127 },
    );
  });

  it.each([
    ['ada@example.com', true],
    ["o'brien+tag@mail.example.co", true],
    ['a.b-c_d@xn--bcher-kva.example', true],
    ['0@com', false],
    ['a..b@x.io', false],
    ['.a@x.io', false],
    ['a@-x.io', false],
    ['a@x-.io', false],
    ['a@x.1o', false],
    ['a@x.io.', false],
    ['a(b@x.io', false],
    [`a@${'l'.repeat(64)}.io`, false],
    [`a@${'l'.repeat(63)}.io`, true],
  ])('%s: %s, as the services', (address, taken) => {
    expect(pattern.test(address)).toBe(taken);
    expect(servicesTake(address)).toBe(taken);
  });

  it('leaves the 64-character local part to the services', () => {
    const address = `${'l'.repeat(65)}@example.com`;
    expect(pattern.test(address)).toBe(true);
    expect(servicesTake(address)).toBe(false);
  });
});
