# syntax=docker/dockerfile:1
# The Sahel Hearts server image (docs/operations.md, "Deploying with Docker Compose"): the web app is
# built with the development dependencies in the first stage; the runtime stage has production
# dependencies only and runs as the unprivileged `node` user.
#
# Debian bookworm (glibc), not Alpine: sharp, @node-rs/argon2 and esbuild (which tsx runs the
# TypeScript server with) install prebuilt linux-x64/arm64 glibc binaries from package-lock.json,
# with nothing to compile.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Playwright's browsers are for the tests, never for the image.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts ./
COPY scripts ./scripts
COPY src ./src
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The server is TypeScript run by tsx (a production dependency): it needs the sources, which also
# hold the migrations (src/server/db/migrations) and the e-mail texts (src/web/i18n/locales),
# and the built web app. They stay owned by root: the server cannot change its own code.
COPY tsconfig.json ./
COPY src ./src
# `npm run admin:create`, the one script an operator runs in the container (docs/operations.md).
COPY scripts/admin-create.ts ./scripts/
COPY --from=build /app/dist/web ./dist/web
# The one place the server writes: the embedded database and uploaded files when no PostgreSQL or
# bucket is configured (PGLITE_DATA_DIR, STORAGE_DIR). Made here, owned by `node`, so that a new
# volume mounted on them (compose.yaml) starts with that owner.
RUN mkdir -p /app/data/pglite /app/data/uploads && chown -R node:node /app/data
USER node
EXPOSE 3000
# Liveness, not readiness: /api/health answers whenever the process does, so a database outage
# never marks every server unhealthy at once. The reverse proxy sends traffic by /api/ready
# (deploy/Caddyfile).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is process 1, so SIGTERM reaches the server's graceful shutdown (docs/operations.md).
CMD ["node", "--import", "tsx", "src/server/main.ts"]
