// What /medicine and /formation show to a signed-in user who is no worker: the server gives them no worker.
import { NonIdealState } from "@blueprintjs/core";
import { PersonIcon } from "@blueprintjs/icons";
import { t } from "../../i18n/i18n";

export function NoWorkerNotice() {
  return (
    <div className="page">
      <NonIdealState icon={<PersonIcon size={48} />} title={t("noWorker")} />
    </div>
  );
}
