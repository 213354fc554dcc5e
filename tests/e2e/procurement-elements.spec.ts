// Issue 10, tabs 4 "Mezzi impiegati" and 5 "Macchine/Attrezzature", at desktop and phone width:
// - the supplier (Edil Costruzioni, "roof") adds a rented vehicle, whose light names each missing required
//   document, and uploads them choosing which required document each file is; the customer approves the
//   vehicle as a whole; its light goes red → yellow → green;
// - the supplier with a referral customer (Clima Tecnica, "hvac", SINGLE_DOCUMENT) adds a machine and uploads
//   two documents, one without expiry; the customer approves one and rejects the other with a reason; the
//   supplier cannot edit the approved one ("Attenzione — Non è possibile modificare un documento approvato").
// Every run adds its own rows (names carry the width), so earlier runs and specs never get in the way, and
// nothing of the demo data is changed or deleted. Pictures: test-results/screenshots/10x-*-{width}.png.
import path from "node:path";
import { expect as baseExpect, test, type Locator } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { attemptSave } from "./support/forms";
import { openProcurementCard } from "./support/procurements";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { expectNoSideScroll } from "./support/table-fit";
import { isPhone, VIEWPORTS } from "./support/viewports";

const ROOF = "Rifacimento copertura capannone B e installazione linee vita";
const HVAC = "Manutenzione impianti elettrici e di climatizzazione 2026";
const EDIL = "Edil Costruzioni Lombarde S.r.l.";
const CLIMA = "Clima Tecnica Impianti S.r.l.";
const CLIMA_EMAIL = "clima@esempio.it";
// What the demo procurement "roof" requires of every vehicle (prisma/seed/demo-procurements.ts).
const VEHICLE_DOCUMENTS = ["Carta di circolazione", "Certificato di assicurazione RCA", "Revisione periodica in corso di validità"];
// A save goes through the server and its audit; on a busy machine that can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// Each test walks through several dialogs and uploads: more than the default minute on a busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const shoot = screenshots();

function rowOf(table: Locator, text: string): Locator {
  return table.locator("tbody tr").filter({ hasText: text });
}

async function expectLight(row: Locator, light: "green" | "yellow" | "red"): Promise<void> {
  await expect(row.locator(".element-light .cell-traffic-light")).toHaveClass(new RegExp(`cell-traffic-light--${light}`));
}

