// Traffic lights of suppliers within procurements and of whole procurements, computed from the requirements on
// every read. Every light a request asks for (a list of procurements, the card's supplier picker, its supplier
// link) is answered from ONE statement per batch of procurements: a DataLoader (one per request and viewer)
// gathers the procurement ids, and one SQL statement reads the compliance columns of every source below for all
// of them. SQL only reads columns; the states and the roll-up are decided by compliance.ts, as everywhere else.
//
// Hand-written SQL because this is the hottest aggregate of the portal and Prisma's query compiler (WASM, no plan
// cache in 6.19) costs more than the statement itself; Prisma's TypedSQL would be the typed way, but it needs the
// native engine at generate time, which is not usable offline here. The visibility below is the same as
// procurementSupplierWhereForViewer ∧ requiredDocumentWhereForViewer / fitnessCertificateWhereForViewer (a
// supplier: its own place on procurements it is still on; a customer: every supplier on its own procurements),
// and tests/api/traffic-lights.test.ts checks that the lights equal those Prisma filters' row by row.
import DataLoader from "dataloader";
import { italianDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import { Prisma } from "../../generated/prisma/client";
import type { Viewer } from "../../viewer";
import { elementWhereForViewer } from "../elements/element-visibility";
import { complianceOfElement, elementComplianceSelect } from "../elements/elements.read";
import { procurementSupplierWhereForViewer } from "../procurements/procurement-visibility";
import { complianceStateOf, trafficLightOf, type ComplianceState, type TrafficLight } from "./compliance";

// One kind of required item: the SQL that yields its compliance columns for some procurements, named
// procurement_id, supplier_id, active, approval, has_file, expires. A new kind (vehicles, machines, tools,
// substances) is one more entry here. Vehicles, machines and tools are not a row each but a rule over an
// element's documents and the procurement's requirements (compliance.ts), so they are read apart (elementStates).
type ComplianceSource = { kind: string; rows: (procurementIds: Prisma.Sql) => Prisma.Sql };

export const COMPLIANCE_SOURCES: ComplianceSource[] = [
  {
    kind: "documenti richiesti al fornitore",
    rows: (ids) => Prisma.sql`
      SELECT d.procurement_id, d.customer_supplier_id AS supplier_id, d.active, d.approved::text AS approval,
             d.media_id IS NOT NULL AS has_file, d.document_expiration_date AS expires
        FROM procurement_supplier_attachments d
       WHERE d.procurement_id IN (${ids})`,
  },
  {
    // The workers' fitness certificates count with their supplier's documents (the same columns, the same rule).
    kind: "idoneità dei lavoratori",
    rows: (ids) => Prisma.sql`
      SELECT w.procurement_id, w.customer_supplier_id AS supplier_id, c.active, c.approved::text AS approval,
             c.media_id IS NOT NULL AS has_file, c.document_expiration_date AS expires
        FROM procurement_supplier_worker_attachments c
        JOIN procurement_customer_supplier_workers w ON w.id = c.procurement_worker_id
       WHERE w.procurement_id IN (${ids})`,
  },
  {
    // A chemical substance needs its safety data sheet; it has no approval and no expiry.
    kind: "sostanze chimiche",
    rows: (ids) => Prisma.sql`
      SELECT s.procurement_id, s.customer_supplier_id AS supplier_id, true AS active, 'APPROVED' AS approval,
             s.sds_media_id IS NOT NULL AS has_file, NULL::date AS expires
        FROM procurement_substances s
       WHERE s.procurement_id IN (${ids})`,
  },
];

type ComplianceRow = {
  procurement_id: number;
  supplier_id: number;
  active: boolean;
  approval: "PENDING" | "APPROVED" | "REJECTED";
  has_file: boolean;
  expires: Date | null;
};

// Which places the viewer sees: only while the supplier is still on the procurement (a removed supplier's old
// requirements no longer count), a supplier its own, a customer those of its own procurements; anyone else none.
function visiblePlaces(viewer: Viewer | null): Prisma.Sql | null {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) return Prisma.sql`r.supplier_id = ${viewer.supplierId}`;
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== null) {
    return Prisma.sql`EXISTS (SELECT 1 FROM procurements p WHERE p.id = r.procurement_id AND p.customer_id = ${viewer.customerId})`;
  }
  return null;
}

