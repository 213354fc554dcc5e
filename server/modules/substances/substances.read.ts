// Reading chemical substances (tab 6 of the procurement card): who may see which, the sorts of the table,
// the compliance state of one substance (it needs its safety data sheet; the traffic lights read the same column in SQL,
// documents/traffic-lights.ts) and the columns the audit trail records.
import { isoDateOf } from "../../../common/calendar-dates";
import type { Prisma } from "../../generated/prisma/client";
import { prismaSortOrder, withIdTiebreaker, type SortDirectionValue } from "../../lib/sorting";
import { NO_ROWS, type Viewer } from "../../viewer";
import { may } from "../auth/permissions";
import { complianceStateOf, type ComplianceState } from "../documents/compliance";
import { containsInsensitive, escapeLike, searchTextOf } from "../../lib/search-text";

export const SUBSTANCE_NOT_FOUND = "Sostanza chimica non trovata";
export const SUBSTANCE_ORDER_FIELDS = ["LABEL", "HAZARDOUS", "SDS_DATE"] as const;
export type SubstanceOrderField = (typeof SUBSTANCE_ORDER_FIELDS)[number];

// A substance follows its supplier's place on the procurement, as required documents do: the supplier sees its
// own while it is still on the procurement, the customer every supplier's on its own procurements.
export function substanceWhereForViewer(viewer: Viewer | null): Prisma.SubstanceWhereInput {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) {
    return { supplierId: viewer.supplierId, procurement: { suppliers: { some: { supplierId: viewer.supplierId } } } };
  }
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== null) return { procurement: { customerId: viewer.customerId } };
  return NO_ROWS;
}

// The SDS opens at user level 5 only (spec section 6, "the SDS view"), for the supplier's users and the
// customer's alike; below it the row says whether there is one, not what it is.
export function mayOpenSds(viewer: Viewer | null): boolean {
  return may(viewer, "openSafetyDataSheets");
}

export function substanceSdsDownloadUrl(id: number): string {
  return `/api/procurementsubstances/${id}/download`;
}

// A substance counts as one required item that is always mandatory and needs no approval: its SDS present is
// OK, missing is MISSING (ARCHITECTURE.md, "a substance needs its SDS"). The one rule of compliance.ts decides.
export function substanceComplianceState(row: { sdsMediaId: number | null }, today: string): ComplianceState {
  return complianceStateOf({ active: true, hasFile: row.sdsMediaId !== null, approval: "APPROVED", documentExpirationDate: null }, today);
}

export type SubstanceListFilter = { procurementId: number; supplierId: number; search?: string | null };

// The substances of one supplier on one procurement the viewer may see, narrowed by the quick search
// (trade name, or an H-phrase code such as "H225").
export function substanceListWhere(viewer: Viewer | null, filter: SubstanceListFilter): Prisma.SubstanceWhereInput {
  const text = searchTextOf(filter.search);
  const and: Prisma.SubstanceWhereInput[] = [substanceWhereForViewer(viewer)];
  if (text) {
    and.push({
      OR: [
        { label: containsInsensitive(text) },
        { hazardStatements: { some: { hazardStatement: { code: { startsWith: escapeLike(text.toUpperCase()) } } } } },
      ],
    });
  }
  return { procurementId: filter.procurementId, supplierId: filter.supplierId, AND: and };
}

// By trade name unless told otherwise (a list a clerk scans for a product); the id keeps cursors stable.
export function substanceOrderBy(field: SubstanceOrderField | null | undefined, direction: SortDirectionValue | null | undefined): Prisma.SubstanceOrderByWithRelationInput[] {
  const order = prismaSortOrder(direction ?? "ASC");
  switch (field ?? "LABEL") {
    case "LABEL":
      return withIdTiebreaker({ label: order }, direction ?? "ASC");
    case "HAZARDOUS":
      return withIdTiebreaker([{ hazardous: order }, { label: "asc" }], direction ?? "ASC");
    case "SDS_DATE":
      return withIdTiebreaker({ sdsDate: { sort: order, nulls: "last" } }, direction ?? "ASC");
  }
}

export const hazardStatementsOrder = { hazardStatement: { id: "asc" } } satisfies Prisma.SubstanceHazardStatementOrderByWithRelationInput;

// A substance's own columns, as the audit trail records them and the REST facade answers them.
export const substanceColumns = {
  id: true,
  procurementId: true,
  supplierId: true,
  label: true,
  hazardous: true,
  sdsDate: true,
  sdsMediaId: true,
  note: true,
} satisfies Prisma.SubstanceSelect;

// The audit trail's picture of a substance: its fields, its H-phrases and which stored file is its SDS.
export const substanceAuditSelect = {
  ...substanceColumns,
  hazardStatements: { select: { hazardStatement: { select: { code: true } } }, orderBy: hazardStatementsOrder },
} satisfies Prisma.SubstanceSelect;

export type SubstanceAuditRow = Prisma.SubstanceGetPayload<{ select: typeof substanceAuditSelect }>;

export function substanceSnapshot(row: SubstanceAuditRow): Prisma.InputJsonObject {
  return {
    procurementId: row.procurementId,
    supplierId: row.supplierId,
    label: row.label,
    hazardous: row.hazardous,
    sdsDate: row.sdsDate ? isoDateOf(row.sdsDate) : null,
    sdsMediaId: row.sdsMediaId,
    note: row.note,
    hazardStatements: row.hazardStatements.map(({ hazardStatement }) => hazardStatement.code),
  };
}
