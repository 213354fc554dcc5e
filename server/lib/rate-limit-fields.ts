// The IETF RateLimit-Policy and RateLimit header fields (draft-ietf-httpapi-ratelimit-headers, Structured Fields):
// each policy by name with its quota `q` and window `w` in seconds, then what remains `r` and the seconds until the
// window resets `t`. Several policies go in one field as a list, e.g.
//   RateLimit-Policy: "requests";q=300;w=60, "cost";q=250000;w=60
//   RateLimit: "requests";r=297;t=41, "cost";r=249112;t=41
// And the RFC 9457 problem body of a refusal, with the members a GraphQL or REST client of this portal reads.
export type RateLimitPolicyState = { name: string; quota: number; windowSeconds: number; remaining: number; resetSeconds: number };

export function rateLimitFields(policies: readonly RateLimitPolicyState[]): Record<string, string> {
  return {
    "RateLimit-Policy": policies.map((policy) => `"${policy.name}";q=${policy.quota};w=${policy.windowSeconds}`).join(", "),
    RateLimit: policies
      .map((policy) => `"${policy.name}";r=${Math.max(0, policy.remaining)};t=${Math.max(0, Math.ceil(policy.resetSeconds))}`)
      .join(", "),
  };
}

// RFC 9457: `type` names the problem (a URI that need not resolve), `title` says it in words, `detail` says it for
// this request. `retryAfterSeconds` repeats the header for clients that read only bodies; `extra` carries the
// member the caller's protocol expects (GraphQL's `errors`, the REST API's `message`).
export const RATE_LIMITED_PROBLEM_TYPE = "tag:portale-sicurezza-appalti,2026:problems/rate-limited";

export function rateLimitedProblem(detail: string, retryAfterSeconds: number, extra: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  const body = { type: RATE_LIMITED_PROBLEM_TYPE, title: "Troppe richieste", status: 429, detail, retryAfterSeconds, ...extra };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { ...headers, "Content-Type": "application/problem+json; charset=utf-8", "Retry-After": String(retryAfterSeconds) },
  });
}
