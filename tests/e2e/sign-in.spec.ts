// What a new user stumbled on at sign-in (issue 7): a wrong password showed nothing; the forgot screen
// spoke English in the Italian interface; LogOut only forgot the token in the browser.
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, SUPPLIER_EMAIL } from "./support/run";
import { signIn } from "./support/session";
import { DESKTOP, PHONE } from "./support/viewports";

const NEUTRAL = "Email o password non corretti";
const VIEWPORTS = [
  { name: "desktop", ...DESKTOP },
  { name: "telefono", ...PHONE },
] as const;

async function expectInsideViewport(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const viewport of VIEWPORTS) {
  test.describe(`accesso a ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("credenziali errate: un solo messaggio neutro, uguale per email note e sconosciute", async ({ page }) => {
      await signIn(page, SUPPLIER_EMAIL, "Sbagliata2026!");
      const alert = page.getByRole("alert").filter({ hasText: NEUTRAL });
      await expect(alert).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("button", { name: "Login" })).toBeEnabled(); // not spinning any more
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
      await expectInsideViewport(page, ".auth-card__callout");
      await page.screenshot({ path: test.info().outputPath(`credenziali-errate-${viewport.name}.png`) });
      const known = (await alert.textContent())?.trim();

      // An address nobody has gets exactly the same words: the screen does not tell which one was wrong.
      await signIn(page, `nessuno.${viewport.width}@esempio.it`, "Sbagliata2026!");
      await expect(page.getByRole("alert").filter({ hasText: NEUTRAL })).toBeVisible();
      expect((await page.getByRole("alert").textContent())?.trim()).toBe(known);
    });
  });
}

test("password dimenticata: messaggi in italiano nell'interfaccia italiana, quelli inglesi della specifica in inglese", async ({ page }) => {
  await page.goto("/forgot");
  const field = page.getByLabel("Indirizzo Email");
  await field.fill("non-una-mail");
  await field.blur();
  await expect(page.getByText("Inserire un indirizzo email valido.")).toBeVisible();
  await field.fill("");
  await expect(page.getByText("Il campo Indirizzo Email non può essere vuoto.")).toBeVisible();
  await expect(page.getByText(/You must include/)).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem("lang", "eng"));
  await page.reload();
  const englishField = page.getByLabel("Email address");
  await englishField.fill("non-una-mail");
  await englishField.blur();
  await expect(page.getByText("You must include a valid email address.")).toBeVisible();
  await englishField.fill("");
  await expect(page.getByText("You must include an email address.")).toBeVisible();
  await page.evaluate(() => localStorage.removeItem("lang"));
});

test("LogOut chiude la sessione anche sul server: una copia del token non vale più", async ({ page }) => {
  await signIn(page, SUPPLIER_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).not.toBeNull();
  const viewer = async () => {
    const response = await page.request.post("/graphql", {
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      data: { query: "{ viewer { email } }" },
    });
    // A token that no longer works is refused like no token at all: "Accesso richiesto" (401).
    const body = (await response.json()) as { data?: { viewer: { email: string } | null }; errors?: { extensions?: { status?: number } }[] };
    return body.data?.viewer ?? body.errors?.[0]?.extensions?.status ?? null;
  };
  expect(await viewer()).toEqual({ email: SUPPLIER_EMAIL });

  // The sign-out goes, like every operation of the client, by its persisted id and not as query text.
  const logout = page.waitForRequest((request) => request.url().endsWith("/graphql") && (request.postData() ?? "").includes("signOutMutation"));
  await page.getByRole("button", { name: "Esci" }).click();
  const sent = (await logout).postDataJSON() as Record<string, unknown>;
  expect({ documentId: typeof sent.documentId === "string" && /^[0-9a-f]{64}$/.test(sent.documentId), query: sent.query }).toEqual({ documentId: true, query: undefined });
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await expect.poll(viewer).toBe(401);
});
