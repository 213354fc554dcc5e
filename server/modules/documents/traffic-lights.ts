// Traffic lights of suppliers within procurements and of whole procurements, computed from the requirements on
// every read. Every light a request asks for (a list of procurements, the card's supplier picker, its supplier
// link) is answered from ONE statement per batch of procurements: a DataLoader (one per request and viewer)
// gathers the procurement ids, and one SQL statement reads the compliance columns of every source below for all
// of them. SQL only reads columns; the states and the roll-up are decided by compliance.ts, as everywhere else.
//
// Hand-written SQL because this is the hottest aggregate of the portal and Prisma's query compiler (WASM, no plan
// cache in 6.19) costs more than the statement itself; Prisma's TypedSQL would be the typed way, but it needs the
// native engine at generate time, which is not usable offline here. The visibility below is the same as
// procurementSupplierWhereForViewer ∧ requiredDocumentWhereForViewer / fitnessCertificateWhereForViewer /
// elementWhereForViewer (a supplier: its own place on procurements it is still on; a customer: every supplier on
// its own procurements), and tests/api/traffic-lights.test.ts checks that the lights equal those Prisma filters'
// row by row.
import DataLoader from "dataloader";
import { italianDateOf, parseIsoDate } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import { Prisma } from "../../generated/prisma/client";
import type { Viewer } from "../../viewer";
import type { ElementKind } from "../../generated/prisma/enums";
import { complianceOfElement } from "../elements/elements.read";
import { complianceStateOf, trafficLightOf, type ComplianceState, type TrafficLight } from "./compliance";

// One kind of required item: the SQL that yields its compliance columns for some procurements, named
// procurement_id, supplier_id, active, approval, has_file, expires and element (jsonb, which has equality, so the
// rows can be made DISTINCT). A new kind is one more entry here. Vehicles, machines and tools are not one required
// item each but a rule over an element's documents and the procurement's list for its kind (compliance.ts): their
// rows carry what that rule reads in `element`, and the other sources leave it null.
type ComplianceSource = { kind: string; rows: (procurementIds: Prisma.Sql) => Prisma.Sql };

export const COMPLIANCE_SOURCES: ComplianceSource[] = [
  {
    kind: "documenti richiesti al fornitore",
    rows: (ids) => Prisma.sql`
      SELECT d.procurement_id, d.customer_supplier_id AS supplier_id, d.active, d.approved::text AS approval,
             d.media_id IS NOT NULL AS has_file, d.document_expiration_date AS expires, NULL::jsonb AS element
        FROM procurement_supplier_attachments d
       WHERE d.procurement_id IN (${ids})`,
  },
  {
    // The workers' fitness certificates count with their supplier's documents (the same columns, the same rule).
    kind: "idoneità dei lavoratori",
    rows: (ids) => Prisma.sql`
      SELECT w.procurement_id, w.customer_supplier_id AS supplier_id, c.active, c.approved::text AS approval,
             c.media_id IS NOT NULL AS has_file, c.document_expiration_date AS expires, NULL::jsonb AS element
        FROM procurement_supplier_worker_attachments c
        JOIN procurement_customer_supplier_workers w ON w.id = c.procurement_worker_id
       WHERE w.procurement_id IN (${ids})`,
  },
  {
    // A chemical substance needs its safety data sheet; it has no approval and no expiry.
    kind: "sostanze chimiche",
    rows: (ids) => Prisma.sql`
      SELECT s.procurement_id, s.customer_supplier_id AS supplier_id, true AS active, 'APPROVED' AS approval,
             s.sds_media_id IS NOT NULL AS has_file, NULL::date AS expires, NULL::jsonb AS element
        FROM procurement_substances s
       WHERE s.procurement_id IN (${ids})`,
  },
  {
    // The columns of elementComplianceSelect (elements.read.ts), as JSON: the element's kind, its supplier's
    // referral customer (the approval mode), its documents' names and dates, the procurement's lists.
    kind: "mezzi, macchine e attrezzature",
    rows: (ids) => Prisma.sql`
      SELECT e.procurement_id, e.customer_supplier_id AS supplier_id, true AS active, 'APPROVED' AS approval,
             true AS has_file, NULL::date AS expires,
             jsonb_build_object(
               'kind', e.type_object::text,
               'referralCustomerId', cs.referral_customer_id,
               'requirements', COALESCE((
                 SELECT json_agg(json_build_object('kind', q.kind::text, 'documentName', q.document_name) ORDER BY q.position, q.id)
                   FROM procurement_element_requirements q WHERE q.procurement_id = e.procurement_id), '[]'::json),
               'documents', COALESCE((
                 SELECT json_agg(json_build_object('documentName', a.document_name, 'approvedAt', a.approved_at,
                                                   'rejectedAt', a.rejected_at, 'expires', a.document_expiration_date))
                   FROM procurement_element_attachments a WHERE a.element_id = e.id), '[]'::json)
             ) AS element
        FROM procurement_elements e
        JOIN customer_suppliers cs ON cs.id = e.customer_supplier_id
       WHERE e.procurement_id IN (${ids})`,
  },
];

// JSON carries dates as text: "YYYY-MM-DD" for a date, an ISO timestamp for approved_at and rejected_at.
type ElementColumns = {
  kind: ElementKind;
  referralCustomerId: number | null;
  requirements: { kind: ElementKind; documentName: string }[];
  documents: { documentName: string | null; approvedAt: string | null; rejectedAt: string | null; expires: string | null }[];
};

type ComplianceRow = {
  procurement_id: number;
  supplier_id: number;
  active: boolean;
  approval: "PENDING" | "APPROVED" | "REJECTED";
  has_file: boolean;
  expires: Date | null;
  element: ElementColumns | null;
};

function stateOfElement(element: ElementColumns, today: string): ComplianceState {
  // The rule reads only whether a document was approved or rejected, and its expiry as a calendar date.
  const instantOrNull = (text: string | null) => (text === null ? null : new Date(text));
  return complianceOfElement(
    {
      kind: element.kind,
      supplier: { referralCustomerId: element.referralCustomerId },
      procurement: { elementRequirements: element.requirements },
      attachments: element.documents.map((document) => ({
        documentName: document.documentName,
        approvedAt: instantOrNull(document.approvedAt),
        rejectedAt: instantOrNull(document.rejectedAt),
        documentExpirationDate: document.expires === null ? null : parseIsoDate(document.expires),
      })),
    },
    today,
  ).state;
}

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
    // DISTINCT: a light is the worst state of its place, so rows with the same columns decide nothing more. A
    // procurement's 1,000 missing documents reach JavaScript as one row (and a cell of the table once).
    const rows = await deps.prisma.$queryRaw<ComplianceRow[]>`
      SELECT DISTINCT r.procurement_id, r.supplier_id, r.active, r.approval, r.has_file, r.expires, r.element
        FROM (${sources}) r
       WHERE EXISTS (SELECT 1 FROM procurement_customer_suppliers l
                      WHERE l.procurement_id = r.procurement_id AND l.customer_supplier_id = r.supplier_id)
         AND ${places}`;
    const today = italianDateOf(deps.now());
    for (const row of rows) {
      const suppliers = byProcurement.get(row.procurement_id);
      if (!suppliers) continue;
      const state = row.element
        ? stateOfElement(row.element, today)
        : complianceStateOf({ active: row.active, hasFile: row.has_file, approval: row.approval, documentExpirationDate: row.expires }, today);
      const states = suppliers.get(row.supplier_id);
      if (states) states.push(state);
      else suppliers.set(row.supplier_id, [state]);
    }
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
