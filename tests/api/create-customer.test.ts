// `npm run create-customer` end to end, as an operator runs it: on a new embedded database before the first start
// (it migrates the database itself), then while the portal holds that database (through the portal), and on
// PostgreSQL. The first user receives the access mail on a real SMTP server and signs in with the password it sets.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";
import { startServerProcess } from "../fixtures/server-process";
import { createTestDatabase, databaseKinds } from "../fixtures/test-database";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = createRequire(import.meta.url).resolve("tsx/cli");
const PUBLIC_URL = "https://portale.example.it";
const PASSWORD = "Capocantiere2026";
const SCRIPT_TIMEOUT_MS = 300_000;

function createCustomer(args: string[], environment: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [TSX, "scripts/create-customer.ts", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PUBLIC_URL, EXPIRY_REMINDERS: "off", ...environment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

const args = (name: string, vat: string, email: string) => ["--name", name, "--vat", vat, "--email", email];

function tokenIn(text: string, email: string): string {
  const link = new RegExp(`${PUBLIC_URL.replace(/\./g, "\\.")}/reset/${encodeURIComponent(email)}/([A-Za-z0-9_-]{43})`).exec(text);
  expect(link, text).not.toBeNull();
  return link![1]!;
}

describe("npm run create-customer", () => {
  let smtp: TestSmtpServer;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-create-customer-"));
  });
  afterAll(async () => {
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("rifiuta una Partita IVA con la cifra di controllo sbagliata senza aprire il database", async () => {
    const run = await createCustomer(args("Acciaierie Lombarde Spa", "12345678900", "hse@acciaierie.it"), { DATA_DIR: dataDir, SMTP_URL: smtp.url });
    expect(run.code).toBe(1);
    expect(run.output).toContain("Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta");
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  }, SCRIPT_TIMEOUT_MS);

  it("prima del primo avvio, poi a portale avviato: crea il committente e il suo utente di livello 5, che entra dal link", async () => {
    const environment = { DATA_DIR: dataDir, SMTP_URL: smtp.url };
    const first = await createCustomer(args("Acciaierie Lombarde Spa", "IT 12345678903", "HSE@acciaierie.it"), environment);
    expect(first.output).toContain("Committente «Acciaierie Lombarde Spa» creato (id 1).");
    expect(first.code).toBe(0);
    const mail = await smtp.message(0);
    expect(mail.to).toEqual(["hse@acciaierie.it"]);
    expect(mail.text).toContain("è stato creato per te un accesso al Portale Sicurezza Appalti per Acciaierie Lombarde Spa.");
    const token = tokenIn(mail.text, "hse@acciaierie.it");

    const portal = await startServerProcess({ ...environment, PUBLIC_URL });
    try {
      // The portal now holds the embedded database: the script goes through it.
      const second = await createCustomer(args("Cartiere Venete Spa", "02847190960", "hse@cartiere.it"), environment);
      expect(second.output).toContain("la richiesta passa da lui");
      expect(second.output).toContain("Committente «Cartiere Venete Spa» creato (id 2).");
      expect(second.code).toBe(0);
      expect((await smtp.message(1)).to).toEqual(["hse@cartiere.it"]);
      const twice = await createCustomer(args("Acciaierie Bis Spa", "12345678903", "altro@acciaierie.it"), environment);
      expect(twice.output).toContain("Questa Partita IVA è già registrata");
      expect(twice.code).toBe(1);
      expect(smtp.messages.length).toBe(2);

      const post = (route: string, body: unknown, bearer?: string) =>
        fetch(`${portal.url}${route}`, { method: "POST", headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, body: JSON.stringify(body) });
      const reset = await post("/api/customersupp/password/reset", { email: "hse@acciaierie.it", token, password: PASSWORD, password_confirmation: PASSWORD });
      expect(reset.status).toBe(200);
      const login = await post("/api/customersupp/login", { email: "hse@acciaierie.it", password: PASSWORD });
      expect(login.status).toBe(200);
      const { data } = (await login.json()) as { data: { token: string } };
      const viewer = await post("/graphql", { query: "{ viewer { kind userLevel customer { companyName } permissions { manageCompanyUsers { allowed } } } }" }, data.token);
      expect(await viewer.json()).toEqual({ data: { viewer: { kind: "CUSTOMER", userLevel: 5, customer: { companyName: "Acciaierie Lombarde Spa" }, permissions: { manageCompanyUsers: { allowed: true } } } } });
      // The operator endpoint answers nobody without the secret of this start.
      const guess = await fetch(`${portal.url}/operator/customers`, { method: "POST", headers: { "content-type": "application/json", "x-portale-operatore": "x" }, body: "{}" });
      expect(guess.status).toBe(404);
    } finally {
      await portal.kill("SIGTERM");
    }
    expect(existsSync(path.join(dataDir, "portal-operator.json"))).toBe(false);
  }, SCRIPT_TIMEOUT_MS * 2);

  it.runIf(databaseKinds.includes("postgres"))("su PostgreSQL (DATABASE_URL)", async () => {
    const { db, url, drop } = await createTestDatabase("postgres");
    try {
      const sent = smtp.messages.length;
      const run = await createCustomer(args("Fonderie Emiliane Srl", "12345678903", "hse@fonderie.it"), { DATABASE_URL: url!, SMTP_URL: smtp.url });
      expect(run.output).toContain("Committente «Fonderie Emiliane Srl» creato");
      expect(run.code).toBe(0);
      tokenIn((await smtp.message(sent)).text, "hse@fonderie.it");
      const again = await createCustomer(args("Fonderie Bis Srl", "12345678903", "bis@fonderie.it"), { DATABASE_URL: url!, SMTP_URL: smtp.url });
      expect(again.output).toContain("Questa Partita IVA è già registrata");
      expect(again.code).toBe(1);
      const users = await db.prisma.user.findMany({ select: { email: true, kind: true, userLevel: true, customer: { select: { companyName: true, vatNumber: true } } } });
      expect(users).toEqual([{ email: "hse@fonderie.it", kind: "CUSTOMER", userLevel: 5, customer: { companyName: "Fonderie Emiliane Srl", vatNumber: "12345678903" } }]);
    } finally {
      await drop();
    }
  }, SCRIPT_TIMEOUT_MS);
});
