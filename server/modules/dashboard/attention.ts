// What needs the viewer, item by item: for a supplier user what it must fix (missing, rejected, expired, expiring
// within 30 days); what waits for a customer user's decision is the approvals inbox's rule (below). The items and their states are those of the
// lights (documents/traffic-lights.ts, judged by documents/compliance.ts), so a badge never disagrees with a light;
// this file only says which of them need whom, and on which tab of the procurement card each one is fixed.
import type { ComplianceState } from "../documents/compliance";
import type { ComplianceRow, JudgedRow } from "../documents/traffic-lights";

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

export const noTabCounts = (): TabCounts => ({ DOCUMENTS: 0, WORKERS: 0, VEHICLES: 0, MACHINERY: 0, SUBSTANCES: 0 });

// How many items on each tab need the supplier, from the grouped rows of one or more places. What waits for a
// customer's decision is not counted here: the approvals inbox's statement counts it
// (review/review-items.read.ts, readWaitingByPlace), so the dashboard, the card's tabs and the inbox agree.
export function supplierTabCounts(judged: readonly JudgedRow[]): TabCounts {
  const counts = noTabCounts();
  for (const { row, state } of judged) if (needsTheSupplier(row, state)) counts[cardTabOf(row)] += row.count;
  return counts;
}
