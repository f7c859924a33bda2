// @workmesh/gateway: the HTTP surface, for main.ts, `npm start` and tests.
export { createGatewayApp, REQUEST_ID_HEADER, type GatewayApp } from './app';
export { CallerCache } from './caller-cache';
export { followCallerEvents } from './caller-events';
export { gatewayConfigSchema, loadGatewayConfig, type GatewayConfig } from './config';
export {
  closeGatewayClients,
  createGatewayClients,
  downstreamsOf,
  type GatewayClients,
} from './downstream-clients';
export { startHttpServer, type RunningHttpServer } from './http-server';
export { ROUTES, route, type Route } from './routes';
export { buildOpenApiDocument, type OpenApiDocument } from './openapi/openapi-document';
export { loadOpenApiDocument, openApiFilePath } from './openapi/openapi-file';
export {
  ResponseValidator,
  type ObservedResponse,
  type OperationMatch,
} from './openapi/response-validator';
