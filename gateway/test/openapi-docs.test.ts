// /openapi.json serves gateway/openapi.yaml; /docs is Swagger UI from local files only,
// under a Content-Security-Policy of its own.
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { parse } from 'yaml';
import { openApiFilePath } from '../src/openapi/openapi-file';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());

describe('/openapi.json', () => {
  it('answers gateway/openapi.yaml as JSON, without a token', async () => {
    const response = await request(gateway.app).get('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual(parse(readFileSync(openApiFilePath(), 'utf8')));
    expect(response.body.info.version).toBe('1.0.0');
  });
});

describe('/docs', () => {
  const assetsOf = (html: string) =>
    [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);

  it('answers an HTML page of Swagger UI that loads only local files', async () => {
    const response = await request(gateway.app).get('/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const assets = assetsOf(response.text);
    expect(assets).toEqual(
      expect.arrayContaining([
        '/docs/assets/swagger-ui.css',
        '/docs/assets/swagger-ui-bundle.js',
        '/docs/assets/swagger-ui-standalone-preset.js',
      ]),
    );
    // Besides its own files, the page links to the events' description.
    expect(assets.filter((asset) => !asset.startsWith('/docs/assets/'))).toEqual([
      '/asyncapi.json',
    ]);
    expect(response.text).not.toMatch(/https?:\/\//);
  });

  it('serves each file the page references, and the initializer points at /openapi.json', async () => {
    const page = await request(gateway.app).get('/docs');
    for (const asset of assetsOf(page.text)) {
      const response = await request(gateway.app).get(asset);
      expect({ asset, status: response.status }).toEqual({ asset, status: 200 });
    }
    const initializer = await request(gateway.app).get('/docs/assets/workmesh-initializer.js');
    expect(initializer.headers['content-type']).toMatch(/javascript/);
    expect(initializer.text).toContain("url: '/openapi.json'");
    // The token entered under "Authorize" survives a reload.
    expect(initializer.text).toContain('persistAuthorization: true');
  });

  it('serves no other file of the package, and nothing outside it', async () => {
    for (const path of [
      '/docs/assets/index.html',
      '/docs/assets/package.json',
      '/docs/assets/..%2Fpackage.json',
    ]) {
      const response = await request(gateway.app).get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });

  it("sets a Content-Security-Policy of its own, allowing this origin's scripts, styles and fetches only", async () => {
    const response = await request(gateway.app).get('/docs');
    const policy = response.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
    });
    expect(policy).not.toMatch(/https?:|unsafe-eval/);
  });

  it('leaves the rest of the gateway under helmet’s default policy', async () => {
    const docs = await request(gateway.app).get('/docs');
    const other = await request(gateway.app).get('/healthz');
    expect(other.headers['content-security-policy']).toBeDefined();
    expect(other.headers['content-security-policy']).not.toBe(
      docs.headers['content-security-policy'],
    );
  });
});
