// The texts of numbers within a range, as regular expressions. A number field takes a JSON
// number or a numeric text (a form, a query string, a JSON string: json-to-proto.ts), and
// JSON Schema's minimum and maximum apply to numbers only: a text is bounded by its pattern
// alone. So each pattern here accepts exactly the texts the conversion takes whose value is
// within the range, upper bound included ("400" is no net_term), except the exponent forms
// named at decimalText.
import toRegexRange from 'to-regex-range';

/** An inclusive range of whole numbers (safe integers), as platform's NumberBounds. */
export interface WholeRange {
  minimum: number;
  maximum: number;
}

function checkedRange(range: WholeRange, what: string): WholeRange {
  const { minimum, maximum } = range;
  if (!Number.isSafeInteger(minimum) || !Number.isSafeInteger(maximum) || minimum > maximum) {
    throw new Error(`${what}: [${minimum}, ${maximum}] is no range of safe integers`);
  }
  return range;
}

/** `a|b|c` as one group (a lone alternative as it is). */
const oneOf = (alternatives: string[]) =>
  alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;

/** The digits of the whole numbers from `low` to `high` (0 ≤ low ≤ high), without leading zeros. */
const wholeDigits = (low: number, high: number) => toRegexRange(low, high, { shorthand: true });

/** The alternatives of the unsigned texts of the values from `low` to `high` (0 ≤ low ≤ high). */
type Unsigned = (low: number, high: number) => string[];

/**
 * The texts of a signed range: the unsigned texts of the values ≥ 0, and "-" before those
 * of the magnitudes of the values ≤ 0 (so "-0" is 0, as Number("-0") is).
 */
function signed(range: WholeRange, unsigned: Unsigned): string {
  const { minimum, maximum } = range;
  const positive = maximum >= 0 ? unsigned(Math.max(minimum, 0), maximum) : [];
  const negative = minimum <= 0 ? unsigned(Math.max(-maximum, 0), -minimum) : [];
  if (positive.join('|') === negative.join('|')) return `-?${oneOf(positive)}`;
  return oneOf([...positive, ...(negative.length > 0 ? [`-${oneOf(negative)}`] : [])]);
}

/** An unsigned integer text (leading zeros allowed: "007" is 7) from `low` to `high`. */
const unsignedInteger: Unsigned = (low, high) => [
  high === 0 ? '0+' : `0*${wholeDigits(low, high)}`,
];

/** The body of integerText, to be placed inside another pattern (a list). */
const integerTextBody = (range: WholeRange) =>
  signed(checkedRange(range, 'integer text'), unsignedInteger);

/**
 * The texts the conversion takes as an integer (`-?\d+`: a sign, leading zeros) whose
 * value is within the range.
 */
export const integerText = (range: WholeRange) => `^${integerTextBody(range)}$`;

/**
 * "1, 2,3" (spaces around the commas allowed) or blank (the empty list), each element an
 * integer text within the range, as the conversion splits and reads a list of integers.
 */
export function integerListText(range: WholeRange): string {
  const element = integerTextBody(range);
  return `^\\s*(?:${element}\\s*(?:,\\s*${element}\\s*)*)?$`;
}

/**
 * An unsigned decimal (`12`, `12.`, `12.50`, `.5`; leading zeros allowed) from `low` to
 * `high`, both whole: below `high` any fraction may follow the whole part; at `high` only
 * zeros; an empty whole part is 0.
 */
const unsignedDecimal: Unsigned = (low, high) => {
  const alternatives: string[] = [];
  if (low < high) alternatives.push(`0*${wholeDigits(low, high - 1)}(?:\\.\\d*)?`);
  alternatives.push(`${high === 0 ? '0+' : `0*${high}`}(?:\\.0*)?`);
  if (low === 0) alternatives.push(high === 0 ? '\\.0+' : '\\.\\d+');
  return alternatives;
};

/**
 * The exponents that keep a mantissa within the range: 0 ("1e0", "1E+00"); and, where 0 is
 * within it, any negative one, which only moves a value towards 0 ("5e-1", "1e-400").
 */
const exponent = ({ minimum, maximum }: WholeRange) =>
  minimum <= 0 && maximum >= 0 ? '(?:[eE](?:-\\d+|\\+?0+))?' : '(?:[eE][-+]?0+)?';

/**
 * The texts the conversion takes as a number (`-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?`) whose
 * value is within the range (whole bounds), for a decimal text exactly: for a maximum of
 * 100, "100", "100.000", "99.99", ".5", "-0" yes; "100.5", "100.0001" no. Narrower than the
 * conversion and the service in rare forms only, never wider:
 * - exponents other than those of `exponent` ("1e2" is 100; "400e-1" is 40): a text with a
 *   positive exponent, or a mantissa beyond the range, is not described;
 * - a text so precise that Number() rounds it onto a bound (more than 15 significant
 *   digits, "100.0000000000000001" is 100; "-1e-400" is -0).
 */
export function decimalText(range: WholeRange): string {
  const checked = checkedRange(range, 'decimal text');
  return `^${signed(checked, unsignedDecimal)}${exponent(checked)}$`;
}

/**
 * The whole numbers within the range (minimum ≥ 0) written with 1 to `digits` digits,
 * leading zeros included ("007" for 3 digits, not "0007"), as a pattern body: for each
 * count of significant digits, the numbers that have it, after as many zeros as still fit.
 */
export function paddedWholeText(range: WholeRange, digits: number): string {
  const { minimum, maximum } = checkedRange(range, 'padded whole text');
  if (minimum < 0 || String(maximum).length > digits) {
    throw new Error(`padded whole text: [${minimum}, ${maximum}] in ${digits} digits`);
  }
  const alternatives: string[] = [];
  for (let length = 1; length <= digits; length++) {
    const low = Math.max(minimum, length === 1 ? 0 : 10 ** (length - 1));
    const high = Math.min(maximum, 10 ** length - 1);
    if (low > high) continue;
    const zeros = digits - length;
    const padding = zeros === 0 ? '' : zeros === 1 ? '0?' : `0{0,${zeros}}`;
    alternatives.push(`${padding}${wholeDigits(low, high)}`);
  }
  return oneOf(alternatives);
}
