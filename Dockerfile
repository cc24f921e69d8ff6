# syntax=docker/dockerfile:1
# Wellnest's image: build with the dev dependencies, run with the production ones only, as the
# unprivileged `node` user, `node` running the built server directly (ADR 048).
#
#   docker build -t wellnest .
#   docker run -p 3000:3000 -v wellnest-data:/data \
#     -e BETTER_AUTH_SECRET=... -e SMTP_URL=... -e APP_URL=... -e METRICS_TOKEN=... wellnest
#
# Node.js 24: the LTS line the image runs (supported until April 2028). Node 20 reached its end of
# life in April 2026 and some dependencies already ask for Node 22 or later (docs/operations.md).
# Debian slim rather than Alpine: @napi-rs/canvas and tesseract.js ship glibc builds.
ARG NODE_IMAGE=node:24-bookworm-slim

# ── build: every dependency, then the client (Vite + prerender + precompress) and the server bundle
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build

# ── production dependencies only; no install scripts (none of them needs one to run: esbuild's
#    checks its binary, tesseract.js's asks for donations)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts

# ── runtime: the built app, its data files and production node_modules; the code is owned by
#    root and read-only to the process, which writes only to DATA_DIR and the OS temp dir
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_OPTIONS=--enable-source-maps
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/server-render ./dist/server-render
# Read at run time from the project's root (src/server/lib/project-paths.ts): the migrations and
# the knowledge base's data files. Fonts and the OCR language data come with node_modules
# (dejavu-fonts-ttf, @tesseract.js-data/eng).
COPY drizzle ./drizzle
COPY src/server/knowledge/data ./src/server/knowledge/data
# PGlite's data (when DATABASE_URL is unset) and local uploads (when S3_BUCKET is unset) live here.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# /livez answers while the event loop turns (no database call): a failing check means this process
# is stuck, and the orchestrator restarts it. Readiness (/readyz) is the load balancer's business.
# The start period covers migrations and loading the knowledge base on a cold start.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/main.js"]
