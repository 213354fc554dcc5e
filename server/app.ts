// Builds the HTTP application without listening: GraphQL at /graphql, the REST facade under /api,
// and the built client with its SPA fallback. main.ts listens; tests call app.fetch or listen on a free port.
import { Hono, type Context, type Next } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { createYoga } from "graphql-yoga";
import { createClientAddressResolver } from "./lib/client-address";
import { corsForPortal } from "./lib/cors";
import { RateLimitedError } from "./lib/errors";
import { errorResponse, type ApiEnv } from "./http/rest";
import { compressResponses, serveClient } from "./http/static-client";
import { limitRequestBodies } from "./http/body-limit";
import { schema } from "./graphql/schema";
import { graphqlLimitPlugins } from "./graphql/limits";
import { createGraphQLErrorMask } from "./graphql/mask-errors";
import { readPersistedOperations, usePortalPersistedOperations } from "./graphql/persisted-operations";
import { useOperationGate } from "./graphql/anonymous-operations";
import { GRAPHIQL_CONTENT_SECURITY_POLICY, GRAPHIQL_OPTIONS } from "./graphql/graphiql";
import { limitRestTexts } from "./lib/rest-text-limits";
import { useReadOnlyApiClients } from "./graphql/read-only-api-clients";
import { useApiClientCostBudget } from "./graphql/api-client-budget";
import { rateLimitedProblem } from "./lib/rate-limit-fields";
import type { ApiClientBudget } from "./modules/api-clients/api-client-auth";
import { requireScopeCoversRest } from "./modules/api-clients/api-client-scopes";
import { refuseApiClientWrite } from "./viewer";
import { createServices } from "./services";
import { registerRestRoutes } from "./http/routes";
import { registerOperatorRoutes } from "./http/operator";
import type { AppDeps } from "./deps";
import type { RequestContext } from "./context";
import {
  handleGraphQLUploadRequest,
  isMultipartRequest,
  useGraphQLUploads,
  type GraphQLUploadServerContext,
} from "./modules/files/graphql-uploads";
import { createDatabaseHealth } from "./lib/database-health";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  // The approvals inbox shows a fetched PDF (the download routes need the token) in a frame from a blob: URL.
  "frame-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

// The portal client's operations by id, read once per process (the file is the Relay compiler's, committed with the
// client's generated code).
let loadedPersistedOperations: ReadonlyMap<string, string> | null = null;
const persistedOperations = () => (loadedPersistedOperations ??= readPersistedOperations());

// operatorSecret: the secret of the local operator endpoint (http/operator.ts); none in tests and on PostgreSQL.
// /healthz gives the database a second to answer, and asks it at most once a second.
const DATABASE_HEALTH = { boundMs: 1000, cacheMs: 1000 };

