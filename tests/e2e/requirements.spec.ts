// What the customer asks of its suppliers, at desktop and phone width: the "Requisiti" catalogue of its level-5 user
// (a new document type, its rules said before anything is saved), then on a new procurement the "Documenti richiesti"
// dialog: the new type asked of every supplier by default, and "Copia i requisiti da un altro appalto". Then the
// catalogue's other parts: a worker fitness type, a vehicle document and a default document, asked on a procurement
// of the demo supplier, who sees them on its open card without reloading the page and downloads the default document.
import { readFile } from "node:fs/promises";
import { expect, test, type Page, type Request } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { attemptSave } from "./support/forms";
import { openMenuEntry } from "./support/navigation";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { isPhone, VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "requirements-" });
const SOURCE = "Rifacimento copertura capannone B e installazione linee vita";
const SUPPLIER_NAME = "Edil Costruzioni Lombarde S.r.l.";

async function openRequirements(page: Page) {
  await openMenuEntry(page, "Requisiti");
  await expect(page).toHaveURL(/\/requirements$/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`requisiti a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("il livello 5 aggiunge un tipo di documento al catalogo e lo richiede in un appalto nuovo, poi copia i requisiti di un altro appalto", async ({ page }) => {
      const code = `PATENTE_${viewport.width}`;
      const label = `Patente a crediti ${viewport.width}`;
      await openHome(page, CUSTOMER_EMAIL);
      await openRequirements(page);
      const table = page.getByRole("region", { name: "Tipi di documento" });
      await expect(table.getByText("Autocertificazione requisiti tecnico-professionali (DPR 445/2000)")).toBeVisible();
      await shoot(page, "01-catalogo");

      await page.getByRole("button", { name: "Nuovo tipo di documento" }).click();
      const dialog = page.getByRole("dialog", { name: "Nuovo tipo di documento" });
      await attemptSave(dialog.getByRole("button", { name: "Salva" }));
      await expect(dialog.getByText("Il campo Codice non può essere vuoto.").first()).toBeVisible();
      await dialog.getByLabel("Codice").fill(code);
      await dialog.getByRole("textbox", { name: "Tipo di documento" }).fill(label);
      await shoot(page, "02-nuovo-tipo");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Tipo di documento salvato")).toBeVisible();
      await expect(table.getByRole("row").filter({ hasText: label })).toBeVisible();

      // A procurement of its own, so the demo's procurements stay as the other specs expect them.
      await page.goto("/home");
      await page.getByRole("button", { name: "Nuovo appalto" }).click();
      const form = page.getByRole("dialog", { name: "Nuovo appalto" });
      const procurement = `APP-REQ-${viewport.width} Verniciatura carroponte`;
      await form.getByLabel("Rif.Appalto").fill(procurement);
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("heading", { name: new RegExp(procurement) })).toBeVisible();

      await page.getByRole("button", { name: "Documenti richiesti" }).click();
      const editor = page.getByRole("dialog", { name: "Documenti richiesti dall'appalto" });
      await expect(editor.getByRole("combobox", { name: "Richiesti a" })).toHaveValue("defaults");
      const required = editor.getByRole("checkbox", { name: `Richiesto: ${label}` });
      // Blueprint hides the input under its own box, and at 1280 px something else may sit over that point (a toast):
      // the click goes to the input itself.
      await required.dispatchEvent("click");
      await expect(required).toBeChecked();
      await expect(editor.getByRole("checkbox", { name: `Obbligatorio: ${label}` })).toBeChecked();
      await shoot(page, "03-documenti-richiesti");
      await editor.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Documenti richiesti aggiornati")).toBeVisible();
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${label}` })).toBeChecked();

      await editor.getByLabel("Appalto da cui copiare").selectOption({ label: SOURCE });
      await editor.getByRole("button", { name: "Copia i requisiti da un altro appalto" }).click();
      await page.getByRole("button", { name: "Procedi" }).click();
      await expect(page.getByText("Requisiti copiati")).toBeVisible();
      // The source asks the self-certification of every supplier: now this one does, and only that.
      await expect(editor.getByRole("checkbox", { name: "Richiesto: Autocertificazione requisiti tecnico-professionali (DPR 445/2000)" })).toBeChecked();
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${label}` })).not.toBeChecked();
      await shoot(page, "04-copiati");
    });

    test("il committente chiede un'idoneità, un documento per i mezzi e un documento con modello; il fornitore li vede sulla scheda aperta e scarica il modello", async ({ page, browser }) => {
      const width = viewport.width;
      const fitness = `Lavori in quota ${width}`;
      const vehicleDocument = `Verbale di verifica della gru ${width}`;
      const toolDocument = `Verifica di isolamento dell'avvitatore ${width}`;
      const category = `Verbale di consegna aree ${width}`;
      const procurement = `APP-REQ-PARTI-${width} Manutenzione gru a ponte`;
      const template = await makePdf(`${await scratchDirectory("requirements")}/modello-verbale-${width}.pdf`, ["Verbale di consegna delle aree di lavoro"]);

      await openHome(page, CUSTOMER_EMAIL);
      await openRequirements(page);
      // A fitness type of its own.
      await page.getByRole("button", { name: "Nuovo tipo di idoneità" }).click();
      const fitnessDialog = page.getByRole("dialog", { name: "Nuovo tipo di idoneità" });
      await fitnessDialog.getByLabel("Codice").fill(`QUOTA_${width}`);
      await fitnessDialog.getByRole("textbox", { name: "Tipo di idoneità" }).fill(fitness);
      await fitnessDialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Tipo di idoneità salvato")).toBeVisible();
      await expect(page.getByRole("region", { name: "Idoneità dei lavoratori" }).getByRole("row").filter({ hasText: fitness })).toBeVisible();
      // A document asked for each vehicle.
      await page.getByRole("button", { name: "Nuovo documento" }).click();
      const elementDialog = page.getByRole("dialog", { name: "Nuovo documento" });
      await elementDialog.getByLabel("Richiesto per").selectOption({ label: "Mezzo" });
      await elementDialog.getByRole("textbox", { name: "Documento" }).fill(vehicleDocument);
      await elementDialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Documento aggiunto al catalogo")).toBeVisible();
      await expect(page.getByRole("region", { name: "Documenti di mezzi, macchinari e attrezzature" }).getByRole("row").filter({ hasText: vehicleDocument })).toBeVisible();
      // And one for each tool, which the machinery tab lists apart from the machines' documents.
      await page.getByRole("button", { name: "Nuovo documento" }).click();
      await elementDialog.getByLabel("Richiesto per").selectOption({ label: "Attrezzatura" });
      await elementDialog.getByRole("textbox", { name: "Documento" }).fill(toolDocument);
      await elementDialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("region", { name: "Documenti di mezzi, macchinari e attrezzature" }).getByRole("row").filter({ hasText: toolDocument })).toBeVisible();
      // A document type with its default document, downloaded back from the catalogue.
      await page.getByRole("button", { name: "Nuovo tipo di documento" }).click();
      const categoryDialog = page.getByRole("dialog", { name: "Nuovo tipo di documento" });
      await categoryDialog.getByLabel("Codice").fill(`CONSEGNA_${width}`);
      await categoryDialog.getByRole("textbox", { name: "Tipo di documento" }).fill(category);
      await categoryDialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Tipo di documento salvato")).toBeVisible();
      const categoryRow = page.getByRole("region", { name: "Tipi di documento" }).getByRole("row").filter({ hasText: category });
      await categoryRow.getByRole("button", { name: `Carica documento predefinito: ${category}` }).click();
      const upload = page.getByRole("dialog", { name: `Carica documento predefinito: ${category}` });
      await upload.getByLabel("File", { exact: true }).setInputFiles(template);
      await shoot(page, "05-carica-predefinito");
      await upload.getByRole("button", { name: "Carica" }).click();
      await expect(page.getByText("Documento predefinito caricato correttamente")).toBeVisible();
      const downloadButton = categoryRow.getByRole("button", { name: `Scarica documento predefinito: ${category}` });
      await expect(downloadButton).toContainText(`modello-verbale-${width}.pdf`);
      await expect(categoryRow.getByRole("button", { name: `Sostituisci documento predefinito: ${category}` })).toBeVisible();
      const catalogueDownload = page.waitForEvent("download");
      await downloadButton.click();
      expect((await catalogueDownload).suggestedFilename()).toBe(`modello-verbale-${width}.pdf`);
      await shoot(page, "06-catalogo-completo");

      // A procurement of the demo supplier.
      await page.goto("/home");
      await page.getByRole("button", { name: "Nuovo appalto" }).click();
      const form = page.getByRole("dialog", { name: "Nuovo appalto" });
      await form.getByLabel("Rif.Appalto").fill(procurement);
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("heading", { name: new RegExp(procurement) })).toBeVisible();
      await page.getByRole("button", { name: "Aggiungi fornitore" }).click();
      const adding = page.getByRole("dialog", { name: "Aggiungi un fornitore o un subappaltatore" });
      await adding.getByLabel("Cerca per ragione sociale o Partita IVA").fill("Edil Costruzioni");
      await adding.getByRole("option", { name: new RegExp(`^${SUPPLIER_NAME.replace(/\./g, "\\.")}`) }).click();
      await adding.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Fornitore aggiunto all'appalto").last()).toBeVisible();

      // The supplier opens the card before anything is asked: no panel on its vehicles' tab.
      const supplierContext = await browser.newContext({ viewport });
      const supplier = await supplierContext.newPage();
      await openHome(supplier, SUPPLIER_EMAIL);
      await supplier.getByRole("tab", { name: "Appalti" }).click();
      const row = supplier.getByRole("region", { name: "Elenco appalti" }).getByRole("row", { name: `Apri: ${procurement}` });
      if (isPhone(supplier)) await row.click();
      else await row.getByRole("button", { name: "Apri la scheda dell'appalto" }).click();
      await expect(supplier.getByRole("heading", { name: `APPALTO: ${procurement}` })).toBeVisible();
      await supplier.getByRole("tab", { name: /Mezzi impiegati/ }).click();
      await expect(supplier.getByText("Per ogni mezzo vengono richiesti i seguenti documenti")).toBeHidden();

      // The customer asks the three of every supplier.
      await page.getByRole("button", { name: "Documenti richiesti" }).click();
      const editor = page.getByRole("dialog", { name: "Documenti richiesti dall'appalto" });
      const required = editor.getByRole("checkbox", { name: `Richiesto: ${category}` });
      await required.dispatchEvent("click");
      await expect(required).toBeChecked();
      await editor.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Documenti richiesti aggiornati")).toBeVisible();
      await editor.getByRole("tab", { name: "Idoneità lavoratori" }).click();
      const fitnessBox = editor.getByRole("checkbox", { name: `Richiesto: ${fitness}` });
      await fitnessBox.dispatchEvent("click");
      await expect(fitnessBox).toBeChecked();
      await shoot(page, "07-idoneita-richieste");
      await editor.getByRole("tab", { name: "Mezzi e macchine" }).click();
      const vehicleBox = editor.getByRole("checkbox", { name: `Per ogni mezzo: ${vehicleDocument}` });
      await vehicleBox.dispatchEvent("click");
      await expect(vehicleBox).toBeChecked();
      const toolBox = editor.getByRole("checkbox", { name: `Per ogni attrezzatura: ${toolDocument}` });
      await toolBox.dispatchEvent("click");
      await expect(toolBox).toBeChecked();
      await shoot(page, "08-mezzi-richiesti");
      // After "Salva" the lists are read again; that read is held here until a tick has been taken away meanwhile.
      const isListRead = (request: Request) => request.postDataJSON()?.operationName === "RequirementsDialogQuery";
      let releaseRead!: () => void;
      const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
      await page.route("**/graphql", async (route) => {
        if (isListRead(route.request())) await readHeld;
        await route.continue();
      });
      await editor.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Requisiti aggiornati")).toBeVisible();
      await editor.getByRole("tab", { name: "Idoneità lavoratori" }).click();
      await editor.getByRole("checkbox", { name: `Richiesto: ${fitness}` }).dispatchEvent("click");
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${fitness}` })).not.toBeChecked();
      const listRead = page.waitForResponse((response) => isListRead(response.request()));
      releaseRead();
      await listRead;
      await page.unroute("**/graphql");
      // The answer, with the fitness type saved as asked, does not put back the tick taken away after "Salva".
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${fitness}` })).not.toBeChecked();
      // A tick not yet saved is not lost without a word when another list is chosen.
      await editor.getByRole("combobox", { name: "Richiesti a" }).selectOption({ label: SUPPLIER_NAME });
      const discard = page.getByRole("alertdialog").filter({ hasText: "Modifiche non salvate" });
      await expect(discard).toContainText("Le scelte non ancora salvate andranno perse");
      await discard.getByRole("button", { name: "Annulla" }).click();
      await expect(discard).toBeHidden();
      await expect(editor.getByRole("combobox", { name: "Richiesti a" })).toHaveValue("defaults");
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${fitness}` })).not.toBeChecked();
      await editor.getByRole("checkbox", { name: `Richiesto: ${fitness}` }).dispatchEvent("click");
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${fitness}` })).toBeChecked();
      // Both lists were saved at once, and came back from the server so.
      await editor.getByRole("tab", { name: "Mezzi e macchine" }).click();
      await expect(editor.getByRole("checkbox", { name: `Per ogni mezzo: ${vehicleDocument}` })).toBeChecked();
      await editor.getByRole("tab", { name: "Idoneità lavoratori" }).click();
      // The supplier's own list shows what every supplier is asked, ticked and fixed.
      await editor.getByRole("combobox", { name: "Richiesti a" }).selectOption({ label: SUPPLIER_NAME });
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${fitness}` })).toBeDisabled();
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${fitness}` })).toBeChecked();

      // The supplier's card, back in view, shows the new requirements without a reload.
      await supplier.evaluate(() => window.dispatchEvent(new Event("focus")));
      const panel = supplier.getByText("Per ogni mezzo vengono richiesti i seguenti documenti");
      await expect(panel).toBeVisible();
      await expect(supplier.getByText(vehicleDocument)).toBeVisible();
      await shoot(supplier, "09-fornitore-mezzi");
      await supplier.getByRole("tab", { name: /Macchine\/Attrezzature/ }).click();
      await expect(supplier.getByText("Per ogni attrezzatura vengono richiesti i seguenti documenti")).toBeVisible();
      await expect(supplier.getByText(toolDocument)).toBeVisible();
      await shoot(supplier, "09-fornitore-attrezzature");
      await supplier.getByRole("tab", { name: /Documentazione richiesta/ }).click();
      const documentRow = supplier.getByRole("row").filter({ hasText: category });
      await expect(documentRow).toBeVisible();
      await shoot(supplier, "10-fornitore-documenti");
      const supplierDownload = supplier.waitForEvent("download");
      await documentRow.getByRole("button", { name: /Scarica il modello predisposto dal committente/ }).click();
      const downloaded = await supplierDownload;
      expect(downloaded.suggestedFilename()).toBe(`modello-verbale-${width}.pdf`);
      expect((await readFile(await downloaded.path())).subarray(0, 4).toString()).toBe("%PDF");
      await supplierContext.close();
    });
  });
}
