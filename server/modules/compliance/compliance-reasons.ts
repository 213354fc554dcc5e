// Why a procurement, a supplier on it or a worker is not (or not fully) compliant today: the items behind the lights,
// named. Read with the lights' own statement (documents/traffic-lights.ts, labelled) and judged by the same rules
// (documents/compliance.ts), in the places the viewer sees, so a reason list always agrees with the light beside it.
// One statement per batch of procurements per request (a DataLoader, like the lights').
import DataLoader from "dataloader";
import { italianDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import { Prisma } from "../../generated/prisma/client";
import type { ParticipationState } from "../../generated/prisma/enums";
import type { Viewer } from "../../viewer";
import { currentElementDocuments, trafficLightOfState, worstTrafficLight, type ComplianceState, type TrafficLight } from "../documents/compliance";
import { complianceOfRow, elementOfColumns, memoByDay, readComplianceRows, requireHistoryCovers, visiblePlaces, type ComplianceItemKind, type LabelledComplianceRow } from "../documents/traffic-lights";
import { requirementsFor } from "../elements/elements.read";
import { readHistoricalRows } from "./compliance-history";

// Besides the required items, what keeps a worker out: its participation not approved, its supplier no longer on
// the procurement.
export type ComplianceReasonItem = ComplianceItemKind | "PARTICIPATION" | "SUPPLIER_LINK";

// What an integrator reads as the kind of the item: a vehicle, a machine and a tool apart.
export type ComplianceReasonKind = "COMPANY_DOCUMENT" | "FITNESS_CERTIFICATE" | "VEHICLE" | "MACHINE" | "TOOL" | "SUBSTANCE" | "PARTICIPATION" | "SUPPLIER_LINK";

const KIND_OF_ELEMENT: Record<string, ComplianceReasonKind> = { EQUIPMENT: "VEHICLE", MACHINERY: "MACHINE", TOOL: "TOOL" };

export type ComplianceReason = {
  item: ComplianceReasonItem;
  kind: ComplianceReasonKind;
  state: ComplianceState;
  label: string;
  category: string | null;
  // For a vehicle, machine or tool: which of its documents is missing, expired or waiting (compliance.ts).
  details: string[];
  expiresOn: Date | null;
  supplierId: number;
  supplierName: string;
  procurementWorkerId: number | null;
};

export type WorkerEntry = { mayEnter: boolean; reasons: ComplianceReason[] };

type EntryWorker = { id: number; procurementId: number; supplierId: number; approval: ParticipationState; supplierName: string };

const APPROVED_PARTICIPATION: readonly string[] = ["APPROVED", "APPROVED_WITH_PRESCRIPTIONS"];

// The order an integrator reads them in: the worst first.
const SEVERITY: Record<ComplianceState, number> = { EXPIRED: 0, REJECTED: 1, MISSING: 2, PENDING: 3, EXPIRING: 4, OK: 5, NOT_REQUIRED: 6 };

const kindOf = (row: LabelledComplianceRow): ComplianceReasonKind =>
  row.item === "REQUIRED_DOCUMENT" ? "COMPANY_DOCUMENT" : row.item === "ELEMENT" ? (KIND_OF_ELEMENT[row.element?.kind ?? ""] ?? "TOOL") : row.item;

// The earliest expiry that makes a reason: the document's own, or for an element the first among the documents that
// count (the newest version of each, as its rule reads them: an older version replaced is history, not a date to act on).
function expiryOf(row: LabelledComplianceRow): Date | null {
  if (row.expires) return row.expires;
  if (!row.element) return null;
  const element = elementOfColumns(row.element);
  const { required, extra } = currentElementDocuments(requirementsFor(element.kind, element.procurement.elementRequirements, element.supplierId), element.attachments);
  const times = [...required.map(({ document }) => document), ...extra]
    .map((document) => document?.documentExpirationDate?.getTime())
    .filter((time): time is number => time !== undefined);
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

// The rows that decide a worker's entry: its own certificates and its supplier's documents on that procurement.
const isEntryRowOf = (worker: EntryWorker, row: LabelledComplianceRow) =>
  row.procurement_id === worker.procurementId &&
  row.supplier_id === worker.supplierId &&
  (row.item === "REQUIRED_DOCUMENT" || row.procurement_worker_id === worker.id);

export const lightOfReasons = (reasons: ComplianceReason[]): TrafficLight => worstTrafficLight(reasons.map((reason) => trafficLightOfState(reason.state)));

export type ComplianceReasonLoaders = ReturnType<typeof createComplianceReasonLoaders>;

export function createComplianceReasonLoaders(deps: AppDeps, viewer: Viewer | null) {
  const places = visiblePlaces(viewer);
  const today = () => italianDateOf(deps.now());

  // The labelled rows of a day: today's data for today and later, the history for a past day (traffic-lights.ts
  // decides the same for the lights), with the participations of that day for a past day.
  const rowsOf = memoByDay((day) =>
    new DataLoader<number, { items: LabelledComplianceRow[]; participations: Map<number, string> | null }>(async (procurementIds) => {
      if (!places) return procurementIds.map(() => ({ items: [], participations: null }));
      if (day >= today()) {
        const rows = await readComplianceRows(deps, places, procurementIds, true);
        return procurementIds.map((id) => ({ items: rows.filter((row) => row.procurement_id === id), participations: null }));
      }
      await requireHistoryCovers(deps, day);
      const rows = await readHistoricalRows(deps.prisma, places, procurementIds, day);
      return procurementIds.map((id) => {
        const own = rows.filter((row) => row.procurement_id === id);
        const participations = new Map(own.filter((row) => row.participation !== null).map((row) => [row.procurement_worker_id!, row.participation!]));
        return { items: own.filter((row) => row.participation === null), participations };
      });
    }),
  );

  // Every item that is not plainly in order among the rows, at the day, the worst first.
  const reasonsOfRows = (items: LabelledComplianceRow[], day: string): ComplianceReason[] => {
    const reasons: ComplianceReason[] = [];
    for (const row of items) {
      const { state, details } = complianceOfRow(row, day);
      if (state === "OK" || state === "NOT_REQUIRED") continue;
      reasons.push({
        item: row.item,
        kind: kindOf(row),
        state,
        label: row.label ?? "",
        category: row.category,
        details,
        expiresOn: expiryOf(row),
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        procurementWorkerId: row.procurement_worker_id,
      });
    }
    return reasons.sort((a, b) => SEVERITY[a.state] - SEVERITY[b.state] || a.supplierName.localeCompare(b.supplierName, "it") || a.label.localeCompare(b.label, "it"));
  };

  // Every item that is not plainly in order, on each procurement, in the places the viewer sees, at the day.
  const reasonsOfProcurement = async (procurementId: number, day = today()): Promise<ComplianceReason[]> =>
    reasonsOfRows((await rowsOf(day).load(procurementId)).items, day);

  // What decides a worker's entry today, and nothing else: its own fitness certificates and its supplier's
  // documents. A turnstile asks for one worker at a time on procurements of hundreds: reading the whole
  // procurement for each would make the gate's answer grow with everybody else's paperwork. The outer conditions
  // reach each source of the union (PostgreSQL pushes them down), so the statement reads only those rows; several
  // workers asked in one request share one statement.
  const entryRowsToday = new DataLoader<EntryWorker, LabelledComplianceRow[], string>(
    async (workers) => {
      if (!places) return workers.map(() => []);
      const wanted = Prisma.join(
        workers.map(
          (worker) => Prisma.sql`(r.procurement_id = ${worker.procurementId} AND r.supplier_id = ${worker.supplierId}
                                  AND (r.item = 'REQUIRED_DOCUMENT' OR r.procurement_worker_id = ${worker.id}))`,
        ),
        " OR ",
      );
      const procurementIds = [...new Set(workers.map((worker) => worker.procurementId))];
      const rows = await readComplianceRows(deps, Prisma.sql`${places} AND (${wanted})`, procurementIds, true);
      return workers.map((worker) => rows.filter((row) => isEntryRowOf(worker, row)));
    },
    { cacheKeyFn: (worker) => `${worker.procurementId}:${worker.supplierId}:${worker.id}` },
  );

  // Which suppliers are still on each procurement: a worker of one that was removed stays listed but may not enter.
  const linkedSuppliers = new DataLoader<number, Set<number>>(async (procurementIds) => {
    const links = await deps.prisma.procurementSupplier.findMany({
      where: { procurementId: { in: [...procurementIds] } },
      select: { procurementId: true, supplierId: true },
    });
    return procurementIds.map((id) => new Set(links.filter((link) => link.procurementId === id).map((link) => link.supplierId)));
  });

  const reasonsOfSupplier = async (procurementId: number, supplierId: number, day = today()) =>
    (await reasonsOfProcurement(procurementId, day)).filter((reason) => reason.supplierId === supplierId);

  // A past day is read from the history, which is kept per procurement (rowsOf): rare, so not narrowed.
  const pastEntryOf = async (worker: EntryWorker, day: string) => {
    const { items, participations } = await rowsOf(day).load(worker.procurementId);
    return { reasons: reasonsOfRows(items.filter((row) => isEntryRowOf(worker, row)), day), participations };
  };

  return {
    reasonsOfProcurement,
    reasonsOfSupplier,

    // Whether a worker may enter the procurement's site on the day: its participation approved (with or without
    // prescriptions), its supplier on the procurement, and nothing red among its own fitness certificates and its
    // supplier's required documents. Yellow lets it in (expiring soon, or waiting for the customer's review) and is
    // listed. Other workers' certificates, vehicles and substances of the supplier do not keep this worker out.
    // For a past day, the participation and the supplier's place are those of that day (the history).
    async workerEntry(worker: EntryWorker, day = today()): Promise<WorkerEntry> {
      const { reasons, participations } = day >= today() ? { reasons: reasonsOfRows(await entryRowsToday.load(worker), day), participations: null } : await pastEntryOf(worker, day);
      const own = (item: "PARTICIPATION" | "SUPPLIER_LINK", state: ComplianceState, label: string): ComplianceReason => ({
        item, kind: item, state, label, category: null, details: [], expiresOn: null, supplierId: worker.supplierId, supplierName: worker.supplierName, procurementWorkerId: worker.id,
      });
      // A past day: a worker without a participation that day was not on the procurement (or its supplier was not).
      const approval = participations ? participations.get(worker.id) ?? null : worker.approval;
      const onProcurement = participations ? approval !== null : (await linkedSuppliers.load(worker.procurementId)).has(worker.supplierId);
      if (!onProcurement) reasons.unshift(own("SUPPLIER_LINK", "MISSING", participations ? "Il lavoratore o il suo fornitore non era nell'appalto" : "Il fornitore non è più nell'appalto"));
      if (approval === "PENDING") reasons.unshift(own("PARTICIPATION", "PENDING", "Partecipazione all'appalto in attesa di approvazione"));
      if (approval === "REJECTED") reasons.unshift(own("PARTICIPATION", "REJECTED", "Partecipazione all'appalto respinta"));
      const mayEnter = approval !== null && APPROVED_PARTICIPATION.includes(approval) && onProcurement && lightOfReasons(reasons) !== "RED";
      return { mayEnter, reasons };
    },
  };
}
