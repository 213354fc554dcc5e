// Where this test run keeps its files, shared by playwright.config.ts (main process), the global
// setup and the test workers: the main process picks a fresh directory and hands it down by env.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3111);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3126);

process.env.PSA_E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), "psa-e2e-"));
export const RUN_DIR = process.env.PSA_E2E_RUN_DIR;
export const MAIL_DIR = path.join(RUN_DIR, "mail");

// The suite runs in lanes (playwright.config.ts): each lane has its own portal, on its own port and with its
// own embedded database, and runs its spec files one after the other in alphabetical order, so a spec sees
// only what the earlier specs of its lane did. The first lane keeps E2E_PORT.
export type Lane = { name: string; port: number; baseUrl: string; dataDir: string };

export function lane(index: number, name: string): Lane {
  const port = PORTAL_PORT + index;
  return { name, port, baseUrl: `http://127.0.0.1:${port}`, dataDir: path.join(RUN_DIR, `data-${name}`) };
}

// The screenshots of every screen are for people to look at while they build (open them at both widths); in CI
// nobody looks, and taking them costs minutes of the browser run. E2E_SCREENSHOTS=1 takes them anywhere, 0 nowhere.
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== "0" : !process.env.CI;

export const DEMO_PASSWORD = "Portale2026!";
export const SUPPLIER_EMAIL = "fornitore@esempio.it";
export const WORKER_EMAIL = "lavoratore@esempio.it";
export const CUSTOMER_EMAIL = "committente@esempio.it";
// The password-reset test changes this user's password, so no other test signs in with it.
export const RESET_EMAIL = "fornitore.base@esempio.it";
