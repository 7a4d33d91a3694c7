# syntax=docker/dockerfile:1
# The marketing image. All build logic is in service.Dockerfile; docker-bake.hcl builds it with SERVICE=marketing
# and hands it in as the named context "koinonia-service":  docker buildx bake -f deploy/docker/docker-bake.hcl marketing
FROM koinonia-service
WORKDIR /app
EXPOSE 4006
CMD ["node", "services/marketing/dist/main.js"]
