// Signing in and out, and the guard of the protected routes (spec sections 2, 4 and 6).
import { expect, test } from "@playwright/test";
import { CUSTOMER_EMAIL, DEMO_PASSWORD, SUPPLIER_EMAIL, WORKER_EMAIL } from "./support/run";
import { signIn } from "./support/session";

test("il pulsante Login resta disabilitato finché il modulo non è valido", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Accesso" })).toBeVisible();
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeDisabled();

  await page.getByLabel("Email").fill(SUPPLIER_EMAIL);
  await expect(login).toBeDisabled();
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await expect(login).toBeEnabled();

  // Emptying a field disables it again and, once touched, the field tells why.
  await page.getByLabel("Email").fill("");
  await page.getByLabel("Email").blur();
  await expect(login).toBeDisabled();
  await expect(page.getByText("Il campo Email non può essere vuoto.")).toBeVisible();
});

test("il fornitore accede, vede l'intestazione dell'azienda ed esce", async ({ page }) => {
  // Spaces around the e-mail are trimmed before it is sent.
  await signIn(page, `  ${SUPPLIER_EMAIL}  `);
  await expect(page).toHaveURL(/\/home$/);

  const header = page.locator(".supplier-header");
  await expect(header.getByText("Edil Costruzioni Lombarde S.r.l.")).toBeVisible();
  const phone = header.getByRole("link").first();
  await expect(phone).toHaveAttribute("href", /^tel:\+?\d+$/);
  await expect(header.getByText("Comune")).toBeVisible();
  await expect(header.getByText("Indirizzo")).toBeVisible();

  // The refresh button reloads the supplier from the server.
  const refetch = page.waitForResponse(
    (response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes("SupplierHeaderCardRefetchQuery"),
  );
  await header.getByRole("button", { name: "Aggiorna" }).click();
  expect((await refetch).ok()).toBe(true);
  await expect(header.getByText("Edil Costruzioni Lombarde S.r.l.")).toBeVisible();

  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // Signed out, home is closed again.
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login$/);
});

test("le rotte protette portano al login senza un token valido", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/medicine");
  await expect(page).toHaveURL(/\/login$/);
  // The empty route and unknown routes go to /home, hence to /login.
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/pagina-che-non-esiste");
  await expect(page).toHaveURL(/\/login$/);

  // An expired token counts as no token.
  const expired = (() => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: "1", exp: 1 })}.firma`;
  })();
  await page.evaluate((token) => localStorage.setItem("token", token), expired);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("un token rifiutato dal server mostra «Utente non autorizzato» e riporta al login", async ({ page }) => {
  await page.goto("/login");
  const forged = (() => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: "1", kind: "SUPPLIER", exp: 4102444800 })}.firma`;
  })();
  await page.evaluate((token) => localStorage.setItem("token", token), forged);
  await page.goto("/home");
  await expect(page.getByText("Utente non autorizzato").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("il committente accede e vede la propria azienda", async ({ page }) => {
  await signIn(page, CUSTOMER_EMAIL);
  await expect(page).toHaveURL(/\/home$/);
  const header = page.locator(".customer-header");
  await expect(header.getByText("Officine Meccaniche Brianzole S.p.A.")).toBeVisible();
  await expect(header.getByText("Dati del committente")).toBeVisible();
  await expect(page.getByText("Nessun fornitore è associato a questo utente.")).toHaveCount(0);
});

test("il lavoratore arriva su /medicine e vede le sue visite", async ({ page }) => {
  await signIn(page, WORKER_EMAIL);
  await expect(page).toHaveURL(/\/medicine$/);
  await expect(page.getByRole("heading", { name: "Luca Brambilla" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Visite effettuate" })).toBeVisible();

  const table = page.getByRole("region", { name: "Visite effettuate" }).getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Data visita", "Tipo visita", "Esito", "Prossima visita", "Certificato"]);
  const dates = await table.locator("tbody tr td:first-child").allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  // Newest first.
  const asIso = dates.map((date) => date.split("/").reverse().join("-"));
  expect(asIso).toEqual([...asIso].sort().reverse());
  const box = await page.locator(".examinations-table").boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(202);

  // The supplier home is not the worker's: opening it lands on /medicine.
  await page.goto("/home");
  await expect(page).toHaveURL(/\/medicine$/);
});
