// Throttling of failed sign-ins and of password-reset requests.
//
// The state lives in memory, in the service of one process. That is enough for this portal, which runs
// as one Node process (the embedded database even allows only one); with several processes behind a
// balancer each would count on its own, so the limits would loosen by the number of processes and a
// shared store (the Redis on these machines, or a table) would replace the two Maps below. The state is
// lost on restart, which only forgives an attacker's failures once. Time is the service's clock
// (deps.now) so tests move past a delay or a lock instead of waiting for it.

type AttemptEntry = { failures: number[]; lockedUntil: number };

export type AttemptLimiterOptions = {
  windowMs: number; // failures are counted within this sliding window
  slowAfter: number; // with this many failures, each further attempt waits
  delayStepMs: number; // ... this long per failure beyond slowAfter - 1
  maxDelayMs: number;
  lockAfter: number; // with this many failures the key is refused ...
  lockMs: number; // ... for this long
  maxKeys?: number;
};

export type AttemptStatus = { lockedForMs: number; waitMs: number };

export function createAttemptLimiter(options: AttemptLimiterOptions, now: () => Date) {
  const entries = new Map<string, AttemptEntry>();
  const maxKeys = options.maxKeys ?? 100_000;

  function current(key: string, at: number): AttemptEntry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entry.failures = entry.failures.filter((time) => time > at - options.windowMs);
    if (entry.failures.length === 0 && entry.lockedUntil <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  // An attacker cycling through e-mails or addresses must not grow the map without bound: when it is full,
  // forgotten keys go first, then the oldest ones (Map keeps insertion order).
  function makeRoom(at: number) {
    if (entries.size < maxKeys) return;
    for (const key of [...entries.keys()]) current(key, at);
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  }

  return {
    // How long the keys are refused (lockedForMs) or, when not refused, how long this attempt must wait.
    status(keys: readonly string[]): AttemptStatus {
      const at = now().getTime();
      let lockedForMs = 0;
      let waitMs = 0;
      for (const key of keys) {
        const entry = current(key, at);
        if (!entry) continue;
        lockedForMs = Math.max(lockedForMs, entry.lockedUntil - at);
        const count = entry.failures.length;
        if (count >= options.slowAfter) {
          const delay = Math.min(options.delayStepMs * (count - options.slowAfter + 1), options.maxDelayMs);
          const lastFailure = entry.failures[count - 1] ?? at;
          waitMs = Math.max(waitMs, lastFailure + delay - at);
        }
      }
      return { lockedForMs: Math.max(0, lockedForMs), waitMs: Math.max(0, waitMs) };
    },

    recordFailure(keys: readonly string[]): void {
      const at = now().getTime();
      makeRoom(at);
      for (const key of keys) {
        const entry = current(key, at) ?? { failures: [], lockedUntil: 0 };
        entry.failures.push(at);
        if (entry.failures.length >= options.lockAfter) {
          entry.lockedUntil = at + options.lockMs;
          entry.failures = [];
        }
        entries.set(key, entry);
      }
    },

    clear(key: string): void {
      entries.delete(key);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

// At most `limit` events per key within a sliding window (e.g. reset e-mails per address per hour).
export function createWindowCounter(options: { limit: number; windowMs: number; maxKeys?: number }, now: () => Date) {
  const events = new Map<string, number[]>();
  const maxKeys = options.maxKeys ?? 100_000;

  function recent(key: string, at: number): number[] {
    const times = (events.get(key) ?? []).filter((time) => time > at - options.windowMs);
    if (times.length === 0) events.delete(key);
    else events.set(key, times);
    return times;
  }

  return {
    // Milliseconds until the keys may act again; 0 when they may now.
    retryAfterMs(keys: readonly string[]): number {
      const at = now().getTime();
      let wait = 0;
      for (const key of keys) {
        const times = recent(key, at);
        if (times.length >= options.limit) {
          wait = Math.max(wait, (times[times.length - options.limit] ?? at) + options.windowMs - at);
        }
      }
      return wait;
    },

    hit(keys: readonly string[]): void {
      const at = now().getTime();
      if (events.size >= maxKeys) {
        for (const key of [...events.keys()]) recent(key, at);
        for (const key of events.keys()) {
          if (events.size < maxKeys) break;
          events.delete(key);
        }
      }
      for (const key of keys) events.set(key, [...recent(key, at), at]);
    },
  };
}
