// Where each dashboard line leads: the tab of the procurement card that holds its row, or for a fitness certificate
// the worker's card; for a customer user, the card of the supplier the line is about.
import type { ProcurementCardTab as Tab } from "../../lib/route-ids";
import { procurementTabPath, procurementWorkerPath } from "../../lib/route-ids";
import { t } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/dictionaries";

export const TAB_TITLES: Record<Tab, MessageKey> = {
  DOCUMENTS: "procTabDocuments",
  WORKERS: "wrkTabTitle",
  VEHICLES: "elTabVehicles",
  MACHINERY: "elTabMachinery",
  SUBSTANCES: "subTabTitle",
};

export type LineTarget = {
  readonly procurementId: string;
  readonly supplierId: string;
  readonly tab: Tab | "%future added value";
  readonly supplierWorkerId: string | null | undefined;
};

const knownTab = (tab: LineTarget["tab"]): Tab => (tab === "%future added value" ? "DOCUMENTS" : tab);

export function lineTargetPath(line: LineTarget, viewerKind: string): string {
  if (line.supplierWorkerId) return procurementWorkerPath(line.procurementId, line.supplierWorkerId);
  return procurementTabPath(line.procurementId, viewerKind === "CUSTOMER" ? line.supplierId : null, knownTab(line.tab));
}

export function lineTargetName(line: LineTarget): string {
  return line.supplierWorkerId ? t("dashWorkerCard") : t(TAB_TITLES[knownTab(line.tab)]);
}
