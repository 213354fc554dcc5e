// The tooltip of a worker's compliance light: what makes it not green, by state, naming the categories
// of the mandatory certificates (non-mandatory ones never change the light).
import type { MessageKey } from "../../i18n/dictionaries";
import { t } from "../../i18n/i18n";

type Certificate = { readonly active: boolean; readonly complianceState: string; readonly category: { readonly label: string } };

const GROUPS: ReadonlyArray<{ state: string; label: MessageKey }> = [
  { state: "MISSING", label: "wrkLightMissing" },
  { state: "REJECTED", label: "wrkLightRejected" },
  { state: "EXPIRED", label: "wrkLightExpired" },
  { state: "PENDING", label: "wrkLightPending" },
  { state: "EXPIRING", label: "wrkLightExpiring" },
];

export function lightExplanation(certificates: ReadonlyArray<Certificate>): string {
  const parts = GROUPS.flatMap((group) => {
    const labels = certificates
      .filter((certificate) => certificate.active && certificate.complianceState === group.state)
      .map((certificate) => certificate.category.label);
    return labels.length > 0 ? [`${t(group.label)}: ${labels.join(", ")}`] : [];
  });
  return parts.length > 0 ? parts.join(" · ") : t("wrkLightAllOk");
}
