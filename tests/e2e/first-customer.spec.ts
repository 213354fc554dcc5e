// A first customer on a portal with no demo data (its own lane: an empty embedded database), at desktop and phone
// width: `npm run create-customer` while the portal runs; the customer sets a password from the mail's link, creates
// a procurement with a general file, says which documents it asks and registers a new supplier; the supplier's
// administrator sets a password from its own mail, invites a colleague at level 1, opens the procurement and uploads;
// the customer adds a subcontractor under that supplier, asks one more document, approves two items from «Da
// approvare» by keyboard, rejects one with its reason and approves two together; the rejection mail reaches the
// supplier, and both dashboards follow. Last the customer closes the procurement: the card stays readable, for the
// supplier too, and nothing on it can be changed. The walk's time from create-customer to the supplier's first upload is
// written to the test's annotations (the report prints them).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { mailTo, resetLinkFromMail } from "./support/mail";
import { openMenuEntry } from "./support/navigation";
import { lane, SMTP_PORT } from "./support/run";
import { screenshots } from "./support/screenshots";
import { signIn } from "./support/session";
import { isPhone, VIEWPORTS } from "./support/viewports";

const run = promisify(execFile);
const shoot = screenshots({ prefix: "first-customer-" });
// The lane this spec runs in (playwright.config.ts): its portal holds the database the script must reach.
const EMPTY_LANE = lane(2, "c");

// Five documents the supplier uploads (none of them imported from its company's documents), and one asked later.
const ASKED = [
  "Piano Operativo di Sicurezza",
  "Documento di Valutazione dei Rischi",
  "Comunicazioni UNILAV dei lavoratori impiegati",
  "Nomine RSPP/RLS/addetti emergenze",
  "Nomina del Medico Competente",
];
const ASKED_LATER = "Registro di consegna dei DPI";

// A Partita IVA with its check digit.
function vatNumber(firstTen: string): string {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(firstTen[index]);
    sum += index % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return `${firstTen}${(10 - (sum % 10)) % 10}`;
}

