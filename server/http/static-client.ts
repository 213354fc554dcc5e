// How the built client and every text answer travel: compressed, and with cache headers that let a browser
// keep what never changes and always ask again for what names the current build.
import { existsSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Api } from "./rest";

// Hashed file names change with their content, so a copy can be kept for good.
export const IMMUTABLE = "public, max-age=31536000, immutable";
// The page and the service worker name the current build: the browser must check them on every load.
export const REVALIDATE = "no-cache";
// The manifest and the icons keep their names across builds and change rarely: a day, and a week.
export const MANIFEST_MAX_AGE = "public, max-age=86400";
export const ICON_MAX_AGE = "public, max-age=604800";

// Dynamic answers (GraphQL, REST JSON, the SPA page when it has no precompressed copy) are gzipped on the
// fly when the client accepts it. Hono's filter lets through only text types, so downloads (PDF, Office,
// images: already compressed) and event streams pass untouched, as do answers that already carry an
// encoding (the precompressed files below) and partial content.
export function compressResponses(): MiddlewareHandler {
  return compress({ encoding: "gzip" });
}

export function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith("/assets/")) return IMMUTABLE;
  if (requestPath === "/manifest.webmanifest") return MANIFEST_MAX_AGE;
  if (requestPath.startsWith("/icons/")) return ICON_MAX_AGE;
  return REVALIDATE;
}

// The built client. Files are answered from their .br/.gz twin written at build time when the client accepts
// that encoding (vite.config.ts); every other GET is a route of the single-page app and answers index.html.
export function serveClient(app: Api, clientDir: string): void {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const indexFile = path.join(clientDir, "index.html");
  const serveFile = serveStatic({ root, precompressed: true });
  const serveIndex = serveStatic({ root, path: "index.html", precompressed: true });

  app.use("/*", async (c, next) => {
    let notFound = false;
    const response = await serveFile(c, async () => {
      notFound = true;
      await next();
    });
    if (notFound || !response) return response;
    response.headers.set("Cache-Control", cacheControlFor(c.req.path));
    return response;
  });

  app.get("*", async (c) => {
    if (!existsSync(indexFile)) {
      return c.text("Client non compilato: eseguire `npm run build`", 503);
    }
    const response = await serveIndex(c, async () => undefined);
    if (!response) return c.text("Client non compilato: eseguire `npm run build`", 503);
    response.headers.set("Cache-Control", REVALIDATE);
    return response;
  });
}
