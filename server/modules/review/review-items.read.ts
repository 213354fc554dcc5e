// What waits for a customer's decision, read in ONE statement: a UNION ALL over every kind of item, each branch
// already narrowed to the customer's open procurements, then one keyset page in the inbox's order (oldest
// first). Hand-written SQL for the same reason as documents/traffic-lights.ts (several tables in one order);
// "waiting" is what each kind's screen shows as "da approvare":
// - a required document or a fitness certificate: a file there and not yet approved or rejected;
// - a worker's participation: "In corso" (isApproved 0);
// - a vehicle, machine or tool approved as a whole (ALL_DOCUMENTS_AT_ONCE): the element not yet decided, with
//   documents none of which has been decided (an element without documents cannot be approved);
// - a document of a machine or tool approved document by document (SINGLE_DOCUMENT, elements.read.ts
//   approvalModeOf): neither approved nor rejected.
import { Prisma } from "../../generated/prisma/client";
import type { ReviewFilters, ReviewItemKind } from "../../../common/validation/review";
import type { Reader } from "../required-items/kind";

export type ReviewItemRow = {
  kind: ReviewItemKind;
  id: number;
  procurementId: number;
  procurementLabel: string;
  supplierId: number;
  supplierName: string;
  categoryKey: string;
  categoryLabel: string;
  // The document's name, the participation's task, the element's maker and model.
  title: string | null;
  // Whose it is: the worker, the element's type.
  subject: string | null;
  // The worker of a certificate or participation (the row where the supplier fixes it), the element's kind.
  supplierWorkerId: number | null;
  elementKind: string | null;
  elementId: number | null;
  mediaId: number | null;
  mimeType: string | null;
  originalName: string | null;
  waitingSince: Date;
};

export type ReviewCursor = { waitingSince: Date; kind: string; id: number };

const KIND_LABELS: Record<string, string> = { EQUIPMENT: "Mezzo", MACHINERY: "Macchinario", TOOL: "Attrezzatura" };
const elementKindLabel = Prisma.sql`CASE e.type_object WHEN 'EQUIPMENT' THEN ${KIND_LABELS.EQUIPMENT} WHEN 'MACHINERY' THEN ${KIND_LABELS.MACHINERY} ELSE ${KIND_LABELS.TOOL} END`;
// A machine or tool of a supplier the customer manages directly is approved document by document.
const perDocument = Prisma.sql`(e.type_object <> 'EQUIPMENT' AND s.referral_customer_id IS NOT NULL)`;

