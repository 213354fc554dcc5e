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
import { italianDateOf, italianFormatOf, parseIsoDate } from "../../../common/calendar-dates";
import { ValidationError } from "../../lib/errors";
import { endOfItalianDay, groupedOf, historyStart, readHistoricalRows } from "../compliance/compliance-history";
import type { AppDeps } from "../../deps";
import { Prisma } from "../../generated/prisma/client";
import type { Viewer } from "../../viewer";
import type { ElementKind } from "../../generated/prisma/enums";
import { complianceOfElement, type ElementComplianceColumns } from "../elements/elements.read";
import { complianceStateOf, trafficLightOf, type ComplianceState, type TrafficLight } from "./compliance";

// One kind of required item: the SQL that yields its compliance columns for some procurements, named
// procurement_id, supplier_id, active, approval, has_file, expires, element (jsonb, which has equality, so the
// rows can be grouped) and item (which kind of required item it is). A new kind is one more entry here. Vehicles, machines and tools are not one required
// item each but a rule over an element's documents and the procurement's list for its kind (compliance.ts): their
// rows carry what that rule reads in `element`, and the other sources leave it null.
// With `labelled`, each row also says which it is (label and, for a fitness certificate, procurement_worker_id and
// supplier_worker_id):
// the compliance queries name what is missing or expired (compliance-reasons.ts); the lights, which need only the
// states, do not pay for the names.
type ComplianceSource = { kind: string; rows: (procurementIds: Prisma.Sql, labelled: boolean) => Prisma.Sql };

const labelColumns = (labelled: boolean, columns: Prisma.Sql) => (labelled ? Prisma.sql`, ${columns}` : Prisma.empty);

export const COMPLIANCE_SOURCES: ComplianceSource[] = [
  {
    kind: "documenti richiesti al fornitore",
    rows: (ids, labelled) => Prisma.sql`
      SELECT d.procurement_id, d.customer_supplier_id AS supplier_id, d.active, d.approved::text AS approval,
             d.media_id IS NOT NULL AS has_file, d.document_expiration_date AS expires, NULL::jsonb AS element
             , 'REQUIRED_DOCUMENT' AS item
             ${labelColumns(labelled, Prisma.sql`NULL::int AS procurement_worker_id, NULL::int AS supplier_worker_id,
               (SELECT k.label FROM supplier_attachment_categories k WHERE k.id = d.category_id) AS label,
               (SELECT k.label FROM supplier_attachment_categories k WHERE k.id = d.category_id) AS category`)}
        FROM procurement_supplier_attachments d
       WHERE d.procurement_id IN (${ids})`,
  },
  {
    // The workers' fitness certificates count with their supplier's documents (the same columns, the same rule).
    kind: "idoneità dei lavoratori",
    rows: (ids, labelled) => Prisma.sql`
      SELECT w.procurement_id, w.customer_supplier_id AS supplier_id, c.active, c.approved::text AS approval,
             c.media_id IS NOT NULL AS has_file, c.document_expiration_date AS expires, NULL::jsonb AS element
             , 'FITNESS_CERTIFICATE' AS item
             ${labelColumns(labelled, Prisma.sql`w.id AS procurement_worker_id, w.customer_supplier_worker_id AS supplier_worker_id,
               (SELECT sw.last_name || ' ' || sw.first_name FROM customer_supplier_workers sw WHERE sw.id = w.customer_supplier_worker_id)
               || ': ' || (SELECT k.label FROM worker_attachment_categories k WHERE k.id = c.category_id) AS label,
               (SELECT k.label FROM worker_attachment_categories k WHERE k.id = c.category_id) AS category`)}
        FROM procurement_supplier_worker_attachments c
        JOIN procurement_customer_supplier_workers w ON w.id = c.procurement_worker_id
       WHERE w.procurement_id IN (${ids})`,
  },
  {
    // A chemical substance needs its safety data sheet; it has no approval and no expiry.
    kind: "sostanze chimiche",
    rows: (ids, labelled) => Prisma.sql`
      SELECT s.procurement_id, s.customer_supplier_id AS supplier_id, true AS active, 'APPROVED' AS approval,
             s.sds_media_id IS NOT NULL AS has_file, NULL::date AS expires, NULL::jsonb AS element
             , 'SUBSTANCE' AS item
             ${labelColumns(labelled, Prisma.sql`NULL::int AS procurement_worker_id, NULL::int AS supplier_worker_id, s.label AS label, 'Scheda di sicurezza' AS category`)}
        FROM procurement_substances s
       WHERE s.procurement_id IN (${ids})`,
  },
  {
    // The columns of elementComplianceSelect (elements.read.ts), as JSON: the element's kind, its supplier's
    // referral customer (the approval mode), its documents' requirements, names and dates (in upload order: the
    // newest version of each counts), the procurement's lists.
    kind: "mezzi, macchine e attrezzature",
    rows: (ids, labelled) => Prisma.sql`
      SELECT e.procurement_id, e.customer_supplier_id AS supplier_id, true AS active, 'APPROVED' AS approval,
             true AS has_file, NULL::date AS expires,
             jsonb_build_object(
               'kind', e.type_object::text,
               'supplierId', e.customer_supplier_id,
               'referralCustomerId', cs.referral_customer_id,
               'requirements', COALESCE((
                 SELECT json_agg(json_build_object('id', q.id, 'kind', q.kind::text, 'documentName', q.document_name, 'supplierId', q.customer_supplier_id) ORDER BY q.position, q.id)
                   FROM procurement_element_requirements q
                  WHERE q.procurement_id = e.procurement_id AND q.active
                    AND (q.customer_supplier_id IS NULL OR q.customer_supplier_id = e.customer_supplier_id)), '[]'::json),
               'documents', COALESCE((
                 SELECT json_agg(json_build_object('requirementId', a.requirement_id, 'documentName', a.document_name, 'approvedAt', a.approved_at,
                                                   'rejectedAt', a.rejected_at, 'expires', a.document_expiration_date) ORDER BY a.id)
                   FROM procurement_element_attachments a WHERE a.element_id = e.id), '[]'::json)
             ) AS element, 'ELEMENT' AS item
             ${labelColumns(labelled, Prisma.sql`NULL::int AS procurement_worker_id, NULL::int AS supplier_worker_id,
               e.type || ' ' || e.maker_and_model || COALESCE(' (' || e.serial_number || ')', '') AS label, e.type AS category`)}
        FROM procurement_elements e
        JOIN customer_suppliers cs ON cs.id = e.customer_supplier_id
       WHERE e.procurement_id IN (${ids})`,
  },
];

