// «Da approvare» (/review) at desktop and phone width, on the demo data: the customer's user opens the inbox from
// the navigation, approves two items by keyboard, rejects one with a reason, selects two and approves them
// together; the number beside the navigation entry follows every decision. Then, on items each walk adds through
// the suppliers' API (support/waiting-items.ts): a worker's participation approved with prescriptions, which the
// supplier reads on its workers' tab; a tool approved as a whole; the preview of a PDF, a photo and a Word file; the
// four filters, each narrowing the rows and the count, and clearing them.
// Pictures: test-results/screenshots/review-*-{width}.png.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { closeNavigation, openNavigation } from "./support/navigation";
import { procurementNumber } from "./support/procurements";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { VIEWPORTS } from "./support/viewports";
import { addToolWithPdf, addToolWithPhotoAndWord, assignNewWorker } from "./support/waiting-items";
import { waitForToastsToClose } from "./support/toasts";

const ROOF = "Rifacimento copertura capannone B e installazione linee vita";
const HVAC = "Manutenzione impianti elettrici e di climatizzazione 2026";
const CLIMA = "Clima Tecnica Impianti S.r.l.";
const CLIMA_EMAIL = "clima@esempio.it";

test.describe.configure({ mode: "serial" });

const shoot = screenshots({ prefix: "review-" });

async function waitingCount(page: Page): Promise<number> {
  const nav = await openNavigation(page);
  const entry = nav.getByRole("menuitem", { name: /Da approvare/ });
  await expect(entry).toBeVisible();
  const text = (await entry.innerText()).replace(/\D/g, "");
  await closeNavigation(page);
  return Number(text || 0);
}

async function expectCount(page: Page, expected: number) {
  const nav = await openNavigation(page);
  await expect(nav.getByRole("menuitem", { name: /Da approvare/ })).toHaveText(expected > 0 ? `Da approvare${expected}` : "Da approvare");
  await closeNavigation(page);
}

// The current row's element id (unique: the item's global id), for finding it again whatever its text.
async function currentRowId(page: Page): Promise<string> {
  const current = page.locator(".review-row--current");
  await expect(current).toHaveCount(1);
  return (await current.getAttribute("id")) ?? "";
}

async function openInbox(page: Page): Promise<Locator> {
  await openHome(page, CUSTOMER_EMAIL);
  await page.goto("/review");
  await expect(page.getByRole("heading", { name: "Da approvare" })).toBeVisible();
  const list = page.getByRole("listbox", { name: "Da approvare" });
  await expect(list.getByRole("option").first()).toBeVisible();
  return list;
}

// The row becomes the current one, its file and buttons beside it (inside it on a phone).
async function makeCurrent(row: Locator): Promise<Locator> {
  await row.locator(".review-row__text").click();
  await expect(row).toHaveClass(/review-row--current/);
  return row.page().locator(".review-preview");
}

// By the label's own word, which starts it (its options' texts follow in it: «Categoria» may hold an «Appalto…»).
const filter = (page: Page, name: "Appalto" | "Fornitore" | "Tipo" | "Categoria") =>
  page.locator(".review-page__filters label").filter({ hasText: new RegExp(`^${name}`) }).getByRole("combobox");

