# The whole product in one image: a primary and a serving process per core (WEB_CONCURRENCY),
# each with the Remix site and the Payload admin. `docker stop` sends SIGTERM: requests in flight
# finish before the processes exit.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY cms/package.json cms/
# npm install applies them (patch-package, postinstall).
COPY patches patches/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=5m CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--conditions=production", "--enable-source-maps", "cms/dist/server.mjs"]
