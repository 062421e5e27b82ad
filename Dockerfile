# The whole product in one image: the Remix site and the Payload admin in one Node process.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY cms/package.json cms/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
VOLUME /data
EXPOSE 3000
CMD ["node", "--conditions=production", "--enable-source-maps", "cms/dist/server.mjs"]
