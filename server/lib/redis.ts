// The Redis connection shared by the portal's processes (REDIS_URL), today for the sign-in counters.
// It connects when the sign-in throttle is made (an app is built), so scripts that never build one (seed)
// open no socket and need not close it.
import { Redis } from "ioredis";
import type { Logger } from "./logger";

export function openRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A sign-in must not wait for a Redis that is down: commands fail at once while it is not connected
    // (instead of queueing until it is back) and the in-memory fallback counts meanwhile.
    enableOfflineQueue: false,
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
