// A tab title of the procurement card with the number of its items that need the viewer (the server's
// attentionCounts): for a supplier user what to fix, for a customer user what waits for its decision. Nothing when
// none does. The number is read aloud with what it means ("3 da sistemare").
import { Tag } from "@blueprintjs/core";
import { t } from "../../i18n/i18n";

export function TabTitle({ title, count, viewerKind }: { title: string; count: number | null | undefined; viewerKind: string }) {
  if (!count) return <>{title}</>;
  const meaning = t(viewerKind === "CUSTOMER" ? "dashWaitingCount" : "dashToFixCount").replace("{count}", String(count));
  return (
    <span className="procurement-tab-title">
      {title}{" "}
      <Tag round intent={viewerKind === "CUSTOMER" ? "primary" : "danger"} className="procurement-tab-title__count" title={meaning}>
        {count}
        <span className="visually-hidden">{meaning.replace(String(count), "")}</span>
      </Tag>
    </span>
  );
}
