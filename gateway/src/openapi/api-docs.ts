// /openapi.json (gateway/openapi.yaml, parsed) and /docs: Swagger UI from the local
// swagger-ui-dist package, its files served under /docs/assets. Nothing is loaded from
// another origin, so the page's Content-Security-Policy (set here, for /docs only; the
// rest of the gateway keeps helmet's default) allows scripts, styles and fetches from
// 'self' alone.
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import helmet from 'helmet';
import { ASYNCAPI_JSON_PATH } from '../events-description';
import type { OpenApiDocument } from './openapi-document';

export const OPENAPI_JSON_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';
const ASSETS_PATH = `${DOCS_PATH}/assets`;
const INITIALIZER = 'workmesh-initializer.js';

/** The files of swagger-ui-dist the page uses; nothing else of the package is served. */
const SWAGGER_UI_FILES = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-16x16.png',
  'favicon-32x32.png',
]);

const swaggerUiDirectory = () => path.dirname(require.resolve('swagger-ui-dist/package.json'));

const page = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${ASSETS_PATH}/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <p style="font-family: sans-serif; margin: 1rem 1.25rem 0">
      Events and webhooks: <a href="${ASYNCAPI_JSON_PATH}">the AsyncAPI 3.0 description</a>
    </p>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_PATH}/swagger-ui-standalone-preset.js"></script>
    <script src="${ASSETS_PATH}/${INITIALIZER}"></script>
  </body>
</html>
`;

// A file rather than an inline script, so the policy needs no 'unsafe-inline' for scripts.
const initializer = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_JSON_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // Tags start folded: Swagger UI 5 shows no operation at all past about 140 of them
    // unfolded at once (it stopped after the third in Chromium), and this API has more.
    docExpansion: 'none',
    validatorUrl: null,
    // The bearer token entered under "Authorize" survives a reload of the page.
    persistAuthorization: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
};
`;

/**
 * Swagger UI's needs: its own scripts, its stylesheet and the inline styles it sets,
 * data: images (icons in the stylesheet), and fetches of /openapi.json and of the
 * operations tried out, all from this origin.
 */
const docsContentSecurityPolicy: RequestHandler = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
});

export function apiDocs(document: OpenApiDocument): Router {
  const router = Router();
  const html = page(`${document.info.title} ${document.info.version}`);
  const assets = swaggerUiDirectory();

  router.get(OPENAPI_JSON_PATH, (_req, res) => {
    res.json(document);
  });
  router.get(DOCS_PATH, docsContentSecurityPolicy, (_req, res) => {
    res.type('html').send(html);
  });
  router.get(`${ASSETS_PATH}/${INITIALIZER}`, (_req, res) => {
    res.type('js').send(initializer);
  });
  router.get(`${ASSETS_PATH}/:file`, (req, res, next) => {
    const file = req.params.file;
    if (!SWAGGER_UI_FILES.has(file)) return next(); // the app's 404
    res.sendFile(file, { root: assets, maxAge: '1d' }, (error) => {
      if (error) next(error);
    });
  });
  return router;
}
