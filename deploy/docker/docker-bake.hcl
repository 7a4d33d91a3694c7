# Builds every Koinonia image. Run from the repository root (paths below are relative to it):
#
#   docker buildx bake -f deploy/docker/docker-bake.hcl                      # 7 back-end images + static
#   docker buildx bake -f deploy/docker/docker-bake.hcl identity             # one service
#   REGISTRY=ghcr.io/acme/koinonia TAG=1.4.0 docker buildx bake -f deploy/docker/docker-bake.hcl --push
#
# Each <service> target builds deploy/docker/<service>.Dockerfile, whose base is the matching
# "service-<service>" target: service.Dockerfile with SERVICE=<service>. npm ci runs once for all of them
# (shared cache layers); every image then gets its own build and production install.

variable "REGISTRY" {
  default = "koinonia"
}

variable "TAG" {
  default = "dev"
}

variable "NODE_IMAGE" {
  default = "node:20-bookworm-slim"
}

variable "SERVICES" {
  default = ["gateway", "identity", "worship", "connect", "serve", "admin", "marketing"]
}

group "default" {
  targets = ["gateway", "identity", "worship", "connect", "serve", "admin", "marketing", "static"]
}

group "services" {
  targets = ["gateway", "identity", "worship", "connect", "serve", "admin", "marketing"]
}

target "_common" {
  context = "."
  args = {
    NODE_IMAGE = NODE_IMAGE
  }
}

# service.Dockerfile for one service; untagged, it is the named context of the target below.
target "service" {
  name       = "service-${svc}"
  matrix     = { svc = SERVICES }
  inherits   = ["_common"]
  dockerfile = "deploy/docker/service.Dockerfile"
  args = {
    SERVICE = svc
  }
}

target "image" {
  name       = svc
  matrix     = { svc = SERVICES }
  inherits   = ["_common"]
  dockerfile = "deploy/docker/${svc}.Dockerfile"
  contexts = {
    "koinonia-service" = "target:service-${svc}"
  }
  tags = ["${REGISTRY}/${svc}:${TAG}"]
}

# Shell + remotes. To publish one remote on top of the previous static image:
#   docker buildx bake -f deploy/docker/docker-bake.hcl static \
#     --set static.args.PREVIOUS=ghcr.io/acme/koinonia/static:1.3.0 \
#     --set static.args.PROJECTS=@koinonia/mf-worship
target "static" {
  inherits   = ["_common"]
  dockerfile = "deploy/docker/static.Dockerfile"
  tags       = ["${REGISTRY}/static:${TAG}"]
}
