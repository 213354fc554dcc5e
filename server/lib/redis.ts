// The Redis connection shared by the portal's processes (REDIS_URL), today for the sign-in counters.
// It connects on first use, so scripts that never throttle anything (seed, benches) open no socket.
import { Redis } from "ioredis";
import type { Logger } from "./logger";

export function openRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A sign-in must not hang on a Redis that is down: one quick try, then the in-memory fallback counts.
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  // Reported once per outage, not at every reconnection attempt.
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    logger.warn("Redis non raggiungibile: i limiti ai tentativi di accesso contano in memoria finché non torna", {
      error: error.message,
    });
  });
  redis.on("ready", () => {
    if (down) logger.info("Redis di nuovo raggiungibile");
    down = false;
  });
  return redis;
}
