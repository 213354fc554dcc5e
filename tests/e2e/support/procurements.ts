// A demo procurement's global id by its label, as the signed-in user's own procurement list gives it
// (the supplier's or the customer's).
import { expect, type Page } from "@playwright/test";

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

// The numeric id the screen addresses carry (/procurement/12).
export function numericProcurementId(globalId: string): string {
  return Buffer.from(globalId, "base64").toString().split(":")[1] ?? "";
}
