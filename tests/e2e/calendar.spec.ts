// The visit calendar of a customer's user, at desktop and phone width: the entry in the navigation, the data dialog
// in calendar mode, a visit refused on a busy instrument ("Attenzione"), a visit booked by clicking a free slot, then
// opened from the calendar (Ok / Modifica / Elimina), moved and deleted; a second visit in the doctor's same hour
// without the instrument is only a warning, saved when the user proceeds. Then «Vai alla data» moves the calendar, a
// visit recurring over three days shows on each, an instrument it holds is refused to another visit, and another
// doctor of the customer is reached by name.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openMenuEntry } from "./support/navigation";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { isPhone, VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "calendar-" });

async function openCalendarDialog(page: Page): Promise<Locator> {
  await openHome(page, CUSTOMER_EMAIL);
  await openMenuEntry(page, "Calendario visite");
  await expect(page).toHaveURL(/\/calendar$/);
  await page.getByRole("button", { name: "Prenota visita" }).click();
  const dialog = page.getByRole("dialog", { name: "Visita medica" });
  await expect(dialog.getByLabel("Medico", { exact: true })).toHaveValue(/\d+/);
  return dialog;
}

// The demo's day in Rome, as the seed counts its days.
const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Rome" }).format(new Date());
const shown = (iso: string) => iso.split("-").reverse().join("/");

// The day `days` after an ISO day.
function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// The first Monday at least two weeks away: a week of its own, free of the demo's bookings and of today.
function mondayAhead(): string {
  let day = plusDays(today(), 14);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = plusDays(day, 1);
  return day;
}

