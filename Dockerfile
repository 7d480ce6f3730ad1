# syntax=docker/dockerfile:1
# ScanOrder's production image: `npm run serve`'s command (scripts/serve.mjs ->
# apps/api/dist/server.js in production mode, the start path the API test suites run). Build: docker build -t scanorder .
# One-host setup with PostgreSQL: compose.yaml (README "Running in production").

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Everything needed to build: all workspaces' dependencies, then the web app and the server.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's runtime dependencies only (the shared package is bundled into dist/server.js,
#    and the customer pages' renderer into apps/web/dist).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace=@scanorder/api --no-audit --no-fund

# 3. What runs: no compilers, no sources, no dev dependencies, not root.
FROM ${NODE_IMAGE}
# pg_dump/pg_restore for `npm run backup` and `npm run restore` (Debian 12: PostgreSQL 15, the
# major version compose.yaml runs; pg_dump must be at least the server's).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY apps/api/drizzle ./apps/api/drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness, not just liveness: the database answers and is fully migrated.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The server stops within 10 s of SIGTERM (streams told to reconnect, requests drained). This is
# what `npm run serve` runs, without npm and its `sh -c` in between: that shell does not pass
# SIGTERM on, and the server would be killed at the grace period instead of stopping cleanly.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/serve.mjs"]
