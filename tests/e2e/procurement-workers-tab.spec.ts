// Tab 3 "Lavoratori coinvolti", its changes (issue 9 §1), at desktop and phone width: the supplier assigns two
// existing workers (then finds them by their task with the server's search) and a new one ("Crea nuovo") with
// the forklift and work-at-height flags and sees the required certificates follow the flags, edits a task
// with the workerpropagate question, removes an association; the customer approves a participation with
// prescriptions (the supplier reads them) and rejects another with a reason; customer 3336's procurement
// shows the five flags disabled.
// Works on the HVAC procurement ("Manutenzione impianti...") where Edil Costruzioni has Ricci and Fontana:
// the roof procurement, which procurement-workers.spec.ts counts, is left alone. Each width uses its own
// workers, so the two runs do not meet.
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { attemptSave } from "./support/forms";
import { chooseSupplier, procurementNumber } from "./support/procurements";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { expectTableFits } from "./support/table-fit";
import { DESKTOP, isPhone, PHONE } from "./support/viewports";
import { searchTable } from "./support/table-search";
import { waitForToastsToClose } from "./support/toasts";

const HVAC = "Manutenzione impianti elettrici e di climatizzazione 2026";
const CLEANING = "Pulizie industriali e sanificazione reparti produttivi";
const EDIL = "Edil Costruzioni Lombarde S.r.l.";
const FORKLIFT_CATEGORY = "Abilitazione carrelli elevatori";
const HEIGHT_CATEGORY = "Attestato lavori in quota e DPI III cat.";
const FORCED_OFF = ["Preposto", "Addetto anti-incendio", "Addetto pronto soccorso", "Lavoro notturno", "Lavoro isolato"];

const VIEWPORTS = [
  { ...DESKTOP, existing: ["Mariani Giuseppe", "Ferrara Antonio"], newWorker: "Galli", task: "Manutentore in quota" },
  { ...PHONE, existing: ["Esposito Francesco", "Colombo Stefano"], newWorker: "Marchi", task: "Addetto magazzino" },
] as const;

// Long walks through several dialogs on a shared, busy machine: more time than the default minute, and
// more for each answer of the server.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: "serial", timeout: 180_000 });

const shoot = screenshots({ prefix: "workers-tab-", settleMs: 0 });

function workersTable(page: Page): Locator {
  return page.getByRole("table", { name: "Elenco lavoratori" });
}

function workerRow(page: Page, lastName: string): Locator {
  return workersTable(page).getByRole("row").filter({ hasText: lastName });
}

async function openWorkersTab(page: Page, email: string, label: string): Promise<void> {
  await openHome(page, email);
  await page.goto(`/procurement/${await procurementNumber(page, label)}?tab=lavoratori`);
  await expect(page.getByRole("heading", { name: `APPALTO: ${label}` })).toBeVisible();
  if (email === CUSTOMER_EMAIL) await chooseSupplier(page, EDIL);
  await expect(workersTable(page)).toBeVisible();
}

function flag(dialog: Locator, label: string): Locator {
  return dialog.locator(".procurement-worker-dialog__flags").getByRole("checkbox", { name: label, exact: true });
}

// Blueprint's indicator covers the input: the label is what a user clicks.
async function tick(dialog: Locator, label: string): Promise<void> {
  await dialog.locator(".procurement-worker-dialog__flags label").filter({ hasText: new RegExp(`^${label}$`) }).click();
}

function categories(dialog: Locator): Locator {
  return dialog.getByRole("list", { name: "Idoneità richieste ai Lavoratori" });
}