// The compliance states of every visible place on the procurements, by procurement and then by supplier.
type PlacesStates = Map<number, ComplianceState[]>;

export type TrafficLightLoaders = ReturnType<typeof createTrafficLightLoaders>;

// One set of loaders per request and viewer: the answers depend on what the viewer may see.
export function createTrafficLightLoaders(deps: AppDeps, viewer: Viewer | null) {
  const places = visiblePlaces(viewer);

  const statesOfProcurements = new DataLoader<number, PlacesStates>(async (procurementIds) => {
    const byProcurement = new Map<number, PlacesStates>(procurementIds.map((id) => [id, new Map()]));
    if (!places) return procurementIds.map((id) => byProcurement.get(id) ?? new Map());
    const ids = Prisma.join([...procurementIds]);
    const sources = Prisma.join(
      COMPLIANCE_SOURCES.map((source) => source.rows(ids)),
      " UNION ALL ",
    );
    const [rows, elements] = await Promise.all([
      deps.prisma.$queryRaw<ComplianceRow[]>`
      SELECT r.procurement_id, r.supplier_id, r.active, r.approval, r.has_file, r.expires
        FROM (${sources}) r
       WHERE EXISTS (SELECT 1 FROM procurement_customer_suppliers l
                      WHERE l.procurement_id = r.procurement_id AND l.customer_supplier_id = r.supplier_id)
         AND ${places}`,
      elementStates(deps, viewer, [...procurementIds]),
    ]);
    const today = italianDateOf(deps.now());
    const add = (procurementId: number, supplierId: number, state: ComplianceState) => {
      const suppliers = byProcurement.get(procurementId);
      if (!suppliers) return;
      suppliers.set(supplierId, [...(suppliers.get(supplierId) ?? []), state]);
    };
    for (const row of rows) {
      add(row.procurement_id, row.supplier_id, complianceStateOf({ active: row.active, hasFile: row.has_file, approval: row.approval, documentExpirationDate: row.expires }, today));
    }
    for (const element of elements) add(element.procurementId, element.supplierId, element.state);
    return procurementIds.map((id) => byProcurement.get(id) ?? new Map());
  });

  return {
    // Nothing required (or nothing visible) is green.
    supplierLight: async (procurementId: number, supplierId: number): Promise<TrafficLight> =>
      trafficLightOf((await statesOfProcurements.load(procurementId)).get(supplierId) ?? []),
    procurementLight: async (procurementId: number): Promise<TrafficLight> =>
      trafficLightOf([...(await statesOfProcurements.load(procurementId)).values()].flat()),
  };
}

// Vehicles, machines and tools of the visible places on the procurements, one state per element (its required
// documents present, approved and in date): the elements with their documents and the procurement's
// requirements in Prisma's batched loads, and the places still on the procurements, a fixed number of
// statements whatever the number of procurements.
async function elementStates(deps: AppDeps, viewer: Viewer | null, procurementIds: number[]) {
  const today = italianDateOf(deps.now());
  const [elements, places] = await Promise.all([
    deps.prisma.procurementElement.findMany({
      where: { procurementId: { in: procurementIds }, AND: [elementWhereForViewer(viewer)] },
      select: { ...elementComplianceSelect, procurementId: true, supplierId: true },
    }),
    deps.prisma.procurementSupplier.findMany({
      where: { procurementId: { in: procurementIds }, AND: [procurementSupplierWhereForViewer(viewer)] },
      select: { procurementId: true, supplierId: true },
    }),
  ]);
  // Only while the supplier is still on the procurement, as for the other sources.
  const onProcurement = new Set(places.map((place) => `${place.procurementId}:${place.supplierId}`));
  return elements
    .filter((element) => onProcurement.has(`${element.procurementId}:${element.supplierId}`))
    .map((element) => ({ procurementId: element.procurementId, supplierId: element.supplierId, state: complianceOfElement(element, today).state }));
}
