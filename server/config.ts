// Every setting of the server, read once from the environment and checked with zod.
import { DEFAULT_UPLOAD_MAX_BYTES } from "../common/files";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { validateTrustedProxies, type TrustProxy } from "./lib/client-address";


const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // Unset: embedded PGlite in DATA_DIR/db. Set: a PostgreSQL server.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL deve essere un URL postgresql://")
    .optional(),
  DATA_DIR: z.string().default("./data"),
  STORAGE_DIR: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL deve iniziare con smtp:// o smtps://").optional(),
  MAIL_FROM: z.string().default("Portale Sicurezza Appalti <noreply@portale-appalti.local>"),
  // The expiry reminder mails to suppliers (modules/reminders): "off" for a portal that must send none.
  EXPIRY_REMINDERS: z.enum(["on", "off"], { message: "EXPIRY_REMINDERS deve essere on oppure off" }).default("on"),
  // Webhooks to private, loopback and link-local addresses or to the portal itself (modules/webhooks): refused
  // unless "on", for receivers inside the same network (and the tests' receivers on this machine).
  WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(["on", "off"], { message: "WEBHOOK_ALLOW_PRIVATE_URLS deve essere on oppure off" }).default("off"),
  // Days a finished webhook delivery (delivered or given up) is kept, for its endpoint's list and «Reinvia da…».
  WEBHOOK_RETENTION_DAYS: z.coerce
    .number({ message: "WEBHOOK_RETENTION_DAYS deve essere un numero di giorni" })
    .int("WEBHOOK_RETENTION_DAYS deve essere un numero intero di giorni")
    .min(1, "WEBHOOK_RETENTION_DAYS deve valere almeno 1")
    .max(3650, "WEBHOOK_RETENTION_DAYS può valere al massimo 3650 (dieci anni)")
    .default(30),
  // Seconds a receiver has to answer one webhook attempt. A job whose process died while it waited runs again after
  // four times this (webhook-queue.ts), so it also bounds how late a crash delays a delivery.
  WEBHOOK_TIMEOUT_SECONDS: z.coerce
    .number({ message: "WEBHOOK_TIMEOUT_SECONDS deve essere un numero di secondi" })
    .int("WEBHOOK_TIMEOUT_SECONDS deve essere un numero intero di secondi")
    .min(1, "WEBHOOK_TIMEOUT_SECONDS deve valere almeno 1")
    .max(60, "WEBHOOK_TIMEOUT_SECONDS può valere al massimo 60")
    .default(15),
  TOKEN_SECRET: z.string().min(32, "TOKEN_SECRET deve avere almeno 32 caratteri").optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 60 * 60),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  // An invitation (a new user's first password) waits for someone who may read it days later; after it the
  // invitee asks for a new link from "Password dimenticata?" like anyone else.
  INVITATION_TTL_HOURS: z.coerce.number().int().positive().max(24 * 30).default(72),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_MAX_BYTES),
  // Seconds an upload's body may go without a byte before the request is ended (408). A slow link still sends
  // (this is silence, not total time), and TCP's own retransmissions after a lost packet wait 1+2+4+8 s before
  // giving up less often than this; a client that declared more than it sends, or an attacker holding
  // connections open, is let go after it instead of after Node's 5-minute request timeout.
  UPLOAD_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // How long a stop (SIGTERM, SIGINT) waits for the requests in flight before refusing what is left. Below the
  // time a supervisor waits before SIGKILL (Kubernetes 30 s), above a 20 MB upload on an office line.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ message: "SHUTDOWN_TIMEOUT_SECONDS deve essere un numero di secondi" })
    .min(0, "SHUTDOWN_TIMEOUT_SECONDS non può essere negativo")
    .max(3600, "SHUTDOWN_TIMEOUT_SECONDS può valere al massimo 3600 (un'ora)")
    .default(25),
  // Query text (rather than the id of one of the portal client's own operations) sent with a user's sign-in: "off"
  // refuses it, for an operator who wants users' sessions to run only what the portal's screens run. API keys may
  // always send text (graphql/persisted-operations.ts).
  GRAPHQL_QUERY_TEXT_FROM_SESSIONS: z
    .enum(["on", "off"], { message: "GRAPHQL_QUERY_TEXT_FROM_SESSIONS deve essere on oppure off" })
    .default("on"),
  // "auto": seed demo data when the embedded database is empty; "never": don't.
  SEED_DEMO: z.enum(["auto", "never"]).default("auto"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  CLIENT_DIR: z.string().default("./dist/client"),
  // Behind reverse proxies every request comes from the nearest one. Which hops are ours: a number of
  // proxies in front of the portal ("true" is 1), or a comma-separated list of their addresses and CIDRs.
  // Off by default, because without a proxy anyone could write X-Forwarded-For (see lib/client-address.ts).
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context): TrustProxy => {
      const text = value.trim().toLowerCase();
      if (text === "false") return { hops: 0 };
      if (text === "true") return { hops: 1 };
      if (/^\d+$/.test(text)) return { hops: Number(text) };
      const addresses = text.split(",").map((rule) => rule.trim()).filter(Boolean);
      try {
        validateTrustedProxies(addresses);
      } catch (error) {
        context.addIssue({ code: "custom", message: `TRUST_PROXY: ${(error as Error).message} (atteso true, false, un numero di proxy o un elenco di indirizzi e CIDR)` });
        return z.NEVER;
      }
      return { addresses };
    }),
  // Shared store of the sign-in counters (several portal processes count together); unset: in memory.
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "REDIS_URL deve iniziare con redis:// o rediss://").optional(),
  // Put before every key the portal writes to Redis, so two portals can share one server.
  REDIS_KEY_PREFIX: z.string().default("portale:"),
  // Other web origins (scheme://host[:port]) allowed to call /graphql and /api from a browser, comma-separated.
  // The portal's own origin (PUBLIC_URL) is always allowed.
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value, context) => {
      const origins = value.split(",").map((origin) => origin.trim()).filter(Boolean);
      const invalid = origins.filter((origin) => !isOrigin(origin));
      if (invalid.length > 0) {
        context.addIssue({ code: "custom", message: `origini non valide: ${invalid.join(", ")} (atteso scheme://host[:porta])` });
        return z.NEVER;
      }
      return origins.map((origin) => origin.toLowerCase());
    }),
});

