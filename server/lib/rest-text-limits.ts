// The REST half of text-limits.ts: every path segment, query parameter and JSON or form body field of an
// /api request, checked before the request's viewer is loaded. The body is read from a copy of the request,
// so the route still reads it as it arrived. Multipart forms are checked once read (files/multipart.ts): their
// fields arrive after the file parts may already be streaming to disk.
import type { Context, Next } from "hono";
import { ValidationError } from "./errors";
import { checkRestTexts, textLengthProblem } from "./text-limits";

export async function limitRestTexts(c: Context, next: Next): Promise<void> {
  const segments = new URL(c.req.url).pathname.split("/").filter(Boolean);
  for (const [index, segment] of segments.entries()) {
    const problem = textLengthProblem(`percorso ${index + 1}`, "id", segment);
    if (problem) throw new ValidationError({ path: [problem] });
  }
  const url = new URL(c.req.url);
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
  checkRestTexts(query);
  const body = await bodyFields(c.req.raw);
  if (body) checkRestTexts(body);
  await next();
}

async function bodyFields(request: Request): Promise<Record<string, unknown> | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const contentType = request.headers.get("content-type") ?? "";
  // Decided before `request.body` is touched: under @hono/node-server that getter is not a look, it builds the
  // fetch body, whose stream at once starts reading the Node request into a queue nobody empties, and pauses the
  // request when the queue is full. The multipart readers read the Node request itself (request-body.ts), so an
  // upload larger than that queue would wait for bytes that never reach them.
  if (/^\s*multipart\//i.test(contentType)) return null;
  if (!request.body) return null;
  const text = await request.clone().text();
  if (/^\s*application\/x-www-form-urlencoded/i.test(contentType)) {
    const fields: Record<string, string[]> = {};
    for (const [name, value] of new URLSearchParams(text)) (fields[name] ??= []).push(value);
    return fields;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
