// The worker's own documents on the home's worker "Scheda" (issue 9 §2): fitness judgements and training
// certificates kept once and imported into every procurement from the worker card ("Importa nell'appalto").
// Adding, correcting, replacing the file and deleting are offered as the server allows them (User.permissions);
// the file is health data, sent only to those who may open it, so "Visualizza" appears only when it is there.
import { useCallback, useEffect, useState } from "react";
import { Button, H5, Tag } from "@blueprintjs/core";
import { PlusIcon } from "@blueprintjs/icons";
import { fetchQuery, graphql, useFragment } from "react-relay/hooks";
import type { WorkerDocumentsSectionQuery, WorkerDocumentsSectionQuery$data } from "../../__generated__/WorkerDocumentsSectionQuery.graphql";
import type { WorkerDocumentsSection_permissions$key } from "../../__generated__/WorkerDocumentsSection_permissions.graphql";
import { PermissionHint } from "../../components/PermissionHint";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { useFileDownload } from "../../lib/download";
import { environment } from "../../relay/environment";
import { reportMutationFailure } from "../../lib/mutation-outcome";
import { useDeleteSupplierWorkerAttachmentMutation } from "./useDeleteSupplierWorkerAttachmentMutation";
import { WorkerDocumentDialog, type WorkerDocumentTarget } from "./WorkerDocumentDialog";
import "../workers/worker-card.css";

const permissionsFragment = graphql`
  fragment WorkerDocumentsSection_permissions on ViewerPermissions {
    uploadWorkerDocuments {
      allowed
      reason
    }
    # Correcting a document's name and dates is changing the worker's data.
    editCompanyWorkers {
      allowed
      reason
    }
    replaceHealthFiles {
      allowed
      reason
    }
    openWorkerDocuments {
      allowed
      reason
    }
    deleteWorkerDocuments {
      allowed
      reason
    }
  }
`;

const query = graphql`
  query WorkerDocumentsSectionQuery($workerId: ID!) {
    node(id: $workerId) {
      ... on SupplierWorker {
        documents {
          id
          attachmentFilename
          documentDate
          documentExpirationDate
          category {
            code
            label
          }
          file {
            originalName
            downloadUrl
          }
        }
      }
    }
    fitnessCertificateCategories {
      code
      label
    }
  }
`;

type Data = WorkerDocumentsSectionQuery$data;
type Document = NonNullable<NonNullable<Data["node"]>["documents"]>[number];

export function WorkerDocumentsSection(props: { workerId: string; permissions: WorkerDocumentsSection_permissions$key }) {
  const permissions = useFragment(permissionsFragment, props.permissions);
  const canAdd = permissions.uploadWorkerDocuments.allowed;
  const canCorrect = permissions.editCompanyWorkers.allowed;
  const canDelete = permissions.deleteWorkerDocuments.allowed;
  const canReplace = permissions.replaceHealthFiles.allowed;
  const hintActions = [
    { action: t("permUpload"), decision: permissions.uploadWorkerDocuments },
    { action: t("permCorrect"), decision: permissions.editCompanyWorkers },
    { action: t("permOpenHealthFiles"), decision: permissions.openWorkerDocuments },
    { action: t("permReplaceHealthFiles"), decision: permissions.replaceHealthFiles },
    { action: t("permDelete"), decision: permissions.deleteWorkerDocuments },
  ];
  const [data, setData] = useState<Data | null>(null);
  const [open, setOpen] = useState<{ document: WorkerDocumentTarget | null } | null>(null);
  const [remove] = useDeleteSupplierWorkerAttachmentMutation();
  const { download } = useFileDownload();
  const load = useCallback(() => {
    const subscription = fetchQuery<WorkerDocumentsSectionQuery>(environment, query, { workerId: props.workerId }, { fetchPolicy: "network-only" }).subscribe({
      next: setData,
      error: () => setData(null),
    });
    return () => subscription.unsubscribe();
  }, [props.workerId]);
  useEffect(() => load(), [load]);

  const documents: ReadonlyArray<Document> = data?.node?.documents ?? [];
  const categories = data?.fitnessCertificateCategories ?? [];
  const deleteDocument = async (document: Document) => {
    const result = await remove(document.id);
    if (result.__typename === "DeleteSupplierWorkerAttachmentSuccess") {
      showSuccess(t("wdDeleted"));
      load();
    } else reportMutationFailure(result, { fallback: t("unexpectedError") });
  };

  return (
    <section className="worker-documents" aria-label={t("wdTitle")}>
      <div className="procurement-worker-header__top">
        <H5>{t("wdTitle")}</H5>
        {canAdd ? <Button size="small" variant="outlined" icon={<PlusIcon />} text={t("wdAdd")} disabled={!data} onClick={() => setOpen({ document: null })} /> : null}
      </div>
      <p className="worker-documents__intro text-muted">{t("wdIntro")}</p>
      <PermissionHint actions={hintActions} />
      {data && documents.length === 0 ? <p className="text-muted">{t("wdEmpty")}</p> : null}
      <ul className="worker-documents__list">
        {documents.map((document) => (
          <li key={document.id} className="worker-documents__item">
            <span className="worker-documents__text">
              <span>
                <Tag minimal>{document.category.label}</Tag> <strong>{document.attachmentFilename}</strong>
              </span>
              <span className="worker-documents__meta">
                {t("wcFormDate")}: {formatDate(document.documentDate) || "—"} · {t("wcFormExpiry")}: {formatDate(document.documentExpirationDate) || "—"}
              </span>
            </span>
            <span>
              {document.file ? (
                <RowActionButton action="view" label={`${t("wdView")}: ${document.attachmentFilename}`} onClick={() => download(document.file?.downloadUrl ?? "", document.file?.originalName ?? "documento")} />
              ) : null}
              {canCorrect ? (
                <RowActionButton
                  action={canReplace ? "upload" : "edit"}
                  label={`${canReplace ? t("wdReplace") : t("homeEdit")}: ${document.attachmentFilename}`}
                  onClick={() =>
                    setOpen({
                      document: {
                        id: document.id,
                        categoryCode: document.category.code,
                        attachmentFilename: document.attachmentFilename,
                        documentDate: document.documentDate ?? null,
                        documentExpirationDate: document.documentExpirationDate ?? null,
                      },
                    })
                  }
                />
              ) : null}
              {canDelete ? (
                <RowActionButton action="delete" label={`${t("wdDelete")}: ${document.attachmentFilename}`} confirmTitle={t("wcDeleteTitle")} confirmMessage={t("wdDeleteConfirm")} onClick={() => deleteDocument(document)} />
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {open ? <WorkerDocumentDialog workerId={props.workerId} document={open.document} mayReplaceFile={canReplace} categories={categories} onClose={() => setOpen(null)} onSaved={load} /> : null}
    </section>
  );
}
