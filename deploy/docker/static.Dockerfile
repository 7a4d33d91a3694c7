# syntax=docker/dockerfile:1
#
# The browser files: the built shell and the five Module Federation remotes, laid out the way the gateway
# serves them (SHELL_DIR and MF_ROOT):
#
#   /srv/shell/                     index.html and the shell's assets           -> SHELL_DIR=/srv/shell
#   /srv/mf/<name>/<version>/       mf-manifest.json, remoteEntry.js, chunks    -> MF_ROOT=/srv/mf
#                                   (served as /mf/<name>/<version>/...)
#   /srv/mf/marketing/.site/pages/  the pre-rendered public site (31 languages) the gateway serves
#   /srv/mf/marketing/site-assets/  its hashed scripts (served as /mf/marketing/site-assets/...)
#
# Full build, from the repository root:
#
#   docker build -f deploy/docker/static.Dockerfile -t koinonia/static:2026-11-22 .
#
# Publishing ONE remote on top of the previous static image (the shell is not rebuilt, every version
# already published stays, so a rollback is only an edit of remotes.json):
#
#   docker build -f deploy/docker/static.Dockerfile \
#     --build-arg PREVIOUS=koinonia/static:2026-11-22 \
#     --build-arg PROJECTS=@koinonia/mf-worship \
#     -t koinonia/static:2026-11-23 .
#
# A version folder that the previous image already holds is never overwritten (browsers may hold its
# manifest and load its hashed chunks later): bump the remote's package.json version, or pass
# --build-arg ALLOW_OVERWRITE=1 knowingly.
#
# The image is a small busybox with the files and `cp`: in Kubernetes it runs as the gateway's init
# container, which copies /srv/shell and /srv/mf into a volume the gateway reads (see deploy/README.md).

ARG NODE_IMAGE=node:20-bookworm-slim
# The image the files are added to: busybox for a fresh build, or the previous static image.
ARG PREVIOUS=busybox:1.37

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_TUI=false \
    npm_config_update_notifier=false

# Same dependency layers as service.Dockerfile (and shared with it in the build cache).
FROM base AS manifests
RUN --mount=type=bind,target=/context \
    set -eu; \
    mkdir -p /manifests; \
    cd /context; \
    cp package.json package-lock.json .npmrc /manifests/; \
    find . -mindepth 2 -maxdepth 3 -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

FROM base AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --ignore-scripts

FROM deps AS build
COPY . .
# nx project names (package names), comma-separated. The default builds the shell and all five remotes
# (named one by one: the glob @koinonia/mf-* would also match packages/mf-config).
ARG PROJECTS="@koinonia/shell,@koinonia/mf-worship,@koinonia/mf-connect,@koinonia/mf-serve,@koinonia/mf-admin,@koinonia/mf-marketing"
RUN npx nx run-many -t build --projects="${PROJECTS}" --outputStyle=static
# Collect what was built into /out/shell and /out/mf/<name>/<version>/ (version = the remote's
# package.json version, the folder its webpack build writes: mf-<name>/dist/<version>/).
RUN set -eu; \
    mkdir -p /out/mf; \
    if [ -f shell/dist/index.html ]; then cp -a shell/dist /out/shell; fi; \
    for app in mf-*; do \
      name="${app#mf-}"; \
      version="$(node -p "require('./${app}/package.json').version")"; \
      if [ -d "${app}/dist" ]; then \
        if [ ! -f "${app}/dist/${version}/mf-manifest.json" ]; then \
          echo "${app}: expected ${app}/dist/${version}/mf-manifest.json" >&2; exit 1; \
        fi; \
        mkdir -p "/out/mf/${name}"; \
        cp -a "${app}/dist/${version}" "/out/mf/${name}/${version}"; \
      fi; \
    done; \
    if [ -d mf-marketing/dist/.site ]; then mkdir -p /out/mf/marketing; cp -a mf-marketing/dist/.site /out/mf/marketing/.site; cp -a mf-marketing/dist/site-assets /out/mf/marketing/site-assets; fi; \
    find /out -maxdepth 3 -mindepth 1 -type d | sort

FROM ${PREVIOUS} AS static
ARG ALLOW_OVERWRITE=0
# Version folders are added; the public site's pages are replaced whole, while its hashed scripts
# accumulate, as pages cached in browsers and proxies may still ask for the previous ones.
RUN --mount=type=bind,from=build,source=/out,target=/out \
    set -eu; \
    mkdir -p /srv/mf; \
    for dir in /out/mf/*/*; do \
      [ -d "${dir}" ] || continue; \
      [ "${dir}" = /out/mf/marketing/site-assets ] && continue; \
      release="${dir#/out/mf/}"; \
      if [ -e "/srv/mf/${release}" ]; then \
        if [ "${ALLOW_OVERWRITE}" != "1" ]; then \
          echo "mf/${release} is already published in the previous image: bump the version" >&2; exit 1; \
        fi; \
        rm -rf "/srv/mf/${release}"; \
      fi; \
      mkdir -p "/srv/mf/${release%/*}"; \
      cp -R "${dir}" "/srv/mf/${release}"; \
      chmod -R a+rX "/srv/mf/${release}"; \
    done; \
    if [ -d /out/shell ]; then rm -rf /srv/shell; cp -R /out/shell /srv/shell; chmod -R a+rX /srv/shell; fi; \
    if [ -d /out/mf/marketing/.site ]; then \
      rm -rf /srv/mf/marketing/.site; cp -R /out/mf/marketing/.site /srv/mf/marketing/.site; \
      mkdir -p /srv/mf/marketing/site-assets; cp -R /out/mf/marketing/site-assets/. /srv/mf/marketing/site-assets/; \
      chmod -R a+rX /srv/mf/marketing; \
    fi; \
    test -f /srv/shell/index.html || { echo "no shell: build @koinonia/shell or start from a static image" >&2; exit 1; }; \
    ls -d /srv/mf/*/*
# Copy the files into the directory given as $1 (default /static). Existing version folders there are
# kept, so the same command also publishes into a shared volume.
ENTRYPOINT ["sh", "-c", "cp -R /srv/shell /srv/mf \"${1:-/static}/\"", "publish-static"]
CMD []
