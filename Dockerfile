# Builds the store (web + API) into one image that serves both on $PORT.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN CI=true pnpm install --frozen-lockfile && pnpm build && CI=true pnpm prune --prod

FROM node:20-bookworm-slim
# the seed draws the demo covers' titles (Latin, Urdu Nastaliq) into WebP: the slim image has no fonts
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig fonts-noto-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "apps/api/dist/server.js"]
