// Contract checks against gateway/openapi.yaml: an observed response (method, path,
// status, body) must be a documented response of its operation, and its body must
// match that response's schema (JSON Schema 2020-12, as OpenAPI 3.1 writes it; Ajv).
// An unknown path must be the documented 404, a known path with another method the
// documented 405. Used by the gateway's tests and by the end-to-end system test, so
// the description cannot drift from what the gateway answers.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, OpenApiOperation, OpenApiResponse } from './openapi-document';
import { loadOpenApiDocument } from './openapi-file';
import type { JsonSchema } from './proto-json-schema';

/** What a client saw. `path` may carry a query string (it is ignored). */
export interface ObservedResponse {
  method: string;
  path: string;
  status: number;
  /** The parsed JSON body, or the text of another content type; undefined when empty. */
  body?: unknown;
  /** The Content-Type header, when known; JSON is assumed otherwise. */
  contentType?: string;
}

/** The operation a request reached, or why none. */
export type OperationMatch =
  | { kind: 'operation'; path: string; method: string; operation: OpenApiOperation }
  | { kind: 'unknown-path' }
  | { kind: 'method-not-allowed'; path: string };

const COMPONENTS_ID = 'https://workmesh.invalid/openapi/components.json';
const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A copy with `#/components/schemas/X` references pointing into the components resource. */
function resolvableCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolvableCopy);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const match = key === '$ref' && typeof inner === 'string' ? SCHEMA_REF.exec(inner) : null;
    copy[key] = match ? `${COMPONENTS_ID}#/$defs/${match[1]}` : resolvableCopy(inner);
  }
  return copy;
}

interface PathTemplate {
  path: string;
  pattern: RegExp;
  /** Segments without a parameter: a concrete path wins over a templated one. */
  literals: number;
}