async function setPasswordFromMail(page: Page, email: string, password: string) {
  const link = await resetLinkFromMail(email, 0);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Ripeti la password").fill(password);
  await page.getByRole("button", { name: "Invia" }).click();
  await expect(page.getByText("Password impostata correttamente")).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

function documentRow(page: Page, category: string): Locator {
  return page.getByRole("table", { name: "Documentazione richiesta" }).getByRole("row").filter({ hasText: category });
}

for (const viewport of VIEWPORTS) {
  test.describe(`il primo committente a ${viewport.width}px`, () => {
    test.use({ viewport });
    // The whole walk, with three people and their mails, on a loaded machine.
    test.setTimeout(600_000);

    test("dal create-customer al primo caricamento del fornitore, poi l'approvazione da «Da approvare» e i cruscotti", async ({ page, browser }) => {
      const width = viewport.width;
      const customerEmail = `hse.${width}@officine-primo.it`;
      const customerName = `Officine Primo ${width} Spa`;
      const supplierName = `Tetti Sicuri ${width} Srl`;
      const supplierEmail = `amministrazione.${width}@tettisicuri.it`;
      const colleagueEmail = `ufficio.${width}@tettisicuri.it`;
      const subcontractorName = `Lattonerie ${width} Snc`;
      const label = `APP-${width} Rifacimento copertura capannone B`;
      const scratch = await scratchDirectory("first-customer");
      const generalFile = await makePdf(path.join(scratch, "piano-sicurezza.pdf"), ["Piano di sicurezza e coordinamento"]);

      // 1. The operator creates the customer, with the portal running (the script asks the portal).
      const started = Date.now();
      const script = await run("npx", ["tsx", "scripts/create-customer.ts", "--name", customerName, "--vat", vatNumber(`0${width}`.padEnd(10, "1")), "--email", customerEmail], {
        env: { ...process.env, DATA_DIR: EMPTY_LANE.dataDir, DATABASE_URL: "", SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, LOG_LEVEL: "warn" },
        timeout: 120_000,
      });
      expect(script.stdout).toContain(`Committente «${customerName}» creato`);

      // 2. The customer sets a password from the mail and signs in: an empty home.
      await setPasswordFromMail(page, customerEmail, "Committente2027!");
      await shoot(page, "01-home-vuota");

      // 3. A procurement with a general file.
      await page.getByRole("button", { name: "Nuovo appalto" }).click();
      const form = page.getByRole("dialog", { name: "Nuovo appalto" });
      await form.getByLabel("Rif.Appalto").fill(label);
      await form.getByLabel("Data inizio prevista").fill("01/03/2027");
      // No end date yet: the card says so instead of a label followed by nothing.
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Appalto salvato correttamente")).toBeVisible();
      await expect(page.getByRole("heading", { name: new RegExp(label) })).toBeVisible();
      await expect(page.getByText(/^Data di avvio: 01\/03\/2027 \| Data conclusione non indicata$/)).toBeVisible();
      await expect(page.getByText(/Nessun fornitore in questo appalto/)).toBeVisible();
      await shoot(page, "02-appalto-nuovo");
      const procurementPath = new URL(page.url()).pathname;
      await page.getByRole("button", { name: "Carica documento" }).click();
      const upload = page.getByRole("dialog", { name: "Nuovo documento generale dell'appalto" });
      await upload.getByLabel("File", { exact: true }).setInputFiles(generalFile);
      await upload.getByRole("button", { name: "Carica" }).click();
      await expect(page.getByText("Documento caricato correttamente")).toBeVisible();

      // 4. The documents every supplier of it owes.
      await page.getByRole("button", { name: "Documenti richiesti" }).click();
      const editor = page.getByRole("dialog", { name: "Documenti richiesti dall'appalto" });
      for (const category of ASKED) {
        const box = editor.getByRole("checkbox", { name: `Richiesto: ${category}` });
        await box.dispatchEvent("click");
        await expect(box).toBeChecked();
      }
      await shoot(page, "03-documenti-richiesti");
      await editor.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Documenti richiesti aggiornati")).toBeVisible();
      await editor.getByRole("button", { name: "Chiudi", exact: true }).click();
      await expect(editor).toBeHidden();

      // 5. A supplier the portal does not know yet.
      await page.getByRole("button", { name: "Aggiungi fornitore" }).click();
      const adding = page.getByRole("dialog", { name: "Aggiungi un fornitore o un subappaltatore" });
      await adding.getByRole("radio", { name: "Registra un nuovo fornitore" }).click();
      await adding.getByLabel("Ragione sociale").fill(supplierName);
      await adding.getByLabel("Partita IVA").fill(vatNumber(`07${width}`.padEnd(10, "3")));
      await adding.getByLabel("Email dell'amministratore").fill(supplierEmail);
      await shoot(page, "04-nuovo-fornitore");
      await adding.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Fornitore aggiunto all'appalto").last()).toBeVisible();
      const suppliers = page.getByRole("list", { name: "Fornitori dell'appalto" });
      await expect(suppliers.getByText(supplierName)).toBeVisible();

      // 6. The supplier's administrator, in a browser of their own: a password from the mail, a colleague invited.
      const supplier = await newPage(browser, viewport);
      try {
        await setPasswordFromMail(supplier, supplierEmail, "Fornitore2027!");
        await shoot(supplier, "05-fornitore-home");
        await openMenuEntry(supplier, "Utenti");
        await expect(supplier).toHaveURL(/\/users$/);
        await supplier.getByRole("button", { name: "Invita utente" }).click();
        const invite = supplier.getByRole("dialog", { name: "Invita utente" });
        await invite.getByLabel("Nome", { exact: true }).fill("Marta");
        await invite.getByLabel("Cognome").fill("Galli");
        await invite.getByLabel("Email").fill(colleagueEmail);
        await invite.getByLabel("Livello").selectOption({ label: "Livello 1" });
        await invite.getByRole("button", { name: "Invia invito" }).click();
        await expect(supplier.getByText(`Invito inviato a ${colleagueEmail}`)).toBeVisible();
        await resetLinkFromMail(colleagueEmail, 0);

        // 7. The procurement, from the home's «Appalti», and the first upload.
        await supplier.goto("/home");
        await supplier.getByRole("tab", { name: "Appalti" }).click();
        const listed = supplier.getByRole("region", { name: "Elenco appalti" }).getByRole("row", { name: `Apri: ${label}` });
        if (isPhone(supplier)) await listed.click();
        else await listed.getByRole("button", { name: "Apri la scheda dell'appalto" }).click();
        await expect(supplier.getByRole("heading", { name: `APPALTO: ${label}` })).toBeVisible();
        await expect(supplier.getByText("piano-sicurezza.pdf").first()).toBeVisible();
        await supplier.getByRole("tab", { name: /^Documentazione richiesta/ }).click();
        await shoot(supplier, "06-documenti-da-caricare");
        for (const [index, category] of ASKED.entries()) {
          const row = documentRow(supplier, category);
          // The required documents keep their Azioni column at both widths.
          await row.getByRole("button", { name: "Carica" }).click();
          const dialog = supplier.getByRole("dialog", { name: `Carica documento: ${category}` });
          await expect(dialog).toBeVisible();
          const file = await makePdf(path.join(scratch, `documento-${index + 1}.pdf`), [category, supplierName]);
          await dialog.locator("input[type=file]").setInputFiles(file);
          await dialog.getByLabel("Data documento", { exact: true }).fill("02/01/2027");
          await dialog.getByRole("button", { name: "Carica" }).click();
          await expect(dialog).toBeHidden({ timeout: 30_000 });
          await expect(documentRow(supplier, category)).toContainText("In attesa di approvazione");
          if (index === 0) {
            const minutes = (Date.now() - started) / 60_000;
            test.info().annotations.push({ type: "minuti fino al primo caricamento", description: `${width}px: ${minutes.toFixed(1)}` });
            console.log(`[first-customer ${width}px] dal create-customer al primo caricamento: ${minutes.toFixed(1)} minuti`);
          }
        }
        await shoot(supplier, "07-caricati");

        // 8. The customer: a subcontractor under that supplier, one more document asked of it.
        await page.goto(procurementPath);
        await page.getByRole("button", { name: "Aggiungi fornitore" }).click();
        await adding.getByRole("radio", { name: "Registra un nuovo fornitore" }).click();
        await adding.getByLabel("Ragione sociale").fill(subcontractorName);
        await adding.getByLabel("Partita IVA").fill(vatNumber(`08${width}`.padEnd(10, "5")));
        await adding.getByLabel("Email dell'amministratore").fill(`titolare.${width}@lattonerie.it`);
        await adding.getByLabel("Subappaltatore di").selectOption({ label: supplierName });
        await adding.getByRole("button", { name: "Salva" }).click();
        await expect(page.getByText("Fornitore aggiunto all'appalto").last()).toBeVisible();
        await expect(suppliers.getByText(`Subappaltatore di ${supplierName}`)).toBeVisible();
        await shoot(page, "08-subappaltatore");

        await page.getByRole("button", { name: "Documenti richiesti" }).click();
        await editor.getByRole("combobox", { name: "Richiesti a" }).selectOption({ label: supplierName });
        const later = editor.getByRole("checkbox", { name: `Richiesto: ${ASKED_LATER}` });
        await expect(editor.getByRole("checkbox", { name: `Richiesto: ${ASKED[0]}` })).toBeChecked();
        await later.dispatchEvent("click");
        await expect(later).toBeChecked();
        await editor.getByRole("button", { name: "Salva" }).click();
        await expect(page.getByText("Documenti richiesti aggiornati")).toBeVisible();
        await editor.getByRole("button", { name: "Chiudi", exact: true }).click();
        await expect(editor).toBeHidden();

        // 9. The customer's dashboard: five wait for it.
        await openMenuEntry(page, "Dashboard");
        await expect(page).toHaveURL(/\/dashboard$/);
        const waitingSection = page.locator(".dashboard-section").filter({ has: page.getByRole("heading", { name: "In attesa di approvazione" }) });
        await expect(waitingSection).toContainText("5 da approvare");
        await shoot(page, "09-cruscotto-prima");

        // 10. «Da approvare»: two by keyboard, one rejected with its reason, two together.
        await openMenuEntry(page, /Da approvare/);
        await expect(page).toHaveURL(/\/review$/);
        const list = page.getByRole("listbox", { name: "Da approvare" });
        await expect(list.getByRole("option")).toHaveCount(5);
        await expect(page.getByTestId("review-total")).toHaveText("5 in attesa");
        await shoot(page, "10-da-approvare");
        for (let step = 1; step <= 2; step += 1) {
          const current = page.locator(".review-row--current");
          await expect(current).toHaveCount(1);
          const id = (await current.getAttribute("id")) ?? "";
          await page.keyboard.press("a");
          await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);
          await expect(page.getByTestId("review-total")).toHaveText(`${5 - step} in attesa`);
        }
        await page.keyboard.press("r");
        const reject = page.getByRole("dialog", { name: "Respingi" });
        await expect(reject).toBeVisible();
        const reason = `Manca la firma del datore di lavoro (${width}px)`;
        await reject.getByLabel("Motivo del rifiuto").fill(reason);
        await reject.getByRole("button", { name: "Conferma" }).click();
        await expect(reject).toBeHidden();
        await expect(page.getByTestId("review-total")).toHaveText("2 in attesa");
        const options = list.getByRole("option");
        await expect(options).toHaveCount(2);
        for (const id of [await options.nth(0).getAttribute("id"), await options.nth(1).getAttribute("id")]) {
          await page.locator(`[id="${id}"] .review-row__select`).click();
          await expect(page.locator(`[id="${id}"]`).getByRole("checkbox")).toBeChecked();
        }
        await page.getByRole("button", { name: "Approva selezionati (2)" }).click();
        await expect(options).toHaveCount(0);
        await shoot(page, "11-tutto-deciso");

        // 11. The rejection reaches the supplier, by mail and on its dashboard; the customer's has nothing waiting.
        const mail = await mailTo(supplierEmail, new RegExp(`respint[oi] per ${supplierName}`));
        expect(mail).toContain(reason);
        await openMenuEntry(page, "Dashboard");
        await expect(page.getByText("Nulla attende la tua approvazione.")).toBeVisible();
        await shoot(page, "12-cruscotto-dopo");

        await openMenuEntry(supplier, "Dashboard");
        await expect(supplier).toHaveURL(/\/dashboard$/);
        const toFix = supplier.getByRole("table", { name: "Da sistemare" });
        await expect(toFix.getByRole("row").filter({ hasText: "Respinto" })).toHaveCount(1);
        await expect(toFix.getByRole("row").filter({ hasText: ASKED_LATER })).toHaveCount(1);
        await shoot(supplier, "13-cruscotto-fornitore");

        // 12. The customer closes the procurement: read-only for everyone who saw it, the supplier included.
        await page.goto(procurementPath);
        await page.getByRole("button", { name: "Chiudi appalto" }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: /Procedi|Ok|Sì/ }).click();
        await expect(page.getByText(/si può consultare ma non più modificare/)).toBeVisible();
        await expect(page.getByRole("button", { name: "Aggiungi fornitore" })).toBeHidden();
        await expect(page.getByRole("button", { name: "Documenti richiesti" })).toBeHidden();
        await supplier.goto(procurementPath);
        await expect(supplier.getByRole("heading", { name: `APPALTO: ${label}` })).toBeVisible();
        await expect(supplier.getByText(/si può consultare ma non più modificare/)).toBeVisible();
        await expect(supplier.getByText("piano-sicurezza.pdf").first()).toBeVisible();
        await supplier.getByRole("tab", { name: /^Documentazione richiesta/ }).click();
        await expect(documentRow(supplier, ASKED_LATER)).toBeVisible();
        await expect(supplier.getByRole("table", { name: "Documentazione richiesta" }).getByRole("button", { name: "Carica" })).toHaveCount(0);
        await shoot(supplier, "14-appalto-chiuso-fornitore");
      } finally {
        await supplier.context().close();
      }
    });
  });
}
