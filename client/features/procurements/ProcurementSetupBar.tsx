// The customer's controls on its procurement card: the procurement's own edit, "Aggiungi fornitore", close and delete,
// and the list of suppliers with "Togli dall'appalto". Each button follows the server's decision on this procurement
// (viewerCan…: the permission module, and no to everyone once it is closed); a closed procurement says so.
import { useState } from "react";
import { Button, Callout, Classes, Tag } from "@blueprintjs/core";
import { AddIcon, CrossIcon, EditIcon, LockIcon, PropertiesIcon, TrashIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import type { ProcurementSetupBar_procurement$key } from "../../__generated__/ProcurementSetupBar_procurement.graphql";
import { useConfirm } from "../../components/dialogs/useConfirm";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { RequirementsDialog } from "../requirements/RequirementsDialog";
import { AddSupplierDialog } from "./AddSupplierDialog";
import { ProcurementFormDialog } from "./ProcurementFormDialog";
import { useCloseProcurementMutation, useDeleteProcurementMutation, useRemoveProcurementSupplierMutation, type SetupResult } from "./useProcurementSetupMutations";
import { reportMutationFailure } from "../../lib/mutation-outcome";

const fragment = graphql`
  fragment ProcurementSetupBar_procurement on Procurement {
    id
    label
    dateStart
    dateEnd
    note
    constructionSite
    closedAt
    site {
      id
      name
    }
    customer {
      factories {
        id
        name
      }
      viewerCanEditFactories { allowed }
    }
    viewerCanEdit { allowed }
    viewerCanClose { allowed }
    viewerCanDelete { allowed }
    viewerCanRemoveSuppliers { allowed }
    suppliers {
      id
      supplier {
        id
        companyName
      }
      parentSupplier {
        companyName
      }
    }
  }
`;

export function ProcurementSetupBar(props: { procurement: ProcurementSetupBar_procurement$key }) {
  const procurement = useFragment(fragment, props.procurement);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<"edit" | "supplier" | "requirements" | null>(null);
  const [close, closing] = useCloseProcurementMutation();
  const [remove, deleting] = useDeleteProcurementMutation();
  const [removeSupplier] = useRemoveProcurementSupplierMutation();

  const outcome = (result: SetupResult, success: string, done?: () => void) => {
    if (result.__typename.endsWith("Success")) {
      showSuccess(success);
      done?.();
    } else {
      reportMutationFailure(result, { fallback: t("unexpectedError") });
    }
  };
  const closeProcurement = async () => {
    if ((await confirm({ title: t("setClose"), message: t("setCloseConfirm"), intent: "warning" })) !== true) return;
    outcome(await close(procurement.id), t("setClosed"));
  };
  const deleteProcurement = async () => {
    if ((await confirm({ title: t("setDelete"), message: t("setDeleteConfirm"), intent: "danger" })) !== true) return;
    outcome(await remove(procurement.id), t("setDeleted"), () => navigate("/home"));
  };
  const takeAway = async (linkId: string, name: string) => {
    if ((await confirm({ title: t("setRemoveSupplier"), message: t("setRemoveConfirm").replace("{name}", name), intent: "danger" })) !== true) return;
    outcome(await removeSupplier(linkId), t("setSupplierRemoved"));
  };

  return (
    <div className="procurement-setup">
      <div className="procurement-setup__tags">
        {procurement.constructionSite ? <Tag intent="warning" minimal>{t("setConstructionSiteTag")}</Tag> : null}
        {procurement.site ? <Tag minimal>{procurement.site.name}</Tag> : null}
        {procurement.closedAt ? <Tag intent="danger" icon={<LockIcon />}>{t("setClosedTag")}</Tag> : null}
      </div>
      {procurement.closedAt ? (
        <Callout compact intent="warning" icon={<LockIcon />} className="procurement-setup__closed">
          {t("setClosedNotice").replace("{date}", formatDate(procurement.closedAt.slice(0, 10)))}
        </Callout>
      ) : null}
      <div className="procurement-setup__actions">
        {procurement.viewerCanEdit.allowed ? (
          <>
            <Button icon={<EditIcon />} variant="outlined" text={t("setEditProcurement")} onClick={() => setDialog("edit")} />
            <Button icon={<AddIcon />} intent="primary" text={t("setAddSupplier")} onClick={() => setDialog("supplier")} />
            <Button icon={<PropertiesIcon />} variant="outlined" text={t("requirementsOpen")} onClick={() => setDialog("requirements")} />
          </>
        ) : null}
        {procurement.viewerCanClose.allowed ? (
          <Button icon={<LockIcon />} variant="outlined" intent="warning" text={t("setClose")} loading={closing} onClick={() => void closeProcurement()} />
        ) : null}
        {procurement.viewerCanDelete.allowed ? (
          <Button icon={<TrashIcon />} variant="minimal" intent="danger" text={t("setDelete")} loading={deleting} onClick={() => void deleteProcurement()} />
        ) : null}
      </div>
      {procurement.suppliers.length > 0 ? (
        <ul className={`procurement-setup__suppliers ${Classes.LIST_UNSTYLED}`} aria-label={t("setSuppliersTitle")}>
          {procurement.suppliers.map((link) => (
            <li key={link.id} className="procurement-setup__supplier">
              <span>
                <strong>{link.supplier.companyName}</strong>
                {link.parentSupplier ? <span className="text-muted"> · {t("setSubcontractorOf")} {link.parentSupplier.companyName}</span> : null}
              </span>
              {procurement.viewerCanRemoveSuppliers.allowed ? (
                <Button
                  size="small"
                  variant="minimal"
                  icon={<CrossIcon />}
                  aria-label={`${t("setRemoveSupplier")}: ${link.supplier.companyName}`}
                  title={t("setRemoveSupplier")}
                  onClick={() => void takeAway(link.id, link.supplier.companyName)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {dialog === "edit" ? (
        <ProcurementFormDialog
          factories={procurement.customer.factories}
          canAddFactory={procurement.customer.viewerCanEditFactories.allowed}
          procurement={{
            id: procurement.id,
            label: procurement.label,
            dateStart: procurement.dateStart,
            dateEnd: procurement.dateEnd,
            note: procurement.note,
            siteId: procurement.site?.id ?? null,
            constructionSite: procurement.constructionSite,
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === "requirements" ? <RequirementsDialog procurementId={procurement.id} onClose={() => setDialog(null)} /> : null}
      {dialog === "supplier" ? (
        <AddSupplierDialog
          procurementId={procurement.id}
          suppliers={procurement.suppliers.map((link) => ({ id: link.supplier.id, companyName: link.supplier.companyName }))}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
