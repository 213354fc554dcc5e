// The shared pieces every screen copies (issue 7, section 3), walked at desktop and phone width: forms
// that say what is missing, date fields, dialogs, a refresh that fails, unknown addresses, numeric ids
// in addresses and the procurement card's tab 2. Pictures of each state go to
// test-results/screenshots/5x-shared-*-{width}.png for people to look at. Nothing here is saved: the
// demo data stays as the other files expect it.
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { attemptSave } from "./support/forms";
import { openNavigation } from "./support/navigation";
import { deleteRow } from "./support/row-actions";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { isPhone, VIEWPORTS } from "./support/viewports";

const ROOF = "Rifacimento copertura capannone B e installazione linee vita";
const AC = "Autocertificazione requisiti tecnico-professionali (DPR 445/2000)";
const UNILAV = "Comunicazioni UNILAV dei lavoratori impiegati";
const DURC = "DURC - Documento Unico di Regolarità Contributiva";
const LONG_FILE_NAME =
  "Comunicazione_obbligatoria_UNILAV_assunzione_Mario_Bianchi_cantiere_capannone_B_marzo_2026_protocollo_0123456789_firmata.pdf";

const shoot = screenshots();

// The roof procurement opened from the home list, as a user does: its address carries its number.
async function openRoof(page: Page): Promise<string> {
  const row = page.getByRole("region", { name: "Elenco appalti" }).getByRole("row", { name: new RegExp(`^Apri: ${ROOF}`) });
  if (isPhone(page)) await row.click();
  else await row.getByRole("button", { name: "Apri la scheda dell'appalto" }).click();
  await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
  return new URL(page.url()).pathname.split("/")[2] ?? "";
}

function documentsTable(page: Page): Locator {
  return page.getByRole("table", { name: "Documentazione richiesta" });
}

function documentRow(page: Page, category: string): Locator {
  return documentsTable(page).getByRole("row").filter({ hasText: category });
}

// The calendar button of the date field with this label.
function calendarButton(dialog: Locator, label: string): Locator {
  return dialog.locator(".date-field").filter({ hasText: label }).getByRole("button", { name: "Apri il calendario" });
}

// The line above a form dialog's buttons (FormSummary).
function summary(dialog: Locator): Locator {
  return dialog.locator(".form-summary");
}

