// The append-only history of the items behind the compliance lights (table compliance_history, migration
// 20261130100000): what the portal said at a past date is each item's last recorded state before that day ended,
// judged by the same rules as today's (documents/compliance.ts), so an expiry reached by the calendar needs no row.
//
// recordComplianceHistory is the one writer, called from one place for every change: recordAudit (audit.service.ts),
// when the audit entry names the procurements or elements it touched (its compliance field), inside the change's
// transaction; the seed and backfills call it for everything. It reads each item's state now (the view compliance_items_now,
// the lights' columns) and appends a row only for what differs from the item's last row, plus a row "gone" for an
// item that no longer exists, so a caller may pass a whole procurement without caring what exactly changed.
import { HOUR_MS } from "../../../common/durations";
import { addDays, italianDateOf } from "../../../common/calendar-dates";
import { Prisma } from "../../generated/prisma/client";
import type { PrismaClient } from "../../generated/prisma/client";
import type { ComplianceItemKind, ElementColumns, GroupedComplianceRow, LabelledComplianceRow } from "../documents/traffic-lights";

type Db = Prisma.TransactionClient | PrismaClient;

// The procurements whose items changed, or the elements whose documents changed (their procurements are looked up).
export type HistoryScope = { procurementIds?: readonly number[]; elementIds?: readonly number[] } | "ALL";

const ITEM_COLUMNS = Prisma.raw(
  "item, item_id, procurement_id, supplier_id, active, approval, has_file, expires, element, label, category, procurement_worker_id, supplier_worker_id",
);

// Appends the changed states of the items on these procurements (or of every item: the seed, a backfill).
export async function recordComplianceHistory(db: Db, at: Date, scope: HistoryScope): Promise<number> {
  const procurementIds = scope === "ALL" ? [] : [...(scope.procurementIds ?? [])];
  if (scope !== "ALL" && scope.elementIds?.length) {
    const elements = await db.$queryRaw<{ procurement_id: number }[]>`
      SELECT DISTINCT procurement_id FROM procurement_elements WHERE id IN (${Prisma.join([...scope.elementIds])})`;
    procurementIds.push(...elements.map((element) => element.procurement_id));
  }
  if (scope !== "ALL" && procurementIds.length === 0) return 0;
  const inScope = (alias: string) =>
    scope === "ALL" ? Prisma.sql`true` : Prisma.sql`${Prisma.raw(alias)}.procurement_id IN (${Prisma.join([...new Set(procurementIds)])})`;
  return db.$executeRaw`
    WITH now_items AS (SELECT * FROM compliance_items_now n WHERE ${inScope("n")}),
    last AS (
      SELECT DISTINCT ON (h.item, h.item_id) h.*
        FROM compliance_history h
       WHERE (h.item, h.item_id) IN (SELECT s.item, s.item_id FROM compliance_history s WHERE ${inScope("s")}
                                      UNION SELECT item, item_id FROM now_items)
       ORDER BY h.item, h.item_id, h.recorded_at DESC, h.id DESC
    )
    INSERT INTO compliance_history (${ITEM_COLUMNS}, present, recorded_at)
    SELECT n.item, n.item_id, n.procurement_id, n.supplier_id, n.active, n.approval, n.has_file, n.expires, n.element, n.label,
           n.category, n.procurement_worker_id, n.supplier_worker_id, true, ${at}::timestamp(3)
      FROM now_items n
      LEFT JOIN last l ON l.item = n.item AND l.item_id = n.item_id
     WHERE l.id IS NULL OR NOT l.present
        OR (l.procurement_id, l.supplier_id, l.active, l.approval, l.has_file, l.expires, l.element, l.label, l.category,
            l.procurement_worker_id, l.supplier_worker_id)
           IS DISTINCT FROM
           (n.procurement_id, n.supplier_id, n.active, n.approval, n.has_file, n.expires, n.element, n.label, n.category,
            n.procurement_worker_id, n.supplier_worker_id)
    UNION ALL
    SELECT l.item, l.item_id, l.procurement_id, l.supplier_id, l.active, l.approval, l.has_file, l.expires, l.element, l.label,
           l.category, l.procurement_worker_id, l.supplier_worker_id, false, ${at}::timestamp(3)
      FROM last l
     WHERE l.present AND ${inScope("l")}
       AND NOT EXISTS (SELECT 1 FROM now_items n WHERE n.item = l.item AND n.item_id = l.item_id)`;
}

