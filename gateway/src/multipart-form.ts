// Multipart form bodies: the spec's second encoding of client create ("JSON or
// multipart/form-data", the file being the client's logo). Parsed in memory by multer
// under small limits, only on the routes that take a file: the text fields land in
// req.body as the strings the form sent (the strict conversion then reads numbers and
// booleans from them, as from any form post), the one file in req.file. The gateway
// never judges the file itself (its type is the clients service's rule); it only bounds
// its size, so an oversize upload is refused before any service is called.
import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { DomainError, invalidArgument, Reason, SpecText } from '@workmesh/platform';

/**
 * Laravel's text for a file over its limit, which the spec's error texts follow; the
 * clients service refuses an upload over MAX_UPLOAD_BYTES with the same reason
 * (FILE_TOO_LARGE) and text.
 */
export const fileTooLargeMessage = (field: string, maxBytes: number) =>
  `The ${field} may not be greater than ${Math.floor(maxBytes / 1024)} kilobytes.`;

/**
 * A client form has some twenty text fields and one file: the limits leave room for
 * that and refuse a form built to exhaust the parser (thousands of parts, huge values).
 */
const FORM_LIMITS = {
  fields: 40,
  files: 1,
  parts: 41,
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  headerPairs: 20,
  // The body is flat (`name`, `net_term`): no `a[b]` nesting, no `a[]` lists.
  fieldNestingDepth: 0,
};

/**
 * A refusal of the form itself, in body-parser's terms (`type`, `status`), so the app
 * presents it as it presents an oversize or malformed JSON body.
 */
class FormRefusal extends Error {
  constructor(
    readonly type: 'entity.too.large' | 'multipart.malformed',
    readonly status: number,
    cause: unknown,
  ) {
    super(`multipart form refused: ${type}`, { cause });
  }
}

function refusalOf(error: unknown, fileField: string, maxUploadBytes: number): Error {
  if (!(error instanceof MulterError)) return new FormRefusal('multipart.malformed', 400, error);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError(
        'resource_exhausted',
        Reason.FILE_TOO_LARGE,
        fileTooLargeMessage(fileField, maxUploadBytes),
      );
    // A file under another field name, or a second file: not a request of this route.
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return invalidArgument(Reason.REQUEST_INVALID, SpecText.INVALID_REQUEST_PARAMETERS);
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_KEY':
      return new FormRefusal('entity.too.large', 413, error);
    default:
      return new FormRefusal('multipart.malformed', 400, error);
  }
}

/** A JSON form field's value may be this long (an import's user_map of a thousand people). */
const JSON_FIELD_SIZE = 1024 * 1024;

/**
 * The form's JSON fields parsed in place (a text that is not JSON: 400 naming the field);
 * false when one was refused.
 */
function parseJsonFields(
  body: Record<string, unknown>,
  jsonFields: readonly string[],
  next: (error?: unknown) => void,
): boolean {
  for (const field of jsonFields) {
    const text = body[field];
    if (typeof text !== 'string') continue;
    // A blank field (an input left empty) is not given, as a blank selector is not.
    if (text.trim() === '') {
      delete body[field];
      continue;
    }
    try {
      body[field] = JSON.parse(text) as unknown;
    } catch {
      const message = `The ${field} must be JSON text.`;
      next(invalidArgument(Reason.INVALID_PARAMETERS, message, { [field]: [message] }));
      return false;
    }
  }
  return true;
}

/**
 * Parses a multipart/form-data body (other bodies pass untouched) taking at most one
 * file, under `fileField` and of at most `maxUploadBytes`; `jsonFields` are text fields
 * holding JSON (parsed here, before the conversion reads the form as it reads JSON).
 */
export function multipartForm(
  fileField: string,
  maxUploadBytes: number,
  jsonFields: readonly string[] = [],
): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      ...FORM_LIMITS,
      ...(jsonFields.length > 0 ? { fieldSize: JSON_FIELD_SIZE } : {}),
      fileSize: maxUploadBytes,
    },
    // Browsers send a file name in UTF-8 without saying so; latin1 would garble "café.png".
    defParamCharset: 'utf8',
  }).single(fileField);
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null)
        return next(refusalOf(error, fileField, maxUploadBytes));
      if (req.is('multipart/form-data') && req.body && typeof req.body === 'object') {
        if (!parseJsonFields(req.body as Record<string, unknown>, jsonFields, next)) return;
      }
      next();
    });
  };
}