// The day of the month of today ± days, as typed in a date field (DD/MM/YYYY).
function typedDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, "0")}/${String(date.getMonth() + 1).padStart(2, "0")}/${date.getFullYear()}`;
}

for (const viewport of VIEWPORTS) {
  test.describe(`mezzi e macchine a ${viewport.width}px`, () => {
    test.use({ viewport });
    const vehicle = { type: "Autocarro ribaltabile", maker: `Iveco Daily 35C16 (${viewport.width}px)`, serial: `E2E-${viewport.width}` };
    const machine = { type: "Compressore d'aria", maker: `Atlas Copco GA11 (${viewport.width}px)` };
    const reason = `Dichiarazione non firmata (${viewport.width}px)`;

    test("il fornitore aggiunge un mezzo a nolo e ne carica i documenti", async ({ page }) => {
      await openProcurementCard(page, SUPPLIER_EMAIL, { procurement: ROOF, supplier: EDIL, tab: "Mezzi impiegati" });
      const table = page.getByRole("table", { name: "Elenco Mezzi" });
      await expect(table.locator("tbody tr").first()).toBeVisible();
      const panel = page.locator(".elements-tab__requirements");
      await expect(panel).toContainText("Per ogni mezzo vengono richiesti i seguenti documenti");
      await expect(panel).toContainText("Carta di circolazione");
      await expectNoSideScroll(page, "Elenco Mezzi");
      await shoot(page, "100-mezzi");

      await page.getByRole("button", { name: "Aggiungi un nuovo mezzo all'appalto" }).click();
      const form = page.getByRole("dialog", { name: "Nuovo mezzo" });
      await expect(form).toBeVisible();
      // A save attempt on the empty form (Save looks disabled but answers) shows both required fields' messages
      // and turns the summary into an alert (attemptSave waits for the opening transition: a click on a still
      // growing dialog missed Save and only blurred Tipologia, which was once seen at 375 px).
      await attemptSave(form.getByRole("button", { name: "Salva" }));
      await expect(form.getByText("Il campo Tipologia non può essere vuoto.").first()).toBeVisible();
      await expect(form.getByText("Il campo Marca e Modello non può essere vuoto.").first()).toBeVisible();
      await expect(form.getByRole("alert")).toContainText("Compilare i campi obbligatori: Tipologia, Marca e Modello");
      // A pasted 3,000-character Tipologia is kept whole and refused by name, never cut to 255 in silence.
      await form.getByLabel("Tipologia").fill("A".repeat(3000));
      await expect(form.getByLabel("Tipologia")).toHaveValue("A".repeat(3000));
      await expect(form.getByText("Il campo Tipologia non può superare 255 caratteri.").first()).toBeVisible();
      await shoot(page, "101a-mezzo-tipologia-lunga");
      await form.getByLabel("Tipologia").fill(vehicle.type);
      await expect(form.getByText("Il campo Tipologia non può superare 255 caratteri.")).toHaveCount(0);
      await form.getByLabel("Marca e Modello").fill(vehicle.maker);
      await form.getByLabel("Matricola").fill(vehicle.serial);
      // Appartenenza offers its labels only: the codes 1 and 2 are stored values, not something one reads.
      await expect(form.getByLabel("Appartenenza").locator("option")).toHaveText(["Selezionare…", "Proprietà", "Nolo"]);
      await form.getByLabel("Appartenenza").selectOption({ label: "Nolo" });
      await shoot(page, "101-mezzo-form");
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Mezzo aggiunto correttamente")).toBeVisible();
      await expect(form).toBeHidden();

      const row = rowOf(table, vehicle.maker);
      await expect(row).toHaveCount(1);
      if (!isPhone(page)) await expect(row.getByRole("cell", { name: "Nolo", exact: true })).toBeVisible();
      // Nothing uploaded while documents are required: red, and the tooltip names each missing one.
      await expectLight(row, "red");
      const light = row.locator(".element-light");
      for (const name of VEHICLE_DOCUMENTS) await expect(light).toHaveAttribute("aria-label", new RegExp(`${name}: mancante`));

      const pdfDir = await scratchDirectory("elements");
      for (const [index, name] of VEHICLE_DOCUMENTS.entries()) {
        await row.getByRole("button", { name: "Carica", exact: true }).click();
        // A vehicle's upload says which required document the file is, as a machine's does: otherwise the
        // file could never meet a requirement and the vehicle could never turn green.
        const upload = page.getByRole("dialog", { name: `Carica documento: ${vehicle.type} ${vehicle.maker}` });
        await expect(upload).toBeVisible();
        const choice = upload.getByLabel("Documento richiesto");
        await expect(choice.locator("option")).toHaveText(["Selezionare…", ...VEHICLE_DOCUMENTS, "Altro documento"]);
        const pdf = await makePdf(path.join(pdfDir, `${name.replace(/ /g, "_")}.pdf`), [name, vehicle.maker]);
        await upload.locator("input[type=file]").setInputFiles(pdf);
        if (index === 0) {
          // No choice made: the form asks for one rather than storing a file that meets nothing.
          await upload.getByRole("textbox", { name: /Data emissione/ }).fill(typedDate(-10));
          await attemptSave(upload.getByRole("button", { name: "Carica" }));
          await expect(upload.getByText("Scegliere quale documento richiesto è il file, oppure Altro documento").first()).toBeVisible();
          // "Altro documento" asks for the name of an extra document; a required one does not.
          await choice.selectOption({ label: "Altro documento" });
          await expect(upload.getByLabel("Nome documento")).toBeVisible();
        }
        await choice.selectOption({ label: name });
        await expect(upload.getByLabel("Nome documento")).toHaveCount(0);
        await upload.getByRole("textbox", { name: /Data emissione/ }).fill(typedDate(-10));
        // The registration has no expiry ("NON ha scadenza" starts ticked); the others expire in a year.
        if (name !== "Carta di circolazione") {
          await upload.getByText("Il documento NON ha scadenza", { exact: true }).click();
          await upload.getByRole("textbox", { name: /Data scadenza/ }).fill(typedDate(365));
        }
        if (index === 0) await shoot(page, "102-mezzo-carica");
        await upload.getByRole("button", { name: "Carica" }).click();
        await expect(upload).toBeHidden();
        // The count of attachments in words that agree with it: "1 documento", "2 documenti".
        const count = index === 0 ? "1 documento" : `${index + 1} documenti`;
        await expect(row.getByRole("button", { name: `Allegati: ${count}`, exact: true })).toBeVisible();
        // Until the last required document is there, the light stays red and names only what is still missing.
        if (index < VEHICLE_DOCUMENTS.length - 1) {
          await expectLight(row, "red");
          await expect(light).not.toHaveAttribute("aria-label", new RegExp(`${name}: mancante`));
          await expect(light).toHaveAttribute("aria-label", new RegExp(`${VEHICLE_DOCUMENTS[index + 1]}: mancante`));
        }
      }
      await expect(page.getByText("Documento caricato correttamente").first()).toBeVisible();
      // Uploaded, waiting for the customer: yellow.
      await expectLight(row, "yellow");
      await row.getByRole("button", { name: /^Allegati/ }).click();
      const list = page.getByRole("dialog", { name: "Elenco documenti allegati" });
      await expect(list).toBeVisible();
      await expect(list.locator("tbody tr")).toHaveCount(VEHICLE_DOCUMENTS.length);
      await expect(list).toContainText("Carta_di_circolazione.pdf");
      await expect(list.getByRole("button", { name: /Visualizza/ })).toHaveCount(VEHICLE_DOCUMENTS.length);
      await shoot(page, "103-mezzo-allegati");
      await list.getByRole("button", { name: "Chiudi" }).last().click();
      await expect(list).toBeHidden();
    });

    test("il committente approva il mezzo nel suo insieme", async ({ page }) => {
      await openProcurementCard(page, CUSTOMER_EMAIL, { procurement: ROOF, supplier: EDIL, tab: "Mezzi impiegati" });
      const table = page.getByRole("table", { name: "Elenco Mezzi" });
      const row = rowOf(table, vehicle.maker);
      await expect(row).toHaveCount(1);
      // The customer reviews; it neither adds nor uploads.
      await expect(page.getByRole("button", { name: "Aggiungi un nuovo mezzo all'appalto" })).toHaveCount(0);
      await expect(row.getByRole("button", { name: "Carica", exact: true })).toHaveCount(0);
      await row.getByRole("button", { name: "Approva o respingi" }).click();
      // The whole vehicle is decided, and the title says so, with its files at hand.
      const form = page.getByRole("dialog", { name: `Approvazione mezzo: ${vehicle.type} ${vehicle.maker}` });
      await expect(form).toBeVisible();
      await expect(form.locator(".element-approval__files li")).toHaveCount(VEHICLE_DOCUMENTS.length);
      await form.getByLabel("Stato di approvazione").selectOption({ label: "Documento approvato" });
      await shoot(page, "104-mezzo-approvazione");
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Stato di approvazione del documento modificato correttamente")).toBeVisible();
      await expectLight(row, "green");
      await expect(row.locator(isPhone(page) ? ".element-type__phone .cell-approval" : ".element-state .cell-approval")).toContainText("Approvato");
      await expectNoSideScroll(page, "Elenco Mezzi");
      await shoot(page, "105-mezzo-approvato");
    });

    test("il fornitore con committente di riferimento aggiunge una macchina e carica due documenti", async ({ page }) => {
      await openProcurementCard(page, CLIMA_EMAIL, { procurement: HVAC, supplier: CLIMA, tab: "Macchine/Attrezzature" });
      const table = page.getByRole("table", { name: "Macchine/Attrezzature" });
      await expect(table.locator("tbody tr").first()).toBeVisible();
      await expect(page.locator(".elements-tab__requirements")).toContainText("Dichiarazione CE di conformità");
      await expectNoSideScroll(page, "Macchine/Attrezzature");
      await shoot(page, "106-macchine");

      await page.getByRole("button", { name: "Aggiungi una nuova macchina o attrezzatura all'appalto" }).click();
      const form = page.getByRole("dialog", { name: "Nuova macchina/attrezzatura" });
      await expect(form.getByRole("radio", { name: "Macchinario" })).toBeChecked();
      await form.getByLabel("Tipologia").fill(machine.type);
      await form.getByLabel("Marca e Modello").fill(machine.maker);
      await form.getByLabel("Appartenenza").selectOption({ label: "Proprietà" });
      await shoot(page, "107-macchina-form");
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Macchinario aggiunto correttamente")).toBeVisible();
      const row = rowOf(table, machine.maker);
      await expect(row).toHaveCount(1);
      await expectLight(row, "red");
      // Editing: the machinery/tool choice is made only when creating.
      await row.getByRole("button", { name: "Modifica" }).click();
      const edit = page.getByRole("dialog", { name: "Modifica macchinario" });
      await expect(edit.getByLabel("Tipologia")).toHaveValue(machine.type);
      await expect(edit.getByRole("radio")).toHaveCount(0);
      // Level 5 may delete: the form offers Elimina (phones hide the table's Elimina).
      await expect(edit.getByRole("button", { name: "Elimina" })).toBeVisible();
      if (isPhone(page)) await expect(row.getByRole("button", { name: "Elimina" })).toBeHidden();
      await edit.getByRole("button", { name: "Annulla" }).click();

      const pdfDir = await scratchDirectory("machine");
      const documents = [
        { name: "Dichiarazione CE di conformità", expiry: null },
        { name: "Verifica periodica INAIL", expiry: typedDate(365) },
      ];
      for (const document of documents) {
        await row.getByRole("button", { name: "Carica", exact: true }).click();
        const upload = page.getByRole("dialog", { name: `Carica documento: ${machine.type} ${machine.maker}` });
        await expect(upload).toBeVisible();
        // Spec §5: with the expiry empty, "NON ha scadenza" starts ticked (a new document's too).
        const noExpire = upload.getByLabel("Il documento NON ha scadenza");
        const expiryBox = upload.getByRole("textbox", { name: /Data scadenza/ });
        const issueBox = upload.getByRole("textbox", { name: /Data emissione/ });
        await expect(noExpire).toBeChecked();
        await expect(expiryBox).toBeDisabled();
        const pdf = await makePdf(path.join(pdfDir, `${document.name.replace(/ /g, "_")}.pdf`), [document.name, machine.maker]);
        await upload.locator("input[type=file]").setInputFiles(pdf);
        // A required document is chosen from the list; any other is "Altro documento" with its own name.
        const choice = upload.getByLabel("Documento richiesto");
        if ((await choice.locator("option", { hasText: document.name }).count()) > 0) await choice.selectOption({ label: document.name });
        else {
          await choice.selectOption({ label: "Altro documento" });
          await upload.getByLabel("Nome documento").fill(document.name);
        }
        // Unticked, the expiry is asked for.
        await upload.getByText("Il documento NON ha scadenza", { exact: true }).click();
        await expect(noExpire).not.toBeChecked();
        await expect(expiryBox).toBeEnabled();
        if (document.expiry === null) {
          // A day that does not exist is reported on the issue date itself; the order of the dates is not
          // judged against it.
          await issueBox.fill("31/02/2026");
          await expiryBox.fill("01/01/2026");
          await expiryBox.press("Tab");
          await expect(upload.getByText("Data non valida (GG/MM/AAAA)").first()).toBeVisible();
          await expect(upload.getByText("La data di scadenza non può precedere la data di emissione")).toHaveCount(0);
          await shoot(page, "108a-data-emissione-impossibile");
          await issueBox.fill(typedDate(-10));
          await expiryBox.fill("");
          // Without an expiry and without "NON ha scadenza" the form says what is missing.
          await attemptSave(upload.getByRole("button", { name: "Carica" }));
          await expect(upload.getByText("Il campo Data scadenza è obbligatorio, oppure indicare che il documento NON ha scadenza.").first()).toBeVisible();
          await shoot(page, "108-documento-scadenza-mancante");
          // Ticking empties a typed expiry; unticking brings it back.
          await expiryBox.fill(typedDate(30));
          await upload.getByText("Il documento NON ha scadenza", { exact: true }).click();
          await expect(noExpire).toBeChecked();
          await expect(expiryBox).toHaveValue("");
          await upload.getByText("Il documento NON ha scadenza", { exact: true }).click();
          await expect(noExpire).not.toBeChecked();
          await expect(expiryBox).toHaveValue(typedDate(30));
          await upload.getByText("Il documento NON ha scadenza", { exact: true }).click();
          await expect(noExpire).toBeChecked();
        } else {
          await issueBox.fill(typedDate(-10));
          await expiryBox.fill(document.expiry);
        }
        await upload.getByRole("button", { name: "Carica" }).click();
        await expect(upload).toBeHidden();
      }
      await expect(page.getByText("Documento caricato correttamente").first()).toBeVisible();
      await row.getByRole("button", { name: /^Allegati/ }).click();
      const dialog = page.getByRole("dialog", { name: "Approvazione documenti macchinario" });
      await expect(dialog.locator("tbody tr")).toHaveCount(2);
      await expect(rowOf(dialog, "Dichiarazione CE")).toContainText("ATTESA APPROVAZIONE");
      await expect(rowOf(dialog, "Dichiarazione CE")).toContainText("Nessuna scadenza");
      await shoot(page, "109-macchina-documenti");
    });

    test("il committente approva un documento e respinge l'altro con il motivo", async ({ page }) => {
      await openProcurementCard(page, CUSTOMER_EMAIL, { procurement: HVAC, supplier: CLIMA, tab: "Macchine/Attrezzature" });
      const table = page.getByRole("table", { name: "Macchine/Attrezzature" });
      const row = rowOf(table, machine.maker);
      await expect(row).toHaveCount(1);
      await expectNoSideScroll(page, "Macchine/Attrezzature");
      await row.getByRole("button", { name: "Approvazione documenti macchinario" }).click();
      const dialog = page.getByRole("dialog", { name: "Approvazione documenti macchinario" });
      await expect(dialog.locator("tbody tr")).toHaveCount(2);

      await rowOf(dialog, "Dichiarazione CE").getByRole("button", { name: "Imposta lo stato di approvazione" }).click();
      let form = page.getByRole("dialog", { name: "Approvazione documento: Dichiarazione CE di conformità" });
      // What is decided, as on every reviewed file: name, dates and the download.
      await expect(form.locator(".approval-summary")).toContainText("Dichiarazione CE di conformità");
      await expect(form.locator(".approval-summary")).toContainText("Nessuna scadenza");
      await expect(form.getByRole("button", { name: /^Scarica: Dichiarazione_CE/ })).toBeVisible();
      await form.getByLabel("Stato di approvazione").selectOption({ label: "Documento approvato" });
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(form).toBeHidden();
      await expect(rowOf(dialog, "Dichiarazione CE")).toContainText("APPROVATO");

      await rowOf(dialog, "Verifica periodica").getByRole("button", { name: "Imposta lo stato di approvazione" }).click();
      form = page.getByRole("dialog", { name: "Approvazione documento: Verifica periodica INAIL" });
      await form.getByLabel("Stato di approvazione").selectOption({ label: "Documento respinto" });
      await attemptSave(form.getByRole("button", { name: "Salva" }));
      await expect(form.getByText("Indicare il motivo del rifiuto").first()).toBeVisible();
      await expect(form.getByRole("alert")).toContainText("Compilare i campi obbligatori: Note del committente");
      await shoot(page, "110-documento-motivo-mancante");
      await form.getByLabel("Note del committente").fill(reason);
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(form).toBeHidden();
      const rejected = rowOf(dialog, "Verifica periodica");
      await expect(rejected).toContainText("RESPINTO");
      await expect(rejected).toContainText(reason);
      await shoot(page, "111-documenti-decisi");
      await dialog.getByRole("button", { name: "Chiudi" }).last().click();
      // A rejected document (and the third required one, still missing): red, and the tooltip says why.
      await expectLight(row, "red");
      await expect(row.locator(".element-light")).toHaveAttribute("aria-label", /Verifica periodica INAIL: respinto/);
      await row.locator(".element-light").hover();
      await shoot(page, "112-macchina-semaforo");
    });

    test("il fornitore non può modificare il documento approvato; quello respinto sì", async ({ page }) => {
      await openProcurementCard(page, CLIMA_EMAIL, { procurement: HVAC, supplier: CLIMA, tab: "Macchine/Attrezzature" });
      const row = rowOf(page.getByRole("table", { name: "Macchine/Attrezzature" }), machine.maker);
      await row.getByRole("button", { name: /^Allegati/ }).click();
      const dialog = page.getByRole("dialog", { name: "Approvazione documenti macchinario" });
      const approved = rowOf(dialog, "Dichiarazione CE");
      // Delete is offered only while a document is not approved.
      await expect(approved.getByRole("button", { name: "Elimina" })).toHaveCount(0);
      await approved.getByRole("button", { name: "Modifica" }).click();
      const warning = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Attenzione" }));
      await expect(warning).toContainText("Attenzione");
      await expect(warning).toContainText("Non è possibile modificare un documento approvato");
      await shoot(page, "113-documento-approvato-bloccato");
      await warning.getByRole("button", { name: "Ok" }).click();
      await expect(page.getByRole("dialog", { name: /Modifica documento/ })).toHaveCount(0);

      const rejected = rowOf(dialog, "Verifica periodica");
      await expect(rejected).toContainText(reason);
      await expect(rejected.getByRole("button", { name: "Elimina" })).toHaveCount(1);
      await rejected.getByRole("button", { name: "Modifica" }).click();
      const form = page.getByRole("dialog", { name: `Modifica documento: ${machine.type} ${machine.maker}` });
      const chosen = form.getByLabel("Documento richiesto").locator("option:checked");
      if ((await chosen.textContent()) === "Altro documento") await expect(form.getByLabel("Nome documento")).toHaveValue("Verifica periodica INAIL");
      else await expect(chosen).toHaveText("Verifica periodica INAIL");
      // It has an expiry, so "NON ha scadenza" starts unticked.
      await expect(form.getByLabel("Il documento NON ha scadenza")).not.toBeChecked();
      await shoot(page, "114-documento-modifica");
      await form.getByRole("button", { name: "Annulla" }).click();
      await expect(dialog).toBeVisible();
    });
  });
}