// Not a required item, so never part of a light: a worker's participation in the procurement, which waits for the
// customer's decision like a document does. The grouped read (below) carries it for the badges that count what waits
// (dashboard/attention.ts), so the card's lights and its counts come from one statement.
const PARTICIPATION_SOURCE = (ids: Prisma.Sql) => Prisma.sql`
  SELECT w.procurement_id, w.customer_supplier_id AS supplier_id, true AS active,
         CASE w.approved WHEN 'PENDING' THEN 'PENDING' WHEN 'REJECTED' THEN 'REJECTED' ELSE 'APPROVED' END AS approval,
         true AS has_file, NULL::date AS expires, NULL::jsonb AS element, 'PARTICIPATION' AS item
    FROM procurement_customer_supplier_workers w
   WHERE w.procurement_id IN (${ids})`;

// JSON carries dates as text: "YYYY-MM-DD" for a date, an ISO timestamp for approved_at and rejected_at.
export type ElementColumns = {
  kind: ElementKind;
  supplierId: number;
  referralCustomerId: number | null;
  requirements: { id: number; kind: ElementKind; documentName: string; supplierId: number | null }[];
  documents: { requirementId: number | null; documentName: string | null; approvedAt: string | null; rejectedAt: string | null; expires: string | null }[];
};

export type ComplianceRow = {
  procurement_id: number;
  supplier_id: number;
  active: boolean;
  approval: "PENDING" | "APPROVED" | "REJECTED";
  has_file: boolean;
  expires: Date | null;
  element: ElementColumns | null;
  item: ComplianceItemKind | "PARTICIPATION";
};

export type ComplianceItemKind = "REQUIRED_DOCUMENT" | "FITNESS_CERTIFICATE" | "SUBSTANCE" | "ELEMENT";

// Grouped: how many items share these columns (the participations among them).
export type GroupedComplianceRow = ComplianceRow & { count: number };

export type LabelledComplianceRow = ComplianceRow & {
  item: ComplianceItemKind;
  label: string | null;
  category: string | null;
  procurement_worker_id: number | null;
  supplier_worker_id: number | null;
  supplier_name: string;
};

// The element's columns as the element rules read them (elements.read.ts): the rule reads only whether a document
// was approved or rejected, and its expiry as a calendar date.
export function elementOfColumns(element: ElementColumns): ElementComplianceColumns {
  const instantOrNull = (text: string | null) => (text === null ? null : new Date(text));
  return {
    kind: element.kind,
    supplierId: element.supplierId,
    supplier: { referralCustomerId: element.referralCustomerId },
    procurement: { elementRequirements: element.requirements },
    attachments: element.documents.map((document) => ({
      requirementId: document.requirementId,
      documentName: document.documentName,
      approvedAt: instantOrNull(document.approvedAt),
      rejectedAt: instantOrNull(document.rejectedAt),
      documentExpirationDate: document.expires === null ? null : parseIsoDate(document.expires),
    })),
  };
}

