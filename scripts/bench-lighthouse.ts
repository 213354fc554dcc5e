// npm run bench:lighthouse (also the last part of npm run bench): Lighthouse (mobile, simulated throttling) on
// /login and on /home signed in, against the production server started as `npm start` starts it (scripts/start.ts,
// which builds the client first only when the build is missing or stale). The server runs on an embedded database
// in a temporary DATA_DIR: started once on the empty folder (migrations and demo data), stopped, and started again
// on it, and both times until /healthz answers are printed (issue 8: under 10 s on an already built checkout).
// Prints, per page, the median run's score, LCP, FCP, TBT and the JavaScript transferred (compressed) against
// its decoded size. Not a test: figures for the issue notes.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { DEMO_PASSWORD } from "../prisma/seed/demo";

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3350);
// Lighthouse's own advice: the median of five runs. On a shared machine the CPU-bound figures (TBT, and the
// simulated paint times through the 4x CPU slowdown) move with the load; benchmarkIndex shows how fast the
// host was during each run (higher is faster).
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const BASE_URL = `http://127.0.0.1:${PORT}`;
const SUPPLIER_EMAIL = "fornitore@esempio.it";
// Set to a folder to keep every run's full report (JSON) for a closer look.
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
// "login" or "home" to measure one page only.
const ONLY_PAGE = process.env.BENCH_LIGHTHOUSE_PAGE;

type PageFigures = {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  jsTransferBytes: number;
  jsResourceBytes: number;
  totalTransferBytes: number;
  benchmarkIndex: number;
  opportunities: string[];
  // Lighthouse's own warnings about the run, such as a host CPU slower than its mobile profile assumes
  // (benchmarkIndex under 1000): the simulated 4x slowdown then stacks on a machine already slow or loaded.
  warnings: string[];
};

type NetworkItem = { resourceType?: string; transferSize?: number; resourceSize?: number; url?: string };

function startServer(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TOKEN_SECRET: "",
      STORAGE_DIR: "",
      SMTP_URL: "",
      SEED_DEMO: "auto",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
  child.kill("SIGTERM");
  await exited;
}

// Starts the server and waits for its first answer; the seconds it took.
async function timedStart(dataDir: string): Promise<{ server: ChildProcess; seconds: number }> {
  const started = performance.now();
  const server = startServer(dataDir);
  try {
    await waitForServer(server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { server, seconds: (performance.now() - started) / 1000 };
}

async function waitForServer(child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Il server è terminato (codice ${child.exitCode})`);
    try {
      if ((await fetch(`${BASE_URL}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Il server non risponde su ${BASE_URL} entro ${timeoutMs / 1000} s`);
}

async function signInToken(): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/customersupp/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: SUPPLIER_EMAIL, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`Accesso non riuscito (${response.status})`);
  return body.data.token;
}

// The client keeps its session as the bearer token in localStorage (client/lib/session.ts). Lighthouse
// clears service workers and caches before each run but not localStorage, so the token set here stays.
async function setSessionToken(chromePort: number, token: string | null): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    // A URL the server answers without running the app, so nothing is fetched or cached on the way.
    await page.goto(`${BASE_URL}/healthz`);
    await page.evaluate((value) => {
      if (value) localStorage.setItem("token", value);
      else localStorage.removeItem("token");
    }, token);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function audit(chromePort: number, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse non ha prodotto un risultato per ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  // A signed-in page that fell back to /login would measure the wrong screen.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse su ${url} è finito su ${lhr.finalDisplayedUrl}`);
  }
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "") || "root"}-${Date.now()}.json`;
    writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr, null, 1));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === "Script");
  const opportunities = Object.values(lhr.audits)
    .filter((entry) => entry.details?.type === "opportunity" && (entry.score ?? 1) < 0.9)
    .map((entry) => `${entry.title}${entry.displayValue ? ` (${entry.displayValue})` : ""}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsResourceBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    totalTransferBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    opportunities,
    warnings: lhr.runWarnings.map(String),
  };
}

function median(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)] as PageFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-lighthouse-"));
  // The first start may build the client (start.ts decides); the start times are taken after it.
  await stopServer((await timedStart(dataDir)).server);
  rmSync(dataDir, { recursive: true, force: true });
  const empty = await timedStart(dataDir);
  await stopServer(empty.server);
  const { server, seconds: builtAndSeeded } = await timedStart(dataDir);
  console.log(`\nnpm start fino alla prima risposta: ${empty.seconds.toFixed(1)} s su una cartella dati vuota (migrazioni e dati dimostrativi), ${builtAndSeeded.toFixed(1)} s la volta dopo`);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const token = await signInToken();
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    });
    const pages: { label: string; url: string; token: string | null }[] = [
      { label: "/login", url: `${BASE_URL}/login`, token: null },
      { label: "/home (fornitore)", url: `${BASE_URL}/home`, token },
    ];
    const rows: [string, PageFigures, PageFigures[]][] = [];
    for (const page of pages.filter((entry) => !ONLY_PAGE || entry.url.endsWith(`/${ONLY_PAGE}`))) {
      await setSessionToken(chrome.port, page.token);
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, page.url));
      rows.push([page.label, median(runs), runs]);
    }

    console.log(`\nLighthouse ${RUNS}× per pagina (mobile, throttling simulato), mediana per punteggio:\n`);
    console.log("| pagina | punteggio | LCP | FCP | TBT | JS trasferito | JS decompresso | totale trasferito | punteggi | benchmarkIndex |");
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    for (const [label, figures, runs] of rows) {
      console.log(
        `| ${label} | ${figures.score} | ${ms(figures.lcpMs)} | ${ms(figures.fcpMs)} | ${ms(figures.tbtMs)} | ` +
          `${kb(figures.jsTransferBytes)} | ${kb(figures.jsResourceBytes)} | ${kb(figures.totalTransferBytes)} | ` +
          `${runs.map((entry) => entry.score).join(", ")} | ${runs.map((entry) => entry.benchmarkIndex).join(", ")} |`,
      );
    }
    for (const [label, figures] of rows) {
      if (figures.opportunities.length > 0) console.log(`\n${label}, opportunità indicate: ${figures.opportunities.join("; ")}`);
    }
    const warnings = new Set(rows.flatMap(([, , runs]) => runs.flatMap((entry) => entry.warnings)));
    for (const warning of warnings) console.log(`\nAvviso di Lighthouse: ${warning}`);
    console.log(`Carico della macchina (media di 1 minuto) alla fine: ${os.loadavg()[0]?.toFixed(1)} su ${os.cpus().length} core`);
  } finally {
    await chrome?.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
