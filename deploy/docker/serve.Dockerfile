# syntax=docker/dockerfile:1
# The serve image. All build logic is in service.Dockerfile; docker-bake.hcl builds it with SERVICE=serve
# and hands it in as the named context "koinonia-service":  docker buildx bake -f deploy/docker/docker-bake.hcl serve
FROM koinonia-service
WORKDIR /app
EXPOSE 4004
CMD ["node", "services/serve/dist/main.js"]
