// Reaching a demo procurement's card: by its label, through the signed-in user's own procurement list (the
// supplier's or the customer's), or from the home's list as a user clicks through; and, for a customer, the
// supplier whose part of the card is shown.
import { expect, type Locator, type Page } from "@playwright/test";
import { CUSTOMER_EMAIL } from "./run";
import { openHome } from "./session";
import { isPhone } from "./viewports";

export async function procurementIdByLabel(page: Page, label: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.post("/graphql", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query: `{ viewer { supplier { procurements(first: 50) { edges { node { id label } } } }
                         customer { procurements(first: 50) { edges { node { id label } } } } } }`,
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { viewer: Record<"supplier" | "customer", { procurements: { edges: { node: { id: string; label: string } }[] } } | null> };
  };
  const owner = body.data.viewer.supplier ?? body.data.viewer.customer;
  const found = owner?.procurements.edges.find((edge) => edge.node.label === label);
  expect(found, `l'appalto demo "${label}"`).toBeTruthy();
  return found?.node.id ?? "";
}

// The number a global id stands for, as the screens' addresses carry it (/procurement/12, /procurementworker/12/34).
export function numericId(globalId: string): string {
  return Buffer.from(globalId, "base64").toString().split(":")[1] ?? "";
}

// The procurement's number, for its address: `/procurement/${number}`.
export async function procurementNumber(page: Page, label: string): Promise<string> {
  return numericId(await procurementIdByLabel(page, label));
}

// The supplier's entry in the customer's supplier picker (its name starts the entry; the light and any
// "Subappaltatore di …" follow).
export function supplierOption(page: Page, supplier: string): Locator {
  return page.getByRole("option", { name: new RegExp(`^${supplier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
}

// A customer shows one supplier's part of the card at a time: this one.
export async function chooseSupplier(page: Page, supplier: string): Promise<void> {
  await page.locator(".supplier-picker__button").click();
  await supplierOption(page, supplier).click();
  await expect(page.locator(".supplier-picker__button")).toContainText(supplier);
}

// The card as a user reaches it: signed in, from the home's list of procurements (a supplier's "Appalti" tab).
// A supplier at desktop width uses the row's button, on a phone (the column is hidden) a tap on the row; a
// customer taps the row and then picks the supplier. Last, the tab.
export async function openProcurementCard(
  page: Page,
  email: string,
  { procurement, supplier, tab }: { procurement: string; supplier: string; tab: string },
): Promise<void> {
  await openHome(page, email);
  const customer = email === CUSTOMER_EMAIL;
  if (!customer) await page.getByRole("tab", { name: "Appalti" }).click();
  const row = page.getByRole("region", { name: "Elenco appalti" }).getByRole("row", { name: `Apri: ${procurement}` });
  if (!customer && !isPhone(page)) await row.getByRole("button", { name: "Apri la scheda dell'appalto" }).click();
  else await row.click();
  await expect(page.getByRole("heading", { name: `APPALTO: ${procurement}` })).toBeVisible();
  if (customer) await chooseSupplier(page, supplier);
  await page.getByRole("tab", { name: tab }).click();
}
