// One POST of a webhook: over node:http(s) rather than fetch, so that the connection goes to the addresses the
// guard checked (lookup), not to whatever a second resolution would give. Redirects are not followed (a redirect to
// an internal address would bypass the guard): a 3xx is a failed attempt like any other non-2xx.
import http from "node:http";
import https from "node:https";
import { guardedLookup, literalAddressRefused, RefusedAddressError, type UrlPolicy } from "./webhook-url-guard";

export type PostOutcome = { status: number | null; retryAfterSeconds: number | null; error: string | null };

// The answer's body is not read past this: a receiver has nothing to say to the portal but its status.
const MAX_ANSWER_BYTES = 64 * 1024;

export function postWebhook(url: string, headers: Record<string, string>, body: string, options: { policy: UrlPolicy; timeoutMs: number }): Promise<PostOutcome> {
  const refused = literalAddressRefused(url, options.policy);
  if (refused) return Promise.resolve({ status: null, retryAfterSeconds: null, error: new RefusedAddressError(refused).message });
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), "user-agent": "PortaleAppalti-Webhooks/1" },
        lookup: guardedLookup(options.policy),
        timeout: options.timeoutMs,
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? null, retryAfterSeconds: retryAfterOf(response.headers["retry-after"]), error: null });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`nessuna risposta entro ${options.timeoutMs} ms`)));
    request.on("error", (error) => resolve({ status: null, retryAfterSeconds: null, error: error.message }));
    request.end(body);
  });
}

// Retry-After as seconds or as an HTTP date (RFC 9110 §10.2.3); anything else is ignored.
export function retryAfterOf(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
