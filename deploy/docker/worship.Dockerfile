# syntax=docker/dockerfile:1
# The worship image. All build logic is in service.Dockerfile; docker-bake.hcl builds it with SERVICE=worship
# and hands it in as the named context "koinonia-service":  docker buildx bake -f deploy/docker/docker-bake.hcl worship
FROM koinonia-service
WORKDIR /app
EXPOSE 4002
CMD ["node", "services/worship/dist/main.js"]
