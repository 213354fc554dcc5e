// From "Authorization: Bearer psa_..." to the viewer of an API client, and the per-client request limit. auth.service.ts
// sends here every bearer token with the API-key prefix; users' JWTs never come here.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { AppDeps } from "../../deps";
import { RateLimitedError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { apiKeyHash, isWellFormedApiKey } from "./api-keys";

// lastUsedAt is for people ("used 3 minutes ago"), not an access log: one write a minute per key is enough, and a
// turnstile asking every second must not turn every read into a write.
const LAST_USED_RESOLUTION_MS = 60_000;

export const apiClientRateLimitedMessage = (seconds: number) =>
  `Troppe richieste con questa chiave API. Riprova tra ${seconds === 1 ? "1 secondo" : `${seconds} secondi`}.`;

type ApiClientRow = { id: number; customer_id: number; name: string; revoked_at: Date | null; last_used_at: Date | null };

export function createApiClientAuth(deps: AppDeps) {
  const { prisma, config, redis } = deps;
  const { requestsPerWindow, windowSeconds } = config.apiClientLimits;

  const keyPrefix = `${config.redisKeyPrefix}api-client:requests`;
  // Counted in Redis when the portal has one (several processes share the budget), in memory otherwise; while Redis
  // is unreachable each process counts on its own rather than letting everything through.
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points: requestsPerWindow,
        duration: windowSeconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points: requestsPerWindow, duration: windowSeconds }),
        rejectIfRedisNotReady: true,
      })
    : new RateLimiterMemory({ keyPrefix, points: requestsPerWindow, duration: windowSeconds });

  return {
    // Charges one request to the key, before anything reads the database. The counter is keyed by the key's hash,
    // which is the client (one key, one client) without keeping the secret in the store.
    async chargeRequest(token: string): Promise<void> {
      try {
        await limiter.consume(apiKeyHash(token));
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw new RateLimitedError(apiClientRateLimitedMessage(seconds), seconds);
      }
    },

    // The viewer of a live key; null (answered like a bad user token) for a malformed, unknown or revoked one.
    async resolveViewer(token: string): Promise<Viewer | null> {
      if (!isWellFormedApiKey(token)) return null;
      // Hand-written for the same reason as the users' statement in auth.service.ts: it runs before every request.
      const [row] = await prisma.$queryRaw<ApiClientRow[]>`
        SELECT id, customer_id, name, revoked_at, last_used_at FROM api_clients WHERE token_hash = ${apiKeyHash(token)}`;
      if (!row || row.revoked_at) return null;
      const now = deps.now();
      if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) {
        // Conditional, so that of several processes (or requests side by side) seeing the same old value one writes.
        const threshold = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
        await prisma.$executeRaw`
          UPDATE api_clients SET last_used_at = ${now}
           WHERE id = ${row.id} AND (last_used_at IS NULL OR last_used_at <= ${threshold})`;
      }
      return {
        userId: 0,
        kind: "CUSTOMER",
        // What the audit trail and the logs name it by; an API client writes nothing, but a name is better than none.
        email: `Chiave API «${row.name}»`,
        // The customer's lowest level, so that it reads at most what any customer user reads; what it may do is the
        // permission module's API column (permissions.ts), which never looks at this level.
        userLevel: 1,
        supplierId: null,
        customerId: row.customer_id,
        workerId: null,
        apiClientId: row.id,
      };
    },
  };
}

export type ApiClientAuth = ReturnType<typeof createApiClientAuth>;
