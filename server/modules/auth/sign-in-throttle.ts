// Throttling of sign-ins and of the password flows, after OWASP's authentication and credential
// stuffing cheat sheets, with rate-limiter-flexible: the counters live in Redis when REDIS_URL is set
// (several portal processes count together) and in this process's memory otherwise.
//
// - Per (account, address) pair, consecutive failures make the pair wait, longer at each further one
//   (1 s, 2 s, 4 s ... up to 15 minutes). A success clears the pair. The same account from another
//   address is not affected, so nobody can lock an owner out from elsewhere.
// - Per address, failed attempts on any accounts are capped per hour, high enough for an office behind
//   one NAT (config.ts, DEFAULT_SIGN_IN_LIMITS).
// - There is no lock per account alone: it is exactly the lock an attacker could hold on someone else.
// - The forgot-password screen says "utente non trovato" for an unknown address (the spec wants it), which
//   tells registered addresses apart. Each such answer counts as a failed guess of the address, like a wrong
//   password: against the same hourly cap per address, and consecutive ones make the address wait longer at
//   each (lookupAttempt). A registered address found clears nothing, since anyone knows one.
// - One attempt per pair at a time: attempts sent side by side would otherwise all pass the check before
//   the first failure is counted, and a burst would dodge the waiting.
// The clock is the store's (Redis expiries, or timers in memory), so tests shorten the limits instead
// of moving deps.now.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { SignInLimits } from "../../config";
import type { AppDeps } from "../../deps";
import { RateLimitedError } from "../../lib/errors";

const MINUTE_MS = 60_000;
// Longer than any sign-in takes; only matters when a process dies holding a pair's turn.
const TURN_SECONDS = 30;
// The "account" of an address's unknown-email lookups in the pair counters: no email has this form.
const UNKNOWN_EMAILS_ACCOUNT = "<indirizzi sconosciuti>";

function waitText(ms: number): string {
  if (ms < MINUTE_MS) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return seconds === 1 ? "1 secondo" : `${seconds} secondi`;
  }
  const minutes = Math.ceil(ms / MINUTE_MS);
  return minutes === 1 ? "1 minuto" : `${minutes} minuti`;
}

export const THROTTLE_MESSAGES = {
  pairWaiting: (ms: number) => `Troppi tentativi di accesso non riusciti. Riprova tra ${waitText(ms)}.`,
  addressExhausted: (ms: number) => `Troppi tentativi non riusciti da questa rete. Riprova tra ${waitText(ms)}.`,
  resetRequests: (ms: number) => `Troppe richieste di reimpostazione della password. Riprova tra ${waitText(ms)}.`,
  unknownEmails: (ms: number) => `Troppe richieste per indirizzi email non registrati. Riprova tra ${waitText(ms)}.`,
} as const;

function rateLimited(message: string, ms: number): RateLimitedError {
  return new RateLimitedError(message, Math.max(1, Math.ceil(ms / 1000)));
}

// A limiter refuses by rejecting with a RateLimiterRes; anything else is a real error.
async function consumeOrWait(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext);
    throw refusal;
  }
}

