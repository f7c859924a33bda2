// The HEALTHCHECK of every workmesh image (Dockerfile, docker-compose.yml): exit 0 when
// the process in this container answers, 1 otherwise.
//   gateway:  GET /healthz on GATEWAY_PORT (8080)
//   services: grpc.health.v1 Check of the whole server ('') on GRPC_PORT → SERVING
// WORKMESH_SERVICE (set by the image) names the process; the ports default as the
// processes' own defaults do (docs/architecture.md, "Processes and ownership").
'use strict';
/* global fetch, AbortSignal */

// Its environment is validated by a joi schema of its own (libs/platform/src/healthcheck-env.ts,
// docs/configuration.md); only that module, loadConfig and joi are loaded for the gateway.
const { loadConfig } = require('@workmesh/platform/dist/src/config');
const { healthcheckEnvSchema } = require('@workmesh/platform/dist/src/healthcheck-env');

let config;
try {
  config = loadConfig(healthcheckEnvSchema);
} catch (error) {
  console.error(`healthcheck: ${error.message}`);
  process.exit(1);
}
const service = config.WORKMESH_SERVICE;
const timeoutMs = config.HEALTHCHECK_TIMEOUT_MS;

function finish(healthy, detail) {
  if (!healthy) console.error(`healthcheck: ${service}: ${detail}`);
  process.exit(healthy ? 0 : 1);
}

if (service === 'gateway') {
  const port = config.GATEWAY_PORT;
  fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(timeoutMs) }).then(
    (response) => finish(response.ok, `/healthz answered ${response.status}`),
    (error) =>
      finish(false, `/healthz: ${error.cause?.code ?? error.cause?.message ?? error.message}`),
  );
} else {
  const { checkHealth } = require('@workmesh/platform');
  const port = config.GRPC_PORT;
  checkHealth(`127.0.0.1:${port}`, timeoutMs).then((status) =>
    finish(status === 'SERVING', `grpc.health.v1 on port ${port}: ${status}`),
  );
}