const complianceOfElementColumns = (element: ElementColumns, today: string) => complianceOfElement(elementOfColumns(element), today);

// The state of one row, by the rules of compliance.ts; for an element also what is wrong with its documents.
export function complianceOfRow(row: ComplianceRow, today: string): { state: ComplianceState; details: string[] } {
  if (row.element) {
    const { state, reasons } = complianceOfElementColumns(row.element, today);
    return { state, details: reasons };
  }
  const state = complianceStateOf({ active: row.active, hasFile: row.has_file, approval: row.approval, documentExpirationDate: row.expires }, today);
  return { state, details: [] };
}

// Which places the viewer sees: only while the supplier is still on the procurement (a removed supplier's old
// requirements no longer count), a supplier its own, a customer those of its own procurements; anyone else none.
export function visiblePlaces(viewer: Viewer | null): Prisma.Sql | null {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) return Prisma.sql`r.supplier_id = ${viewer.supplierId}`;
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== null) {
    return Prisma.sql`EXISTS (SELECT 1 FROM procurements p WHERE p.id = r.procurement_id AND p.customer_id = ${viewer.customerId})`;
  }
  return null;
}

// The compliance columns of every item in the places the viewer sees on the procurements (places: visiblePlaces).
// Unlabelled, rows with the same columns come once with their count, and the participations come too: a light is
// the worst state of its place, and a badge counts the items in a state, so a procurement's 1,000 missing
// documents reach JavaScript as one row.
// deps.prisma may be a transaction's client (the webhooks' lights are read inside their own locked transaction).
type RowsReader = { prisma: Pick<Prisma.TransactionClient, "$queryRaw"> };
export function readComplianceRows(deps: RowsReader, places: Prisma.Sql, procurementIds: readonly number[], labelled: false): Promise<GroupedComplianceRow[]>;
export function readComplianceRows(deps: RowsReader, places: Prisma.Sql, procurementIds: readonly number[], labelled: true): Promise<LabelledComplianceRow[]>;
export async function readComplianceRows(deps: RowsReader, places: Prisma.Sql, procurementIds: readonly number[], labelled: boolean): Promise<ComplianceRow[]> {
  if (procurementIds.length === 0) return [];
  const ids = Prisma.join([...procurementIds]);
  const sources = Prisma.join(
    [...COMPLIANCE_SOURCES.map((source) => source.rows(ids, labelled)), ...(labelled ? [] : [PARTICIPATION_SOURCE(ids)])],
    " UNION ALL ",
  );
  const columns = labelled
    ? Prisma.sql`r.*, (SELECT cs.company_name FROM customer_suppliers cs WHERE cs.id = r.supplier_id) AS supplier_name`
    : Prisma.sql`r.procurement_id, r.supplier_id, r.item, r.active, r.approval, r.has_file, r.expires, r.element, count(*)::int AS count`;
  return deps.prisma.$queryRaw<ComplianceRow[]>`
    SELECT ${columns}
      FROM (${sources}) r
     WHERE EXISTS (SELECT 1 FROM procurement_customer_suppliers l
                    WHERE l.procurement_id = r.procurement_id AND l.customer_supplier_id = r.supplier_id)
       AND ${places}
     ${labelled ? Prisma.empty : Prisma.sql`GROUP BY r.procurement_id, r.supplier_id, r.item, r.active, r.approval, r.has_file, r.expires, r.element`}`;
}

// Each grouped row with its state, by procurement and then by supplier: what the lights and the badges read.
export type JudgedRow = { row: GroupedComplianceRow; state: ComplianceState };
type PlacesRows = Map<number, JudgedRow[]>;

export function judgeByPlace(rows: GroupedComplianceRow[], procurementIds: readonly number[], today: string): Map<number, PlacesRows> {
  const byProcurement = new Map<number, PlacesRows>(procurementIds.map((id) => [id, new Map()]));
  for (const row of rows) {
    const suppliers = byProcurement.get(row.procurement_id);
    if (!suppliers) continue;
    const judged = { row, state: complianceOfRow(row, today).state };
    const place = suppliers.get(row.supplier_id);
    if (place) place.push(judged);
    else suppliers.set(row.supplier_id, [judged]);
  }
  return byProcurement;
}