// The instant an Italian calendar day ends (the next day's midnight in Rome, which is 22:00 or 23:00 UTC).
export function endOfItalianDay(day: string): Date {
  const next = addDays(day, 1);
  let candidate = new Date(`${addDays(next, -1)}T22:00:00Z`);
  while (italianDateOf(candidate) !== next) candidate = new Date(candidate.getTime() + HOUR_MS);
  return candidate;
}

// When the history starts: before its first row the portal recorded nothing, and a past date there has no answer.
export async function historyStart(db: Db): Promise<Date | null> {
  const [row] = await db.$queryRaw<{ first: Date | null }[]>`SELECT min(recorded_at) AS first FROM compliance_history`;
  return row?.first ?? null;
}

type HistoryRow = {
  item: ComplianceItemKind | "PARTICIPATION";
  item_id: number;
  procurement_id: number;
  supplier_id: number;
  active: boolean;
  approval: string;
  has_file: boolean;
  expires: Date | null;
  element: ElementColumns | null;
  label: string | null;
  category: string | null;
  procurement_worker_id: number | null;
  supplier_worker_id: number | null;
  supplier_name: string;
};

export type HistoricalRow = LabelledComplianceRow & { participation: string | null };

// Each item's last state before the day ended, on these procurements, in the places the viewer sees (places:
// visiblePlaces, over r.procurement_id and r.supplier_id), of suppliers then on the procurement: the rows the
// live read (traffic-lights.ts) would have returned that day, the participations with their raw decision.
export async function readHistoricalRows(db: Db, places: Prisma.Sql, procurementIds: readonly number[], day: string): Promise<HistoricalRow[]> {
  if (procurementIds.length === 0) return [];
  const ids = Prisma.join([...procurementIds]);
  const end = endOfItalianDay(day);
  const rows = await db.$queryRaw<HistoryRow[]>`
    WITH latest AS (
      SELECT DISTINCT ON (h.item, h.item_id) h.*
        FROM compliance_history h
       WHERE h.recorded_at < ${end}::timestamp(3)
         AND (h.item, h.item_id) IN (SELECT s.item, s.item_id FROM compliance_history s WHERE s.procurement_id IN (${ids}) AND s.recorded_at < ${end}::timestamp(3))
       ORDER BY h.item, h.item_id, h.recorded_at DESC, h.id DESC
    )
    SELECT ${ITEM_COLUMNS}, (SELECT cs.company_name FROM customer_suppliers cs WHERE cs.id = r.supplier_id) AS supplier_name
      FROM latest r
     WHERE r.present AND r.item <> 'SUPPLIER_LINK' AND r.procurement_id IN (${ids})
       AND EXISTS (SELECT 1 FROM latest l WHERE l.item = 'SUPPLIER_LINK' AND l.present
                      AND l.procurement_id = r.procurement_id AND l.supplier_id = r.supplier_id)
       AND ${places}`;
  return rows.map((row) => {
    const participation = row.item === "PARTICIPATION" ? row.approval : null;
    const approval = participation === null ? row.approval : participation === "PENDING" || participation === "REJECTED" ? participation : "APPROVED";
    return { ...row, item: row.item as ComplianceItemKind, approval: approval as HistoricalRow["approval"], participation };
  });
}

// The same rows as the lights read them: one per item (the live read groups equal ones; a count of 1 each is the same).
export function groupedOf(rows: readonly HistoricalRow[]): GroupedComplianceRow[] {
  return rows.map((row) => ({
    procurement_id: row.procurement_id,
    supplier_id: row.supplier_id,
    active: row.active,
    approval: row.approval,
    has_file: row.has_file,
    expires: row.expires,
    element: row.element,
    item: row.participation === null ? row.item : "PARTICIPATION",
    count: 1,
  }));
}
