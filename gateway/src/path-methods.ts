// The methods each known path answers, and 405 (shape A, with `Allow`) for any other,
// checked before any handler. A request belongs to the most specific path that matches
// it: a static segment wins over a parameter, segment by segment, so
// GET /api/v3/client/create is client create's path (POST only: 405) and not
// `/api/v3/client/:id` with the id "create" (a 400). Express tries routes in the order
// they are mounted, so app.ts mounts the route table in this same order: the route that
// answers a request is the one of the path chosen here.
import { METHODS } from 'node:http';
import { Router, type RequestHandler } from 'express';
import { GatewayText, shapeAError } from './error-presentation';

/** Per segment, 0 for a static one and 1 for a parameter: the lower key is the more specific. */
const specificityKey = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : '0'))
    .join('');

/**
 * Sorts paths most specific first (`/task/create` before `/task/:taskId`); paths alike
 * keep their order (the sort is stable). Paths of different lengths never match the
 * same request, so their relative order does not matter.
 */
export function bySpecificity(a: string, b: string): number {
  const [left, right] = [specificityKey(a), specificityKey(b)];
  return left < right ? -1 : left > right ? 1 : 0;
}

type RouteMethod = (handler: RequestHandler) => unknown;

/** A static path as Express matches it by default: any case, one trailing slash or none. */
const staticKey = (path: string) =>
  (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();

export class PathMethods {
  private readonly methodsByPath = new Map<string, Set<string>>();

  /** `path` answers `method` (a GET answers HEAD too, as Express does). */
  add(path: string, method: string): this {
    const methods = this.methodsByPath.get(path) ?? new Set<string>();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    this.methodsByPath.set(path, methods);
    return this;
  }

  /**
   * The middleware: a request for a known path with another method answers 405; one with
   * a method of its path, or for no known path, goes on to the handlers (and the 404).
   */
  guard(): RequestHandler {
    const router = Router();
    // A path without parameters is the most specific of all: looked up in a map, so the
    // commonest requests cost no pattern matching here. The key follows Express's default
    // matching (case-insensitive, a trailing slash allowed).
    const staticPaths = new Map<string, RequestHandler>();
    const paths = [...this.methodsByPath.keys()].sort(bySpecificity);
    for (const path of paths) {
      const allowed = this.methodsByPath.get(path)!;
      const allow = [...allowed].join(', ');
      const answer: RequestHandler = (req, res, next) => {
        if (allowed.has(req.method)) {
          next(staticPaths.has(staticKey(path)) ? undefined : 'router'); // on to the handlers
          return;
        }
        const { status, body } = shapeAError(405, GatewayText.METHOD_NOT_ALLOWED);
        res.status(status).set('Allow', allow).json(body);
      };
      if (!path.includes(':')) {
        staticPaths.set(staticKey(path), answer);
        continue;
      }
      // Every method on one route, as app.all does (a route of `_all` would read as an
      // operation of its own to anything listing what the app serves).
      const route = router.route(path) as unknown as Record<string, RouteMethod>;
      for (const method of METHODS) route[method.toLowerCase()]!(answer);
    }
    return (req, res, next) => {
      const answer = staticPaths.get(staticKey(req.path));
      if (answer) answer(req, res, next);
      else router(req, res, next);
    };
  }
}
