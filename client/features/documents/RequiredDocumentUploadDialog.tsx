// "Carica" on a required document (spec "Procurement document form", "Document upload dialog mode",
// "Category match"): mode "upload" when no file is there yet, "edit" otherwise, where the file field
// stays hidden until "Ricarica il documento" is ticked. When the supplier already keeps a document of
// the same category in its own documentation, the form offers to import it instead of uploading.
import { useEffect, useState } from "react";
import { Callout, Intent } from "@blueprintjs/core";
import { ImportMatchCallout } from "./ImportMatchCallout";
import { useImportMatch } from "./useImportMatch";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { fetchQuery, graphql } from "react-relay/hooks";
import type {
  RequiredDocumentUploadDialogMatchQuery,
  RequiredDocumentUploadDialogMatchQuery$data,
} from "../../__generated__/RequiredDocumentUploadDialogMatchQuery.graphql";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { UploadProgress } from "../../components/dialogs/UploadDialog";
import { CheckboxField } from "../../components/form/CheckboxField";
import { DateField } from "../../components/form/DateField";
import { FileField } from "../../components/form/FileField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { environment } from "../../relay/environment";
import {
  requiredDocumentFormSchema,
  type RequiredDocumentFormOutput,
  type RequiredDocumentFormValues,
  type UploadMode,
} from "./required-document-form";
import type { RequiredDocumentRowData } from "./RequiredDocumentRow";
import { useUploadRequiredDocumentMutation } from "./useUploadRequiredDocumentMutation";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";

const matchQuery = graphql`
  query RequiredDocumentUploadDialogMatchQuery($requiredDocumentId: ID!) {
    matchingSupplierAttachments(requiredDocumentId: $requiredDocumentId) {
      id
      attachmentFilename
      documentDate
      documentExpirationDate
      file {
        originalName
      }
    }
  }
`;

type Match = RequiredDocumentUploadDialogMatchQuery$data["matchingSupplierAttachments"][number];

const FORM_ID = "required-document-form";
// The server's field names in ValidationError, mapped to the form's.
const SERVER_FIELDS: Readonly<Record<string, keyof RequiredDocumentFormValues>> = {
  attachmentName: "attachmentName",
  documentDate: "documentDate",
  documentExpirationDate: "documentExpirationDate",
  note: "note",
  file: "file",
};

function matchLabel(match: Match): string {
  const expiry = formatDate(match.documentExpirationDate);
  return expiry ? `${match.attachmentFilename} (${t("docMatchExpires")} ${expiry})` : match.attachmentFilename;
}

// The supplier's documents of the same category, asked once when the dialog opens.
function useMatchingAttachments(requiredDocumentId: string): { matches: ReadonlyArray<Match>; loading: boolean } {
  const [state, setState] = useState<{ matches: ReadonlyArray<Match>; loading: boolean }>({ matches: [], loading: true });
  useEffect(() => {
    const subscription = fetchQuery<RequiredDocumentUploadDialogMatchQuery>(
      environment,
      matchQuery,
      { requiredDocumentId },
      { fetchPolicy: "network-only" },
    ).subscribe({
      next: (data) => setState({ matches: data.matchingSupplierAttachments, loading: false }),
      // No match list is no reason to stop an upload: the form simply offers no import.
      error: () => setState({ matches: [], loading: false }),
    });
    return () => subscription.unsubscribe();
  }, [requiredDocumentId]);
  return state;
}

