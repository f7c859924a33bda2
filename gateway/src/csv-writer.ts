// The CSV writer moved to libs/platform (tracking's export writes the same CSV); the
// gateway's reports keep importing it from here.
export { csvDocument, csvField, FixedDecimal, type CsvCell } from '@workmesh/platform';
