// Shared plumbing of the REST facade (/api/...): the request context on every route, JSON bodies,
// and one translation of service errors into the spec's HTTP answers (section 8).
import type { Context, Hono } from "hono";
import { italianDateOf } from "../../common/calendar-dates";
import type { HttpBindings } from "@hono/node-server";
import type { ApiClientBudget } from "../modules/api-clients/api-client-auth";
import { AppError, RateLimitedError, RequestTimeoutError, UNAUTHORIZED_MESSAGE, ValidationError } from "../lib/errors";
import type { RequestContext } from "../context";

// apiClientBudget: set for a request that came with an API key (app.ts), so that its answer carries the key's budget.
export type ApiEnv = { Variables: { context: RequestContext; apiClientBudget?: ApiClientBudget }; Bindings: Partial<HttpBindings> };
export type Api = Hono<ApiEnv>;

export function requestContext(c: Context<ApiEnv>): RequestContext {
  return c.get("context");
}

// The calendar date in Italy, "YYYY-MM-DD", that the request's compliance states are judged on.
export function requestToday(c: Context<ApiEnv>): string {
  return italianDateOf(requestContext(c).deps.now());
}

// A body that is not JSON is treated as empty, so the caller gets field-level 422 messages, not a crash. A
// multipart body is not even read: it escapes the 1 MB limit on bodies read whole (see body-limit.ts).
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  if (/^\s*multipart\//i.test(c.req.header("content-type") ?? "")) return {};
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// The query string over, for a POST, the JSON body: the paths that take their parameters either way.
export async function readParams(c: Context): Promise<Record<string, unknown>> {
  const query: Record<string, unknown> = c.req.query();
  if (c.req.method !== "POST") return query;
  return { ...(await readJsonBody(c)), ...query };
}

// Runs a service call for a REST path whose field names differ from the service's (passwordConfirmation →
// password_confirmation): a validation error comes back keyed by the names the caller sent.
export async function withRestFieldNames<T>(names: Record<string, string>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const renamed = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [names[field] ?? field, messages]),
    );
    throw new ValidationError(renamed, error.message);
  }
}

export function errorResponse(error: unknown): Response | null {
  if (!(error instanceof AppError)) return null;
  if (error instanceof RequestTimeoutError) {
    return Response.json({ errors: error.fieldErrors }, { status: error.status, headers: { Connection: "close" } });
  }
  if (error instanceof ValidationError) {
    return Response.json({ errors: error.fieldErrors }, { status: error.status });
  }
  if (error.status === 401 || error.status === 403) {
    return Response.json({ message: UNAUTHORIZED_MESSAGE, error: error.message }, { status: error.status });
  }
  if (error instanceof RateLimitedError) {
    return Response.json(
      { message: error.message, retry_after: error.retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  return Response.json({ message: error.message }, { status: error.status });
}
