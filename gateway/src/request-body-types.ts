// The body types a route reads: JSON and URL-encoded forms on every route that takes a
// body, multipart/form-data too on the routes that take a file (`upload`). The parsers
// skip a body of any other type, which would then reach the route as no body at all
// and be refused field by field (or, where no field is required, accepted as empty):
// such a body is refused whole, 415, before any parsing. A request without a body
// (no Content-Length, or 0) passes whatever its Content-Type says.
import type { Request, RequestHandler } from 'express';
import { GatewayText, shapeAError } from './error-presentation';

const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded'];
const UPLOAD_TYPES = [...FORM_TYPES, 'multipart/form-data'];

/** Whether body bytes follow the headers: a Content-Length over 0, or a chunked body. */
const carriesBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Refuses a body of a type the route does not read (415 A), naming the ones it does. */
export function acceptBodyTypes(upload: boolean): RequestHandler {
  const types = upload ? UPLOAD_TYPES : FORM_TYPES;
  const refusal = shapeAError(
    415,
    upload ? GatewayText.UNSUPPORTED_MEDIA_TYPE_WITH_UPLOAD : GatewayText.UNSUPPORTED_MEDIA_TYPE,
  );
  return (req, res, next) => {
    if (!carriesBody(req) || req.is(types)) {
      next();
      return;
    }
    res.status(refusal.status).json(refusal.body);
  };
}
