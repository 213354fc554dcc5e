// Every setting of the server, read once from the environment and checked with zod.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";

const MEGABYTE = 1024 * 1024;

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
  TOKEN_SECRET: z.string().min(32, "TOKEN_SECRET deve avere almeno 32 caratteri").optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 60 * 60),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(20 * MEGABYTE),
  // "auto": seed demo data when the embedded database is empty; "never": don't.
  SEED_DEMO: z.enum(["auto", "never"]).default("auto"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  CLIENT_DIR: z.string().default("./dist/client"),
  // Behind a reverse proxy every request comes from the proxy: set to true to take the client's address
  // from X-Forwarded-For instead. Off by default, because without a proxy anyone could write that header.
  TRUST_PROXY: z.enum(["true", "false", "1", "0"]).default("false"),
});

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
  tokenSecret: string;
  tokenTtlSeconds: number;
  resetTokenTtlMinutes: number;
  uploadMaxBytes: number;
  seedDemo: "auto" | "never";
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  clientDir: string;
  trustProxy: boolean;
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
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    embeddedDatabaseDir: path.join(dataDir, "db"),
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, "storage")),
    outboxDir: path.join(dataDir, "outbox"),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    tokenSecret: env.TOKEN_SECRET ?? embeddedTokenSecret(dataDir, env.DATABASE_URL),
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    resetTokenTtlMinutes: env.RESET_TOKEN_TTL_MINUTES,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    clientDir: path.resolve(env.CLIENT_DIR),
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
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
