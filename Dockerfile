# syntax=docker/dockerfile:1
# The site in one image: `docker build -t ngoma-site .`, or `docker compose up` (compose.yaml).
# Why it is shaped like this: docs/decisions/081-containers.md. Settings: README.md, deploy/README.md.

# ---------------------------------------------------------------------------------------------
# 1. Dependencies. better-sqlite3 13 ships a prebuilt addon; the optional better-sqlite3-node20 (12.x,
#    for Node 20 only, unused here) compiles from source and needs python3, make and g++, which stay in
#    this stage (docs/decisions/123-sqlite-driver-per-node-version.md).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
# Debian's current package of each; pinning exact versions breaks the build at every point release.
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ---------------------------------------------------------------------------------------------
# 2. The production build. `next build` prerenders pages from a database: a throwaway SQLite file
#    with the demo content. The server never serves those copies: its route cache starts empty and
#    renders each page from the real database on first request (docs/caching.md). SITE_URL and HERO_VIDEO_URL are read by the build
#    (CSP, HSTS, canonical links): pass the production values as build arguments.
FROM deps AS build
ARG SITE_URL=http://localhost:3000
ARG HERO_VIDEO_URL=
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    SITE_URL=${SITE_URL} \
    HERO_VIDEO_URL=${HERO_VIDEO_URL}
COPY . .
RUN DATABASE_URL=file:/tmp/build-db/site.db npm run db:seed \
 && DATABASE_URL=file:/tmp/build-db/site.db npx next build \
 && rm -rf /tmp/build-db .next/cache \
 && npm prune --omit=dev --no-audit --no-fund

# ---------------------------------------------------------------------------------------------
# 3. What runs: the build, production dependencies, no compilers, as the unprivileged `node` user.
FROM node:24-bookworm-slim AS runtime
# pg_dump/pg_restore for `npm run backup`/`restore` against PostgreSQL (client 15: use a server <= 15).
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ARG SITE_URL=http://localhost:3000
ARG HERO_VIDEO_URL=
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    SITE_URL=${SITE_URL} \
    HERO_VIDEO_URL=${HERO_VIDEO_URL} \
    DATABASE_URL=file:/app/data/site.db \
    UPLOAD_DIR=/app/data/uploads
# The code stays root's (read-only to the app); the app writes only its build's image cache and data/.
COPY --from=build /app/package.json /app/package-lock.json /app/next.config.mjs /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/src ./src
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/server ./server
COPY --from=build /app/public ./public
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
# SQLite database and uploads (with PostgreSQL: uploads only). Back up with `npm run backup`.
VOLUME ["/app/data"]
EXPOSE 3000
# Readiness, not mere liveness: 503 while the instance shuts down or its migrations are missing, so a
# proxy that follows Docker's health (Traefik, compose depends_on) sends it no traffic then.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrate, seed an empty database, create the admin, then the shell becomes the server (server/start.sh).
# SIGTERM: in-flight requests finish, the outbox stops, the database closes within 10 s.
CMD ["sh", "server/start.sh", "--prebuilt"]
