// The portal as an installable app: manifest, icons, and a service worker that keeps the shell
// for offline use and never stores live data.
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, SUPPLIER_EMAIL } from "./support/run";
import { signIn } from "./support/session";

test("manifest e icone dell'app", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Portale Sicurezza Appalti", short_name: "Sicurezza Appalti", lang: "it", display: "standalone" });
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of [...manifest.icons.map((entry) => entry.src), "/icons/apple-touch-icon.png"]) {
    const image = await request.get(icon);
    expect(image.ok(), icon).toBe(true);
    expect(image.headers()["content-type"], icon).toMatch(/^image\//);
  }
});

test("il service worker conserva la shell per l'uso offline, mai i dati", async ({ page, context }) => {
  await signIn(page, SUPPLIER_EMAIL);
  await expect(page.getByText("Edil Costruzioni Lombarde S.r.l.").first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain("/index.html");
  expect(cached.some((url) => url.startsWith("/assets/"))).toBe(true);
  expect(cached.filter((url) => url.startsWith("/graphql") || url.startsWith("/api/"))).toEqual([]);

  // Offline, the app still opens from the cached shell.
  await context.setOffline(true);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Accesso" })).toBeVisible();
  await context.setOffline(false);
});

// The first visit must not download the whole app for the cache: only what /login needs is precached, the
// other screens' code is kept when it is first used.
test("il service worker mette in cache solo la prima schermata, il resto quando serve", async ({ page }) => {
  const cachedAssets = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });

  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Accesso" })).toBeVisible();
  // Installed (precache done) and in control of the page, so what follows goes through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const precached = await cachedAssets();
  expect(precached).toContain("/index.html");
  // Every script and stylesheet the page names (the entry with the login screen, the framework, the CSS).
  const shell = await (await page.request.get("/index.html")).text();
  const shellAssets = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  expect(shellAssets.length).toBeGreaterThan(2);
  expect(shellAssets.filter((asset) => !precached.includes(asset))).toEqual([]);
  expect(precached.filter((url) => /^\/assets\/(HomePage|ProcurementPage|MedicinePage|ForgotPage|ResetPage)-/.test(url))).toEqual([]);

  await page.getByLabel("Email").fill(SUPPLIER_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Edil Costruzioni Lombarde S.r.l.").first()).toBeVisible();
  await expect.poll(async () => (await cachedAssets()).some((url) => /^\/assets\/HomePage-[\w-]+\.js$/.test(url))).toBe(true);
  expect((await cachedAssets()).filter((url) => url.startsWith("/graphql") || url.startsWith("/api/"))).toEqual([]);
});