// A supplier taken off a procurement: what it left there waits for nobody (its light no longer counts either).
const stillOn = (supplierColumn: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM procurement_customer_suppliers l WHERE l.procurement_id = p.id AND l.customer_supplier_id = ${supplierColumn})`;

// Every waiting item of the customer's open procurements; `only` narrows to given items (a decision's batch). THE
// rule of "waits for the customer's decision": the inbox lists these, its badge and the dashboard count them.
function waitingItems(customerId: number, only: { kind: string; id: number }[] | null): Prisma.Sql {
  const openAnd = (supplierColumn: Prisma.Sql) => Prisma.sql`p.customer_id = ${customerId} AND p.closed_at IS NULL AND ${stillOn(supplierColumn)}`;
  const pick = (kind: ReviewItemKind, column: Prisma.Sql) => {
    if (!only) return Prisma.empty;
    const ids = only.filter((item) => item.kind === kind).map((item) => item.id);
    return ids.length > 0 ? Prisma.sql`AND ${column} IN (${Prisma.join(ids)})` : Prisma.sql`AND FALSE`;
  };
  return Prisma.sql`
    SELECT 'REQUIRED_DOCUMENT' AS kind, a.id, a.procurement_id, a.customer_supplier_id AS supplier_id,
           'D' || a.category_id AS category_key, c.label AS category_label, a.attachment_name AS title, NULL::text AS subject,
           NULL::int AS supplier_worker_id, NULL::text AS element_kind, NULL::int AS element_id, a.media_id,
           COALESCE(a.uploaded_at, a.updated_at) AS waiting_since
      FROM procurement_supplier_attachments a
      JOIN procurements p ON p.id = a.procurement_id
      JOIN supplier_attachment_categories c ON c.id = a.category_id
     WHERE a.approved = 'PENDING' AND a.media_id IS NOT NULL AND ${openAnd(Prisma.sql`a.customer_supplier_id`)} ${pick("REQUIRED_DOCUMENT", Prisma.sql`a.id`)}
    UNION ALL
    SELECT 'FITNESS_CERTIFICATE', a.id, w.procurement_id, w.customer_supplier_id,
           'W' || a.category_id, c.label, a.attachment_name, sw.last_name || ' ' || sw.first_name,
           w.customer_supplier_worker_id, NULL, NULL, a.media_id, COALESCE(a.uploaded_at, w.created_at)
      FROM procurement_supplier_worker_attachments a
      JOIN procurement_customer_supplier_workers w ON w.id = a.procurement_worker_id
      JOIN procurements p ON p.id = w.procurement_id
      JOIN customer_supplier_workers sw ON sw.id = w.customer_supplier_worker_id
      JOIN worker_attachment_categories c ON c.id = a.category_id
     WHERE a.approved = 'PENDING' AND a.media_id IS NOT NULL AND ${openAnd(Prisma.sql`w.customer_supplier_id`)} ${pick("FITNESS_CERTIFICATE", Prisma.sql`a.id`)}
    UNION ALL
    SELECT 'PARTICIPATION', w.id, w.procurement_id, w.customer_supplier_id,
           'PARTICIPATION', 'Partecipazione all''appalto', COALESCE(w.job, sw.job), sw.last_name || ' ' || sw.first_name,
           w.customer_supplier_worker_id, NULL, NULL, NULL, w.created_at
      FROM procurement_customer_supplier_workers w
      JOIN procurements p ON p.id = w.procurement_id
      JOIN customer_supplier_workers sw ON sw.id = w.customer_supplier_worker_id
     WHERE w.approved = 'PENDING' AND ${openAnd(Prisma.sql`w.customer_supplier_id`)} ${pick("PARTICIPATION", Prisma.sql`w.id`)}
    UNION ALL
    SELECT 'ELEMENT', e.id, e.procurement_id, e.customer_supplier_id,
           'E:' || e.type_object, ${elementKindLabel}, e.maker_and_model, e.type,
           NULL, e.type_object::text, e.id, NULL, waiting.since
      FROM procurement_elements e
      JOIN procurements p ON p.id = e.procurement_id
      JOIN customer_suppliers s ON s.id = e.customer_supplier_id
      JOIN LATERAL (SELECT MIN(d.created_at) AS since FROM procurement_element_attachments d
                     WHERE d.element_id = e.id AND d.approved_at IS NULL AND d.rejected_at IS NULL) waiting ON waiting.since IS NOT NULL
     WHERE e.approved = 'PENDING' AND NOT ${perDocument} AND ${openAnd(Prisma.sql`e.customer_supplier_id`)} ${pick("ELEMENT", Prisma.sql`e.id`)}
    UNION ALL
    SELECT 'ELEMENT_DOCUMENT', d.id, e.procurement_id, e.customer_supplier_id,
           'E:' || e.type_object, ${elementKindLabel}, d.document_name, e.maker_and_model || ' (' || e.type || ')',
           NULL, e.type_object::text, e.id, d.media_id, d.created_at
      FROM procurement_element_attachments d
      JOIN procurement_elements e ON e.id = d.element_id
      JOIN procurements p ON p.id = e.procurement_id
      JOIN customer_suppliers s ON s.id = e.customer_supplier_id
     WHERE d.approved_at IS NULL AND d.rejected_at IS NULL AND ${perDocument} AND ${openAnd(Prisma.sql`e.customer_supplier_id`)} ${pick("ELEMENT_DOCUMENT", Prisma.sql`d.id`)}`;
}

function filtersOf(filters: ReviewFilters): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (filters.procurementId) parts.push(Prisma.sql`i.procurement_id = ${filters.procurementId}`);
  if (filters.supplierId) parts.push(Prisma.sql`i.supplier_id = ${filters.supplierId}`);
  if (filters.kind) parts.push(Prisma.sql`i.kind = ${filters.kind}`);
  if (filters.category) parts.push(Prisma.sql`i.category_key = ${filters.category}`);
  return parts.length > 0 ? Prisma.sql`AND ${Prisma.join(parts, " AND ")}` : Prisma.empty;
}

// Timestamps are stored without a zone, in UTC (Prisma's way): the cursor's compares as the same text.
function timestampOf(date: Date): string {
  return date.toISOString().replace("Z", "");
}

type RawRow = {
  kind: ReviewItemKind;
  id: number;
  procurement_id: number;
  procurement_label: string;
  supplier_id: number;
  supplier_name: string;
  category_key: string;
  category_label: string;
  title: string | null;
  subject: string | null;
  supplier_worker_id: number | null;
  element_kind: string | null;
  element_id: number | null;
  media_id: number | null;
  mime_type: string | null;
  original_name: string | null;
  waiting_since: Date;
};

function rowOf(raw: RawRow): ReviewItemRow {
  return {
    kind: raw.kind,
    id: raw.id,
    procurementId: raw.procurement_id,
    procurementLabel: raw.procurement_label,
    supplierId: raw.supplier_id,
    supplierName: raw.supplier_name,
    categoryKey: raw.category_key,
    categoryLabel: raw.category_label,
    title: raw.title,
    subject: raw.subject,
    supplierWorkerId: raw.supplier_worker_id,
    elementKind: raw.element_kind,
    elementId: raw.element_id,
    mediaId: raw.media_id,
    mimeType: raw.mime_type,
    originalName: raw.original_name,
    waitingSince: raw.waiting_since,
  };
}

// One page in the inbox's order (oldest first, then kind and id), after the cursor; `take` rows at most.
export async function readWaitingPage(db: Reader, customerId: number, filters: ReviewFilters, take: number, after: ReviewCursor | null): Promise<ReviewItemRow[]> {
  const keyset = after ? Prisma.sql`AND (i.waiting_since, i.kind, i.id) > (${timestampOf(after.waitingSince)}::timestamp, ${after.kind}, ${after.id})` : Prisma.empty;
  // The page is cut first; names and files are joined for its rows only.
  const rows = await db.$queryRaw<RawRow[]>`
    SELECT i.*, p.label AS procurement_label, s.company_name AS supplier_name, m.mime_type, m.original_name
      FROM (SELECT * FROM (${waitingItems(customerId, null)}) i
             WHERE TRUE ${filtersOf(filters)} ${keyset}
             ORDER BY i.waiting_since, i.kind, i.id
             LIMIT ${take}) i
      JOIN procurements p ON p.id = i.procurement_id
      JOIN customer_suppliers s ON s.id = i.supplier_id
      LEFT JOIN media m ON m.id = i.media_id
     ORDER BY i.waiting_since, i.kind, i.id`;
  return rows.map(rowOf);
}

// The given items as they wait now (those no longer waiting, or not the customer's, are left out).
export async function readWaitingItems(db: Reader, customerId: number, items: { kind: string; id: number }[]): Promise<ReviewItemRow[]> {
  const rows = await db.$queryRaw<RawRow[]>`
    SELECT i.*, p.label AS procurement_label, s.company_name AS supplier_name, m.mime_type, m.original_name
      FROM (${waitingItems(customerId, items)}) i
      JOIN procurements p ON p.id = i.procurement_id
      JOIN customer_suppliers s ON s.id = i.supplier_id
      LEFT JOIN media m ON m.id = i.media_id`;
  return rows.map(rowOf);
}

export type ReviewFacet = { matching: number; procurements: { id: number; label: string }[]; suppliers: { id: number; label: string }[]; categories: { id: string; label: string; kind: string }[] };

// How many wait in all (for the navigation) and how many of them the filters keep, and the choices the filters offer:
// only what actually waits, whatever the filters. One statement: the choices ride on the count's rows as grouping sets.
export async function readWaitingSummary(db: Reader, customerId: number, filters: ReviewFilters): Promise<{ total: number } & ReviewFacet> {
  const rows = await db.$queryRaw<{ procurement_id: number | null; procurement_label: string | null; supplier_id: number | null; supplier_name: string | null; category_key: string | null; category_label: string | null; kind: string | null; items: bigint | number; matching: bigint | number }[]>`
    SELECT i.procurement_id, MIN(p.label) AS procurement_label, i.supplier_id, MIN(s.company_name) AS supplier_name,
           i.category_key, MIN(i.category_label) AS category_label, MIN(i.kind) AS kind, COUNT(*) AS items,
           COUNT(*) FILTER (WHERE TRUE ${filtersOf(filters)}) AS matching
      FROM (${waitingItems(customerId, null)}) i
      JOIN procurements p ON p.id = i.procurement_id
      JOIN customer_suppliers s ON s.id = i.supplier_id
     GROUP BY GROUPING SETS ((i.procurement_id), (i.supplier_id), (i.category_key), ())`;
  const facet: { total: number } & ReviewFacet = { total: 0, matching: 0, procurements: [], suppliers: [], categories: [] };
  for (const row of rows) {
    if (row.procurement_id !== null) facet.procurements.push({ id: row.procurement_id, label: row.procurement_label ?? "" });
    else if (row.supplier_id !== null) facet.suppliers.push({ id: row.supplier_id, label: row.supplier_name ?? "" });
    else if (row.category_key !== null) facet.categories.push({ id: row.category_key, label: row.category_label ?? "", kind: row.kind ?? "" });
    else {
      facet.total = Number(row.items);
      facet.matching = Number(row.matching);
    }
  }
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, "it");
  facet.procurements.sort(byLabel);
  facet.suppliers.sort(byLabel);
  facet.categories.sort(byLabel);
  return facet;
}

// Only the number (the navigation's badge).
export async function countWaiting(db: Reader, customerId: number): Promise<number> {
  const rows = await db.$queryRaw<{ items: bigint | number }[]>`SELECT COUNT(*) AS items FROM (${waitingItems(customerId, null)}) i`;
  return Number(rows[0]?.items ?? 0);
}

// The card's tab where each kind of waiting item is decided (dashboard/attention.ts's CardTab).
const cardTab = Prisma.sql`CASE WHEN i.kind = 'REQUIRED_DOCUMENT' THEN 'DOCUMENTS'
  WHEN i.kind IN ('FITNESS_CERTIFICATE', 'PARTICIPATION') THEN 'WORKERS'
  WHEN i.element_kind = 'EQUIPMENT' THEN 'VEHICLES' ELSE 'MACHINERY' END`;

export type WaitingByPlace = { procurementId: number; supplierId: number; tab: "DOCUMENTS" | "WORKERS" | "VEHICLES" | "MACHINERY"; items: number };

// How many wait, by procurement, supplier and card tab (the dashboard and the card's tab counts): the same items as
// the inbox, counted in one statement.
export async function readWaitingByPlace(db: Reader, customerId: number): Promise<WaitingByPlace[]> {
  const rows = await db.$queryRaw<{ procurement_id: number; supplier_id: number; tab: WaitingByPlace["tab"]; items: bigint | number }[]>`
    SELECT i.procurement_id, i.supplier_id, ${cardTab} AS tab, COUNT(*) AS items
      FROM (${waitingItems(customerId, null)}) i
     GROUP BY 1, 2, 3`;
  return rows.map((row) => ({ procurementId: row.procurement_id, supplierId: row.supplier_id, tab: row.tab, items: Number(row.items) }));
}
