// The dashboard: across the viewer's open procurements, what needs it. A supplier user: every item it must fix, each
// with the tab (or the worker card) where it is fixed. A customer user: its procurements by light, what waits for its
// decision by supplier and kind, what expires within 30 days. A closed procurement is read-only, so nothing on it
// needs anyone. A constant number of statements whatever the volume: the procurements, then the lights' own
// statement (documents/traffic-lights.ts) once for all of them, grouped or labelled; what waits for the customer is
// counted by the approvals inbox's own statement (review/review-items.read.ts), so the two never disagree.
import { z } from "zod";
import { italianDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import { parseInput } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { may, requirePermission } from "../auth/permissions";
import { worstTrafficLight, type ComplianceState, type TrafficLight } from "../documents/compliance";
import { complianceOfRow, judgeByPlace, lightOfPlace, readComplianceRows, visiblePlaces, type ComplianceItemKind } from "../documents/traffic-lights";
import { procurementWhereForViewer } from "../procurements/procurement-visibility";
import { readWaitingByPlace } from "../review/review-items.read";
import { cardTabOf, needsTheSupplier, noTabCounts, type CardTab, type TabCounts } from "./attention";

// One line of the dashboard: an item, where it is and how to reach the row that fixes it.
export type DashboardItem = {
  procurementId: number;
  procurementLabel: string;
  supplierId: number;
  supplierName: string;
  item: ComplianceItemKind;
  tab: CardTab;
  label: string;
  state: ComplianceState;
  expiresOn: Date | null;
  // For a vehicle, machine or tool: which of its documents (compliance.ts's reasons).
  details: string[];
  // For a fitness certificate: the supplier's worker, whose card (/procurementworker/…) holds the row.
  supplierWorkerId: number | null;
};

export type WaitingPlace = { procurementId: number; procurementLabel: string; supplierId: number; supplierName: string; counts: TabCounts; total: number };
export type ProcurementLight = { procurementId: number; label: string; light: TrafficLight };

export type SupplierDashboard = { kind: "SUPPLIER"; items: DashboardItem[] };
export type CustomerDashboard = { kind: "CUSTOMER"; procurements: ProcurementLight[]; waiting: WaitingPlace[]; expiring: DashboardItem[] };
export type Dashboard = SupplierDashboard | CustomerDashboard;

// The worst first; among equals, by procurement, then by what it is.
const SEVERITY: Record<ComplianceState, number> = { EXPIRED: 0, REJECTED: 1, MISSING: 2, EXPIRING: 3, PENDING: 4, OK: 5, NOT_REQUIRED: 6 };
const LIGHT_ORDER: Record<TrafficLight, number> = { RED: 0, YELLOW: 1, GREEN: 2 };
const byText = (a: string, b: string) => a.localeCompare(b, "it");

export const DASHBOARD_PAGE_MAX = 100;
export const pageSchema = z.object({
  first: z.number().int().min(1).max(DASHBOARD_PAGE_MAX).default(20),
  offset: z.number().int().min(0).default(0),
});

export function pageOf<T>(list: readonly T[], raw: unknown): T[] {
  const { first, offset } = parseInput(pageSchema, raw);
  return list.slice(offset, offset + first);
}

export const placeKey = (procurementId: number, supplierId: number) => `${procurementId}:${supplierId}`;

export function createDashboardService(deps: AppDeps) {
  const { prisma } = deps;

  async function openProcurements(viewer: Viewer) {
    return prisma.procurement.findMany({
      where: { closedAt: null, AND: [procurementWhereForViewer(viewer)] },
      select: { id: true, label: true, suppliers: { select: { supplierId: true, supplier: { select: { companyName: true } } } } },
      orderBy: { id: "asc" },
    });
  }

  // Labelled items of the viewer's places on the procurements, judged; those `keep` accepts become lines.
  async function itemsOf(viewer: Viewer, procurements: { id: number; label: string }[], keep: (item: ComplianceItemKind, state: ComplianceState) => boolean) {
    const places = visiblePlaces(viewer);
    if (!places) return [];
    const labels = new Map(procurements.map((procurement) => [procurement.id, procurement.label]));
    const rows = await readComplianceRows(deps, places, [...labels.keys()], true);
    const today = italianDateOf(deps.now());
    const items: DashboardItem[] = [];
    for (const row of rows) {
      const { state, details } = complianceOfRow(row, today);
      if (!keep(row.item, state)) continue;
      items.push({
        procurementId: row.procurement_id,
        procurementLabel: labels.get(row.procurement_id) ?? "",
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        item: row.item,
        tab: cardTabOf(row),
        label: row.label ?? "",
        state,
        expiresOn: row.expires,
        details,
        supplierWorkerId: row.supplier_worker_id,
      });
    }
    return items;
  }

  async function supplierDashboard(viewer: Viewer): Promise<SupplierDashboard> {
    const procurements = await openProcurements(viewer);
    const items = await itemsOf(viewer, procurements, (item, state) => needsTheSupplier({ item }, state));
    items.sort(
      (a, b) => SEVERITY[a.state] - SEVERITY[b.state] || byText(a.procurementLabel, b.procurementLabel) || a.procurementId - b.procurementId || byText(a.label, b.label),
    );
    return { kind: "SUPPLIER", items };
  }

  // What waits for the customer's decision, by procurement and supplier, counted per card tab.
  async function waitingByPlace(customerId: number): Promise<Map<string, TabCounts>> {
    const byPlace = new Map<string, TabCounts>();
    for (const row of await readWaitingByPlace(prisma, customerId)) {
      const key = placeKey(row.procurementId, row.supplierId);
      const counts = byPlace.get(key) ?? noTabCounts();
      counts[row.tab] += row.items;
      byPlace.set(key, counts);
    }
    return byPlace;
  }

  async function customerDashboard(viewer: Viewer): Promise<CustomerDashboard> {
    const procurements = await openProcurements(viewer);
    const waitingCounts = viewer.customerId ? await waitingByPlace(viewer.customerId) : new Map<string, TabCounts>();
    const places = visiblePlaces(viewer);
    const ids = procurements.map((procurement) => procurement.id);
    const grouped = places ? await readComplianceRows(deps, places, ids, false) : [];
    const judged = judgeByPlace(grouped, ids, italianDateOf(deps.now()));
    const lights: ProcurementLight[] = [];
    const waiting: WaitingPlace[] = [];
    for (const procurement of procurements) {
      const byPlace = judged.get(procurement.id) ?? new Map();
      lights.push({ procurementId: procurement.id, label: procurement.label, light: worstTrafficLight([...byPlace.values()].map(lightOfPlace)) });
      for (const link of procurement.suppliers) {
        const counts = waitingCounts.get(placeKey(procurement.id, link.supplierId)) ?? noTabCounts();
        const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
        if (total > 0) {
          waiting.push({ procurementId: procurement.id, procurementLabel: procurement.label, supplierId: link.supplierId, supplierName: link.supplier.companyName, counts, total });
        }
      }
    }
    lights.sort((a, b) => LIGHT_ORDER[a.light] - LIGHT_ORDER[b.light] || byText(a.label, b.label) || a.procurementId - b.procurementId);
    waiting.sort((a, b) => byText(a.procurementLabel, b.procurementLabel) || a.procurementId - b.procurementId || byText(a.supplierName, b.supplierName));
    const expiring = await itemsOf(viewer, procurements, (_item, state) => state === "EXPIRING");
    expiring.sort((a, b) => (a.expiresOn?.getTime() ?? 0) - (b.expiresOn?.getTime() ?? 0) || byText(a.procurementLabel, b.procurementLabel) || byText(a.label, b.label));
    return { kind: "CUSTOMER", procurements: lights, waiting, expiring };
  }

  return {
    // The card's tab counts of a customer's user: what waits for its decision on each place (a supplier user's
    // counts come from the lights' rows, attention.ts). Empty for anyone else.
    async customerTabCounts(viewer: Viewer | null): Promise<Map<string, TabCounts>> {
      if (viewer?.kind !== "CUSTOMER" || !viewer.customerId || !may(viewer, "viewDashboard")) return new Map();
      return waitingByPlace(viewer.customerId);
    },

    // A supplier's or a customer's user; a worker, an API client and anyone signed out are refused.
    async dashboard(viewer: Viewer | null): Promise<Dashboard> {
      const actor = requirePermission(viewer, "viewDashboard");
      return actor.kind === "SUPPLIER" ? supplierDashboard(actor) : customerDashboard(actor);
    },
  };
}
