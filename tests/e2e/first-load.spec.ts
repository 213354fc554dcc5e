// The first load of /login and of /home (issue 8): every script arrives compressed and all of them together
// weigh at most 300 KB on the wire; the stylesheet does not hold back the first paint, and the app still never
// shows unstyled. Each test runs in a fresh browser context, so nothing comes from a cache.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { SUPPLIER_EMAIL, WORKER_EMAIL } from "./support/run";
import { apiSignIn } from "./support/api";
import { signIn } from "./support/session";

const FIRST_LOAD_JS_BUDGET = 300 * 1024;
// Chunks of /home that load on demand (client/features/suppliers/HomePage.tsx, SupplierHeaderCard.tsx).
const LOADED_WHEN_OPENED = /^\/assets\/(SupplierAttachmentsTable|SupplierWorkersTable|SupplierEditDialog|ChangePasswordDialog)-/;

type ScriptLoad = { url: string; encoding: string | undefined; wireBytes: number };

// The page's own scripts (the service worker's precache fetches are not the page's).
function recordScripts(page: Page): () => Promise<ScriptLoad[]> {
  const pending: Promise<ScriptLoad>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      (async () => ({
        url: new URL(response.url()).pathname,
        encoding: (await response.allHeaders())["content-encoding"],
        wireBytes: (await response.request().sizes()).responseBodySize,
      }))(),
    );
  });
  return () => Promise.all(pending);
}

function expectCompressedWithinBudget(scripts: ScriptLoad[]): void {
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.encoding !== "br")).toEqual([]);
  const total = scripts.reduce((sum, script) => sum + script.wireBytes, 0);
  expect(total, `JavaScript della prima apertura: ${scripts.map((s) => `${s.url} ${s.wireBytes}`).join(", ")}`).toBeLessThanOrEqual(
    FIRST_LOAD_JS_BUDGET,
  );
}

test("prima apertura di /login: JavaScript compresso, al massimo 300 KB", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Accesso" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expectCompressedWithinBudget(await scripts());
});

test("il foglio di stile non blocca la prima pittura (la splash ha i suoi stili) e l'app appare già con gli stili", async ({ page }) => {
  const shell = await (await page.request.get("/index.html")).text();
  expect(shell).not.toMatch(/<link rel="stylesheet"[^>]*\/assets\//);
  expect(shell).toMatch(/<link rel="preload" as="style"[^>]*href="\/assets\/[^"]+\.css"/);
  // A slow stylesheet, as on a phone: the scripts are ready long before it.
  await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const root = document.getElementById("root");
      if (!root || root.childElementCount === 0 || root.querySelector(".app-splash")) return;
      // The app's first render has just replaced the splash: was the app's stylesheet applied by then?
      document.documentElement.dataset.styledAtFirstRender = String(
        [...document.styleSheets].some((sheet) => /\/assets\/index-[\w-]+\.css$/.test(sheet.href ?? "") && sheet.cssRules.length > 0),
      );
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Accesso" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-styled-at-first-render", "true");
});

// The session as the client keeps it (client/lib/session.ts), saved before any of the app's code runs.
async function keepSession(context: BrowserContext, baseURL: string | undefined, token: string): Promise<void> {
  await context.addInitScript(
    ({ origin, token }) => {
      if (location.origin === origin) localStorage.setItem("token", token);
    },
    { origin: new URL(baseURL ?? "").origin, token },
  );
}

test("prima apertura di /home con la sessione già salvata: JavaScript compresso, al massimo 300 KB", async ({ page, request, baseURL }) => {
  await keepSession(page.context(), baseURL, (await apiSignIn(request, SUPPLIER_EMAIL)).token);
  const scripts = recordScripts(page);
  await page.goto("/home");
  await expect(page.getByText("Edil Costruzioni Lombarde S.r.l.").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const firstLoad = await scripts();
  expectCompressedWithinBudget(firstLoad);
  // The other tabs' tables and the header card's forms come when the user opens them, not with the first load.
  expect(firstLoad.map((script) => script.url).filter((url) => LOADED_WHEN_OPENED.test(url))).toEqual([]);

  await page.getByRole("tab", { name: "Lavoratori" }).click();
  await expect(page.getByRole("region", { name: "Lavoratori del fornitore" })).toBeVisible();
  await page.getByRole("button", { name: "Cambia password" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const opened = (await scripts()).map((script) => script.url);
  expect(opened.some((url) => url.startsWith("/assets/SupplierWorkersTable-"))).toBe(true);
  expect(opened.some((url) => url.startsWith("/assets/ChangePasswordDialog-"))).toBe(true);
});

// The first render of /home draws the open tab's table only; a tab opened once stays mounted and keeps
// what the user typed in it.
test("/home disegna solo la scheda aperta; una scheda già aperta conserva la ricerca", async ({ page }) => {
  await signIn(page, SUPPLIER_EMAIL);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("region", { name: "Elenco appalti" })).toBeVisible();
  const documents = page.getByRole("region", { name: "Documenti del fornitore", includeHidden: true });
  await expect(documents).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Lavoratori del fornitore", includeHidden: true })).toHaveCount(0);

  // The open panel is the only tabpanel a user (and the accessibility tree) sees.
  const search = page.getByRole("tabpanel").getByPlaceholder("Ricerca");
  await page.getByRole("tab", { name: "Documenti" }).click();
  await expect(documents).toBeVisible();
  await search.fill("durc");
  await page.getByRole("tab", { name: "Appalti" }).click();
  await expect(documents).toBeHidden();
  await expect(search).toHaveValue("");
  await page.getByRole("tab", { name: "Documenti" }).click();
  await expect(search).toHaveValue("durc");
});

// The worker's screens, as a phone first opens them with the session already saved: scripts within the same
// budget, and the figures (scripts and every byte on the wire) written to the report.
for (const [address, heading] of [["/medicine", "Visite effettuate"], ["/formation", "Portfolio formazione"]] as const) {
  test(`prima apertura di ${address} su un telefono: JavaScript compresso, al massimo 300 KB`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await keepSession(context, baseURL, (await apiSignIn(context.request, WORKER_EMAIL)).token);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    const everything: Promise<number>[] = [];
    page.on("requestfinished", (request) => everything.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)));
    await page.goto(address);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const firstLoad = await scripts();
    expectCompressedWithinBudget(firstLoad);
    const scriptBytes = firstLoad.reduce((sum, script) => sum + script.wireBytes, 0);
    const totalBytes = (await Promise.all(everything)).reduce((sum, bytes) => sum + bytes, 0);
    test.info().annotations.push({ type: "prima apertura", description: `${address}: ${firstLoad.length} script, ${scriptBytes} B di JavaScript, ${totalBytes} B in tutto` });
    console.log(`prima apertura ${address}: ${firstLoad.length} script, ${scriptBytes} B di JavaScript, ${totalBytes} B in tutto`);
    await context.close();
  });
}
