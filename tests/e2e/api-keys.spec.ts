// The "Chiavi API" card of a customer administrator's /home, at desktop and phone width: a key needs a name (said
// in Italian before anything is sent), a new key is shown once with a working "Copia", it works at once for a
// third-party system (the compliance query of one of the customer's procurements), its secret is rotated with an
// overlap during which both secrets work, and a revoked key stops at once (both secrets).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { attemptSave } from "./support/forms";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "api-keys-" });

async function askCompliance(request: APIRequestContext, key: string, procurementId: string) {
  const response = await request.post("/graphql", {
    headers: { authorization: `Bearer ${key}` },
    data: { query: `query ($p: ID!) { procurementCompliance(procurementId: $p) { trafficLight complianceDate } }`, variables: { p: Buffer.from(`Procurement:${procurementId}`).toString("base64") } },
  });
  return (await response.json()) as { data?: { procurementCompliance: { trafficLight: string } | null }; errors?: { extensions?: { code?: string } }[] };
}

for (const viewport of VIEWPORTS) {
  test.describe(`chiavi API a ${viewport.width}px`, () => {
    test.use({ viewport, permissions: ["clipboard-read", "clipboard-write"] });

    test("il committente crea una chiave API, la copia, il sistema terzo la usa, poi la revoca", async ({ page }) => {
      const name = `Tornelli ingresso nord (${viewport.width}px)`;
      await openHome(page, CUSTOMER_EMAIL);
      // One of the customer's procurements, as the third-party system will name it.
      await page.getByRole("row", { name: /^Apri: / }).first().click();
      // The customer's card opens on a supplier (?supplier=...).
      await expect(page).toHaveURL(/\/procurement\/\d+(\?|$)/);
      const procurementId = /\/procurement\/(\d+)/.exec(page.url())![1]!;
      await page.goBack();

      const card = page.locator(".api-keys-card");
      await expect(card.getByText("Chiavi API").first()).toBeVisible();
      await card.getByRole("button", { name: "Nuova chiave" }).click();
      const naming = page.getByRole("dialog", { name: "Nuova chiave" });
      // No name: said before anything is sent.
      await attemptSave(naming.getByRole("button", { name: "Crea" }));
      await expect(naming.getByText("Indicare il nome della chiave").first()).toBeVisible();
      await shoot(page, "01-nome-mancante");
      await naming.getByLabel("Nome").fill(name);
      await naming.getByRole("button", { name: "Crea" }).click();

      const shown = page.getByRole("dialog", { name: "Chiave creata" });
      await expect(shown.getByText("non sarà più mostrata")).toBeVisible();
      const key = await shown.getByRole("textbox").inputValue();
      expect(key).toMatch(/^psa_[0-9A-Za-z]{49}$/);
      await shown.getByRole("button", { name: "Copia" }).click();
      await expect(page.getByText("Chiave copiata negli appunti")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await shoot(page, "02-creata");
      await shown.getByRole("button", { name: "Ok" }).click();
      await expect(shown).toBeHidden();

      const row = card.getByRole("row").filter({ hasText: name });
      await expect(row.getByText("Attiva")).toBeVisible();
      const answer = await askCompliance(page.request, key, procurementId);
      expect(answer.errors).toBeUndefined();
      expect(["GREEN", "YELLOW", "RED"]).toContain(answer.data?.procurementCompliance?.trafficLight);

      // Rotation: a day of overlap (the default), a new secret shown once, both working meanwhile.
      await row.getByRole("button", { name: "Sostituisci" }).click();
      const rotating = page.getByRole("dialog", { name: /^Sostituire il segreto della chiave\?/ });
      await expect(rotating.getByLabel("Il segreto attuale resta valido")).toHaveValue("24");
      await shoot(page, "03-sostituzione");
      await rotating.getByRole("button", { name: "Sostituisci" }).click();
      const rotated = page.getByRole("dialog", { name: `Nuovo segreto: ${name}` });
      const fresh = await rotated.getByRole("textbox").inputValue();
      expect(fresh).toMatch(/^psa_[0-9A-Za-z]{49}$/);
      expect(fresh).not.toBe(key);
      await rotated.getByRole("button", { name: "Ok" }).click();
      await expect(rotated).toBeHidden();
      await expect(row.getByText(/^Segreto precedente valido fino al/)).toBeVisible();
      for (const secret of [key, fresh]) expect((await askCompliance(page.request, secret, procurementId)).errors).toBeUndefined();

      await row.getByRole("button", { name: "Revoca" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Procedi" }).click();
      await expect(row.getByText(/^Revocata il/)).toBeVisible();
      // The revocation's answer brings the key's last use too: the system above used it a moment ago.
      await expect(row.getByRole("cell", { name: "Mai", exact: true })).toHaveCount(0);
      await shoot(page, "04-revocata");
      for (const secret of [key, fresh]) {
        const refused = await askCompliance(page.request, secret, procurementId);
        expect(refused.errors?.[0]?.extensions?.code).toBe("UnauthenticatedError");
      }
    });
  });
}