function templateOf(path: string): PathTemplate {
  const segments = path.split('/');
  const pattern = segments
    .map((segment) =>
      /^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return {
    path,
    pattern: new RegExp(`^${pattern}$`),
    literals: segments.filter((segment) => !segment.startsWith('{')).length,
  };
}

const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase();

const describeError = (error: ErrorObject) =>
  `${error.instancePath || '(body)'} ${error.message ?? error.keyword}${
    error.keyword === 'additionalProperties'
      ? `: ${String((error.params as { additionalProperty?: unknown }).additionalProperty)}`
      : ''
  }`;

export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly templates: PathTemplate[];
  private readonly compiled = new WeakMap<object, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    // Strict, except that `required` may name a property defined elsewhere (the
    // conditional rules' `then: { required: [...] }`).
    this.ajv = new Ajv2020({
      strictSchema: true,
      strictNumbers: true,
      strictTypes: true,
      strictTuples: true,
      strictRequired: false,
      allowUnionTypes: true,
      allErrors: true,
    });
    addFormats(this.ajv as unknown as Parameters<typeof addFormats>[0]);
    this.ajv.addSchema({
      $id: COMPONENTS_ID,
      $defs: resolvableCopy(document.components.schemas) as Record<string, unknown>,
    });
    this.templates = Object.keys(document.paths)
      .map(templateOf)
      .sort((a, b) => b.literals - a.literals);
  }

  /** A validator of gateway/openapi.yaml (or of another description file). */
  static load(file?: string): ResponseValidator {
    return new ResponseValidator(loadOpenApiDocument(file));
  }

  /** The Ajv validation function of a schema of the description ($refs into components resolved). */
  compile(schema: object): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(resolvableCopy(schema) as JsonSchema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  /** The operation serving a method and path, as the gateway routes it. */
  match(method: string, path: string): OperationMatch {
    const pathOnly = path.split('?')[0]!;
    const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const candidates = this.templates.filter((template) => template.pattern.test(pathOnly));
    if (candidates.length === 0) return { kind: 'unknown-path' };
    for (const template of candidates) {
      const operation = this.document.paths[template.path]![wanted];
      if (operation) return { kind: 'operation', path: template.path, method: wanted, operation };
    }
    return { kind: 'method-not-allowed', path: candidates[0]!.path };
  }

  /** Everything wrong with an observed response; empty when it is as documented. */
  problems(observed: ObservedResponse): string[] {
    const where = `${observed.method.toUpperCase()} ${observed.path} → ${observed.status}`;
    const found = this.match(observed.method, observed.path);
    let expected: OpenApiResponse | undefined;
    let name: string;
    switch (found.kind) {
      case 'unknown-path':
        name = 'an unknown path';
        expected = observed.status === 404 ? this.sharedResponse('NotFound') : undefined;
        break;
      case 'method-not-allowed':
        name = `${found.path} with another method`;
        expected = observed.status === 405 ? this.sharedResponse('MethodNotAllowed') : undefined;
        break;
      case 'operation': {
        name = `${found.method.toUpperCase()} ${found.path} (${found.operation.operationId})`;
        const responses = found.operation.responses;
        const documented =
          responses[String(observed.status)] ??
          responses[`${String(observed.status).charAt(0)}XX`] ??
          responses.default;
        expected = documented && this.resolveResponse(documented);
        break;
      }
    }
    if (!expected)
      return [`${where}: status ${observed.status} is not a documented response of ${name}`];
    return this.bodyProblems(observed, expected).map((problem) => `${where}: ${problem}`);
  }

  /** Throws, listing every problem, unless the response is as documented. */
  assertValid(observed: ObservedResponse): void {
    const problems = this.problems(observed);
    if (problems.length > 0) {
      throw new Error(
        `response does not match the OpenAPI description:\n${problems.join('\n')}\nbody: ${JSON.stringify(observed.body)?.slice(0, 2000)}`,
      );
    }
  }

  /** Every schema of the description compiled: the problems of those that do not. */
  compileAll(): string[] {
    const problems: string[] = [];
    const tryCompile = (where: string, schema: unknown) => {
      try {
        this.compile(schema as object);
      } catch (error) {
        problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    for (const [name, schema] of Object.entries(this.document.components.schemas)) {
      tryCompile(`components.schemas.${name}`, schema);
    }
    for (const [path, item] of Object.entries(this.document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          tryCompile(`${where} parameter ${String(parameter.name)}`, parameter.schema);
        }
        const content = (operation.requestBody?.content ?? {}) as Record<
          string,
          { schema?: unknown }
        >;
        for (const [media, body] of Object.entries(content)) {
          tryCompile(`${where} request ${media}`, body.schema);
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          const resolved = this.resolveResponse(response);
          for (const [media, body] of Object.entries(resolved?.content ?? {})) {
            tryCompile(`${where} ${status} ${media}`, body.schema);
          }
        }
      }
    }
    return problems;
  }

  private sharedResponse(name: string): OpenApiResponse | undefined {
    return this.document.components.responses[name];
  }

  private resolveResponse(
    response: OpenApiResponse | { $ref: string },
  ): OpenApiResponse | undefined {
    if (!('$ref' in response)) return response;
    const name = /^#\/components\/responses\/([^/]+)$/.exec(response.$ref)?.[1];
    return name === undefined ? undefined : this.sharedResponse(name);
  }

  private bodyProblems(observed: ObservedResponse, expected: OpenApiResponse): string[] {
    const content = expected.content ?? {};
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) {
      return observed.body === undefined ? [] : ['a body where the description shows none'];
    }
    const observedType = mediaTypeOf(observed.contentType) ?? 'application/json';
    const mediaType = mediaTypes.find((type) => type === observedType);
    if (!mediaType) {
      return [`content type ${observedType}, where the description shows ${mediaTypes.join(', ')}`];
    }
    if (observed.body === undefined) return ['no body, where the description shows one'];
    const validate = this.compile(content[mediaType]!.schema);
    const problems = validate(observed.body) ? [] : (validate.errors ?? []).map(describeError);
    // Shape A: `error` is the HTTP status itself.
    const body = observed.body as { error?: unknown; message?: unknown } | null;
    if (
      typeof body === 'object' &&
      body !== null &&
      typeof body.error === 'number' &&
      typeof body.message === 'string' &&
      body.error !== observed.status
    ) {
      problems.push(`shape A with error ${body.error} under status ${observed.status}`);
    }
    return problems;
  }
}