// "https://ditta.example:8443" and nothing more: no path, no trailing slash, no wildcard.
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === text.toLowerCase();
  } catch {
    return false;
  }
}

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedDatabaseDir: string;
  storageDir: string;
  outboxDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  expiryReminders: boolean;
  tokenSecret: string;
  tokenTtlSeconds: number;
  resetTokenTtlMinutes: number;
  invitationTtlHours: number;
  uploadMaxBytes: number;
  // How long an upload's body may go silent (UPLOAD_IDLE_TIMEOUT_SECONDS), in milliseconds.
  uploadIdleTimeoutMs: number;
  shutdownTimeoutMs: number;
  seedDemo: "auto" | "never";
  // GRAPHQL_QUERY_TEXT_FROM_SESSIONS: whether users' sessions may send query text, not only the client's operation ids.
  queryTextFromSessions: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  clientDir: string;
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  // Browser origins allowed to call /graphql and /api: the portal's own (PUBLIC_URL) and CORS_ORIGINS.
  corsOrigins: readonly string[];
  signInLimits: SignInLimits;
  apiClientLimits: ApiClientLimits;
  webhooks: WebhookSettings;
};

// Webhook deliveries (modules/webhooks). Retries wait firstRetrySeconds, then twice as long each time (with jitter) up
// to maxRetryDelaySeconds, for retryForHours after the event; an endpoint whose every attempt has failed for
// disableAfterHours is disabled. sweepEveryMs: how often committed deliveries are handed to the job queue, and
// pollEverySeconds how often the queue is read: together the delay between a change and its delivery.
// lightsEveryMinutes: how often the lights are compared with those last told (calendar changes included).
// retentionDays: how long a finished delivery is kept (a daily job deletes older ones, never a pending one). Only
// allowPrivateUrls, retentionDays and requestTimeoutMs are environment settings; the tests shorten the rest.
export type WebhookSettings = {
  allowPrivateUrls: boolean;
  firstRetrySeconds: number;
  maxRetryDelaySeconds: number;
  retryForHours: number;
  disableAfterHours: number;
  requestTimeoutMs: number;
  sweepEveryMs: number;
  pollEverySeconds: number;
  lightsEveryMinutes: number;
  retentionDays: number;
};

