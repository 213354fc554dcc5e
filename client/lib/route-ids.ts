// Screen addresses carry the spec's numeric ids (/procurement/12, /procurementworker/12/40, ?supplier=7):
// the ids REST answers with, that a mail or a colleague would paste. GraphQL names objects by Relay
// global ids, which the server makes as base64 of "Type:databaseId" (Pothos; server/lib/node-id.ts):
// the client maps one to the other here and nowhere else. Pure, unit-tested (route-ids.test.ts).

// The types whose ids appear in screen addresses.
export type RouteNodeType = "Procurement" | "Supplier" | "SupplierWorker" | "WorkforceWorker";

const NUMERIC_ID = /^[1-9]\d{0,9}$/;

// "12" -> the global id of Procurement 12; null when the text is not a database id.
export function nodeIdOf(typename: RouteNodeType, numericId: string): string | null {
  return NUMERIC_ID.test(numericId) ? btoa(`${typename}:${numericId}`) : null;
}

// The global id of an object of this type -> its database id as text; null for anything else.
export function numericIdOf(typename: RouteNodeType, nodeId: string): string | null {
  let decoded: string;
  try {
    decoded = atob(nodeId);
  } catch {
    return null;
  }
  const prefix = `${typename}:`;
  if (!decoded.startsWith(prefix)) return null;
  const id = decoded.slice(prefix.length);
  return NUMERIC_ID.test(id) ? id : null;
}

// What an id in an address means: a database id to load, an old opaque (global) id to rewrite as the
// numeric one, or nothing loadable (the screen then says "not found").
export type RouteId = { kind: "numeric"; nodeId: string } | { kind: "legacy"; numericId: string } | { kind: "invalid" };

export function readRouteId(typename: RouteNodeType, param: string | null | undefined): RouteId {
  const text = param ?? "";
  const nodeId = nodeIdOf(typename, text);
  if (nodeId) return { kind: "numeric", nodeId };
  const numericId = numericIdOf(typename, text);
  return numericId ? { kind: "legacy", numericId } : { kind: "invalid" };
}

export function procurementPath(procurementNodeId: string, supplierNodeId?: string | null): string {
  const id = numericIdOf("Procurement", procurementNodeId) ?? encodeURIComponent(procurementNodeId);
  const supplier = supplierNodeId ? supplierParam(supplierNodeId) : null;
  return supplier ? `/procurement/${id}?supplier=${supplier}` : `/procurement/${id}`;
}

// The ?supplier= value of a procurement card for a supplier's global id.
export function supplierParam(supplierNodeId: string): string {
  return numericIdOf("Supplier", supplierNodeId) ?? supplierNodeId;
}

// /procurementworker/{procurement_id}/{worker_id}: the worker is the supplier's worker (SupplierWorker).
export function procurementWorkerPath(procurementNodeId: string, supplierWorkerNodeId: string): string {
  const procurement = numericIdOf("Procurement", procurementNodeId) ?? encodeURIComponent(procurementNodeId);
  const worker = numericIdOf("SupplierWorker", supplierWorkerNodeId) ?? encodeURIComponent(supplierWorkerNodeId);
  return `/procurementworker/${procurement}/${worker}`;
}

// The address to rewrite an old procurement address to (opaque ids in the path or in ?supplier=),
// or null when it is already in the numeric form (or holds nothing that can be rewritten).
export function canonicalProcurementUrl(param: string | undefined, url: URL): string | null {
  const procurement = readRouteId("Procurement", param);
  const supplier = url.searchParams.get("supplier");
  const supplierId = supplier ? readRouteId("Supplier", supplier) : null;
  if (procurement.kind !== "legacy" && supplierId?.kind !== "legacy") return null;
  const search = new URLSearchParams(url.searchParams);
  if (supplierId?.kind === "legacy") search.set("supplier", supplierId.numericId);
  const id = procurement.kind === "legacy" ? procurement.numericId : encodeURIComponent(param ?? "");
  const query = search.toString();
  return `/procurement/${id}${query ? `?${query}` : ""}`;
}

// The ?tab= of each tab of the procurement card that holds items (the server's ProcurementCardTab).
export const PROCUREMENT_TAB_PARAMS = {
  DOCUMENTS: "documenti",
  WORKERS: "lavoratori",
  VEHICLES: "mezzi",
  MACHINERY: "macchine",
  SUBSTANCES: "sostanze",
} as const;

export type ProcurementCardTab = keyof typeof PROCUREMENT_TAB_PARAMS;

// /procurement/{id}?supplier=…&tab=…: one tab of the card, for one supplier when a customer user opens it.
export function procurementTabPath(procurementNodeId: string, supplierNodeId: string | null, tab: ProcurementCardTab): string {
  const path = procurementPath(procurementNodeId, supplierNodeId);
  return `${path}${path.includes("?") ? "&" : "?"}tab=${PROCUREMENT_TAB_PARAMS[tab]}`;
}
