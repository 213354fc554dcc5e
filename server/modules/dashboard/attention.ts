// What needs the viewer, item by item: for a supplier user what it must fix (missing, rejected, expired, expiring
// within 30 days), for a customer user what waits for its decision. The items and their states are those of the
// lights (documents/traffic-lights.ts, judged by documents/compliance.ts), so a badge never disagrees with a light;
// this file only says which of them need whom, and on which tab of the procurement card each one is fixed.
import { currentElementDocuments, elementDocumentApproval, type ComplianceState } from "../documents/compliance";
import { elementOfColumns, type ComplianceRow, type JudgedRow } from "../documents/traffic-lights";
import { requirementsFor } from "../elements/elements.read";

// The tabs of the procurement card that hold items (tab 1, the customer's general files, holds none).
export const CARD_TABS = ["DOCUMENTS", "WORKERS", "VEHICLES", "MACHINERY", "SUBSTANCES"] as const;
export type CardTab = (typeof CARD_TABS)[number];
export type TabCounts = Record<CardTab, number>;

export function cardTabOf(row: Pick<ComplianceRow, "item" | "element">): CardTab {
  switch (row.item) {
    case "REQUIRED_DOCUMENT":
      return "DOCUMENTS";
    case "FITNESS_CERTIFICATE":
    case "PARTICIPATION":
      return "WORKERS";
    case "SUBSTANCE":
      return "SUBSTANCES";
    case "ELEMENT":
      // Tab 4 holds the vehicles; tab 5 the machines and the tools.
      return row.element?.kind === "EQUIPMENT" ? "VEHICLES" : "MACHINERY";
  }
}

// The states a supplier must act on: upload what is missing, replace what was rejected, expired or expires within
// 30 days. Waiting for the customer (PENDING) is not the supplier's to do.
export const STATES_THE_SUPPLIER_FIXES: readonly ComplianceState[] = ["MISSING", "REJECTED", "EXPIRED", "EXPIRING"];

export function needsTheSupplier(row: Pick<ComplianceRow, "item">, state: ComplianceState): boolean {
  return row.item !== "PARTICIPATION" && STATES_THE_SUPPLIER_FIXES.includes(state);
}

// THE predicate of "waits for the customer's decision": a document or a fitness certificate with a file and no
// decision yet (mandatory or not: the file is there to be judged), a worker's participation not yet decided, a
// vehicle, machine or tool with a current document (its newest version) neither approved nor rejected. A substance
// has no approval. The approvals inbox lists the same items.
export function isWaitingForCustomerDecision(row: ComplianceRow): boolean {
  switch (row.item) {
    case "REQUIRED_DOCUMENT":
    case "FITNESS_CERTIFICATE":
      return row.has_file && row.approval === "PENDING";
    case "PARTICIPATION":
      return row.approval === "PENDING";
    case "ELEMENT": {
      if (!row.element) return false;
      const element = elementOfColumns(row.element);
      const { required, extra } = currentElementDocuments(requirementsFor(element.kind, element.procurement.elementRequirements, element.supplierId), element.attachments);
      const current = [...required.flatMap(({ document }) => (document ? [document] : [])), ...extra];
      return current.some((document) => elementDocumentApproval(document) === "PENDING");
    }
    case "SUBSTANCE":
      return false;
  }
}

export type AttentionViewer = "SUPPLIER" | "CUSTOMER";

// Whether one judged row needs this kind of viewer.
export function needsViewer(viewer: AttentionViewer, { row, state }: JudgedRow): boolean {
  return viewer === "SUPPLIER" ? needsTheSupplier(row, state) : isWaitingForCustomerDecision(row);
}

export const noTabCounts = (): TabCounts => ({ DOCUMENTS: 0, WORKERS: 0, VEHICLES: 0, MACHINERY: 0, SUBSTANCES: 0 });

// How many items on each tab need the viewer, from the grouped rows of one or more places.
export function tabCountsOf(viewer: AttentionViewer, judged: readonly JudgedRow[]): TabCounts {
  const counts = noTabCounts();
  for (const entry of judged) if (needsViewer(viewer, entry)) counts[cardTabOf(entry.row)] += entry.row.count;
  return counts;
}