// replace: opened from "Ricarica il documento" (an approved document, which the supplier replaces rather
// than deletes): the new file is asked for straight away.
export function RequiredDocumentUploadDialog(props: { document: RequiredDocumentRowData; replace?: boolean; onClose: () => void }) {
  const { document } = props;
  const mode: UploadMode = document.file ? "edit" : "upload";
  const [upload, isUploading] = useUploadRequiredDocumentMutation();
  const [percent, setPercent] = useState<number | null>(null);
  const { matches, loading: matchesLoading } = useMatchingAttachments(document.id);

  const schema = requiredDocumentFormSchema(mode);
  const { control, handleSubmit, setValue, setError, getValues } = useForm<RequiredDocumentFormValues, unknown, RequiredDocumentFormOutput>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: {
      attachmentName: document.attachmentName ?? document.category.label,
      documentDate: document.documentDate ?? "",
      documentExpirationDate: document.documentExpirationDate ?? "",
      // The supplier's own note; the customer's (reviewNote) is shown above, never edited here.
      note: document.note ?? "",
      reupload: mode === "edit" && props.replace === true,
      importOwnDocument: false,
      ownDocumentId: null,
      file: null,
    },
  });
  const reupload = useWatch({ control, name: "reupload" });
  const replacing = mode === "upload" || reupload;
  const { importing, offerImport, callout } = useImportMatch({ control, getValues, setValue }, matches, replacing);

  const save = async (values: RequiredDocumentFormOutput) => {
    const importId = offerImport && values.importOwnDocument ? values.ownDocumentId : null;
    const file = importId === null && replacing ? values.file : null;
    setPercent(file ? 0 : null);
    try {
      const result = await upload(
        {
          id: document.id,
          attachmentName: values.attachmentName.trim(),
          documentDate: values.documentDate,
          documentExpirationDate: values.documentExpirationDate,
          note: values.note.trim() || null,
          importSupplierAttachmentId: importId,
        },
        file,
        setPercent,
      );
      if (result.__typename === "UploadRequiredDocumentSuccess") {
        showSuccess(file || importId ? t("docUploaded") : t("docEdited"));
        props.onClose();
        return;
      }
      reportMutationFailure(result, { placeOnField: placeOnFormFields<RequiredDocumentFormValues>(SERVER_FIELDS, setError), fallback: t("unexpectedError") });
    } catch {
      // The network layer has shown the error; the form keeps what was entered.
    } finally {
      setPercent(null);
    }
  };

  const title = `${mode === "upload" ? t("docUploadTitle") : t("docEditTitle")}: ${document.category.label}`;
  return (
    <DataDialog
      isOpen
      className="procurement-dialog"
      title={title}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("docUpload")}
      form={{ control, schema }}
      saving={isUploading}
      closeLabel={t("procCancel")}
      footerStart={percent !== null ? <UploadProgress value={percent} /> : undefined}
    >
      <form id={FORM_ID} className="required-document-form" onSubmit={handleSubmit(save)} noValidate>
        {document.approval === "REJECTED" ? (
          <Callout intent={Intent.DANGER} compact className="required-document-form__rejection">
            <p>{t("docUploadRejectedNotice")}</p>
            {document.reviewNote ? (
              <p>
                <strong>{t("docRejectionReason")}</strong> {document.reviewNote}
              </p>
            ) : null}
          </Callout>
        ) : document.approval === "APPROVED" && document.file ? (
          <Callout intent={Intent.WARNING} compact className="required-document-form__rejection">
            <p>{t("docUploadApprovedNotice")}</p>
          </Callout>
        ) : null}
        {mode === "edit" ? (
          <>
            <p className="required-document-form__current">
              {t("docFormCurrentFile")} <strong>{document.file?.originalName}</strong>
            </p>
            <CheckboxField control={control} name="reupload" label={t("docFormReupload")} />
          </>
        ) : null}
        {replacing && matchesLoading ? <p className="text-muted">{t("docMatchLoading")}</p> : null}
        {offerImport ? (
          <ImportMatchCallout
            control={control}
            name="importOwnDocument"
            texts={{ notice: t("docMatchNotice"), importLabel: t("docMatchImport"), choose: t("docMatchChoose") }}
            labelOf={matchLabel}
            {...callout}
          >
            {importing && matches.length === 1 && matches[0] ? <p className="required-document-form__match-choice">{matchLabel(matches[0])}</p> : null}
          </ImportMatchCallout>
        ) : null}
        {replacing && !(offerImport && importing) ? (
          // Required here whatever the schema says of the field alone: its rule spans the mode and the import.
          <FileField control={control} name="file" label={t("docFormFile")} required />
        ) : null}
        <TextField control={control} name="attachmentName" label={t("docFormName")} required={!(offerImport && importing)} />
        <div className="required-document-form__dates">
          <DateField control={control} name="documentDate" label={t("docFormDate")} />
          <DateField control={control} name="documentExpirationDate" label={t("docFormExpiry")} />
        </div>
        <TextAreaField control={control} name="note" label={t("docFormNote")} />
      </form>
    </DataDialog>
  );
}