export const DEFAULT_WEBHOOK_SETTINGS: Omit<WebhookSettings, "allowPrivateUrls"> = {
  firstRetrySeconds: 30,
  maxRetryDelaySeconds: 6 * 60 * 60,
  // Retried for five days: past the three the integrators were promised, and as long as the disabling takes.
  retryForHours: 5 * 24,
  disableAfterHours: 5 * 24,
  requestTimeoutMs: 15_000,
  sweepEveryMs: 1_000,
  pollEverySeconds: 1,
  lightsEveryMinutes: 1,
  retentionDays: 30,
};

// Each API key's budget per window (modules/api-clients): a number of requests, and the sum of the estimated costs of
// its GraphQL operations (the cost that graphql/limits.ts caps at 50,000 per operation), so that one huge query
// cannot hide in a small request rate. A turnstile asking once a second for each of a few gates fits (a worker's
// admission costs a few dozen); five operations at the largest cost per minute fit; a loop gone wrong is stopped
// before it loads the database. Not an environment setting; the tests shorten it.
export type ApiClientLimits = { requestsPerWindow: number; costPerWindow: number; windowSeconds: number };

export const DEFAULT_API_CLIENT_LIMITS: ApiClientLimits = { requestsPerWindow: 300, costPerWindow: 250_000, windowSeconds: 60 };

// Throttling of sign-ins and of the password flows, after OWASP's authentication and credential stuffing
// cheat sheets. Not environment settings: these fit an office of a few hundred people behind one address;
// the tests shorten them.
export type SignInLimits = {
  // Consecutive failures of one account from one address before waiting starts ...
  freeFailuresPerPair: number;
  // ... then the pair waits this long after the next failure, doubling at each further one, up to maxDelaySeconds.
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  // A pair's failures are forgotten this long after its first one (and at once on a successful sign-in).
  pairMemorySeconds: number;
  // Failed attempts from one address on any accounts, per window: beyond it the address waits for the window's end.
  failuresPerAddress: number;
  addressWindowSeconds: number;
  // Password-reset mails per mailbox and per address, per window.
  resetRequestsPerEmail: number;
  resetRequestsPerAddress: number;
  resetWindowSeconds: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  freeFailuresPerPair: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  pairMemorySeconds: 24 * 60 * 60,
  // An office of 200 people behind one NAT, every one of them mistyping once in the same hour, still fits;
  // a credential-stuffing bot at one address tries at most 200 accounts an hour.
  failuresPerAddress: 200,
  addressWindowSeconds: 60 * 60,
  resetRequestsPerEmail: 5,
  resetRequestsPerAddress: 50,
  resetWindowSeconds: 60 * 60,
};

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (VAR= in a shell or .env) means "not set", as it does for most tools.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ""));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configurazione non valida:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    embeddedDatabaseDir: path.join(dataDir, "db"),
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, "storage")),
    outboxDir: path.join(dataDir, "outbox"),
    publicUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    expiryReminders: env.EXPIRY_REMINDERS === "on",
    tokenSecret: env.TOKEN_SECRET ?? embeddedTokenSecret(dataDir, env.DATABASE_URL),
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    resetTokenTtlMinutes: env.RESET_TOKEN_TTL_MINUTES,
    invitationTtlHours: env.INVITATION_TTL_HOURS,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    uploadIdleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000,
    shutdownTimeoutMs: Math.round(env.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    seedDemo: env.SEED_DEMO,
    queryTextFromSessions: env.GRAPHQL_QUERY_TEXT_FROM_SESSIONS === "on",
    logLevel: env.LOG_LEVEL,
    clientDir: path.resolve(env.CLIENT_DIR),
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    corsOrigins: [...new Set([new URL(publicUrl).origin, ...env.CORS_ORIGINS])],
    signInLimits: DEFAULT_SIGN_IN_LIMITS,
    apiClientLimits: DEFAULT_API_CLIENT_LIMITS,
    webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivateUrls: env.WEBHOOK_ALLOW_PRIVATE_URLS === "on",
      retentionDays: env.WEBHOOK_RETENTION_DAYS,
      requestTimeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
    },
  };
}

// On one machine with the embedded database a signing key is generated once and kept beside the data,
// so sign-ins survive restarts. Against a shared server the key must come from the environment.
function embeddedTokenSecret(dataDir: string, databaseUrl: string | undefined): string {
  if (databaseUrl) {
    throw new Error("Configurazione non valida: TOKEN_SECRET è obbligatorio quando DATABASE_URL è impostato");
  }
  const secretFile = path.join(dataDir, "token-secret");
  if (existsSync(secretFile)) return readFileSync(secretFile, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}
