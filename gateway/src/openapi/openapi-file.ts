// gateway/openapi.yaml: where it is and what it holds. The gateway serves it (parsed) at
// /openapi.json and /docs; the contract tests validate responses against it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { OpenApiDocument } from './openapi-document';

export const OPENAPI_FILE_NAME = 'openapi.yaml';
const GATEWAY_PACKAGE = '@workmesh/gateway';

/** The gateway package's directory: above src/openapi (ts-jest) or dist/src/openapi (compiled). */
function gatewayDirectory(): string {
  for (let directory = __dirname; ; directory = path.dirname(directory)) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === GATEWAY_PACKAGE) return directory;
    }
    if (path.dirname(directory) === directory) {
      throw new Error(`${GATEWAY_PACKAGE}'s package.json not found above ${__dirname}`);
    }
  }
}

export const openApiFilePath = (): string => path.join(gatewayDirectory(), OPENAPI_FILE_NAME);

const loaded = new Map<string, OpenApiDocument>();

/** gateway/openapi.yaml, parsed (once per file); a missing or malformed file is an error at start-up. */
export function loadOpenApiDocument(file: string = openApiFilePath()): OpenApiDocument {
  let document = loaded.get(file);
  if (!document) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: the gateway serves it at /openapi.json (npm run openapi writes it)`,
      );
    }
    document = parse(readFileSync(file, 'utf8')) as OpenApiDocument;
    if (typeof document?.openapi !== 'string' || typeof document.paths !== 'object') {
      throw new Error(`${file} is not an OpenAPI description`);
    }
    loaded.set(file, document);
  }
  return document;
}
