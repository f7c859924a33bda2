// What openapi.yaml says of an operation beyond what its route and the protos tell: a
// summary, and the rules the owning service applies to the request fields (the spec's
// required fields, enumerations, formats), which the gateway itself does not check.
// Each route carries its notes, written beside it (routes/<service>.docs.ts, which import
// these helpers: openapi/ never imports routes/ but in write-openapi.ts, which hands the
// route table to the document); the types a field accepts are never written there, they
// come from the proto (proto-json-schema.ts).
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PAGE_BOUNDS,
  PAGE_MAX_SIZE,
  type NumberBounds,
} from '@workmesh/platform';
import type { JsonSchema } from './proto-json-schema';

export interface FieldNote {
  description?: string;
  /** The values the service accepts (a narrowing of the converted type). */
  enum?: readonly string[];
  /** A JSON Schema format (`email`, `uri`) the service checks. */
  format?: string;
  pattern?: string;
  minLength?: number;
  /**
   * Lengths in characters (code points), as the service counts them (platform's Joi), after
   * it trims the text where it does: a text padded with spaces beyond maxLength is taken
   * (docs/adr/0004-number-texts-described-by-range-patterns.md: the rare forms the description leaves out).
   */
  maxLength?: number;
  /**
   * The most items a list field takes (platform's text-limits.ts), stated on its array form;
   * a list written as a comma-separated text states no count.
   */
  maxItems?: number;
  /** The range the service accepts, for a number field (from platform's field-bounds.ts). */
  minimum?: number;
  maximum?: number;
  examples?: readonly unknown[];
  /**
   * Replaces the converted type: only where the gateway itself reads the field
   * otherwise than the conversion does (updateAssignee's assignee).
   */
  schema?: JsonSchema;
  /** A message field's own fields (each element's, for a list of messages): as a body's. */
  message?: MessageNotes;
}

/** The rules of the fields of a message: a request body, or a message nested in one. */
export interface MessageNotes {
  /** Fields the service refuses to do without (the spec's "required"). */
  required?: readonly string[];
  fields?: Readonly<Record<string, FieldNote>>;
}

export interface OperationNotes extends MessageNotes {
  summary: string;
  description?: string;
  /** Conditional rules (JSON Schema `if`/`then`), e.g. "day_repeat and until for weekly". */
  rules?: readonly JsonSchema[];
  /** Fields of the request message the gateway sets itself (or that mean nothing here): not documented. */
  hidden?: readonly string[];
  /** A request body that works, for the browsable docs. */
  example?: Record<string, unknown>;
}

/**
 * An email address as the services check it: the format, the pattern that refuses what
 * joi's email() refuses although JSON Schema's format may not (`0@com`), and its length.
 */
export const EMAIL: FieldNote = {
  format: 'email',
  pattern: EMAIL_PATTERN,
  maxLength: EMAIL_MAX_LENGTH,
};

/**
 * Not blank: a character besides spaces (`\S`: what String#trim removes, as joi's trim()),
 * for a text the service trims and counts as missing when "" or spaces only.
 */
export const NOT_BLANK = '\\S';

/** A text the service trims and refuses blank, at most `maxLength` characters once trimmed. */
export const nonBlank = (maxLength: number): FieldNote => ({ pattern: NOT_BLANK, maxLength });

/** One of the values, or "" (not given), as the services' `oneOf` takes a text. */
export const oneOfOrBlank = (values: readonly string[]): FieldNote => ({ enum: [...values, ''] });

/**
 * The pattern of a text the service trims, "" (or spaces only) meaning not given: the
 * body of the trimmed value's pattern (no anchors), or nothing, spaces around.
 */
export const trimmedOrBlank = (body: string) => `^\\s*(?:${body})?\\s*$`;

/** A pattern's body without its anchors, to be placed inside another (`^…$` → `…`). */
export function patternBody(pattern: string): string {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) {
    throw new Error(`${pattern}: a whole-text pattern (^…$) was expected`);
  }
  return pattern.slice(1, -1);
}

/** A number field's range, from the constant the service validates with. */
export const within = ({ minimum, maximum }: NumberBounds): FieldNote => ({ minimum, maximum });

/** The paging parameters of a list whose pages hold at most `maxPerPage` (platform's pagingFields: 100). */
export const pagingNotes = (
  maxPerPage = PAGE_MAX_SIZE,
): { page: FieldNote; per_page: FieldNote } => ({
  page: { ...within(PAGE_BOUNDS), description: '1-based page number (default 1)' },
  per_page: { minimum: 1, maximum: maxPerPage, description: `page size, 1 to ${maxPerPage}` },
});

/** The paging parameters of every list (platform's pagingFields). */
export const PAGE = pagingNotes();
