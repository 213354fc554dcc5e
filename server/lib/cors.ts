// Which web pages may call /graphql and /api from a browser: the portal's own origin (PUBLIC_URL) and the
// ones named in CORS_ORIGINS. Any other origin gets no Access-Control-Allow-Origin, so the browser keeps
// the answer from the page. Sessions are bearer tokens, not cookies, so credentials are never allowed:
// a foreign page has nothing to ride on even where it is allowed.
import { cors } from "hono/cors";
import type { Config } from "../config";

// Preflight answers may be cached by the browser for ten minutes.
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export function corsForPortal(config: Pick<Config, "corsOrigins">) {
  const allowed = new Set(config.corsOrigins);
  return cors({
    origin: (origin) => (allowed.has(origin.toLowerCase()) ? origin : null),
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowHeaders: ["Authorization", "Content-Type", "Accept", "X-XSRF-TOKEN"],
    exposeHeaders: ["Content-Disposition", "Retry-After"],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: false,
  });
}
