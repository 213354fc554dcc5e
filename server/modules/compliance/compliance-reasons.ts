// Why a procurement, a supplier on it or a worker is not (or not fully) compliant today: the items behind the lights,
// named. Read with the lights' own statement (documents/traffic-lights.ts, labelled) and judged by the same rules
// (documents/compliance.ts), in the places the viewer sees, so a reason list always agrees with the light beside it.
// One statement per batch of procurements per request (a DataLoader, like the lights').
import DataLoader from "dataloader";
import { italianDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import type { ParticipationState } from "../../generated/prisma/enums";
import type { Viewer } from "../../viewer";
import { trafficLightOfState, worstTrafficLight, type ComplianceState, type TrafficLight } from "../documents/compliance";
import { complianceOfRow, readComplianceRows, visiblePlaces, type ComplianceItemKind } from "../documents/traffic-lights";

// Besides the required items, what keeps a worker out: its participation not approved, its supplier no longer on
// the procurement.
export type ComplianceReasonItem = ComplianceItemKind | "PARTICIPATION" | "SUPPLIER_LINK";

export type ComplianceReason = {
  item: ComplianceReasonItem;
  state: ComplianceState;
  label: string;
  // For a vehicle, machine or tool: which of its documents is missing, expired or waiting (compliance.ts).
  details: string[];
  expiresOn: Date | null;
  supplierId: number;
  supplierName: string;
  procurementWorkerId: number | null;
};

export type WorkerEntry = { mayEnter: boolean; reasons: ComplianceReason[] };

const APPROVED_PARTICIPATION: readonly ParticipationState[] = ["APPROVED", "APPROVED_WITH_PRESCRIPTIONS"];

// The order an integrator reads them in: the worst first.
const SEVERITY: Record<ComplianceState, number> = { EXPIRED: 0, REJECTED: 1, MISSING: 2, PENDING: 3, EXPIRING: 4, OK: 5, NOT_REQUIRED: 6 };

export const lightOfReasons = (reasons: ComplianceReason[]): TrafficLight => worstTrafficLight(reasons.map((reason) => trafficLightOfState(reason.state)));

export type ComplianceReasonLoaders = ReturnType<typeof createComplianceReasonLoaders>;

export function createComplianceReasonLoaders(deps: AppDeps, viewer: Viewer | null) {
  const places = visiblePlaces(viewer);
  const today = () => italianDateOf(deps.now());

  // Every item that is not plainly in order, on each procurement, in the places the viewer sees.
  const reasonsOfProcurements = new DataLoader<number, ComplianceReason[]>(async (procurementIds) => {
    if (!places) return procurementIds.map(() => []);
    const rows = await readComplianceRows(deps, places, procurementIds, true);
    const day = today();
    const byProcurement = new Map<number, ComplianceReason[]>(procurementIds.map((id) => [id, []]));
    for (const row of rows) {
      const { state, details } = complianceOfRow(row, day);
      if (state === "OK" || state === "NOT_REQUIRED") continue;
      byProcurement.get(row.procurement_id)?.push({
        item: row.item,
        state,
        label: row.label ?? "",
        details,
        expiresOn: row.expires,
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        procurementWorkerId: row.procurement_worker_id,
      });
    }
    return procurementIds.map((id) =>
      (byProcurement.get(id) ?? []).sort((a, b) => SEVERITY[a.state] - SEVERITY[b.state] || a.supplierName.localeCompare(b.supplierName, "it") || a.label.localeCompare(b.label, "it")),
    );
  });

  // Which suppliers are still on each procurement: a worker of one that was removed stays listed but may not enter.
  const linkedSuppliers = new DataLoader<number, Set<number>>(async (procurementIds) => {
    const links = await deps.prisma.procurementSupplier.findMany({
      where: { procurementId: { in: [...procurementIds] } },
      select: { procurementId: true, supplierId: true },
    });
    return procurementIds.map((id) => new Set(links.filter((link) => link.procurementId === id).map((link) => link.supplierId)));
  });

  const reasonsOfSupplier = async (procurementId: number, supplierId: number) =>
    (await reasonsOfProcurements.load(procurementId)).filter((reason) => reason.supplierId === supplierId);

  return {
    reasonsOfProcurement: (procurementId: number) => reasonsOfProcurements.load(procurementId),
    reasonsOfSupplier,

    // Whether a worker may enter the procurement's site today: its participation approved (with or without
    // prescriptions), its supplier still on the procurement, and nothing red among its own fitness certificates and
    // its supplier's required documents. Yellow lets it in (expiring soon, or waiting for the customer's review) and
    // is listed. Other workers' certificates, vehicles and substances of the supplier do not keep this worker out.
    async workerEntry(worker: { id: number; procurementId: number; supplierId: number; approval: ParticipationState; supplierName: string }): Promise<WorkerEntry> {
      const [ofSupplier, linked] = await Promise.all([reasonsOfSupplier(worker.procurementId, worker.supplierId), linkedSuppliers.load(worker.procurementId)]);
      const onProcurement = linked.has(worker.supplierId);
      const reasons = ofSupplier.filter((reason) => reason.procurementWorkerId === worker.id || reason.item === "REQUIRED_DOCUMENT");
      const own = (item: ComplianceReasonItem, state: ComplianceState, label: string): ComplianceReason => ({
        item, state, label, details: [], expiresOn: null, supplierId: worker.supplierId, supplierName: worker.supplierName, procurementWorkerId: worker.id,
      });
      if (!onProcurement) reasons.unshift(own("SUPPLIER_LINK", "MISSING", "Il fornitore non è più nell'appalto"));
      if (worker.approval === "PENDING") reasons.unshift(own("PARTICIPATION", "PENDING", "Partecipazione all'appalto in attesa di approvazione"));
      if (worker.approval === "REJECTED") reasons.unshift(own("PARTICIPATION", "REJECTED", "Partecipazione all'appalto respinta"));
      const mayEnter = APPROVED_PARTICIPATION.includes(worker.approval) && onProcurement && lightOfReasons(reasons) !== "RED";
      return { mayEnter, reasons };
    },
  };
}