for (const viewport of VIEWPORTS) {
  test.describe(`pezzi condivisi a ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("un modulo incompleto dice cosa manca: campi obbligatori segnati, Invio e Salva mostrano gli errori", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      await page.getByRole("tab", { name: "Lavoratori" }).click();
      await page.getByRole("button", { name: "Aggiungi lavoratore" }).click();
      const dialog = page.getByRole("dialog", { name: "Nuovo lavoratore" });
      const save = dialog.getByRole("button", { name: "Salva" });

      // Required fields say so; the others do not.
      for (const label of ["Cognome", "Sesso", "Stato"]) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute("aria-required", "true");
      }
      await expect(dialog.getByLabel("Nome", { exact: true })).toHaveAttribute("aria-required", "true");
      await expect(dialog.getByLabel("Mansione")).not.toHaveAttribute("aria-required", "true");
      await expect(dialog.locator(".field-required")).toHaveCount(4);
      // Save looks disabled, and the reason is written beside it before anything is tried.
      await expect(save).toBeDisabled();
      await expect(summary(dialog)).toHaveText("Compilare i campi obbligatori: Cognome, Nome, Sesso");
      await expect(dialog.getByText("Il campo Cognome non può essere vuoto.")).toBeHidden();
      await shoot(page, "50-shared-modulo-vuoto");

      // Enter in a field is a save attempt: every error shows, the first empty field takes the focus.
      await dialog.getByLabel("Mansione").fill("Carpentiere");
      await dialog.getByLabel("Mansione").press("Enter");
      await expect(dialog.getByText("Il campo Cognome non può essere vuoto.")).toBeVisible();
      await expect(dialog.getByText("Il campo Nome non può essere vuoto.")).toBeVisible();
      await expect(dialog.getByText("Il campo Sesso è obbligatorio.")).toBeVisible();
      await expect(dialog.getByRole("alert")).toHaveText("Compilare i campi obbligatori: Cognome, Nome, Sesso");
      await expect(dialog.getByLabel("Cognome")).toBeFocused();
      await shoot(page, "51-shared-modulo-tentativo");

      // The list follows what is filled in; a wrong value is named apart from the missing ones.
      await dialog.getByLabel("Cognome").fill("Sala");
      await dialog.getByLabel("Data di nascita").fill("01/01/1850");
      await expect(dialog.getByRole("alert")).toContainText("Compilare i campi obbligatori: Nome, Sesso");
      await expect(dialog.getByRole("alert")).toContainText("Correggere i campi: Data di nascita");
      // A click on the greyed Save is an attempt too (a person can click it; it is only aria-disabled).
      await attemptSave(save);
      await expect(dialog.getByLabel("Nome", { exact: true })).toBeFocused();
      await shoot(page, "52-shared-modulo-parziale");

      // Esc on a form with changes asks first, with the focus on "Annulla": Enter keeps the form.
      await page.keyboard.press("Escape");
      const confirm = page.getByRole("alertdialog", { name: "Modifiche non salvate" });
      await expect(confirm).toContainText("Le modifiche non ancora salvate andranno perse. Chiudere comunque?");
      await expect(confirm.getByRole("button", { name: "Annulla" })).toBeFocused();
      await shoot(page, "53-shared-modulo-conferma-chiusura");
      await page.keyboard.press("Enter");
      await expect(confirm).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Cognome")).toHaveValue("Sala");
      // "Chiudi" asks the same; "Procedi" throws the changes away.
      await dialog.getByRole("button", { name: "Chiudi" }).last().click();
      await confirm.getByRole("button", { name: "Procedi" }).click();
      await expect(dialog).toBeHidden();

      // An untouched form closes at once.
      await page.getByRole("button", { name: "Aggiungi lavoratore" }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(confirm).toHaveCount(0);
    });

    test("i campi data: ISO incollato, anni plausibili, calendario dall'icona", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await openHome(page, SUPPLIER_EMAIL);
      await page.getByRole("tab", { name: "Documenti" }).click();
      await page.getByRole("button", { name: "Aggiungi documento" }).click();
      const dialog = page.getByRole("dialog", { name: "Nuovo documento" });
      const issued = dialog.getByLabel("Data emissione", { exact: true });
      const expiry = dialog.getByLabel("Data scadenza", { exact: true });

      // Pasted as other programs write it: "2026-05-01" is 1 May 2026, not "20/26/0501".
      await page.evaluate(() => navigator.clipboard.writeText("2026-05-01"));
      await expiry.focus();
      await page.keyboard.press("ControlOrMeta+V");
      await expect(expiry).toHaveValue("01/05/2026");
      // With a time too, longer than the box's ten characters.
      await page.evaluate(() => navigator.clipboard.writeText("2025-11-30T08:30:00Z"));
      await issued.focus();
      await page.keyboard.press("ControlOrMeta+V");
      await expect(issued).toHaveValue("30/11/2025");

      // Typing stays as it was: the slashes come by themselves.
      await issued.fill("");
      await issued.pressSequentially("15032026");
      await expect(issued).toHaveValue("15/03/2026");
      // An ISO date typed key by key ends as the date it is.
      await expiry.fill("");
      await expiry.pressSequentially("2026-05-01");
      await expect(expiry).toHaveValue("01/05/2026");

      // Years outside 1900-2100 are refused, in Italian.
      for (const year of ["1850", "9999"]) {
        await issued.fill(`01/01/${year}`);
        await issued.blur();
        await expect(dialog.getByText("L'anno deve essere compreso tra 1900 e 2100")).toBeVisible();
      }
      await shoot(page, "54-shared-data-anno-fuori-intervallo");
      await issued.fill("10/01/2024");
      await expect(dialog.getByText("L'anno deve essere compreso tra 1900 e 2100")).toBeHidden();

      // The calendar icon opens a date picker on the field's month, in Italian.
      await calendarButton(dialog, "Data scadenza").click();
      const picker = page.locator(".bp6-datepicker");
      await expect(picker).toBeVisible();
      await expect(picker.getByRole("combobox").first()).toHaveValue("4");
      await expect(picker.locator("option:checked").first()).toHaveText("maggio");
      await shoot(page, "55-shared-data-calendario");
      await picker.getByRole("gridcell", { name: /15/ }).first().click();
      await expect(picker).toBeHidden();
      await expect(expiry).toHaveValue("15/05/2026");

      // Esc closes the calendar, not the dialog: once the calendar has taken the focus ...
      // The popover's overlay (Blueprint moves the focus to its first element, a frame or more after it opens).
      const pickerHasFocus = () =>
        page.evaluate(() => Boolean(document.querySelector(".bp6-datepicker")?.closest(".bp6-overlay")?.contains(document.activeElement)));
      await calendarButton(dialog, "Data emissione").click();
      await expect(picker).toBeVisible();
      await expect.poll(pickerHasFocus).toBe(true);
      await page.keyboard.press("Escape");
      await expect(picker).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      // ... and before it has: an Esc as soon as the calendar shows, as a quick hand on a busy machine sends it.
      await calendarButton(dialog, "Data emissione").click();
      await expect(picker).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(picker).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    });

    test("le finestre dei dati occupano il 90% dello schermo; le conferme mettono il fuoco su Annulla", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      await page.getByRole("button", { name: "Modifica dati anagrafici" }).click();
      const dialog = page.getByRole("dialog", { name: "Modifica dati anagrafici" });
      await expect(dialog).toBeVisible();
      // Measured once the opening transition is over, not after a fixed pause.
      await expect(page.locator(".bp6-overlay-appear-active, .bp6-overlay-enter-active")).toHaveCount(0);
      const box = await dialog.boundingBox();
      if (isPhone(page)) {
        // Phones: the whole screen.
        expect(box?.width).toBeCloseTo(viewport.width, 0);
      } else {
        expect(box?.width).toBeCloseTo(viewport.width * 0.9, 0);
        expect(box?.height).toBeCloseTo(viewport.height * 0.9, 0);
      }
      await shoot(page, "56-shared-finestra-dati");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.getByRole("tab", { name: "Documenti" }).click();
      const row = page.getByRole("region", { name: "Documenti del fornitore" }).getByRole("row", { name: /^Apri: / }).first();
      await deleteRow(page, row, "Modifica documento");
      const confirm = page.getByRole("alertdialog", { name: "Eliminazione" });
      await expect(confirm.getByRole("button", { name: "Annulla" })).toBeFocused();
      await shoot(page, "57-shared-conferma-eliminazione");
      // Enter on the focused button deletes nothing.
      await page.keyboard.press("Enter");
      await expect(confirm).toBeHidden();
      await expect(page.getByText("Documento eliminato correttamente")).toHaveCount(0);
    });

    test("un aggiornamento non riuscito lascia i dati sullo schermo e lo dice", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      await openRoof(page);
      await page.getByRole("tab", { name: "Documentazione richiesta" }).click();
      await expect(documentRow(page, DURC)).toBeVisible();

      // The connection drops: the header's refresh and the table's own refresh both fail.
      await page.route("**/graphql", (route) => route.abort("internetdisconnected"));
      await page.locator(".procurement-header").getByRole("button", { name: "Aggiorna" }).click();
      await expect(page.getByText("Aggiornamento non riuscito: i dati mostrati potrebbero non essere aggiornati.")).toBeVisible();
      await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
      await expect(documentRow(page, DURC)).toBeVisible();
      await expect(page.getByText("Impossibile caricare la pagina")).toHaveCount(0);
      await shoot(page, "58-shared-aggiornamento-non-riuscito");

      await page.locator(".data-table__toolbar").getByRole("button", { name: "Aggiorna" }).click();
      await expect(page.locator(".data-table__refresh-failed")).toBeVisible();
      await expect(documentRow(page, DURC)).toBeVisible();
      // Changing page fails the same way: the rows and the page number stay.
      await page.getByRole("button", { name: "Pagina successiva" }).click();
      await expect(page.getByText("pagina 1 di 2")).toBeVisible();
      await expect(documentRow(page, DURC)).toBeVisible();
      await expect(page.getByText("Impossibile caricare la pagina")).toHaveCount(0);

      // Back online, "Riprova" brings fresh data and the notices go.
      await page.unroute("**/graphql");
      await page.locator(".data-table__refresh-failed").getByRole("button", { name: "Riprova" }).click();
      await expect(page.locator(".data-table__refresh-failed")).toHaveCount(0);
      await page.getByRole("button", { name: "Riprova" }).click();
      await expect(page.getByText("Aggiornamento non riuscito: i dati mostrati potrebbero non essere aggiornati.")).toHaveCount(0);

      // The home's header card does the same.
      await page.goto("/home");
      await expect(page.locator(".supplier-header")).toBeVisible();
      await page.route("**/graphql", (route) => route.abort("internetdisconnected"));
      await page.locator(".supplier-header").getByRole("button", { name: "Aggiorna" }).click();
      await expect(page.locator(".supplier-header").getByText(/^Aggiornamento non riuscito/)).toBeVisible();
      await expect(page.locator(".supplier-header")).toContainText("Edil Costruzioni Lombarde S.r.l.");
      await expect(page.getByText("Impossibile caricare la pagina")).toHaveCount(0);
      await shoot(page, "59-shared-home-aggiornamento-non-riuscito");
      await page.unroute("**/graphql");
    });

    test("un indirizzo sconosciuto dice 'Pagina non trovata'; il menu non offre Login a chi è dentro", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      for (const address of ["/xyz", "/formazione", "/procurementworker/1", "/home/altro"]) {
        await page.goto(address);
        await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${address}$`));
      }
      await expect(page.getByText("L'indirizzo /home/altro non corrisponde a nessuna pagina del portale.")).toBeVisible();
      await shoot(page, "60-shared-pagina-non-trovata");
      await page.getByRole("button", { name: "Vai alla home" }).click();
      await expect(page).toHaveURL(/\/home$/);

      const navigation = await openNavigation(page);
      await expect(navigation.getByRole("menuitem", { name: "Home" })).toBeVisible();
      await expect(navigation.getByRole("menuitem", { name: "LogOut" })).toBeVisible();
      await expect(navigation.getByRole("menuitem", { name: "Login" })).toHaveCount(0);
      await shoot(page, "61-shared-navigazione");
    });

    test("gli indirizzi portano gli id numerici; quelli vecchi vengono riscritti", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      const id = await openRoof(page);
      expect(id).toMatch(/^\d+$/);

      // The address as REST names it works when typed or pasted.
      await page.goto(`/procurement/${id}?tab=documenti`);
      await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
      await expect(documentsTable(page)).toBeVisible();
      // An old address with the opaque id lands on the numeric one, its other parameters kept.
      const opaque = Buffer.from(`Procurement:${id}`).toString("base64");
      await page.goto(`/procurement/${encodeURIComponent(opaque)}?tab=documenti`);
      await expect(page).toHaveURL(new RegExp(`/procurement/${id}\\?tab=documenti$`));
      await expect(documentsTable(page)).toBeVisible();
      // A number that is no procurement of the user, and text that is no number, are "not found".
      for (const wrong of ["999999", "abc"]) {
        await page.goto(`/procurement/${wrong}`);
        await expect(page.getByText("Appalto non trovato")).toBeVisible();
      }
      await shoot(page, "62-shared-appalto-non-trovato");
    });

    test("il committente sceglie il fornitore: anche ?supplier= è numerico", async ({ page }) => {
      await openHome(page, CUSTOMER_EMAIL);
      const id = await openRoof(page);
      await expect(page).toHaveURL(new RegExp(`/procurement/${id}\\?supplier=\\d+$`));
      await page.locator(".supplier-picker__button").click();
      await page.getByRole("option", { name: /^Edil Costruzioni Lombarde/ }).click();
      await expect(page).toHaveURL(new RegExp(`/procurement/${id}\\?supplier=\\d+$`));
      await expect(page.locator(".supplier-picker__button")).toContainText("Edil Costruzioni Lombarde S.r.l.");
      // A reload (or a pasted link) opens the same supplier.
      await page.reload();
      await expect(page.locator(".supplier-picker__button")).toContainText("Edil Costruzioni Lombarde S.r.l.");
    });

    test("scheda 2: le azioni restano in colonna, le intestazioni non toccano il bordo, i nomi lunghi restano nella finestra", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      await openRoof(page);
      await page.getByRole("tab", { name: "Documentazione richiesta" }).click();
      await expect(documentRow(page, AC)).toBeVisible();
      await shoot(page, "63-shared-scheda-2");

      // "Visualizza" sits in the same place on the self-certification row as on the others, and so does the
      // upload: "Carica", or "Ricarica il documento" in its place on a row the customer has approved (the
      // supplier replaces it rather than deleting it, and is not offered both).
      const left = async (row: Locator, name: string | RegExp) =>
        (await row.getByRole("button", { name, exact: true }).boundingBox())?.x ?? -1;
      const uploadAction = /^(Carica|Ricarica il documento)$/;
      expect(await left(documentRow(page, AC), "Visualizza")).toBeCloseTo(await left(documentRow(page, DURC), "Visualizza"), 0);
      expect(await left(documentRow(page, AC), uploadAction)).toBeCloseTo(await left(documentRow(page, DURC), uploadAction), 0);

      // The right-most header keeps an inner margin from the table's frame.
      const lastHeader = documentsTable(page).getByRole("columnheader").last();
      const padding = await lastHeader.evaluate((cell) => Number.parseFloat(getComputedStyle(cell).paddingRight));
      expect(padding).toBeGreaterThanOrEqual(10);

      // A long file name stays inside the upload dialog.
      // "Carica documento: …" with the file field at once when nothing was uploaded; "Modifica documento: …"
      // when an earlier spec has already uploaded the UNILAV document: the row then offers "Carica" (the file
      // field appears once "Ricarica il documento" is ticked) or, once approved, "Ricarica il documento" (ticked
      // already). The dialog's title says which, and each step waits for its state rather than a look taken once.
      const upload = documentRow(page, UNILAV).getByRole("button", { name: /^(Carica|Ricarica il documento)$/ });
      await expect(upload).toBeVisible();
      const replacing = (await upload.getAttribute("aria-label")) === "Ricarica il documento";
      await upload.click();
      const dialog = page.getByRole("dialog", { name: new RegExp(`documento: ${UNILAV}$`) });
      await expect(dialog).toBeVisible();
      const editing = /^Modifica documento/.test((await dialog.getByRole("heading").first().innerText()).trim());
      if (editing) {
        const reupload = dialog.getByRole("checkbox", { name: "Ricarica il documento" });
        await expect(reupload).toBeVisible();
        // Blueprint draws its indicator over the real input, so the label is what a user (and the test) clicks.
        if (!replacing) await dialog.getByText("Ricarica il documento").click();
        await expect(reupload).toBeChecked();
      }
      await expect(dialog.locator("input[type=file]")).toBeAttached();
      const pdf = await makePdf(path.join(await scratchDirectory("shared"), LONG_FILE_NAME), ["Documento di prova - test e2e"]);
      await dialog.locator("input[type=file]").setInputFiles(pdf);
      // The box cuts the name short; a phone writes it out in full under it.
      if (isPhone(page)) await expect(dialog.locator(".file-field__chosen")).toHaveText(LONG_FILE_NAME);
      else await expect(dialog.locator(".bp6-file-upload-input")).toHaveText(LONG_FILE_NAME);
      const overflow = await dialog.evaluate((element) => {
        const frame = element.getBoundingClientRect();
        const outside = [...element.querySelectorAll("*")].filter((child) => {
          const box = child.getBoundingClientRect();
          return box.width > 0 && (box.right > frame.right + 1 || box.left < frame.left - 1);
        });
        return outside.map((child) => child.className || child.tagName);
      });
      expect(overflow).toEqual([]);
      const body = dialog.locator(".data-dialog__body");
      expect(await body.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await shoot(page, "64-shared-carica-nome-lungo");
      await dialog.getByRole("button", { name: "Annulla" }).click();
      await page.getByRole("alertdialog", { name: "Modifiche non salvate" }).getByRole("button", { name: "Procedi" }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
