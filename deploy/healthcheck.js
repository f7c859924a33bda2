// The HEALTHCHECK of every workmesh image (Dockerfile, docker-compose.yml): exit 0 when
// the process in this container answers, 1 otherwise.
//   gateway:  GET /healthz on GATEWAY_PORT (8080)
//   services: grpc.health.v1 Check of the whole server ('') on GRPC_PORT → SERVING
// WORKMESH_SERVICE (set by the image) names the process; the ports default as the
// processes' own defaults do (docs/architecture.md, "Processes and ports").
'use strict';
/* global fetch, AbortSignal */

const DEFAULT_GRPC_PORTS = {
  identity: 50051,
  teams: 50052,
  clients: 50053,
  tasks: 50054,
  scheduling: 50055,
  tracking: 50057,
  invoices: 50058,
  notifier: 50056,
};
const service = process.env.WORKMESH_SERVICE;
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS || 3000);

function finish(healthy, detail) {
  if (!healthy) console.error(`healthcheck: ${service}: ${detail}`);
  process.exit(healthy ? 0 : 1);
}

if (service === 'gateway') {
  const port = process.env.GATEWAY_PORT || '8080';
  fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(timeoutMs) }).then(
    (response) => finish(response.ok, `/healthz answered ${response.status}`),
    (error) =>
      finish(false, `/healthz: ${error.cause?.code ?? error.cause?.message ?? error.message}`),
  );
} else if (service in DEFAULT_GRPC_PORTS) {
  const { checkHealth } = require('@workmesh/platform');
  const port = process.env.GRPC_PORT || DEFAULT_GRPC_PORTS[service];
  checkHealth(`127.0.0.1:${port}`, timeoutMs).then((status) =>
    finish(status === 'SERVING', `grpc.health.v1 on port ${port}: ${status}`),
  );
} else {
  finish(false, `WORKMESH_SERVICE must be gateway or one of ${Object.keys(DEFAULT_GRPC_PORTS)}`);
}
