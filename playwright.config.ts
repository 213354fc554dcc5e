// Browser tests against the real, built portal (npm run build first): embedded database in a fresh
// DATA_DIR, demo data seeded on first start, a real SMTP server (global setup) for the reset mails.
import { defineConfig } from "@playwright/test";
import { BASE_URL, DATA_DIR, PORTAL_PORT, SMTP_PORT } from "./tests/e2e/support/run";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    baseURL: BASE_URL,
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-quic",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "npx tsx server/main.ts",
    url: `${BASE_URL}/healthz`,
    // First start: migrations, reference lists and demo data.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORTAL_PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      PUBLIC_URL: BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: "warn",
      SEED_DEMO: "auto",
      // Always the embedded database, whatever the developer's shell points at.
      DATABASE_URL: "",
      TOKEN_SECRET: "",
      STORAGE_DIR: "",
    },
  },
});
