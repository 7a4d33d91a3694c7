# syntax=docker/dockerfile:1
# The identity image. All build logic is in service.Dockerfile; docker-bake.hcl builds it with SERVICE=identity
# and hands it in as the named context "koinonia-service":  docker buildx bake -f deploy/docker/docker-bake.hcl identity
FROM koinonia-service
WORKDIR /app
EXPOSE 4001
CMD ["node", "services/identity/dist/main.js"]