for (const viewport of VIEWPORTS) {
  test.describe(`«Da approvare» a ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("approva due elementi da tastiera, ne respinge uno con il motivo e ne approva due insieme; il numero segue", async ({ page }) => {
      await openHome(page, CUSTOMER_EMAIL);
      const before = await waitingCount(page);
      expect(before).toBeGreaterThanOrEqual(5);
      const nav = await openNavigation(page);
      await nav.getByRole("menuitem", { name: /Da approvare/ }).click();
      await expect(page).toHaveURL(/\/review$/);
      await expect(page.getByRole("heading", { name: "Da approvare" })).toBeVisible();
      const list = page.getByRole("listbox", { name: "Da approvare" });
      await expect(list.getByRole("option").first()).toBeVisible();
      // The current row's file (or what stands for it) opens beside it, below it on a phone.
      const preview = page.locator(".review-preview");
      await expect(preview).toBeVisible();
      await expect(preview.locator(".review-preview__frame, .review-preview__image").or(preview.getByRole("button", { name: "Scarica il file" })).first()).toBeVisible();
      await shoot(page, "inbox");

      // Two approvals by keyboard: each takes the current row away and the next becomes current.
      for (let step = 1; step <= 2; step += 1) {
        const id = await currentRowId(page);
        await page.keyboard.press("a");
        await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);
        await expectCount(page, before - step);
      }

      // J moves to the next row; R rejects it, with its reason.
      const first = await currentRowId(page);
      await page.keyboard.press("j");
      await expect(page.locator(`[id="${first}"]`)).not.toHaveClass(/review-row--current/);
      const rejected = await currentRowId(page);
      await page.keyboard.press("r");
      const dialog = page.getByRole("dialog", { name: "Respingi" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Conferma" }).click();
      await expect(dialog.getByText("Indicare il motivo del rifiuto")).toBeVisible();
      await dialog.getByLabel("Motivo del rifiuto").fill(`Documento non leggibile (${viewport.width}px)`);
      await shoot(page, "reject", dialog);
      await dialog.getByRole("button", { name: "Conferma" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator(`[id="${rejected}"]`)).toHaveCount(0);
      await expectCount(page, before - 3);

      // Two rows selected, approved together.
      const options = list.getByRole("option");
      const ids = [await options.nth(0).getAttribute("id"), await options.nth(1).getAttribute("id")];
      // Blueprint draws the box over the input: the label is what a user taps.
      for (const id of ids) {
        const box = page.locator(`[id="${id}"]`).getByRole("checkbox");
        await page.locator(`[id="${id}"] .review-row__select`).click();
        await expect(box).toBeChecked();
      }
      const bulk = page.getByRole("button", { name: "Approva selezionati (2)" });
      await expect(bulk).toBeEnabled();
      await shoot(page, "selected");
      await bulk.click();
      for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);
      await expectCount(page, before - 5);
      await expect(page.getByTestId("review-total")).toHaveText(`${before - 5} in attesa`);
      await shoot(page, "after");
    });

    test("approva con prescrizioni la partecipazione di un lavoratore: esce dall'elenco e il fornitore legge le prescrizioni", async ({ page }) => {
      const worker = { firstName: "Ottavio", lastName: `Prescritti${viewport.width}`, job: "Ponteggiatore" };
      const prescriptions = `Solo lavori a terra fino al rinnovo dell'attestato in quota (${viewport.width}px)`;
      await assignNewWorker(page.request, SUPPLIER_EMAIL, ROOF, worker);
      const list = await openInbox(page);
      const row = list.getByRole("option").filter({ hasText: worker.lastName });
      await expect(row).toContainText("Partecipazione");
      await expect(row).toContainText(worker.job);
      const before = await waitingCount(page);
      const preview = await makeCurrent(row);

      // Only a participation offers it; the dialog asks for the prescriptions, in those words.
      await preview.getByRole("button", { name: "Approva con prescrizioni" }).click();
      const dialog = page.getByRole("dialog", { name: "Approva con prescrizioni" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Conferma" }).click();
      await expect(dialog.getByText("Indicare le prescrizioni")).toBeVisible();
      await dialog.getByLabel("Prescrizioni").fill(prescriptions);
      await shoot(page, "prescriptions", dialog);
      await dialog.getByRole("button", { name: "Conferma" }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(0);
      await expectCount(page, before - 1);

      // The supplier sees the state and reads the prescriptions on its workers' tab. (A toast under the pointer
      // would stay open over the header: it goes first.)
      await waitForToastsToClose(page);
      await page.getByRole("button", { name: "Esci" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await openHome(page, SUPPLIER_EMAIL);
      await page.goto(`/procurement/${await procurementNumber(page, ROOF)}?tab=lavoratori`);
      const workerRow = page.getByRole("table", { name: "Elenco lavoratori" }).getByRole("row").filter({ hasText: worker.lastName });
      await expect(workerRow).toContainText("Approvata con prescrizioni");
      await expect(workerRow).toContainText(`Prescrizioni: ${prescriptions}`);
      await shoot(page, "prescriptions-supplier", workerRow);
    });

    test("un'attrezzatura in attesa compare con il suo tipo e si approva", async ({ page }) => {
      const tool = { type: "Tassellatore", makerAndModel: `Bosch GBH 2-28 (${viewport.width}px)`, document: "Dichiarazione CE di conformità" };
      await addToolWithPdf(page.request, SUPPLIER_EMAIL, ROOF, tool);
      const list = await openInbox(page);
      const row = list.getByRole("option").filter({ hasText: tool.makerAndModel });
      await expect(row.locator(".review-row__what")).toContainText("Mezzo, macchinario o attrezzatura Attrezzatura");
      await expect(row.locator(".review-row__subject")).toHaveText(tool.type);
      const before = await waitingCount(page);
      const preview = await makeCurrent(row);
      // A tool approved as a whole has several files: they are on its tab, where the link leads.
      await expect(preview.getByText("Nessun file da mostrare: i documenti sono nella scheda.")).toBeVisible();
      await expect(preview.getByRole("link", { name: "Apri nella scheda" })).toHaveAttribute("href", /tab=macchine$/);
      await shoot(page, "tool", row);
      await preview.getByRole("button", { name: "Approva (A)" }).click();
      await expect(row).toHaveCount(0);
      await expectCount(page, before - 1);
    });

    test("il file si apre accanto alla riga: il PDF nel browser, la foto come immagine, il Word da scaricare", async ({ page }) => {
      const tool = {
        type: "Rilevatore di gas",
        makerAndModel: `Testo 316-2 (${viewport.width}px)`,
        pdf: "Dichiarazione CE",
        photo: "Foto della targhetta",
        word: "Istruzioni per l'uso",
        wordFileName: `istruzioni-rilevatore-${viewport.width}.docx`,
      };
      await addToolWithPhotoAndWord(page.request, CLIMA_EMAIL, HVAC, tool);
      const list = await openInbox(page);

      // The tool's own PDF: the demo's waiting PDFs may all have been decided by the lane's earlier tests.
      const pdfRow = list.getByRole("option").filter({ hasText: tool.pdf }).filter({ hasText: tool.makerAndModel });
      let preview = await makeCurrent(pdfRow);
      const frame = preview.locator("iframe.review-preview__frame");
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute("src", /^blob:/);
      await expect(preview.getByRole("button", { name: "Scarica il file" })).toBeVisible();
      await shoot(page, "preview-pdf", preview);

      const photoRow = list.getByRole("option").filter({ hasText: tool.photo }).filter({ hasText: tool.makerAndModel });
      await expect(photoRow).toContainText("Documento di macchinario o attrezzatura");
      preview = await makeCurrent(photoRow);
      const image = preview.getByRole("img", { name: new RegExp(tool.photo) });
      await expect(image).toBeVisible();
      await expect(image).toHaveJSProperty("naturalWidth", 480);
      await expect(preview.locator("iframe")).toHaveCount(0);
      await shoot(page, "preview-image", preview);

      const wordRow = list.getByRole("option").filter({ hasText: tool.word }).filter({ hasText: tool.makerAndModel });
      preview = await makeCurrent(wordRow);
      await expect(preview.getByText(tool.wordFileName)).toBeVisible();
      await expect(preview.locator("iframe, img")).toHaveCount(0);
      await shoot(page, "preview-download", preview);
      const download = page.waitForEvent("download");
      await preview.getByRole("button", { name: "Scarica il file" }).click();
      expect((await download).suggestedFilename()).toBe(tool.wordFileName);
    });

    test("i filtri per appalto, fornitore, tipo e categoria restringono righe e numero; «Tutti» li toglie", async ({ page }) => {
      const list = await openInbox(page);
      const rows = list.getByRole("option");
      const total = page.getByTestId("review-total");
      const all = Number(((await total.textContent()) ?? "").replace(/\D/g, ""));
      await expect(total).toHaveText(`${all} in attesa`);
      await expect(rows).toHaveCount(all);

      // The kind the fewest waiting rows have: which kinds still wait depends on what the earlier tests of the lane
      // decided (this file's first test approves the required documents it finds), and its filter must narrow.
      const kindCounts = new Map<string, number>();
      for (const kind of await list.locator(".review-row__what .bp6-tag").allTextContents()) kindCounts.set(kind, (kindCounts.get(kind) ?? 0) + 1);
      const rarestKind = [...kindCounts].sort((a, b) => a[1] - b[1])[0]![0];
      const narrowings: { name: "Appalto" | "Fornitore" | "Tipo" | "Categoria"; option: string; eachRow: (row: Locator) => Promise<void> }[] = [
        { name: "Appalto", option: HVAC, eachRow: (row) => expect(row.locator(".review-row__where")).toContainText(HVAC) },
        { name: "Fornitore", option: CLIMA, eachRow: (row) => expect(row.locator(".review-row__where")).toContainText(CLIMA) },
        { name: "Tipo", option: rarestKind, eachRow: (row) => expect(row.locator(".review-row__what .bp6-tag")).toHaveText(rarestKind) },
        { name: "Categoria", option: "Attrezzatura", eachRow: (row) => expect(row.locator(".review-row__what strong")).toHaveText("Attrezzatura") },
      ];
      for (const { name, option, eachRow } of narrowings) {
        await filter(page, name).selectOption({ label: option });
        await expect(total).toHaveText(new RegExp(`^\\d+ di ${all} in attesa$`));
        const kept = Number(/^(\d+)/.exec((await total.textContent()) ?? "")?.[1]);
        expect(kept, `${name}: ${option}`).toBeGreaterThan(0);
        expect(kept, `${name}: ${option}`).toBeLessThan(all);
        await expect(rows).toHaveCount(kept);
        for (const row of await rows.all()) await eachRow(row);
        await shoot(page, `filter-${name.toLowerCase()}`);
        await filter(page, name).selectOption({ label: "Tutti" });
        await expect(total).toHaveText(`${all} in attesa`);
        await expect(rows).toHaveCount(all);
      }

      // Two together keep what both keep.
      await filter(page, "Fornitore").selectOption({ label: CLIMA });
      await filter(page, "Categoria").selectOption({ label: "Attrezzatura" });
      // The count already reads «N di M» with the first filter alone, so the rows are read until both apply.
      await expect(async () => {
        const places = await list.locator(".review-row__where").allTextContents();
        const categories = await list.locator(".review-row__what strong").allTextContents();
        expect(places.length).toBeGreaterThan(0);
        expect(places.filter((place) => !place.includes(CLIMA))).toEqual([]);
        expect(categories.filter((category) => category !== "Attrezzatura")).toEqual([]);
        await expect(total).toHaveText(`${places.length} di ${all} in attesa`, { timeout: 1000 });
      }).toPass();
    });
  });
}
