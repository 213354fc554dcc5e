// The customer sets up a procurement from its home, at desktop and phone width: "Nuovo appalto" with its planned
// dates, a new site added from the form itself and the Titolo IV flag, a general file in tab 1, a new supplier registered with its Partita IVA and
// municipality, a subcontractor under it; then closes it, and the card says it is read-only.
import { expect, test } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "procurement-setup-" });

// A Partita IVA with its check digit, different for each width (the same one is never registered twice).
function vatNumber(firstTen: string): string {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(firstTen[index]);
    sum += index % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return `${firstTen}${(10 - (sum % 10)) % 10}`;
}

for (const viewport of VIEWPORTS) {
  test.describe(`impostazione di un appalto a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("il committente crea un appalto con un documento generale, registra un fornitore e un suo subappaltatore, poi lo chiude", async ({ page }) => {
      const label = `APP-E2E-${viewport.width} Rifacimento copertura`;
      const supplierName = `Tetti Sicuri ${viewport.width} Srl`;
      const subcontractorName = `Lattonerie ${viewport.width} Snc`;
      const pdf = await makePdf(`${await scratchDirectory("procurement-setup")}/piano-sicurezza.pdf`, ["Piano di sicurezza e coordinamento"]);

      await openHome(page, CUSTOMER_EMAIL);
      await page.getByRole("button", { name: "Nuovo appalto" }).click();
      const form = page.getByRole("dialog", { name: "Nuovo appalto" });
      await form.getByLabel("Rif.Appalto").fill(label);
      await form.getByLabel("Data inizio prevista").fill("01/03/2027");
      await form.getByLabel("Data fine prevista").fill("30/06/2027");
      // Blueprint draws its own box over the input: the label is what a user clicks.
      await form.getByText(/Cantiere temporaneo o mobile/).click();
      await expect(form.getByLabel(/Cantiere temporaneo o mobile/)).toBeChecked();
      await form.getByLabel("Note").fill("Lavori in quota sul capannone B");

      // Its site, new: added from the form without leaving it, and chosen at once.
      const siteName = `Stabilimento di Forlì ${viewport.width}`;
      await form.getByRole("button", { name: "Nuovo stabilimento" }).click();
      const siteForm = page.getByRole("dialog", { name: "Nuovo stabilimento" });
      await siteForm.getByLabel("Nome", { exact: true }).fill(siteName);
      await siteForm.getByLabel("Indirizzo").fill("Via Ravegnana 12");
      await siteForm.getByLabel("Comune").fill("bolog");
      await page.getByRole("option", { name: "Bologna (BO)", exact: true }).click();
      await shoot(page, "01a-nuovo-stabilimento");
      await siteForm.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Stabilimento salvato correttamente")).toBeVisible();
      await expect(siteForm).toBeHidden();
      await expect(form).toBeVisible();
      await expect(form.getByLabel("Sito (stabilimento)").locator("option:checked")).toHaveText(siteName);
      // The same name again, in capitals: refused in words, under the name.
      await form.getByRole("button", { name: "Nuovo stabilimento" }).click();
      await siteForm.getByLabel("Nome", { exact: true }).fill(siteName.toUpperCase());
      await siteForm.getByRole("button", { name: "Salva" }).click();
      await expect(siteForm.getByText("Esiste già uno stabilimento con questo nome.").first()).toBeVisible();
      await shoot(page, "01b-stabilimento-doppio");
      await siteForm.getByRole("button", { name: "Annulla" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: /Procedi|Ok|Sì|Esci|Chiudi/ }).click();
      await expect(siteForm).toBeHidden();
      await expect(form).toBeVisible();
      await expect(form.getByLabel("Sito (stabilimento)").locator("option:checked")).toHaveText(siteName);
      await shoot(page, "01-nuovo-appalto");
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Appalto salvato correttamente")).toBeVisible();
      await expect(page).toHaveURL(/\/procurement\/\d+$/);
      await expect(page.getByRole("heading", { name: new RegExp(label) })).toBeVisible();
      await expect(page.getByText("Cantiere Titolo IV")).toBeVisible();

      // Tab 1: a general file for every supplier of the procurement.
      await page.getByRole("button", { name: "Carica documento" }).click();
      const upload = page.getByRole("dialog", { name: "Nuovo documento generale dell'appalto" });
      await upload.getByLabel("File", { exact: true }).setInputFiles(pdf);
      await upload.getByRole("button", { name: "Carica" }).click();
      await expect(page.getByText("Documento caricato correttamente")).toBeVisible();
      await expect(page.getByRole("cell", { name: /piano-sicurezza\.pdf/ }).first()).toBeVisible();
      await shoot(page, "02-documento-generale");

      // A supplier the portal does not know yet.
      await page.getByRole("button", { name: "Aggiungi fornitore" }).click();
      const adding = page.getByRole("dialog", { name: "Aggiungi un fornitore o un subappaltatore" });
      await adding.getByRole("radio", { name: "Registra un nuovo fornitore" }).click();
      await adding.getByLabel("Ragione sociale").fill(supplierName);
      await adding.getByLabel("Partita IVA").fill("12345678901");
      await adding.getByLabel("Partita IVA").press("Tab");
      await expect(adding.getByText("Partita IVA non valida").first()).toBeVisible();
      await adding.getByLabel("Partita IVA").fill(vatNumber(`07${viewport.width}`.padEnd(10, "0")));
      await adding.getByLabel("Indirizzo").fill("Via dei Mille 12");
      const municipality = adding.getByLabel("Comune");
      await municipality.fill("bolog");
      await page.getByRole("option", { name: "Bologna (BO)", exact: true }).click();
      await adding.getByLabel("Telefono").fill("+39 051 445566");
      await adding.getByLabel("Email dell'amministratore").fill(`amministrazione${viewport.width}@tettisicuri.it`);
      await shoot(page, "03-nuovo-fornitore");
      await adding.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Fornitore aggiunto all'appalto").last()).toBeVisible();
      const suppliers = page.getByRole("list", { name: "Fornitori dell'appalto" });
      await expect(suppliers.getByText(supplierName)).toBeVisible();

      // Its subcontractor, also new.
      await page.getByRole("button", { name: "Aggiungi fornitore" }).click();
      await adding.getByRole("radio", { name: "Registra un nuovo fornitore" }).click();
      await adding.getByLabel("Ragione sociale").fill(subcontractorName);
      await adding.getByLabel("Partita IVA").fill(vatNumber(`08${viewport.width}`.padEnd(10, "0")));
      await adding.getByLabel("Email dell'amministratore").fill(`titolare${viewport.width}@lattonerie.it`);
      await adding.getByLabel("Subappaltatore di").selectOption({ label: supplierName });
      await adding.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Fornitore aggiunto all'appalto").last()).toBeVisible();
      await expect(suppliers.getByText(`Subappaltatore di ${supplierName}`)).toBeVisible();
      await shoot(page, "04-subappaltatore");

      // Closed: read-only for everyone, said on the card.
      await page.getByRole("button", { name: "Chiudi appalto" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: /Procedi|Ok|Sì/ }).click();
      await expect(page.getByText("Appalto chiuso", { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/si può consultare ma non più modificare/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Aggiungi fornitore" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Carica documento" })).toBeHidden();
      await shoot(page, "05-chiuso");
    });
  });
}
