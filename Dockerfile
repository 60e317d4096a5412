# syntax=docker/dockerfile:1
# The club management service: one image, one process per container (or several with
# `npm start -- --workers N`); see docs/deploy.md. Nothing is fetched at run time.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 APP_ENV=production PORT=3000
# Only what the running server reads: its code (server.ts and lib/ run through tsx), the build,
# the migrations (applied at start), the catalogs and the production dependencies.
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# The process is up (GET /healthz); readiness (/readyz) is for the load balancer.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` runs, without npm and a shell in between: `docker stop`'s SIGTERM reaches the
# server itself, which drains its requests and exits 0 (lib/server/shutdown.ts). Several processes:
# append "--workers", "N" (PostgreSQL only).
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "server.ts"]
