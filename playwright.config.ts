// Browser tests against the real, built portal (npm run build first): embedded database in a fresh
// DATA_DIR, demo data seeded on first start, a real SMTP server (global setup) for the reset mails.
//
// Three lanes run side by side (the browser suite took 18 minutes in one). Each lane is a project with its own
// portal and database and one worker, so its spec files run one after the other in alphabetical order, as they
// were written to; the lanes share nothing but the SMTP server, whose mails are told apart by recipient. The split
// balances the two demo lanes by their measured durations (the quiet run's JSON report: a 681 s and b 544 s before
// the sign-in, first-load and API-key specs moved to b). The third lane starts its portal on an empty database with
// no demo data, for the walk of a first customer from `npm run create-customer` on.
import { readdirSync } from "node:fs";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { lane, SMTP_PORT, type Lane } from "./tests/e2e/support/run";
import { DESKTOP } from "./tests/e2e/support/viewports";

const LANES: { lane: Lane; specs: string[]; demo?: false }[] = [
  {
    lane: lane(0, "a"),
    specs: [
      "calendar",
      "dashboard",
      "document-review",
      "home",
      "password-reset",
      "procurement-elements",
      "procurement-substances",
      "pwa",
      "requirements",
      "review-inbox",
      "security-headers",
      "sign-in",
      "worker-area",
      "workforce",
    ],
  },
  {
    lane: lane(1, "b"),
    specs: [
      "api-keys",
      "auth",
      "factories",
      "first-load",
      "procurement-worker-card",
      "procurement-workers-tab",
      "procurement-workers",
      "procurement",
      "procurement-setup",
      "screenshots",
      "shared-ui",
      "users",
      "webhooks",
      "worker-area-access",
    ],
  },
  { lane: lane(2, "c"), specs: ["first-customer"], demo: false },
];

// Debian's chromium-headless-shell: the same engine without the desktop browser around it, and about half the CPU
// of the full Chromium for the same walk (the inbox spec: 29 s of CPU against 56 s), which on two cores shared by
// three lanes is most of the browser stage's time. E2E_CHROMIUM picks another build, /usr/bin/chromium to watch
// a walk with the full browser's behaviour.
const CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell";

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, { command: string }>;

// A spec file in no lane would never run: refuse to start instead.
const unassigned = readdirSync("tests/e2e")
  .filter((file) => file.endsWith(".spec.ts"))
  .map((file) => file.replace(/\.spec\.ts$/, ""))
  .filter((spec) => !LANES.some(({ specs }) => specs.includes(spec)));
if (unassigned.length > 0) throw new Error(`Spec senza corsia in playwright.config.ts: ${unassigned.join(", ")}`);

function portal({ port, baseUrl, dataDir }: Lane, demo: boolean): WebServer {
  return {
    command: "npx tsx server/main.ts",
    url: `${baseUrl}/healthz`,
    // First start: migrations, reference lists and demo data.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: "warn",
      SEED_DEMO: demo ? "auto" : "never",
      // Always the embedded database, whatever the developer's shell points at.
      DATABASE_URL: "",
      TOKEN_SECRET: "",
      STORAGE_DIR: "",
      // The webhook tests' receivers listen on this machine (tests/e2e/webhooks.spec.ts).
      WEBHOOK_ALLOW_PRIVATE_URLS: "on",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: LANES.length,
  retries: 0,
  reporter: "list",
  // Three lanes share the two cores, and CI machines run other work beside them: with both cores taken by another
  // process, every step of the calendar's long walks took one to three seconds and the walk went past 90 s while
  // still moving. Room enough for that, while a test that truly hangs still ends within minutes.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    browserName: "chromium",
    viewport: DESKTOP,
    launchOptions: {
      executablePath: CHROMIUM,
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
        // A camera that shows a test pattern and needs no permission prompt: the worker photo's live capture.
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  projects: LANES.map(({ lane, specs }) => ({
    name: lane.name,
    testMatch: specs.map((spec) => `**/${spec}.spec.ts`),
    workers: 1,
    use: { baseURL: lane.baseUrl },
  })),
  webServer: LANES.map(({ lane, demo }) => portal(lane, demo !== false)),
});
