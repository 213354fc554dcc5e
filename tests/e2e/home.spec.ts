// The supplier home (/home, spec section 2): company documents, workers with the municipality
// autocomplete, the procurement list, the supplier edit and password change forms, and the customer's
// procurement list with its search, its «In corso / Chiusi / Tutti» filter and its pages; at desktop and phone width, with a picture of every state in
// test-results/screenshots/3x-home-*-{width}.png for people to look at.
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiSignIn, graphqlAs } from "./support/api";
import { makePdf, scratchDirectory } from "./support/documents";
import { deleteRow, openRowForEdit } from "./support/row-actions";
import { CUSTOMER_EMAIL, DEMO_PASSWORD, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome, signIn } from "./support/session";
import { DESKTOP, isPhone, PHONE } from "./support/viewports";
import { searchTable } from "./support/table-search";
import { waitForToastsToClose } from "./support/toasts";

// Only this file signs in with it, and it puts the password back at the end.
const PASSWORD_CHANGE_EMAIL = "subappaltatore@esempio.it";
// The sign-in throttle's first wait after a failure (1 s, server/modules/auth/sign-in-throttle.ts), and a margin.
const FIRST_SIGN_IN_WAIT_MS = 1_100;

// Each width adds its own worker: a fiscal code is unique within a company.
const VIEWPORTS = [
  { ...DESKTOP, fiscalCode: "ZNTCRL85M41F704S", birthDate: "01/08/1985" },
  { ...PHONE, fiscalCode: "ZNTCRL86M41F704T", birthDate: "01/08/1986" },
] as const;

const shoot = screenshots();

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole("tab", { name }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  return panel;
}

