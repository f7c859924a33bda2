// gateway/openapi.yaml: generated from the code it describes and committed; a valid
// OpenAPI 3.1 description; the same (method, path) pairs as the app serves; every error
// presentation of the route table shown with its status, shape and text.
import { readFileSync } from 'node:fs';
import { METHODS as METHODS_OF_HTTP } from 'node:http';
import type { Express } from 'express';
import { INVITATION_SCRIPT_PATH } from '../src/invitation-page';
import { ROUTES, type Route } from '../src/routes';
import { requiredScope, SESSION_ONLY } from '../src/token-scopes';
import {
  buildOpenApiDocument,
  openApiPath,
  type OpenApiDocument,
} from '../src/openapi/openapi-document';
import { loadOpenApiDocument, openApiFilePath } from '../src/openapi/openapi-file';
import { ResponseValidator } from '../src/openapi/response-validator';
import { renderOpenApiYaml } from '../src/openapi/write-openapi';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

const committed = loadOpenApiDocument();
const validator = new ResponseValidator(committed);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of the description: [method, path, operation]. */
const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map(
      (method) => [method, path, item[method]!] as const,
    ),
  );

/** The JSON pointer `#/a/b~1c` in the document. */
function resolvePointer(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      document,
    );
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describe('gateway/openapi.yaml', () => {
  it('is the description generated from the route table, the protos and src/openapi (run `npm run openapi` after changing them)', () => {
    const generated = renderOpenApiYaml(
      buildOpenApiDocument({ routes: ROUTES }),
      openApiFilePath(),
    );
    // The first differing line on failure, rather than a diff of thousands of lines.
    const committedLines = readFileSync(openApiFilePath(), 'utf8').split('\n');
    const generatedLines = generated.split('\n');
    const line = generatedLines.findIndex((text, index) => text !== committedLines[index]);
    const difference =
      line === -1 && committedLines.length === generatedLines.length
        ? null
        : {
            hint: 'run `npm run openapi -w @workmesh/gateway` to regenerate gateway/openapi.yaml',
            line: line === -1 ? generatedLines.length + 1 : line + 1,
            committed: committedLines[line === -1 ? generatedLines.length : line] ?? null,
            generated: line === -1 ? null : generatedLines[line],
          };
    expect(difference).toBeNull();
  });

  it('is OpenAPI 3.1 at interface version 1.0.0, with the bearer JWT scheme as the default security and personal access tokens beside it', () => {
    expect(committed.openapi).toMatch(/^3\.1\.\d+$/);
    expect(committed.info).toMatchObject({ title: expect.any(String), version: '1.0.0' });
    expect(committed.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
      personalAccessToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(committed.security).toEqual([{ bearerAuth: [] }]);
  });

  it('resolves every $ref', () => {
    const unresolved = refsIn(committed).filter(
      (ref) => !ref.startsWith('#/') || resolvePointer(committed, ref) === undefined,
    );
    expect(unresolved).toEqual([]);
  });

  it('compiles every schema with Ajv (JSON Schema 2020-12, strict)', () => {
    expect(validator.compileAll()).toEqual([]);
  });

  it('names each operation uniquely, with a summary, a tag and at least one success response', () => {
    const all = operations(committed);
    const ids = all.map(([, , operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [method, path, operation] of all) {
      expect({
        method,
        path,
        summary: typeof operation.summary,
        tags: operation.tags?.length,
      }).toEqual({
        method,
        path,
        summary: 'string',
        tags: 1,
      });
      expect(Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status))).toBe(true);
    }
  });

  it('gives each response a description, each parameter a place and a schema, each body its content', () => {
    const problems: string[] = [];
    for (const [method, path, operation] of operations(committed)) {
      const where = `${method} ${path}`;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status))
          problems.push(`${where}: status ${status}`);
        if (!('$ref' in response) && typeof response.description !== 'string') {
          problems.push(`${where} ${status}: no description`);
        }
      }
      for (const parameter of operation.parameters ?? []) {
        if (!['path', 'query', 'header', 'cookie'].includes(parameter.in as string)) {
          problems.push(`${where}: parameter ${String(parameter.name)} in ${String(parameter.in)}`);
        }
        if (typeof parameter.schema !== 'object')
          problems.push(`${where}: ${String(parameter.name)} has no schema`);
      }
      if (operation.requestBody && typeof operation.requestBody.content !== 'object') {
        problems.push(`${where}: a request body without content`);
      }
    }
    for (const [name, response] of Object.entries(committed.components.responses)) {
      if (typeof response.description !== 'string')
        problems.push(`responses.${name}: no description`);
    }
    expect(problems).toEqual([]);
  });

  it('declares each path parameter of a path, and no other', () => {
    for (const [method, path, operation] of operations(committed)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      expect({ method, path, declared }).toEqual({ method, path, declared: inPath });
    }
  });

  it('validates each example against its schema', () => {
    const problems: string[] = [];
    const check = (where: string, schema: unknown, value: unknown) => {
      const validate = validator.compile(schema as object);
      if (!validate(value)) problems.push(`${where}: ${JSON.stringify(validate.errors)}`);
    };
    const mediaTypes = (content: unknown) =>
      Object.entries(
        (content ?? {}) as Record<
          string,
          { schema: unknown; example?: unknown; examples?: Record<string, { value: unknown }> }
        >,
      );
    for (const [method, path, operation] of operations(committed)) {
      for (const [media, body] of mediaTypes(operation.requestBody?.content)) {
        if (body.example !== undefined)
          check(`${method} ${path} request ${media}`, body.schema, body.example);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        const resolved =
          '$ref' in response ? resolvePointer(committed, response.$ref as string) : response;
        for (const [media, body] of mediaTypes((resolved as { content?: unknown }).content)) {
          for (const [name, example] of Object.entries(body.examples ?? {})) {
            check(`${method} ${path} ${status} ${media} ${name}`, body.schema, example.value);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the description and the app', () => {
  let gateway: GatewayUnderTest;
  beforeAll(async () => {
    gateway = await startGatewayUnderTest();
  });
  afterAll(() => gateway.close());

  /** What the Express app routes: (METHOD, OpenAPI path), the 405 handlers (app.all) aside. */
  function servedOperations(app: Express): string[] {
    const served: string[] = [];
    type Layer = {
      route?: { path: string; methods: Record<string, boolean> };
      handle?: { stack?: Layer[] };
    };
    const visit = (stack: Layer[]) => {
      for (const layer of stack) {
        if (layer.route) {
          const methods = Object.keys(layer.route.methods);
          if (methods.length === METHODS_OF_HTTP.length) continue; // app.all: the 405 handlers
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on) served.push(`${method.toUpperCase()} ${openApiPath(layer.route.path)}`);
          }
        } else if (layer.handle?.stack) {
          visit(layer.handle.stack); // a router mounted on '/' (api-docs.ts)
        }
      }
    };
    visit((app as unknown as { router: { stack: Layer[] } }).router.stack);
    return served;
  }

  const described = operations(committed).map(
    ([method, path]) => `${method.toUpperCase()} ${path}`,
  );
  // Swagger UI's files: served for /docs, not operations of the interface.
  // The invitation page's script too: a file of a page, not an operation.
  const isDocsAsset = (operation: string) =>
    operation.startsWith('GET /docs/assets/') || operation === `GET ${INVITATION_SCRIPT_PATH}`;

  it('describes every (method, path) the app serves, aliases included', () => {
    const served = servedOperations(gateway.app).filter((operation) => !isDocsAsset(operation));
    expect(served.filter((operation) => !described.includes(operation))).toEqual([]);
  });

  it('describes nothing the app does not serve', () => {
    const served = new Set(servedOperations(gateway.app));
    expect(described.filter((operation) => !served.has(operation))).toEqual([]);
  });

  it('covers each entry of the route table under each of its paths', () => {
    const fromTable = ROUTES.flatMap((route) =>
      route.paths.map((path) => `${route.method} ${openApiPath(path)}`),
    );
    expect(fromTable.filter((operation) => !described.includes(operation))).toEqual([]);
  });
});

describe('errors in the description', () => {
  const operationOf = (route: Route, path: string) =>
    committed.paths[openApiPath(path)]![route.method.toLowerCase()]!;

  const responseAt = (route: Route, path: string, status: number) => {
    const response = operationOf(route, path).responses[String(status)];
    if (!response) return undefined;
    return ('$ref' in response ? resolvePointer(committed, response.$ref as string) : response) as {
      content: Record<string, { schema: object; examples?: Record<string, { value: unknown }> }>;
    };
  };

  const everyPath = ROUTES.flatMap((route) => route.paths.map((path) => [route, path] as const));

  it.each(everyPath.map(([route, path]) => [`${route.method} ${path}`, route, path] as const))(
    '%s documents each presentation of its route table entry with its status, shape and text',
    (_name, route, path) => {
      for (const [key, presentation] of Object.entries(route.errors)) {
        if (!presentation) continue;
        const response = responseAt(route, path, presentation.status);
        expect({ key, documented: response !== undefined }).toEqual({ key, documented: true });
        const json = response!.content['application/json']!;
        const fixed =
          presentation.shape === 'A'
            ? presentation.message && { error: presentation.status, message: presentation.message }
            : presentation.shape === 'B'
              ? presentation.message && { error: presentation.message }
              : presentation.fields && { error: presentation.fields };
        // The shape is one the status's schema admits …
        const sample =
          fixed ||
          (presentation.shape === 'C'
            ? { error: { field: ['text'] } }
            : presentation.shape === 'A'
              ? { error: presentation.status, message: 'text' }
              : { error: 'text' });
        expect({ key, valid: validator.compile(json.schema)(sample) }).toEqual({
          key,
          valid: true,
        });
        // … and a text the interface fixes is shown as an example.
        if (fixed) {
          const shown = Object.values(json.examples ?? {}).map((example) => example.value);
          expect({ key, shown }).toEqual({ key, shown: expect.arrayContaining([fixed]) });
        }
      }
    },
  );

  it('documents 400 `Invalid request parameters` (shape A) on every route', () => {
    for (const [route, path] of everyPath) {
      const response = responseAt(route, path, 400);
      expect(
        validator.compile(response!.content['application/json']!.schema)({
          error: 400,
          message: 'Invalid request parameters',
        }),
      ).toBe(true);
    }
  });

  it('documents 401 `Invalid or missing authentication token` on every authenticated route, and no security on the others', () => {
    for (const [route, path] of everyPath) {
      const operation = operationOf(route, path);
      if (route.auth) {
        // A login token always; a personal access token with the operation's scope, unless session only.
        const scope = requiredScope(route);
        expect(operation.security).toEqual(
          scope === SESSION_ONLY
            ? [{ bearerAuth: [] }]
            : [{ bearerAuth: [] }, { personalAccessToken: [scope] }],
        );
        expect(operation['x-required-scope']).toBe(scope === SESSION_ONLY ? undefined : scope);
        expect(operation.responses['403']).toBeDefined();
        expect(operation.responses['401']).toEqual({
          $ref: '#/components/responses/Unauthenticated',
        });
      } else {
        expect(operation.security).toEqual([]);
      }
    }
    expect(
      committed.components.responses.Unauthenticated!.content!['application/json']!.examples,
    ).toEqual({
      '401': { value: { error: 401, message: 'Invalid or missing authentication token' } },
    });
  });
});
