# syntax=docker/dockerfile:1
# The gateway image. All build logic is in service.Dockerfile; docker-bake.hcl builds it with SERVICE=gateway
# and hands it in as the named context "koinonia-service":  docker buildx bake -f deploy/docker/docker-bake.hcl gateway
FROM koinonia-service
WORKDIR /app
EXPOSE 8080
CMD ["node", "services/gateway/dist/main.js"]
