# syntax=docker/dockerfile:1
# The connect image. All build logic is in service.Dockerfile; docker-bake.hcl builds it with SERVICE=connect
# and hands it in as the named context "koinonia-service":  docker buildx bake -f deploy/docker/docker-bake.hcl connect
FROM koinonia-service
WORKDIR /app
EXPOSE 4003
CMD ["node", "services/connect/dist/main.js"]
