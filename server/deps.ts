// What the services need from the outside world, built once by main.ts (or by a test) and passed down.
import type { Redis } from "ioredis";
import type { Config } from "./config";
import type { PrismaClient } from "./generated/prisma/client";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import type { Storage } from "./lib/storage";

export type AppDeps = {
  config: Config;
  prisma: PrismaClient;
  // Resolves once the database answers (Database.ping): what /healthz asks, bounded there.
  pingDatabase: () => Promise<void>;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  // Shared counters of several portal processes (REDIS_URL); null: each process counts in memory.
  redis: Redis | null;
  // The current time; tests move it forward to check expiries without waiting.
  now: () => Date;
};
