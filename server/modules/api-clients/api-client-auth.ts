// From "Authorization: Bearer psa_..." to the viewer of an API client, and the per-client request limit. auth.service.ts
// sends here every bearer token with the API-key prefix; users' JWTs never come here.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { AppDeps } from "../../deps";
import { RateLimitedError } from "../../lib/errors";
import { rateLimitFields, type RateLimitPolicyState } from "../../lib/rate-limit-fields";
import type { Viewer } from "../../viewer";
import type { ApiClientScope } from "../../generated/prisma/enums";
import { apiKeyHash, isWellFormedApiKey } from "./api-keys";

// lastUsedAt is for people ("used 3 minutes ago"), not an access log: one write a minute per key is enough, and a
// turnstile asking every second must not turn every read into a write.
const LAST_USED_RESOLUTION_MS = 60_000;

const inSeconds = (seconds: number) => (seconds === 1 ? "1 secondo" : `${seconds} secondi`);
export const apiClientRateLimitedMessage = (seconds: number) => `Troppe richieste con questa chiave API. Riprova tra ${inSeconds(seconds)}.`;
export const apiClientCostLimitedMessage = (seconds: number) =>
  `Le richieste di questa chiave API hanno superato il costo consentito per finestra: chiedere meno campi o pagine più piccole, oppure riprovare tra ${inSeconds(seconds)}.`;

type ApiClientRow = { id: number; customer_id: number; name: string; scope: ApiClientScope; revoked_at: Date | null; last_used_at: Date | null };

// One request's account with its key's budget: the request was charged on arrival; the GraphQL operation's cost is
// charged once it is known (after validation, before execution); the answer carries both policies' state.
export type ApiClientBudget = {
  chargeCost(cost: number): Promise<RateLimitedError | null>;
  // Set when chargeCost refused: the answer becomes a 429.
  readonly refusal: RateLimitedError | null;
  fields(): Promise<Record<string, string>>;
};

export function createApiClientAuth(deps: AppDeps) {
  const { prisma, config, redis } = deps;
  const { requestsPerWindow, costPerWindow, windowSeconds } = config.apiClientLimits;

  // Counted in Redis when the portal has one (several processes share the budget), in memory otherwise; while Redis
  // is unreachable each process counts on its own rather than letting everything through.
  const limiterOf = (name: string, points: number): RateLimiterAbstract => {
    const keyPrefix = `${config.redisKeyPrefix}api-client:${name}`;
    const local = () => new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: windowSeconds, insuranceLimiter: local(), rejectIfRedisNotReady: true })
      : local();
  };
  const requests = limiterOf("requests", requestsPerWindow);
  const cost = limiterOf("cost", costPerWindow);

  const stateOf = (name: string, quota: number, result: RateLimiterRes | null): RateLimitPolicyState => ({
    name,
    quota,
    windowSeconds,
    remaining: result ? result.remainingPoints : quota,
    resetSeconds: result ? result.msBeforeNext / 1000 : windowSeconds,
  });

  return {
    // Charges one request to the key, before anything reads the database; throws the refusal when the key has no
    // requests left. The counters are keyed by the key's hash, which is the client (one key, one client) without
    // keeping the secret in the store; a rotated key starts a fresh count under its new hash.
    async chargeRequest(token: string): Promise<ApiClientBudget> {
      const key = apiKeyHash(token);
      let requestState: RateLimiterRes;
      try {
        requestState = await requests.consume(key);
      } catch (refusal) {
        throw refusalOf(refusal, apiClientRateLimitedMessage);
      }
      let costState: RateLimiterRes | null = null;
      let refusal: RateLimitedError | null = null;
      return {
        get refusal() {
          return refusal;
        },
        async chargeCost(points: number) {
          if (points <= 0) return null;
          try {
            costState = await cost.consume(key, Math.ceil(points));
            return null;
          } catch (error) {
            refusal = refusalOf(error, apiClientCostLimitedMessage);
            return refusal;
          }
        },
        async fields() {
          costState ??= await cost.get(key);
          return rateLimitFields([stateOf("requests", requestsPerWindow, requestState), stateOf("cost", costPerWindow, costState)]);
        },
      };
    },

    // The viewer of a live key; null (answered like a bad user token) for a malformed, unknown or revoked one.
    async resolveViewer(token: string): Promise<Viewer | null> {
      if (!isWellFormedApiKey(token)) return null;
      // Hand-written for the same reason as the users' statement in auth.service.ts: it runs before every request.
      // The current secret, or the one before a rotation while its overlap lasts.
      const hash = apiKeyHash(token);
      const now = deps.now();
      const [row] = await prisma.$queryRaw<ApiClientRow[]>`
        SELECT id, customer_id, name, scope::text AS scope, revoked_at, last_used_at FROM api_clients
         WHERE token_hash = ${hash}
            OR (previous_token_hash = ${hash} AND previous_valid_until > ${now})`;
      if (!row || row.revoked_at) return null;
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
        apiClientScope: row.scope,
      };
    },
  };
}

export type ApiClientAuth = ReturnType<typeof createApiClientAuth>;

function refusalOf(error: unknown, message: (seconds: number) => string): RateLimitedError {
  if (!(error instanceof RateLimiterRes)) throw error;
  const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  return new RateLimitedError(message(seconds), seconds);
}
