# The server and its two built front ends in one image. The build stage has every dev dependency
# (no compiler: no package builds native code, the embedded SQLite is Node's own); the runtime stage
# gets only what `npm start` runs.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first, so a change to the sources does not reinstall every package.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/client/package.json packages/client/
COPY server/package.json server/
COPY web/package.json web/
COPY admin/package.json admin/
RUN npm ci
COPY . .
# The app, the console and the server are built here (web/dist, admin/dist, server/dist: the server
# compiled to JavaScript, so the runtime needs no TypeScript compiler); then the dev dependencies go.
RUN npm run build \
 && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
# tini runs as PID 1: it passes SIGTERM on to node and reaps any child process node leaves behind,
# under any engine, not only where the operator remembered `--init`.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
# Code and packages stay owned by root: the server's user can read them, not change them.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/admin/dist ./admin/dist
# Only used with ALLOW_SQLITE=1 (and a volume mounted here); PostgreSQL needs nothing on disk.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
STOPSIGNAL SIGTERM
# No curl or wget in this image: node's own fetch asks whether the database answers.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
