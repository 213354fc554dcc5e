// The customer's approval (spec "Document approval form") of a vehicle, machine or tool. ALL_DOCUMENTS_AT_ONCE
// (vehicles always): the element is approved as a whole, and the title says so ("Approvazione mezzo"), with
// its files at hand; SINGLE_DOCUMENT: one document at a time, shown as every reviewed file is.
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { ReviewDialog, ReviewedFileSummary, ReviewSummaryItem } from "../documents/ReviewDialog";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import type { ElementDocumentData, ElementRowData } from "./ElementRow";
import { useSetElementApproval, useSetElementDocumentApproval } from "./useElementMutations";
import { reportMutationFailure } from "../../lib/mutation-outcome";

function wholeTitle(kind: ElementRowData["kind"]): string {
  if (kind === "TOOL") return t("elApprovalWholeTOOL");
  if (kind === "MACHINERY") return t("elApprovalWholeMACHINERY");
  return t("elApprovalWholeEQUIPMENT");
}

function ElementFiles({ element }: { element: ElementRowData }) {
  return (
    <dl className="approval-summary">
      <ReviewSummaryItem label={t("elType")}>{`${element.type} ${element.makerAndModel}`}</ReviewSummaryItem>
      <ReviewSummaryItem label={t("elAttachments")} wide>
        {element.documents.length === 0 ? t("elNoDocuments") : null}
        <ul className="element-approval__files">
          {element.documents.map((item) => (
            <li key={item.id}>
              <FileDownloadCell url={item.file.downloadUrl} fileName={item.file.originalName} label={t("elDocView")} />
              <span>{item.documentName ?? item.file.originalName}</span>
            </li>
          ))}
        </ul>
      </ReviewSummaryItem>
    </dl>
  );
}

export function ElementApprovalDialog(props: { element: ElementRowData; document: ElementDocumentData | null; onClose: () => void }) {
  const { element, document } = props;
  const [setElementApproval, savingElement] = useSetElementApproval();
  const [setDocumentApproval, savingDocument] = useSetElementDocumentApproval();
  const subject = `${element.type} ${element.makerAndModel}`;
  const title = document ? `${t("docApprovalTitle")}: ${document.documentName ?? document.file.originalName}` : `${wholeTitle(element.kind)}: ${subject}`;
  return (
    <ReviewDialog
      className="procurement-dialog element-dialog"
      title={title}
      initial={document ? { approval: document.approval, note: document.note ?? null } : { approval: element.approval, note: element.reviewNote ?? null }}
      saving={savingElement || savingDocument}
      onClose={props.onClose}
      summary={
        document ? (
          <ReviewedFileSummary
            before={<ReviewSummaryItem label={t("elType")}>{subject}</ReviewSummaryItem>}
            reviewed={{
              name: document.documentName ?? null,
              documentDate: document.documentDate ?? null,
              expirationDate: document.documentExpirationDate ?? null,
              file: document.file,
              noExpiryText: t("elDocNoExpiry"),
            }}
          />
        ) : (
          <ElementFiles element={element} />
        )
      }
      onSave={async ({ approval, note }) => {
        const result = document
          ? await setDocumentApproval({ id: document.id, approval, note })
          : await setElementApproval({ id: element.id, approval, reviewNote: note });
        if (result.__typename === "SetElementApprovalSuccess" || result.__typename === "SetElementDocumentApprovalSuccess") {
          showSuccess(t("docApprovalSaved"));
          return true;
        }
        reportMutationFailure(result, { fallback: t("unexpectedError") });
        return false;
      }}
    />
  );
}
