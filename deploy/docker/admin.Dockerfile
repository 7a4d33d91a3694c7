# syntax=docker/dockerfile:1
# The admin image. All build logic is in service.Dockerfile; docker-bake.hcl builds it with SERVICE=admin
# and hands it in as the named context "koinonia-service":  docker buildx bake -f deploy/docker/docker-bake.hcl admin
FROM koinonia-service
WORKDIR /app
EXPOSE 4005
CMD ["node", "services/admin/dist/main.js"]