export function createSignInThrottle(deps: Pick<AppDeps, "config" | "redis">) {
  const limits: SignInLimits = deps.config.signInLimits;
  const { redis } = deps;

  // The connection opens lazily (lib/redis.ts); the portal that throttles opens it now, so the first
  // sign-in finds it ready.
  if (redis?.status === "wait") redis.connect().catch(() => undefined); // failures are logged by lib/redis.ts

  function limiter(name: string, points: number, duration: number): RateLimiterAbstract {
    const keyPrefix = `${deps.config.redisKeyPrefix}${name}`;
    if (!redis) return new RateLimiterMemory({ keyPrefix, points, duration });
    // While Redis is unreachable each process counts on its own rather than letting everything through,
    // and at once: a sign-in does not wait for reconnection attempts.
    const insuranceLimiter = new RateLimiterMemory({ keyPrefix, points, duration });
    return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter, rejectIfRedisNotReady: true });
  }

  const pairFailures = limiter("signin:pair-failures", Number.MAX_SAFE_INTEGER, limits.pairMemorySeconds);
  // A pair that must wait is "blocked" here for the wait (block() writes points + 1 with that expiry).
  const pairWait = limiter("signin:pair-wait", 1, limits.maxDelaySeconds);
  const pairTurn = limiter("signin:pair-turn", 1, TURN_SECONDS);
  const addressFailures = limiter("signin:address-failures", limits.failuresPerAddress, limits.addressWindowSeconds);
  const resetRequestsByEmail = limiter("reset:email", limits.resetRequestsPerEmail, limits.resetWindowSeconds);
  const resetRequestsByAddress = limiter("reset:address", limits.resetRequestsPerAddress, limits.resetWindowSeconds);

  const pairKey = (account: string, address: string | null) => `${address ?? "-"}|${account}`;

  function delaySecondsAfter(failures: number): number {
    if (failures < limits.freeFailuresPerPair) return 0;
    const doublings = Math.min(failures - limits.freeFailuresPerPair, 30);
    return Math.min(limits.firstDelaySeconds * 2 ** doublings, limits.maxDelaySeconds);
  }

  // Counts a failed attempt of the address against its hourly cap before the attempt runs (so a burst
  // cannot overtake the count); a success gives the point back. Without an address only the pair counts.
  async function chargeAddress(address: string | null): Promise<void> {
    if (!address) return;
    const waitMs = await consumeOrWait(addressFailures, address);
    if (waitMs > 0) throw rateLimited(THROTTLE_MESSAGES.addressExhausted(waitMs), waitMs);
  }

  async function refundAddress(address: string | null): Promise<void> {
    if (address) await addressFailures.reward(address);
  }

  type Outcome = { waiting: (ms: number) => string; clearOnSuccess: boolean };

  async function throttled<T>(pair: string, address: string | null, run: () => Promise<T>, succeeded: (outcome: T) => boolean, how: Outcome): Promise<T> {
    const turnWaitMs = await consumeOrWait(pairTurn, pair);
    if (turnWaitMs > 0) throw rateLimited(how.waiting(1000), 1000);
    try {
      const waiting = await pairWait.get(pair);
      if (waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0) {
        throw rateLimited(how.waiting(waiting.msBeforeNext), waiting.msBeforeNext);
      }
      await chargeAddress(address);
      let outcome: T;
      try {
        outcome = await run();
      } catch (error) {
        await refundAddress(address); // not a failed guess: the attempt did not get to an answer
        throw error;
      }
      if (succeeded(outcome)) {
        await Promise.all([refundAddress(address), ...(how.clearOnSuccess ? [pairFailures.delete(pair), pairWait.delete(pair)] : [])]);
        return outcome;
      }
      const failures = (await pairFailures.penalty(pair)).consumedPoints;
      const delay = delaySecondsAfter(failures);
      if (delay > 0) await pairWait.block(pair, delay);
      return outcome;
    } finally {
      await pairTurn.delete(pair);
    }
  }

  return {
    // Runs one attempt of `account` from `address`: `verify` checks the credentials and `succeeded` says
    // whether its answer is a success. Throws RateLimitedError, without running verify, when the attempt
    // may not run now.
    attempt<T>(account: string, address: string | null, verify: () => Promise<T>, succeeded: (outcome: T) => boolean): Promise<T> {
      return throttled(pairKey(account, address), address, verify, succeeded, { waiting: THROTTLE_MESSAGES.pairWaiting, clearOnSuccess: true });
    },

    // Looks up whether an account exists for the forgot-password screen: `lookup` runs only when the address
    // may ask now, and a "not there" answer counts as a failed guess (see the header).
    lookupAttempt<T>(address: string | null, lookup: () => Promise<T>, found: (outcome: T) => boolean): Promise<T> {
      return throttled(pairKey(UNKNOWN_EMAILS_ACCOUNT, address), address, lookup, found, { waiting: THROTTLE_MESSAGES.unknownEmails, clearOnSuccess: false });
    },

    // A completed password reset proves the owner: the pair starts afresh.
    async clearPair(account: string, address: string | null): Promise<void> {
      const pair = pairKey(account, address);
      await Promise.all([pairFailures.delete(pair), pairWait.delete(pair)]);
    },

    // A reset-link check counts against the address like a failed sign-in (there is no account to pair
    // with before the link is known to be good); a good link gives the point back.
    chargeAddress,
    refundAddress,

    // Reset mails: at most so many per mailbox and per address in a window.
    async chargeResetRequest(email: string, address: string | null): Promise<void> {
      if (address) {
        const addressWaitMs = await consumeOrWait(resetRequestsByAddress, address);
        if (addressWaitMs > 0) throw rateLimited(THROTTLE_MESSAGES.resetRequests(addressWaitMs), addressWaitMs);
      }
      const emailWaitMs = await consumeOrWait(resetRequestsByEmail, email);
      if (emailWaitMs > 0) throw rateLimited(THROTTLE_MESSAGES.resetRequests(emailWaitMs), emailWaitMs);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