// The calendar's «Vai alla data»: the picker's year and month, then the day.
async function goToDate(page: Page, dialog: Locator, iso: string) {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  await dialog.getByRole("button", { name: "Vai alla data" }).click();
  const picker = page.locator(".bp6-datepicker");
  await expect(picker).toBeVisible();
  await picker.getByRole("combobox").nth(1).selectOption(String(year));
  await picker.getByRole("combobox").first().selectOption(String(month - 1));
  await picker.locator(".rdp-day:not(.rdp-day_outside)").getByText(String(day), { exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.locator(`.fc-timegrid-col[data-date="${iso}"]`)).toBeVisible();
}

// Blueprint draws its own box over the input: a click on the label is what a user does.
async function toggle(dialog: Locator, instrument: string) {
  await dialog.locator("label.bp6-checkbox", { hasText: instrument }).click();
}

async function chooseWorker(dialog: Locator, search: string, label: string) {
  await dialog.getByLabel("Cerca lavoratore").fill(search);
  await expect(dialog.getByLabel("Lavoratore", { exact: true }).locator("option", { hasText: label })).toHaveCount(1);
  await dialog.getByLabel("Lavoratore", { exact: true }).selectOption({ label });
}

for (const viewport of VIEWPORTS) {
  test.describe(`calendario visite a ${viewport.width}px`, () => {
    // The browser keeps Italian time, as the portal's users and its demo days do.
    test.use({ viewport, timezoneId: "Europe/Rome" });

    test("rifiuta uno strumento occupato, prenota da una casella libera, modifica ed elimina l'appuntamento", async ({ page }) => {
      const dialog = await openCalendarDialog(page);
      await expect(dialog.locator(".fc-timegrid-slot-lane").first()).toBeVisible();
      await shoot(page, "01-dialogo");

      // A free slot: today's, at an hour of its own for each width (the phone shows one day, the desktop a week).
      const hour = isPhone(page) ? "18:00" : "17:00";
      await chooseWorker(dialog, "Brambilla", "Brambilla Luca");
      await toggle(dialog, "Elettrocardiografo");
      const todayColumn = dialog.locator(`.fc-timegrid-col[data-date="${today()}"]`);
      const lane = dialog.locator(`.fc-timegrid-slot-lane[data-time="${hour}:00"]`);
      await lane.scrollIntoViewIfNeeded();
      const column = await todayColumn.boundingBox();
      const row = await lane.boundingBox();
      await page.mouse.click(column!.x + column!.width / 2, row!.y + row!.height / 2);
      await expect(dialog.getByRole("textbox", { name: "Data", exact: true })).toHaveValue(shown(today()));
      await expect(dialog.getByRole("textbox", { name: "Data fine", exact: true })).toHaveValue(shown(today()));
      await expect(dialog.getByRole("textbox", { name: "Ora", exact: true })).toHaveValue(hour);
      await expect(dialog.getByRole("textbox", { name: "Ora fine", exact: true })).toHaveValue(hour.replace(":00", ":15"));
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Appuntamento salvato")).toBeVisible();
      const event = dialog.locator(".fc-event").filter({ hasText: "Luca Brambilla · Elettrocardiografo" }).filter({ hasText: hour });
      await expect(event).toBeVisible();
      await shoot(page, "03-prenotata");

      // The same instrument, overlapping: refused with the spec's "Attenzione", nothing saved.
      await chooseWorker(dialog, "Brambilla", "Brambilla Luca");
      await dialog.getByRole("textbox", { name: "Data", exact: true }).fill(shown(today()));
      await dialog.getByRole("textbox", { name: "Data fine", exact: true }).fill(shown(today()));
      await dialog.getByRole("textbox", { name: "Ora", exact: true }).fill(hour.replace(":00", ":10"));
      await dialog.getByRole("textbox", { name: "Ora fine", exact: true }).fill(hour.replace(":00", ":25"));
      await toggle(dialog, "Elettrocardiografo");
      await dialog.getByRole("button", { name: "Salva" }).click();
      const warning = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Attenzione" }));
      await expect(warning.getByText("Uno o più strumenti sono già occupati per lo stesso intervallo di tempo (Elettrocardiografo)")).toBeVisible();
      await shoot(page, "02-strumento-occupato");
      await warning.getByRole("button", { name: "Ok" }).click();
      await expect(warning).toBeHidden();
      await expect(dialog.locator(".fc-event").filter({ hasText: "Luca Brambilla · Elettrocardiografo" })).toHaveCount(1);

      // Without the instrument only the doctor is taken: a warning the user may overrule. "Annulla" saves nothing,
      // "Procedi" saves it; then it goes again.
      const overlapTimes = `${hour.replace(":00", ":10")} - ${hour.replace(":00", ":25")}`;
      await toggle(dialog, "Elettrocardiografo");
      await dialog.getByRole("button", { name: "Salva" }).click();
      const doctorWarning = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Attenzione" }));
      const [year, month, day] = today().split("-");
      await expect(doctorWarning.getByText(
        `Il medico ha già un appuntamento nello stesso intervallo di tempo (Luca Brambilla ${day}/${month}/${year} ${hour}-${hour.replace(":00", ":15")}). Salvare comunque?`,
      )).toBeVisible();
      await shoot(page, "02b-medico-occupato");
      await doctorWarning.getByRole("button", { name: "Annulla" }).click();
      await expect(doctorWarning).toBeHidden();
      await expect(dialog.locator(".fc-event").filter({ hasText: overlapTimes })).toHaveCount(0);
      await dialog.getByRole("button", { name: "Salva" }).click();
      await doctorWarning.getByRole("button", { name: "Procedi" }).click();
      const overlapping = dialog.locator(".fc-event").filter({ hasText: overlapTimes });
      await expect(overlapping).toBeVisible();
      await overlapping.click();
      await page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Appuntamento" })).getByRole("button", { name: "Elimina" }).click();
      await page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Eliminazione" })).getByRole("button", { name: "Procedi" }).click();
      await expect(dialog.locator(".fc-event").filter({ hasText: overlapTimes })).toHaveCount(0);

      // Opened from the calendar: Ok / Modifica / Elimina; Modifica loads it into the form.
      await event.click();
      const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Appuntamento" }));
      await expect(confirm.getByRole("button", { name: "Modifica" })).toBeVisible();
      await expect(confirm.getByRole("button", { name: "Elimina" })).toBeVisible();
      await shoot(page, "04-appuntamento");
      await confirm.getByRole("button", { name: "Modifica" }).click();
      const editDialog = page.getByRole("dialog", { name: "Modifica visita medica" });
      await expect(editDialog.getByRole("textbox", { name: "Ora", exact: true })).toHaveValue(hour);
      await editDialog.getByRole("textbox", { name: "Ora fine", exact: true }).fill(hour.replace(":00", ":45"));
      await editDialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Appuntamento salvato").last()).toBeVisible();
      const moved = page.getByRole("dialog", { name: "Visita medica" }).locator(".fc-event").filter({ hasText: `${hour} - ${hour.replace(":00", ":45")}` });
      await expect(moved).toBeVisible();

      await moved.click();
      await confirm.getByRole("button", { name: "Elimina" }).click();
      const deletion = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Eliminazione" }));
      await deletion.getByRole("button", { name: "Procedi" }).click();
      await expect(page.getByText("Appuntamento eliminato").last()).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Visita medica" }).locator(".fc-event").filter({ hasText: "Luca Brambilla · Elettrocardiografo" })).toHaveCount(0);
      await shoot(page, "05-eliminata");
    });

    test("vai alla data, medico ricaricato per nome, visita ricorrente su tre giorni e strumento già occupato", async ({ page }) => {
      const dialog = await openCalendarDialog(page);
      await expect(dialog.locator(`.fc-timegrid-col[data-date="${today()}"]`)).toBeVisible();
      // The date picker moves the calendar to the chosen day's week (the day itself on a phone).
      const monday = mondayAhead();
      const [tuesday, wednesday, thursday] = [plusDays(monday, 1), plusDays(monday, 2), plusDays(monday, 3)];
      await goToDate(page, dialog, monday);
      await expect(dialog.locator(`.fc-timegrid-col[data-date="${today()}"]`)).toHaveCount(0);
      if (isPhone(page)) {
        await expect(dialog.locator(".fc-timegrid-col[data-date]")).toHaveCount(1);
        // The week, to see every day of the booking at once.
        await dialog.getByRole("button", { name: "Settimana" }).click();
      }
      await expect(dialog.locator(".fc-timegrid-col[data-date]")).toHaveCount(7);
      await expect(dialog.locator(`.fc-timegrid-col[data-date="${wednesday}"]`)).toBeVisible();

      // Every day from Monday to Wednesday at the same hours, with the audiometer: an hour of its own for each width.
      const [start, end] = isPhone(page) ? ["15:00", "15:30"] : ["16:00", "16:30"];
      await chooseWorker(dialog, "Riva", "Riva Francesca");
      await dialog.getByRole("textbox", { name: "Data", exact: true }).fill(shown(monday));
      await dialog.getByRole("textbox", { name: "Data fine", exact: true }).fill(shown(wednesday));
      await dialog.getByRole("textbox", { name: "Ora", exact: true }).fill(start);
      await dialog.getByRole("textbox", { name: "Ora fine", exact: true }).fill(end);
      await dialog.locator("label.bp6-checkbox", { hasText: "Ricorrente" }).click();
      await toggle(dialog, "Audiometro");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Appuntamento salvato")).toBeVisible();
      const recurring = dialog.locator(".fc-event").filter({ hasText: "Francesca Riva · Audiometro" });
      await expect(recurring).toHaveCount(3);
      for (const day of [monday, tuesday, wednesday]) {
        await expect(dialog.locator(`.fc-timegrid-col[data-date="${day}"] .fc-event`).filter({ hasText: `${start} - ${end}` })).toHaveCount(1);
      }
      await expect(dialog.locator(`.fc-timegrid-col[data-date="${thursday}"] .fc-event`)).toHaveCount(0);
      await shoot(page, "06-ricorrente");

      // Another worker on Tuesday, overlapping, with the same audiometer: refused, nothing saved.
      await chooseWorker(dialog, "Sala", "Sala Giulia");
      await dialog.getByRole("textbox", { name: "Data", exact: true }).fill(shown(tuesday));
      await dialog.getByRole("textbox", { name: "Data fine", exact: true }).fill(shown(tuesday));
      await dialog.getByRole("textbox", { name: "Ora", exact: true }).fill(start.replace(":00", ":15"));
      await dialog.getByRole("textbox", { name: "Ora fine", exact: true }).fill(end.replace(":30", ":45"));
      await toggle(dialog, "Audiometro");
      await dialog.getByRole("button", { name: "Salva" }).click();
      const warning = page.getByRole("alertdialog");
      await expect(warning).toContainText("Attenzione");
      await expect(warning.getByText("Uno o più strumenti sono già occupati per lo stesso intervallo di tempo (Audiometro)")).toBeVisible();
      await shoot(page, "07-ricorrente-strumento-occupato");
      await warning.getByRole("button", { name: "Ok" }).click();
      await expect(warning).toBeHidden();
      await expect(dialog.locator(".fc-event").filter({ hasText: "Giulia Sala" })).toHaveCount(0);

      // Another of the customer's doctors, by name: the form takes that doctor and the calendar shows that doctor's
      // day (the demo's visits before hiring, four days from now), none of the first doctor's.
      await dialog.getByRole("textbox", { name: "Medico per nome" }).fill("rossi");
      await dialog.getByRole("button", { name: "Ricarica" }).click();
      const doctor = dialog.getByLabel("Medico", { exact: true });
      await expect(doctor.locator("option:checked")).toHaveText("Rossi Alberto");
      await expect(recurring).toHaveCount(0);
      const substituteDay = plusDays(new Date().toISOString().slice(0, 10), 4);
      await goToDate(page, dialog, substituteDay);
      await expect(dialog.locator(`.fc-timegrid-col[data-date="${substituteDay}"] .fc-event`).filter({ hasText: "11:00 - 11:30" })).toHaveCount(1);
      await expect(dialog.locator(".fc-event").filter({ hasText: "Luca Brambilla" })).toHaveCount(0);
      await shoot(page, "08-altro-medico");

      // Back to the first doctor from the form's choice: the recurring visit again, then deleted with all its days.
      await doctor.selectOption({ label: "Marchetti Elena" });
      await goToDate(page, dialog, monday);
      await expect(recurring).toHaveCount(3);
      await recurring.first().click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Procedi" }).click();
      await expect(page.getByText("Appuntamento eliminato").last()).toBeVisible();
      await expect(recurring).toHaveCount(0);
    });
  });
}
