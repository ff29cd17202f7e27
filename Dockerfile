# The Northline IT API (docs/deploy.md "The API image"). Build from the repository root:
#   docker build -t northline-api .
# Runs `node apps/api/src/server.ts` (Node 24 strips the TypeScript types itself: no compile step) as the
# unprivileged `node` user, with the built site beside it for the pages the API serves when nginx or a CDN does
# not. Settings come from the environment at run time (docs/deploy.md "Environment"); none is baked in.

# Node 24 and pnpm 12 (corepack fails with this registry, so pnpm comes from npm).
FROM node:24-bookworm-slim AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    TURBO_TELEMETRY_DISABLED=1
RUN npm install --global --prefix /pnpm pnpm@12.21.0 \
    && mv /pnpm/bin/* /pnpm/ \
    && npm cache clean --force
WORKDIR /app

# Production dependencies of the API and of the workspace packages it imports (content, schemas), and nothing
# else. The workspace packages stay symlinks to packages/, outside node_modules, where Node strips their types.
FROM base AS prod-deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY packages/content/package.json packages/content/
COPY packages/schemas/package.json packages/schemas/
RUN pnpm install --frozen-lockfile --prod --filter "@northline/api..."

# The prerendered site (nginx or a CDN serves it in front; the API serves it too, for a single-instance setup),
# and the chat widget's embed build.
FROM base AS site
COPY . .
RUN pnpm install --frozen-lockfile \
    && pnpm exec turbo run build --filter=@northline/site --filter=@northline/chat-widget

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app ./
COPY --chown=root:root apps/api/src apps/api/src
COPY --chown=root:root packages/content/src packages/content/src
COPY --chown=root:root packages/schemas/src packages/schemas/src
COPY --from=site --chown=root:root /app/apps/site/build/client apps/site/build/client
# The chat widget for other sites (docs/decisions/013): the loader and the versioned bundle the API serves at /embed.
COPY --from=site --chown=root:root /app/packages/chat-widget/dist/embed packages/chat-widget/dist/embed
# The code belongs to root and is read-only for the process; `node` (uid 1000, from the base image) runs it.
USER node
EXPOSE 3000
# Ready = the database is reachable and migrated (GET /readyz); the load balancer and the orchestrator use it.
# The first check comes 10 s after the start (migrations take well under a second), three misses make it unhealthy.
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stop accepting, finish in-flight requests within SHUTDOWN_TIMEOUT_MS (10 s), exit.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/src/server.ts"]