async function confirmDeletion(page: Page, message: string, screenshot: string): Promise<void> {
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Eliminazione" }));
  await expect(confirm.getByText(message)).toBeVisible();
  await shoot(page, screenshot);
  await confirm.getByRole("button", { name: "Procedi" }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`home a ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("il fornitore vede i suoi appalti, li ordina e apre la scheda", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      const panel = await openTab(page, "Appalti");
      const table = panel.getByRole("region", { name: "Elenco appalti" });
      const rows = table.getByRole("row", { name: /^Apri: / });
      await expect(rows).toHaveCount(3);
      await shoot(page, "30-home-fornitore-appalti");

      // Sorting by Rif.Appalto: a new column starts descending, a second click flips it.
      const header = table.getByRole("columnheader", { name: "Rif.Appalto" });
      const labels = async () => Promise.all((await rows.all()).map(async (row) => (await row.getAttribute("aria-label")) ?? ""));
      const ascending = [...(await labels())].sort((a, b) => a.localeCompare(b, "it"));
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await expect.poll(labels).toEqual([...ascending].reverse());
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect.poll(labels).toEqual(ascending);

      // The search runs on the server.
      await searchTable(page, panel.getByRole("searchbox", { name: "Ricerca" }), "copertura");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText("Rifacimento copertura capannone B");

      if (isPhone(page)) await rows.first().click();
      else await rows.first().getByRole("button", { name: "Apri la scheda dell'appalto" }).click();
      await expect(page).toHaveURL(/\/procurement\/[^/]+$/);
      await expect(page.getByText("Rifacimento copertura capannone B").first()).toBeVisible();
    });

    test("il fornitore aggiunge, modifica, scarica ed elimina un documento aziendale", async ({ page }) => {
      const pdf = await makePdf(path.join(await scratchDirectory("home"), "durc prova e2e.pdf"), ["DURC di prova - test e2e"]);
      await openHome(page, SUPPLIER_EMAIL);
      const panel = await openTab(page, "Documenti");
      await expect(page).toHaveURL(/\?tab=documenti$/);
      const table = panel.getByRole("region", { name: "Documenti del fornitore" });
      await expect(table.getByRole("row", { name: /^Apri: / }).first()).toBeVisible();
      await shoot(page, "32-home-documenti");

      await panel.getByRole("button", { name: "Aggiungi documento" }).click();
      const dialog = page.getByRole("dialog", { name: "Nuovo documento" });
      await expect(dialog.getByLabel("Tipo di documento")).toHaveValue("1");
      const save = dialog.getByRole("button", { name: "Salva" });
      await expect(save).toBeDisabled();
      await dialog.getByLabel("Nome del file").fill("x");
      await dialog.getByLabel("Nome del file").fill("");
      await dialog.getByLabel("Data scadenza").fill("31/02/2026");
      await dialog.getByLabel("Data emissione").focus();
      await expect(dialog.getByText("Il campo Nome del file non può essere vuoto.")).toBeVisible();
      await expect(dialog.getByText("Data non valida (GG/MM/AAAA)")).toBeVisible();
      await shoot(page, "33-home-documento-nuovo-errori");

      await dialog.getByLabel("Tipo di documento").selectOption({ label: "ISO 14001 o EMAS" });
      await dialog.getByLabel("File", { exact: true }).setInputFiles(pdf);
      // Choosing the file fills an empty name with the file's own.
      await expect(dialog.getByLabel("Nome del file")).toHaveValue("durc prova e2e");
      await dialog.getByLabel("Nome del file").fill("Certificato ISO 14001 e2e");
      await dialog.getByLabel("Data emissione").fill("10/01/2024");
      // An expired document: the table marks it.
      await dialog.getByLabel("Data scadenza").fill("10/01/2025");
      await expect(save).toBeEnabled();
      await shoot(page, "34-home-documento-compilato");
      await save.click();
      await expect(page.getByText("Documento aggiunto correttamente")).toBeVisible();
      await expect(dialog).toBeHidden();

      const row = table.getByRole("row", { name: "Apri: ISO 14001 o EMAS - Certificato ISO 14001 e2e" });
      await expect(row).toBeVisible();
      await expect(row.getByText("Scaduto")).toBeVisible();
      await shoot(page, "35-home-documento-aggiunto");

      // Apri downloads the stored file under its original name, spaces turned to underscores.
      const download = page.waitForEvent("download");
      await row.getByRole("button", { name: "Apri" }).click();
      expect((await download).suggestedFilename()).toBe("durc_prova_e2e.pdf");

      await openRowForEdit(page, row);
      const edit = page.getByRole("dialog", { name: "Modifica documento" });
      await expect(edit.getByLabel("Nome del file")).toHaveValue("Certificato ISO 14001 e2e");
      await expect(edit.getByText(/File attuale: durc prova e2e\.pdf/)).toBeVisible();
      await edit.getByLabel("Nome del file").fill("Certificato ISO 14001 rinnovato e2e");
      await edit.getByLabel("Data scadenza").fill("10/01/2099");
      await shoot(page, "36-home-documento-modifica");
      await edit.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Documento modificato correttamente")).toBeVisible();
      const edited = table.getByRole("row", { name: "Apri: ISO 14001 o EMAS - Certificato ISO 14001 rinnovato e2e" });
      await expect(edited).toBeVisible();
      await expect(edited.getByText("Scaduto")).toHaveCount(0);

      await deleteRow(page, edited, "Modifica documento");
      await confirmDeletion(page, "Sei sicuro di voler eliminare questo documento?", "37-home-documento-conferma-eliminazione");
      await expect(page.getByText("Documento eliminato correttamente")).toBeVisible();
      await expect(edited).toBeHidden();
    });

    test("il fornitore aggiunge un lavoratore, lo segna dimesso, lo nasconde e lo elimina", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      const panel = await openTab(page, "Lavoratori");
      const table = panel.getByRole("region", { name: "Lavoratori del fornitore" });
      const rows = table.getByRole("row", { name: /^Apri: / });
      await expect(rows).toHaveCount(10);
      await shoot(page, "38-home-lavoratori");

      await panel.getByRole("button", { name: "Aggiungi lavoratore" }).click();
      const dialog = page.getByRole("dialog", { name: "Nuovo lavoratore" });
      await expect(dialog.getByLabel("Stato")).toHaveValue("0");
      await dialog.getByLabel("Cognome").fill("Zanetti");
      await dialog.getByLabel("Nome", { exact: true }).fill("Carla");
      await dialog.getByLabel("Sesso").selectOption({ label: "Femmina" });
      await dialog.getByLabel("Codice fiscale").fill(viewport.fiscalCode);
      await dialog.getByLabel("Mansione").fill("Geometra di cantiere");
      await dialog.getByLabel("Data di nascita").fill(viewport.birthDate);

      // Free text is not a municipality: one must be picked from the list.
      const birthplace = dialog.getByLabel("Luogo di nascita");
      await birthplace.fill("monz");
      await expect(page.getByRole("option", { name: "Monza (MB)" })).toBeVisible();
      await shoot(page, "39-home-lavoratore-comune-suggerimenti");
      await birthplace.fill("Monzaaa");
      await birthplace.press("Tab");
      await expect(dialog.getByText("Selezionare un comune dall'elenco")).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Salva" })).toBeDisabled();
      await shoot(page, "40-home-lavoratore-comune-non-scelto");
      await birthplace.fill("monz");
      await page.getByRole("option", { name: "Monza (MB)" }).click();
      await expect(birthplace).toHaveValue("Monza (MB)");
      await expect(dialog.getByText("Selezionare un comune dall'elenco")).toBeHidden();

      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Lavoratore aggiunto correttamente")).toBeVisible();
      await expect(dialog).toBeHidden();

      // Eleven workers now: two pages of ten.
      const pagination = panel.getByRole("navigation", { name: "Paginazione" });
      await expect(pagination.getByText("pagina 1 di 2")).toBeVisible();
      await expect(pagination.getByText("Totale: 11")).toBeVisible();
      await pagination.getByRole("button", { name: "Ultima pagina" }).click();
      await expect(pagination.getByText("pagina 2 di 2")).toBeVisible();
      await expect(rows).toHaveCount(1);
      const row = table.getByRole("row", { name: "Apri: Zanetti Carla" });
      await expect(row).toBeVisible();

      // Sorting by name flips the list: Zanetti comes first.
      const header = table.getByRole("columnheader", { name: "Cognome e nome" });
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await expect(pagination.getByText("pagina 1 di 2")).toBeVisible();
      await expect(rows.first()).toHaveAccessibleName("Apri: Zanetti Carla");

      await openRowForEdit(page, row);
      const edit = page.getByRole("dialog", { name: "Modifica lavoratore" });
      await expect(edit.getByLabel("Luogo di nascita")).toHaveValue("Monza (MB)");
      await expect(edit.getByLabel("Codice fiscale")).toHaveValue(viewport.fiscalCode);
      await edit.getByLabel("Stato").selectOption({ label: "Dimesso" });
      await edit.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Lavoratore modificato correttamente")).toBeVisible();
      const resigned = table.getByRole("row", { name: "Apri: Zanetti Carla (DIMESSO)" });
      await expect(resigned).toBeVisible();
      await expect(resigned).toContainText("Zanetti Carla (DIMESSO)");
      await shoot(page, "41-home-lavoratore-dimesso");

      // Scheda shows the worker read-only. On a phone the toast can lie over the row's button, and a pointer
      // resting on a toast holds it open: wait until it is gone rather than click through it.
      await waitForToastsToClose(page);
      await resigned.getByRole("button", { name: "Scheda lavoratore" }).click();
      const card = page.getByRole("dialog", { name: "Scheda lavoratore" });
      await expect(card.getByLabel("Cognome")).toBeDisabled();
      await expect(card.getByRole("button", { name: "Salva" })).toHaveCount(0);
      await shoot(page, "43-home-lavoratore-scheda");
      // A user who may edit turns the card into the form.
      await card.getByRole("button", { name: "Modifica" }).click();
      const editFromCard = page.getByRole("dialog", { name: "Modifica lavoratore" });
      await expect(editFromCard.getByLabel("Cognome")).toBeEnabled();
      await editFromCard.getByRole("button", { name: "Chiudi" }).last().click();
      await expect(editFromCard).toBeHidden();

      await panel.getByText("Nascondi i non attivi").click();
      await expect(resigned).toBeHidden();
      await expect(pagination.getByText("Totale: 9")).toBeVisible();
      await expect(table.getByText("(DIMESSO)")).toHaveCount(0);
      await shoot(page, "42-home-lavoratori-nascosti-non-attivi");
      await panel.getByText("Nascondi i non attivi").click();
      await expect(resigned).toBeVisible();

      await deleteRow(page, resigned, "Modifica lavoratore");
      await confirmDeletion(page, "Sei sicuro di voler eliminare questo lavoratore?", "44-home-lavoratore-conferma-eliminazione");
      await expect(page.getByText("Lavoratore eliminato correttamente")).toBeVisible();
      await expect(resigned).toBeHidden();
      await expect(pagination.getByText("Totale: 10")).toBeVisible();
    });

    test("il fornitore modifica l'email dell'azienda", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      await page.getByRole("button", { name: "Modifica dati anagrafici" }).click();
      const dialog = page.getByRole("dialog", { name: "Modifica dati anagrafici" });
      const email = dialog.getByLabel("Email");
      const original = await email.inputValue();
      expect(original).toContain("@");
      await email.fill("");
      await email.blur();
      await expect(dialog.getByText("Il campo Email non può essere vuoto.")).toBeVisible();
      await email.fill("amministrazione@");
      await expect(dialog.getByText("Inserire un indirizzo email valido.")).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Salva" })).toBeDisabled();
      await shoot(page, "31-home-modifica-anagrafica-errori");
      await email.fill("ufficio.sicurezza@edilcostruzionilombarde.it");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Dati anagrafici modificati correttamente")).toBeVisible();
      await expect(dialog).toBeHidden();

      // The form reopens with what the server stored; then the address goes back as it was.
      await page.getByRole("button", { name: "Modifica dati anagrafici" }).click();
      await expect(email).toHaveValue("ufficio.sicurezza@edilcostruzionilombarde.it");
      await email.fill(original);
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(dialog).toBeHidden();
    });

    test("il fornitore disattiva e riattiva i promemoria delle scadenze via mail", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      const reminders = page.getByRole("button", { name: "Promemoria scadenze via mail" });
      await expect(reminders).toHaveAttribute("aria-pressed", "true");
      await reminders.click();
      await expect(page.getByText("Promemoria delle scadenze disattivati")).toBeVisible();
      await expect(reminders).toHaveAttribute("aria-pressed", "false");
      if (!isPhone(page)) await expect(reminders).toHaveText("Promemoria scadenze: no");
      await shoot(page, "31-home-promemoria-disattivati");

      // Kept by the server: a reload shows it off, and it goes back on as it was.
      await page.reload();
      await expect(reminders).toHaveAttribute("aria-pressed", "false");
      await reminders.click();
      await expect(page.getByText("Promemoria delle scadenze attivati: riceverai una mail quando un documento sta per scadere")).toBeVisible();
      await expect(reminders).toHaveAttribute("aria-pressed", "true");
    });

    test("il committente vede l'elenco dei suoi appalti e ne apre uno", async ({ page }) => {
      await openHome(page, CUSTOMER_EMAIL);
      const table = page.getByRole("region", { name: "Elenco appalti" });
      const rows = table.getByRole("row", { name: /^Apri: / });
      // At least three: the third row is waited for, not counted once while the list may still be filling.
      await expect(rows.nth(2)).toBeVisible();
      await expect(page.getByRole("tab")).toHaveCount(0);
      await shoot(page, "45-home-committente");
      const label = (await rows.first().getAttribute("aria-label"))?.replace(/^Apri: /, "") ?? "";
      await rows.first().click();
      await expect(page).toHaveURL(/\/procurement\/[^/]+$/);
      await expect(page.getByText(label).first()).toBeVisible();
    });

    test("il committente cerca tra i suoi appalti, li sfoglia e ne chiude uno, che passa da «In corso» a «Chiusi»", async ({ page }) => {
      // Eleven procurements of its own, made through the API: more than one page of ten.
      const prefix = `Verifica elenco ${viewport.width}`;
      const labels = Array.from({ length: 11 }, (_, index) => `${prefix} lotto ${String(index + 1).padStart(2, "0")}`);
      const session = await apiSignIn(page.request, CUSTOMER_EMAIL);
      const ids: string[] = [];
      for (const label of labels) {
        const data = await graphqlAs<{ createProcurement: { data: { procurement: { id: string } } } }>(
          session,
          `mutation ($input: CreateProcurementInput!) { createProcurement(input: $input) { __typename ... on CreateProcurementSuccess { data { procurement { id } } } } }`,
          { input: { label } },
        );
        ids.push(data.createProcurement.data.procurement.id);
      }
      const closing = labels[6] ?? "";

      await openHome(page, CUSTOMER_EMAIL);
      const table = page.getByRole("region", { name: "Elenco appalti" });
      const rows = table.getByRole("row", { name: /^Apri: / });
      const pagination = page.getByRole("navigation", { name: "Paginazione" });
      const state = page.getByRole("combobox", { name: "Stato degli appalti" });
      const search = page.getByRole("searchbox", { name: "Ricerca" });
      await expect(state.locator("option:checked")).toHaveText("In corso");
      await expect(rows.first()).toBeVisible();

      // The search runs on the server and the list pages there: ten, then the eleventh.
      await searchTable(page, search, prefix);
      await expect(pagination.getByText("Totale: 11")).toBeVisible();
      await expect(pagination.getByText("pagina 1 di 2")).toBeVisible();
      await expect(rows).toHaveCount(10);
      await shoot(page, "47-home-committente-ricerca");
      await pagination.getByRole("button", { name: "Ultima pagina" }).click();
      await expect(pagination.getByText("pagina 2 di 2")).toBeVisible();
      await expect(rows).toHaveCount(1);
      await searchTable(page, search, closing);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAccessibleName(`Apri: ${closing}`);

      // Closed from its card, it leaves «In corso» for «Chiusi».
      await rows.first().click();
      await expect(page.getByRole("heading", { name: `APPALTO: ${closing}` })).toBeVisible();
      await page.getByRole("button", { name: "Chiudi appalto" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: /Procedi|Ok|Sì/ }).click();
      await expect(page.getByText("Appalto chiuso", { exact: true }).first()).toBeVisible();
      await page.goto("/home");
      await searchTable(page, search, prefix);
      await expect(pagination.getByText("Totale: 10")).toBeVisible();
      await expect(rows).toHaveCount(10);
      await expect(table.getByRole("row", { name: `Apri: ${closing}` })).toHaveCount(0);
      await state.selectOption({ label: "Chiusi" });
      await expect(pagination.getByText("Totale: 1", { exact: true })).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAccessibleName(`Apri: ${closing}`);
      await expect(rows.first()).toContainText("Chiuso");
      await shoot(page, "48-home-committente-chiusi");
      await state.selectOption({ label: "Tutti" });
      await expect(pagination.getByText("Totale: 11")).toBeVisible();
      await expect(table.getByRole("row", { name: `Apri: ${closing}` })).toHaveCount(1);

      // The open ones go away again, so the specs after this one find the customer's list as it was.
      for (const id of ids.filter((_, index) => labels[index] !== closing)) {
        await graphqlAs(session, `mutation ($input: DeleteProcurementInput!) { deleteProcurement(input: $input) { __typename } }`, { input: { id } });
      }
    });
  });
}

test("cambio password: regole, conferma, vecchia password errata, poi quella giusta", async ({ page }) => {
  const newPassword = "Cantiere2026Sicuro";
  await openHome(page, PASSWORD_CHANGE_EMAIL);

  const changePassword = async (oldPassword: string, password: string) => {
    await page.getByRole("button", { name: "Cambia password" }).click();
    const dialog = page.getByRole("dialog", { name: "Cambia password" });
    await dialog.getByLabel("Vecchia password").fill(oldPassword);
    await dialog.getByLabel("Nuova password").fill(password);
    await dialog.getByLabel("Conferma password").fill(password);
    await dialog.getByRole("button", { name: "Salva" }).click();
    return dialog;
  };

  await page.getByRole("button", { name: "Cambia password" }).click();
  const dialog = page.getByRole("dialog", { name: "Cambia password" });
  await expect(dialog.getByText("Almeno 8 caratteri")).toBeVisible();
  await dialog.getByLabel("Vecchia password").fill(DEMO_PASSWORD);
  await dialog.getByLabel("Nuova password").fill("corta1A");
  await dialog.getByLabel("Nuova password").blur();
  await expect(dialog.getByText("La password non rispetta i criteri minimi di sicurezza")).toBeVisible();
  await dialog.getByLabel("Nuova password").fill(newPassword);
  await dialog.getByLabel("Conferma password").fill("Cantiere2026Diverso");
  await dialog.getByLabel("Conferma password").blur();
  await expect(dialog.getByText("I campi non combaciano")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Salva" })).toBeDisabled();
  await shoot(page, "46-home-cambio-password-errori");

  // A wrong old password: the server says so under the field, nothing changes.
  await dialog.getByLabel("Conferma password").fill(newPassword);
  await dialog.getByLabel("Vecchia password").fill("NonQuella2026");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(dialog.getByText("La vecchia password non è corretta")).toBeVisible();

  await dialog.getByLabel("Vecchia password").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Password aggiornata correttamente")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The session goes on with the new token the server gave back.
  await page.reload();
  await expect(page.locator(".supplier-header")).toBeVisible();

  // The old password no longer opens the door, the new one does; then it goes back as it was.
  await page.getByRole("button", { name: "Esci" }).click();
  await signIn(page, PASSWORD_CHANGE_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Email o password non corretti" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // That failure makes this account wait a second from this address before the next attempt
  // (sign-in-throttle.ts); a user trying again at once reads "Riprova tra 1 secondo". Wait it out, as they would.
  await page.waitForTimeout(FIRST_SIGN_IN_WAIT_MS);
  await signIn(page, PASSWORD_CHANGE_EMAIL, newPassword);
  await expect(page).toHaveURL(/\/home$/);
  const restore = await changePassword(newPassword, DEMO_PASSWORD);
  await expect(page.getByText("Password aggiornata correttamente")).toBeVisible();
  await expect(restore).toBeHidden();
});

test("cambio password al telefono", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHome(page, PASSWORD_CHANGE_EMAIL);
  await page.getByRole("button", { name: "Cambia password" }).click();
  const dialog = page.getByRole("dialog", { name: "Cambia password" });
  await dialog.getByLabel("Nuova password").fill("debole");
  await dialog.getByLabel("Nuova password").blur();
  await expect(dialog.getByText("La password non rispetta i criteri minimi di sicurezza")).toBeVisible();
  await shoot(page, "46-home-cambio-password-errori");
});
