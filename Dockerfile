# syntax=docker/dockerfile:1
# VahanHaat: one image for every instance. `docker build .`; the server listens on PORT (3000)
# and answers GET /readyz once its database and event bus respond. Run it as docs/production.md says.

# Node 20 LTS, pinned to the release the project is developed and tested on.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
COPY loadtest/package.json loadtest/
COPY packages/words/package.json packages/words/
COPY packages/contract/package.json packages/contract/
# Its postinstall skips building packages/contract: the sources come with the next COPY.
RUN npm ci --no-audit --no-fund
COPY . .
# The server's build compiles packages/contract to packages/contract/dist first (node_modules
# links @vahanhaat/contract there; Node loads its dist/ at run time).
RUN npm run build -w web && npm run build -w server && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
# Workspace packages the server imports at run time (node_modules links to them).
COPY --from=build /app/packages/words packages/words
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/assets server/assets
COPY --from=build /app/migrations migrations
COPY --from=build /app/web/package.json web/
COPY --from=build /app/web/dist web/dist
# The only place the server writes (PGlite files when DATABASE_URL is unset, uploads, image cache).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]
