// The REST facade's chemical substances (spec section 3, "Chemical substance") in the spec's snake_case: what
// the routes select and how they answer. The substance service reads the rows.
import { isoDateOf } from "../../../common/calendar-dates";
import { ghsPictogramLabel, ghsPictogramsOf } from "../../../common/ghs-pictograms";
import type { Prisma } from "../../generated/prisma/client";
import type { Viewer } from "../../viewer";
import { hazardStatementsOrder, mayOpenSds, substanceColumns, substanceComplianceState, substanceSdsDownloadUrl } from "./substances.read";

export const substanceRestSelect = {
  ...substanceColumns,
  sds: { select: { directory: true, storedName: true, extension: true, originalName: true } },
  hazardStatements: { select: { hazardStatement: { select: { id: true, code: true } } }, orderBy: hazardStatementsOrder },
} satisfies Prisma.SubstanceSelect;

type SubstanceRestRow = Prisma.SubstanceGetPayload<{ select: typeof substanceRestSelect }>;

// The spec's "Chemical substance" (section 3) in snake_case: hazardous 0/1, hphrases [{id, code}], the SDS's
// place (media) only for those who may open it, plus the pictograms and the compliance state.
export function toSubstanceData(row: SubstanceRestRow, viewer: Viewer | null, today: string) {
  const hphrases = row.hazardStatements.map(({ hazardStatement }) => ({ id: hazardStatement.id, code: hazardStatement.code }));
  const pictograms = ghsPictogramsOf(hphrases.map((phrase) => phrase.code));
  return {
    id: row.id,
    procurement_id: row.procurementId,
    customer_supplier_id: row.supplierId,
    label: row.label,
    hphrases,
    hazardous: row.hazardous ? 1 : 0,
    sds_date: row.sdsDate ? isoDateOf(row.sdsDate) : null,
    has_sds: row.sdsMediaId !== null ? 1 : 0,
    note: row.note,
    pictograms: pictograms.map((code) => ({ code, label: ghsPictogramLabel(code) })),
    compliance_state: substanceComplianceState(row, today),
    media:
      mayOpenSds(viewer) && row.sds
        ? [{ directory: row.sds.directory, filename: row.sds.storedName, extension: row.sds.extension, original_name: row.sds.originalName, download_url: substanceSdsDownloadUrl(row.id) }]
        : [],
  };
}

export type SubstanceData = ReturnType<typeof toSubstanceData>;