for (const viewport of VIEWPORTS) {
  test.describe(`scheda 3 a ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("il fornitore associa due lavoratori esistenti, con le idoneità che seguono le qualifiche", async ({ page }) => {
      await openWorkersTab(page, SUPPLIER_EMAIL, HVAC);
      await page.getByRole("button", { name: "Associa un altro lavoratore del fornitore a questo appalto" }).click();
      const dialog = page.getByRole("dialog", { name: "Associa lavoratori all'appalto" });
      await expect(dialog).toBeVisible();
      // Save without a worker: selected_workers is required unless "Crea nuovo".
      await attemptSave(dialog.getByRole("button", { name: "Salva" }));
      await expect(dialog.getByText('Selezionare almeno un lavoratore oppure scegliere "Crea nuovo"').first()).toBeVisible();
      // Workers already on the procurement are not offered.
      const choice = dialog.getByRole("group", { name: "Lavoratori del fornitore" });
      await expect(choice.getByText(/^Ricci Alessandro/)).toHaveCount(0);
      for (const name of viewport.existing) await choice.getByText(new RegExp(`^${name}`)).click();

      // The procurement's own requirements first; each flag adds its certificate, and unticking removes it.
      await expect(categories(dialog)).toContainText("Idoneità sanitaria alla mansione");
      await expect(categories(dialog)).not.toContainText(FORKLIFT_CATEGORY);
      await tick(dialog, "Carrelli elevatori");
      await expect(categories(dialog)).toContainText(FORKLIFT_CATEGORY);
      await tick(dialog, "Lavoro in quota");
      await expect(categories(dialog)).toContainText(HEIGHT_CATEGORY);
      await tick(dialog, "Carrelli elevatori");
      await expect(categories(dialog)).not.toContainText(FORKLIFT_CATEGORY);
      await tick(dialog, "Carrelli elevatori");
      await expect(categories(dialog)).toContainText(FORKLIFT_CATEGORY);
      await expect(flag(dialog, "Carrelli elevatori")).toBeChecked();
      // All 23 flags, with their Italian meanings.
      await expect(dialog.locator(".procurement-worker-dialog__flags").getByRole("checkbox")).toHaveCount(23);
      await dialog.getByLabel("Mansione").fill(viewport.task);
      await shoot(page, "01-associa-esistenti");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Lavoratore associato correttamente").first()).toBeVisible();
      await expect(dialog).toBeHidden();
      for (const name of viewport.existing) {
        const lastName = name.split(" ")[0] ?? "";
        await expect(workerRow(page, lastName)).toHaveCount(1);
        if (!isPhone(page)) await expect(workerRow(page, lastName)).toContainText(viewport.task);
      }
      // Searched on the server: the task finds exactly the two workers just given it (the header row besides).
      await searchTable(page, page.getByRole("searchbox", { name: "Ricerca" }), viewport.task);
      await expect(workersTable(page).getByRole("row")).toHaveCount(3);
      for (const name of viewport.existing) await expect(workerRow(page, name.split(" ")[0] ?? "")).toHaveCount(1);
      // Each row names the worker in full (a phone has no Nome column) and shows its state in words; a phone,
      // which opens a row with a tap, says so above the list.
      for (const name of viewport.existing) {
        const [lastName, firstName] = name.split(" ");
        await expect(workerRow(page, lastName ?? "")).toContainText(new RegExp(`${firstName}\\s+${lastName}`), { useInnerText: true });
        await expect(workerRow(page, lastName ?? "")).toContainText("In corso");
      }
      const hint = page.getByText("Tocca un lavoratore per aprire la sua scheda nell'appalto");
      if (isPhone(page)) await expect(hint).toBeVisible();
      else await expect(hint).toBeHidden();
    });

    test("il fornitore crea un lavoratore nuovo e lo associa, con le regole del modulo della home", async ({ page }) => {
      await openWorkersTab(page, SUPPLIER_EMAIL, HVAC);
      const dialog = page.getByRole("dialog", { name: "Associa lavoratori all'appalto" });
      await page.getByRole("button", { name: "Associa un altro lavoratore del fornitore a questo appalto" }).click();
      await expect(dialog).toBeVisible();
      await dialog.locator("label").filter({ hasText: /^Crea nuovo$/ }).click();
      await expect(dialog.getByRole("group", { name: "Lavoratori del fornitore" })).toHaveCount(0);
      // The new worker's required fields carry the asterisk of the home's worker form.
      for (const label of ["Cognome", "Nome", "Sesso"]) {
        const field = dialog.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute("aria-required", "true");
        const name = page.locator("label", { hasText: new RegExp(`^${label}$`) });
        await expect(dialog.locator(".field-group__label").filter({ has: name }).locator(".field-required")).toBeVisible();
      }
      await expect(dialog.getByLabel("Luogo di nascita")).not.toHaveAttribute("aria-required", "true");
      // Escape with the municipality suggestions open closes only them, not the dialog (nor asks about it).
      const birthplace = dialog.getByLabel("Luogo di nascita");
      await birthplace.fill("monz");
      await expect(page.getByRole("option", { name: "Monza (MB)" })).toBeVisible();
      await birthplace.press("Escape");
      await expect(page.getByRole("option", { name: "Monza (MB)" })).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      await birthplace.fill("");
      await dialog.getByLabel("Cognome").fill(viewport.newWorker);
      await dialog.getByLabel("Nome", { exact: true }).fill("Paolo");
      await dialog.getByLabel("Sesso").selectOption({ label: "Maschio" });
      await dialog.getByLabel("Codice fiscale").fill("ABC");
      await dialog.getByLabel("Codice fiscale").blur();
      await expect(dialog.getByText("Il Codice fiscale non è valido.").first()).toBeVisible();
      await dialog.getByLabel("Codice fiscale").fill("");
      await tick(dialog, "Carrelli elevatori");
      await tick(dialog, "Lavoro in quota");
      await expect(categories(dialog)).toContainText(FORKLIFT_CATEGORY);
      await expect(categories(dialog)).toContainText(HEIGHT_CATEGORY);
      await shoot(page, "02-crea-nuovo");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Nuovo Lavoratore creato e associato all'appalto correttamente").first()).toBeVisible();
      await expect(workerRow(page, viewport.newWorker)).toHaveCount(1);
      // Every column at 1280 px and the phone's (surname with the light, decision, edit, remove) at 375 px.
      await expectTableFits(page, "Elenco lavoratori");
      await shoot(page, "03-elenco");
    });

    test("il fornitore modifica la mansione con la scelta workerpropagate e rimuove un'associazione", async ({ page }) => {
      await openWorkersTab(page, SUPPLIER_EMAIL, HVAC);
      const [first, second] = viewport.existing.map((name) => name.split(" ")[0] ?? "");
      await workerRow(page, first ?? "").getByRole("button", { name: "Modifica" }).click();
      const dialog = page.getByRole("dialog", { name: new RegExp(`^Modifica lavoratore nell'appalto: .* ${first}$`) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Mansione")).toHaveValue(viewport.task);
      await expect(flag(dialog, "Carrelli elevatori")).toBeChecked();
      await expect(categories(dialog)).toContainText(FORKLIFT_CATEGORY);
      await dialog.getByLabel("Mansione").fill(`${viewport.task} senior`);
      await dialog.getByRole("button", { name: "Salva" }).click();
      const propagate = page.getByRole("alertdialog", { name: "Modifica della mansione" });
      await expect(propagate.getByRole("button", { name: "Applica la modifica alla sola mansione" })).toBeVisible();
      await shoot(page, "04-workerpropagate");
      // Both workers had the same task: the second button changes both.
      await propagate.getByRole("button", { name: "Applica la modifica alla mansione e a tutti i lavoratori" }).click();
      await expect(page.getByText("Informazioni lavoratore modificate correttamente").first()).toBeVisible();
      // At 375 px the toast (at the bottom, as the spec wants) lies over the lower half of the first row's
      // Modifica and Elimina, the second worker's (Colombo) among them: the click waits for its 4 seconds.
      await waitForToastsToClose(page);
      if (!isPhone(page)) {
        await expect(workerRow(page, first ?? "")).toContainText(`${viewport.task} senior`);
        await expect(workerRow(page, second ?? "")).toContainText(`${viewport.task} senior`);
      }

      // Removal (level 5, confirm): the association goes, the worker stays among the supplier's workers.
      await workerRow(page, second ?? "").getByRole("button", { name: "Elimina" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Eliminazione" });
      await expect(confirm).toContainText("Sei sicuro di voler eliminare l'associazione con questo lavoratore?");
      await confirm.getByRole("button", { name: "Procedi" }).click();
      await expect(page.getByText("Lavoratore disassociato correttamente").first()).toBeVisible();
      await expect(workerRow(page, second ?? "")).toHaveCount(0);
      await page.getByRole("button", { name: "Associa un altro lavoratore del fornitore a questo appalto" }).click();
      const add = page.getByRole("dialog", { name: "Associa lavoratori all'appalto" });
      await expect(add.getByRole("group", { name: "Lavoratori del fornitore" }).getByText(new RegExp(`^${second}`))).toHaveCount(1);
      await add.getByRole("button", { name: "Chiudi" }).click();
    });

    test("il committente approva una partecipazione con prescrizioni e ne respinge un'altra con il motivo", async ({ page }) => {
      await openWorkersTab(page, CUSTOMER_EMAIL, HVAC);
      // The association is the supplier's to remove, not the customer's.
      await expect(workersTable(page).getByRole("button", { name: "Elimina" })).toHaveCount(0);
      const first = viewport.existing[0].split(" ")[0] ?? "";
      await workerRow(page, first).getByRole("button", { name: /^Decidi la partecipazione/ }).click();
      const dialog = page.getByRole("dialog", { name: /^Partecipazione all'appalto: / });
      await dialog.getByLabel("Stato della partecipazione").selectOption({ label: "Approvata con prescrizioni" });
      await dialog.getByLabel("Prescrizioni").fill("Solo con imbracatura e linea vita verificate.");
      await shoot(page, "05-partecipazione");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(dialog).toBeHidden();
      // Full state labels, and the note named for what it is.
      await expect(workerRow(page, first)).toContainText("Approvata con prescrizioni");
      await expect(workerRow(page, first)).toContainText("Prescrizioni: Solo con imbracatura e linea vita verificate.");

      await workerRow(page, viewport.newWorker).getByRole("button", { name: /^Decidi la partecipazione/ }).click();
      await dialog.getByLabel("Stato della partecipazione").selectOption({ label: "Respinta" });
      await attemptSave(dialog.getByRole("button", { name: "Salva" }));
      await expect(dialog.getByText("Indicare il motivo del rifiuto").first()).toBeVisible();
      await dialog.getByLabel("Motivo del respingimento").fill("Manca l'attestato per i carrelli elevatori.");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(dialog).toBeHidden();
      await expect(workerRow(page, viewport.newWorker)).toContainText("Respinta");
      await expect(workerRow(page, viewport.newWorker)).toContainText("Motivo del respingimento: Manca l'attestato per i carrelli elevatori.");
      await expectTableFits(page, "Elenco lavoratori");
      await shoot(page, "06-elenco-committente");
    });

    test("il fornitore legge le prescrizioni; nell'appalto del committente 3336 le cinque qualifiche sono disabilitate", async ({ page }) => {
      await openWorkersTab(page, SUPPLIER_EMAIL, HVAC);
      const first = viewport.existing[0].split(" ")[0] ?? "";
      await expect(workerRow(page, first)).toContainText("Solo con imbracatura e linea vita verificate.");
      // A supplier never decides on its own workers.
      await expect(workersTable(page).getByRole("button", { name: /^Decidi la partecipazione/ })).toHaveCount(0);

      await page.goto(`/procurement/${await procurementNumber(page, CLEANING)}?tab=lavoratori`);
      await page.getByRole("button", { name: "Associa un altro lavoratore del fornitore a questo appalto" }).click();
      const dialog = page.getByRole("dialog", { name: "Associa lavoratori all'appalto" });
      for (const label of FORCED_OFF) {
        await expect(flag(dialog, label)).toBeDisabled();
        await expect(flag(dialog, label)).not.toBeChecked();
      }
      await expect(flag(dialog, "Spazi confinati")).toBeEnabled();
      await dialog.locator(".procurement-worker-dialog__flags").scrollIntoViewIfNeeded();
      await shoot(page, "07-committente-3336");
      await dialog.getByRole("button", { name: "Chiudi" }).click();
    });
  });
}