// A participation is no required item: it waits for a decision, but it never colours a light.
export const lightOfPlace = (judged: readonly JudgedRow[]): TrafficLight =>
  trafficLightOf(judged.filter(({ row }) => row.item !== "PARTICIPATION").map(({ state }) => state));

// The day a light or a reason is asked for: today's data judged at that day for today and later days ("will it
// still be in order on 1 March?"), the history for a past day (what the portal said then). The one place that
// decides which rows a day is judged from; the rules that judge them are compliance.ts's.
export async function complianceRowsOn(deps: AppDeps, places: Prisma.Sql, procurementIds: readonly number[], day: string): Promise<GroupedComplianceRow[]> {
  if (day >= italianDateOf(deps.now())) return readComplianceRows(deps, places, procurementIds, false);
  await requireHistoryCovers(deps, day);
  return groupedOf(await readHistoricalRows(deps.prisma, places, procurementIds, day));
}

// A past day before the history's first row has no answer: the portal did not record anything then.
export async function requireHistoryCovers(deps: AppDeps, day: string): Promise<void> {
  const start = await historyStart(deps.prisma);
  if (!start || endOfItalianDay(day) <= start) {
    const from = start ? italianFormatOf(italianDateOf(start)) : italianFormatOf(italianDateOf(deps.now()));
    throw new ValidationError({ asOf: [`Lo storico della conformità inizia il ${from}: chiedere quella data o una successiva`] });
  }
}

export type TrafficLightLoaders = ReturnType<typeof createTrafficLightLoaders>;

// One set of loaders per request and viewer: the answers depend on what the viewer may see. Lights of several days
// may be asked in one request: one loader per day.
export function createTrafficLightLoaders(deps: AppDeps, viewer: Viewer | null) {
  const places = visiblePlaces(viewer);
  const today = () => italianDateOf(deps.now());

  const loaderOf = memoByDay((day) =>
    new DataLoader<number, PlacesRows>(async (procurementIds) => {
      const rows = places ? await complianceRowsOn(deps, places, procurementIds, day) : [];
      const byProcurement = judgeByPlace(rows, procurementIds, day);
      return procurementIds.map((id) => byProcurement.get(id) ?? new Map());
    }),
  );

  const rowsOfPlace = async (procurementId: number, supplierId: number, day = today()): Promise<JudgedRow[]> =>
    (await loaderOf(day).load(procurementId)).get(supplierId) ?? [];

  // A past day's fitness certificates from the history, per procurement worker: the worker card's light that day.
  const pastCertificatesOf = memoByDay((day) =>
    new DataLoader<number, Map<number, ComplianceState[]>>(async (procurementIds) => {
      if (!places) return procurementIds.map(() => new Map());
      await requireHistoryCovers(deps, day);
      const byProcurement = new Map<number, Map<number, ComplianceState[]>>(procurementIds.map((id) => [id, new Map()]));
      for (const row of await readHistoricalRows(deps.prisma, places, procurementIds, day)) {
        if (row.item !== "FITNESS_CERTIFICATE" || row.procurement_worker_id === null) continue;
        const workers = byProcurement.get(row.procurement_id);
        const states = workers?.get(row.procurement_worker_id) ?? [];
        states.push(complianceOfRow(row, day).state);
        workers?.set(row.procurement_worker_id, states);
      }
      return procurementIds.map((id) => byProcurement.get(id) ?? new Map());
    }),
  );

  return {
    // A procurement worker's light on a past day: the worst of its fitness certificates as the history had them.
    pastWorkerLight: async (procurementId: number, procurementWorkerId: number, day: string): Promise<TrafficLight> =>
      trafficLightOf((await pastCertificatesOf(day).load(procurementId)).get(procurementWorkerId) ?? []),
    // Nothing required (or nothing visible) is green.
    supplierLight: async (procurementId: number, supplierId: number, day = today()): Promise<TrafficLight> =>
      lightOfPlace(await rowsOfPlace(procurementId, supplierId, day)),
    procurementLight: async (procurementId: number, day = today()): Promise<TrafficLight> =>
      lightOfPlace([...(await loaderOf(day).load(procurementId)).values()].flat()),
    // The same statement's rows of one supplier's place, for the counts of the card's tabs.
    rowsOfPlace,
  };
}

// One value per calendar day, made on first use.
export function memoByDay<T>(make: (day: string) => T): (day: string) => T {
  const byDay = new Map<string, T>();
  return (day) => {
    let value = byDay.get(day);
    if (value === undefined) byDay.set(day, (value = make(day)));
    return value;
  };
}