export function createApp(deps: AppDeps, options: { operatorSecret?: string | null } = {}) {
  const services = createServices(deps);

  async function contextFor(request: Request, ip: string | null): Promise<RequestContext> {
    const viewer = await services.auth.resolveViewer(request.headers.get("authorization"));
    return { deps, services, viewer, ip };
  }

  const yoga = createYoga<{ ip: string | null; apiClientBudget: ApiClientBudget | null } & GraphQLUploadServerContext, RequestContext>({
    schema,
    // Multipart requests (file uploads) are read in handleGraphQLUploadRequest (files/graphql-multipart.ts).
    multipart: false,
    // Bodies are bounded before Yoga: JSON by limitRequestBodies (1 MB), multipart by its reader. Yoga's own check
    // would wrap every body in a second stream and Request, a twentieth of a small request's CPU.
    maxRequestBodySize: false,
    plugins: [
      useGraphQLUploads(),
      // Before the limits: an operation of the portal's client arrives parsed and validated, text is parsed here.
      usePortalPersistedOperations({ schema, operations: persistedOperations(), queryTextFromSessions: deps.config.queryTextFromSessions }),
      ...graphqlLimitPlugins({ hideSuggestions: process.env.NODE_ENV === "production" }),
      useOperationGate(),
      useReadOnlyApiClients(),
      useApiClientCostBudget(),
    ],
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // Yoga would echo any Origin with credentials; the middleware below answers for /graphql and /api alike.
    cors: false,
    // maskError below logs what is unexpected; Yoga's own logging would also print every expected
    // refusal (a "not found" is an answer, not a server fault).
    logging: false,
    // The integrators' page (graphql/graphiql.ts): the page for anyone, the schema only for customers and API keys.
    graphiql: GRAPHIQL_OPTIONS,
    // Relay's name for a persisted operation's id (persisted-operations.ts).
    extraParamNames: ["documentId"],
    context: ({ request, ip }) => contextFor(request, ip ?? null),
    // Service errors keep their Italian message and say their HTTP status; a caller's mistake is answered and
    // logged as a warning; anything else is masked and logged as an error.
    maskedErrors: { maskError: createGraphQLErrorMask(deps.logger) },
  });

  const app = new Hono<ApiEnv>();

  app.use("*", compressResponses());
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "same-origin");
    c.header("X-Frame-Options", "DENY");
    // The client has no inline scripts: only its own files run. Blueprint positions popovers with inline styles.
    // The integrators' GraphiQL page (HTML at /graphql) loads its code from elsewhere: a policy of its own.
    const graphiql = c.req.path === "/graphql" && c.res.headers.get("content-type")?.startsWith("text/html") === true;
    c.header("Content-Security-Policy", graphiql ? GRAPHIQL_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  });

  limitRequestBodies(app, deps.config.uploadIdleTimeoutMs);

  // The client's address, for the per-address sign-in limits and the audit trail.
  const clientAddress = createClientAddressResolver(deps.config.trustProxy);
  const clientIp = (c: { env: Partial<HttpBindings> | undefined; req: { header(name: string): string | undefined } }) =>
    clientAddress(c.env?.incoming?.socket?.remoteAddress, c.req.header("x-forwarded-for"));

  app.use("/graphql", corsForPortal(deps.config));
  app.use("/api/*", corsForPortal(deps.config));

  // Each API key's budget: the request is charged before the key is looked up or anything else reads the database,
  // a GraphQL operation's cost before it runs (graphql/api-client-budget.ts). Every answer to a key carries the
  // RateLimit fields; a refusal is a 429 with Retry-After and an RFC 9457 problem body, which also carries the
  // member the protocol's clients read (GraphQL's `errors`, REST's `message`).
  const chargeApiClient = async (c: Context<ApiEnv>, next: Next) => {
    const refuse = (error: RateLimitedError, headers: Record<string, string>) => {
      const extensions = { code: error.name, status: error.status, retryAfterSeconds: error.retryAfterSeconds };
      const member = c.req.path === "/graphql" ? { errors: [{ message: error.message, extensions }] } : { message: error.message };
      return rateLimitedProblem(error.message, error.retryAfterSeconds, member, headers);
    };
    let budget: ApiClientBudget | null;
    try {
      budget = await services.auth.chargeApiClientRequest(c.req.header("authorization") ?? null);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      return refuse(error, {});
    }
    if (!budget) return next();
    c.set("apiClientBudget", budget);
    await next();
    const fields = await budget.fields();
    if (budget.refusal) {
      c.res = refuse(budget.refusal, fields);
      return;
    }
    for (const [name, value] of Object.entries(fields)) c.header(name, value);
  };
  app.use("/graphql", chargeApiClient);
  app.use("/api/*", chargeApiClient);
  // Over-long texts are refused before the viewer is looked up (GraphQL's are checked by useTextLimits).
  app.use("/api/*", limitRestTexts);

  app.on(["GET", "POST", "OPTIONS"], "/graphql", (c) => {
    const ip = clientIp(c);
    const apiClientBudget = c.get("apiClientBudget") ?? null;
    if (!isMultipartRequest(c.req.raw)) return yoga.fetch(c.req.raw, { ip, apiClientBudget, graphqlUpload: null });
    const limits = { maxFileBytes: deps.config.uploadMaxBytes, idleMs: deps.config.uploadIdleTimeoutMs, logger: deps.logger };
    return handleGraphQLUploadRequest(c.req.raw, c.env?.incoming, limits, (request, graphqlUpload) =>
      yoga.fetch(request, { ip, apiClientBudget, graphqlUpload }),
    );
  });

  app.use("/api/*", async (c, next) => {
    const context = await contextFor(c.req.raw, clientIp(c));
    // The REST half of the read-only rule: an API client may only GET (HEAD is answered by the GET routes).
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.method !== "OPTIONS") refuseApiClientWrite(context.viewer);
    requireScopeCoversRest(context.viewer);
    c.set("context", context);
    await next();
  });
  registerRestRoutes(app);
  app.all("/api/*", (c) => c.json({ message: "Risorsa non trovata" }, 404));

  // Unavailable when the database does not answer (PGlite's thread gone or stuck, PostgreSQL unreachable), so a
  // load balancer stops sending requests that could only fail.
  const databaseHealthy = createDatabaseHealth(deps.pingDatabase, DATABASE_HEALTH);
  app.get("/healthz", async (c) => ((await databaseHealthy()) ? c.json({ status: "ok" }) : c.json({ status: "database unavailable" }, 503)));
  registerOperatorRoutes(app, deps, options.operatorSecret ?? null);

  serveClient(app, deps.config.clientDir);

  app.onError((error, c) => {
    const known = errorResponse(error);
    if (known) return known;
    deps.logger.error("Errore non gestito", { path: c.req.path, error: String(error), stack: (error as Error).stack });
    return c.json({ message: "Si è verificato un errore imprevisto, riprovare più tardi" }, 500);
  });

  return { fetch: app.fetch, services };
}

export type App = ReturnType<typeof createApp>;
