# syntax=docker/dockerfile:1
#
# One image per back-end process: the gateway or one of the six services.
# Build from the repository root (the build context is the whole monorepo):
#
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=identity -t koinonia/identity .
#
# SERVICE = gateway | identity | worship | connect | serve | admin | marketing  (a folder of services/).
# `docker buildx bake -f deploy/docker/docker-bake.hcl` builds all seven (and the static image) at once;
# the per-service files next to this one (identity.Dockerfile, ...) build on this file.
#
# The image holds only what `node services/<SERVICE>/dist/main.js` loads: the built dist/ and package.json
# of that service and of the workspace packages it depends on (contracts, service-kit, ...), and the
# production node_modules of exactly that dependency closure. No sources, no dev dependencies, no npm
# cache, no other service. It runs as the non-root `node` user (uid 1000) and has no HEALTHCHECK:
# Kubernetes probes GET /healthz and GET /readyz.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_TUI=false \
    npm_config_update_notifier=false

# Root package.json, lockfile, .npmrc and every workspace's package.json: what `npm ci` needs. Until one of
# them changes, the install layers below come from the build cache even when sources change.
FROM base AS manifests
RUN --mount=type=bind,target=/context \
    set -eu; \
    mkdir -p /manifests; \
    cd /context; \
    cp package.json package-lock.json .npmrc /manifests/; \
    find . -mindepth 2 -maxdepth 3 -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

# Every dependency, dev ones included (swc, nx): the toolchain of the build.
# --ignore-scripts: the project runs no install scripts (DESIGN "Toolchain facts"; native binaries such
# as @swc/core and @node-rs/argon2 come as optional dependencies).
FROM base AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --ignore-scripts

# Build the one service and, through nx's ^build dependency, the workspace packages it uses.
FROM deps AS build
COPY . .
ARG SERVICE
RUN set -eu; \
    if [ -z "${SERVICE:-}" ] || [ ! -f "services/${SERVICE}/package.json" ]; then \
      echo "Set --build-arg SERVICE to one of: $(ls services | tr '\n' ' ')" >&2; exit 1; \
    fi; \
    project="$(node -p "require('./services/${SERVICE}/package.json').name")"; \
    npx nx run-many -t build --projects="${project}" --outputStyle=static

# Production dependencies of that one workspace only (npm resolves its @koinonia/* workspace deps and links
# them under node_modules/@koinonia), then the built dist/ of every linked workspace.
FROM base AS app
COPY --from=manifests /manifests/ ./
ARG SERVICE
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    set -eu; \
    test -f "services/${SERVICE:-none}/package.json" || { echo "Unknown SERVICE '${SERVICE:-}'" >&2; exit 1; }; \
    npm ci --omit=dev --ignore-scripts --workspace="services/${SERVICE}"
RUN --mount=type=bind,from=build,source=/app,target=/build \
    set -eu; \
    mkdir -p /out; \
    cp -a package.json node_modules /out/; \
    for link in node_modules/@koinonia/*; do \
      workspace="$(readlink -f "${link}")"; \
      workspace="${workspace#/app/}"; \
      mkdir -p "/out/${workspace}"; \
      cp -a "${workspace}/package.json" "/out/${workspace}/"; \
      if [ -d "${workspace}/node_modules" ]; then cp -a "${workspace}/node_modules" "/out/${workspace}/"; fi; \
      if [ -d "/build/${workspace}/dist" ]; then cp -a "/build/${workspace}/dist" "/out/${workspace}/"; fi; \
    done; \
    test -f "/out/services/${SERVICE}/dist/main.js"

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
LABEL org.opencontainers.image.title="koinonia-${SERVICE}"
ENV NODE_ENV=production \
    HOST=0.0.0.0
# Owned by root and read-only for the process (it runs with readOnlyRootFilesystem in Kubernetes).
COPY --from=app /out/ /app/
# The working directory is the service's own folder, so the command below is its `npm start`
# (node dist/main.js) without npm; the per-service Dockerfiles spell it node services/<name>/dist/main.js.
WORKDIR /app/services/${SERVICE}
USER node
CMD ["node", "dist/main.js"]
