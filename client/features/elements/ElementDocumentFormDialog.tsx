// The element document form (spec section 5 "Element document form"), the one upload of tabs 4 and 5 in both
// approval modes: a vehicle approved as a whole needs the choice below too, or its files could never meet a
// required document and it could never turn green (edits stay SINGLE_DOCUMENT only, as the server allows).
// Fields: the file (required when there is none yet), which required document it is ("Documento richiesto",
// from the procurement's list, as on tab 2; "Altro documento" for an extra one, whose name is then free: a
// required document is met only by the choice, never by a name typed differently), Data emissione
// (required), Data scadenza (required unless "Il documento NON ha scadenza", which starts ticked when the
// expiry is empty). An approved document never reaches this form (the table shows the spec's warning).
import { useEffect, useId, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { UploadProgress } from "../../components/dialogs/UploadDialog";
import { CheckboxField } from "../../components/form/CheckboxField";
import { DateField } from "../../components/form/DateField";
import { FileField } from "../../components/form/FileField";
import { ELEMENT_DOCUMENT_MESSAGES, elementDocumentFormIssues, elementDocumentNameSchema } from "../../../common/validation/elements";
import { refineDatesInOrder, REQUIRED_ITEM_MESSAGES, REQUIRED_ITEM_NAME_MAX_LENGTH } from "../../../common/validation/required-items";
import { dateFieldSchema, optionalDateFieldSchema, optionalFileFieldSchema } from "../../components/form/form-schemas";
import { SelectField } from "../../components/form/SelectField";
import { TextField } from "../../components/form/TextField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import type { ElementDocumentData, ElementRowData } from "./ElementRow";
import { useEditElementDocument, useUploadElementDocument } from "./useElementMutations";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";

// The choice of an extra document, beside the ids of the required ones.
const OTHER_DOCUMENT = "OTHER";

// The rules are the server's (common/validation/elements.ts, required-items.ts), with the choice of the required
// document, which the form always asks for, and the file, required while the document has none.
function formSchema(hasFile: boolean) {
  return z
    .object({
      requirement: z.string({ error: t("elDocRequirementRequired") }).min(1, { error: t("elDocRequirementRequired") }),
      documentName: elementDocumentNameSchema,
      documentDate: dateFieldSchema(ELEMENT_DOCUMENT_MESSAGES.documentDateRequired),
      documentExpirationDate: optionalDateFieldSchema(),
      noExpire: z.boolean(),
      file: optionalFileFieldSchema(),
    })
    .superRefine((values, context) => {
      if (!hasFile && !values.file) context.addIssue({ code: "custom", path: ["file"], message: REQUIRED_ITEM_MESSAGES.fileRequired });
      for (const [field, messages] of Object.entries(elementDocumentFormIssues(values))) {
        for (const message of messages) context.addIssue({ code: "custom", path: [field], message });
      }
      refineDatesInOrder(values, context);
    });
}
type FormValues = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

const SERVER_FIELDS: Readonly<Record<string, keyof FormValues>> = {
  requirementId: "requirement",
  documentName: "documentName",
  documentDate: "documentDate",
  documentExpirationDate: "documentExpirationDate",
  noExpire: "noExpire",
  file: "file",
};

export function ElementDocumentFormDialog(props: { element: ElementRowData; document: ElementDocumentData | null; onClose: () => void }) {
  const { element, document } = props;
  const formId = useId();
  const [upload, uploading] = useUploadElementDocument();
  const [edit, editing] = useEditElementDocument();
  const [percent, setPercent] = useState<number | null>(null);
  const schema = formSchema(document !== null);
  const { control, getValues, handleSubmit, setError, setValue, trigger } = useForm<FormValues, unknown, FormOutput>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: {
      requirement: document ? (document.requirementId ?? OTHER_DOCUMENT) : "",
      documentName: document && !document.requirementId ? (document.documentName ?? "") : "",
      documentDate: document?.documentDate ?? "",
      documentExpirationDate: document?.documentExpirationDate ?? "",
      // Spec: no_expire starts ticked when the expiration is empty, a new document's included.
      noExpire: !document?.documentExpirationDate,
      file: null,
    },
  });
  const noExpire = useWatch({ control, name: "noExpire" });
  const requirement = useWatch({ control, name: "requirement" });
  const requirementOptions = [
    ...element.documentRequirements.map((required) => ({ value: required.id, label: required.documentName })),
    { value: OTHER_DOCUMENT, label: t("elDocOther") },
  ];
  // Ticking "NON ha scadenza" empties the expiry (and its error goes with it), but a typed expiry is kept
  // aside: unticking, maybe after a slip of the finger, brings it back.
  const setAsideExpiry = useRef("");
  useEffect(() => {
    if (noExpire) {
      setAsideExpiry.current = getValues("documentExpirationDate") || setAsideExpiry.current;
      setValue("documentExpirationDate", "");
    } else if (setAsideExpiry.current) {
      setValue("documentExpirationDate", setAsideExpiry.current);
      setAsideExpiry.current = "";
    }
    void trigger("documentExpirationDate");
  }, [noExpire, getValues, setValue, trigger]);

  const save = async (values: FormOutput) => {
    const other = values.requirement === OTHER_DOCUMENT;
    const fields = {
      requirementId: other ? null : values.requirement,
      documentName: other ? values.documentName.trim() || null : null,
      documentDate: values.documentDate,
      documentExpirationDate: values.noExpire ? null : values.documentExpirationDate,
      noExpire: values.noExpire,
    };
    setPercent(values.file ? 0 : null);
    try {
      const result = document
        ? await edit({ id: document.id, ...fields }, values.file, setPercent)
        : values.file
          ? await upload({ elementId: element.id, ...fields }, values.file, setPercent)
          : null;
      if (!result) return;
      if (result.__typename === "UploadElementDocumentSuccess" || result.__typename === "UpdateElementDocumentSuccess") {
        showSuccess(document && !values.file ? t("docEdited") : t("docUploaded"));
        props.onClose();
        return;
      }
      reportMutationFailure(result, { placeOnField: placeOnFormFields<FormValues>(SERVER_FIELDS, setError), fallback: t("unexpectedError") });
    } catch {
      // The network layer has shown the error; the form keeps what was entered.
    } finally {
      setPercent(null);
    }
  };

  const subject = `${element.type} ${element.makerAndModel}`;
  return (
    <DataDialog
      isOpen
      className="procurement-dialog element-dialog"
      title={`${document ? t("elDocFormEdit") : t("elDocFormUpload")}: ${subject}`}
      onClose={props.onClose}
      formId={formId}
      saveLabel={document ? t("procSave") : t("docUpload")}
      form={{ control, schema }}
      saving={uploading || editing}
      closeLabel={t("procCancel")}
      footerStart={percent !== null ? <UploadProgress value={percent} /> : undefined}
    >
      <form id={formId} className="element-form" onSubmit={handleSubmit(save)} noValidate>
        {document ? (
          <p className="element-form__current">
            {t("elDocFormCurrentFile")} <strong>{document.file.originalName}</strong>
          </p>
        ) : null}
        <FileField
          control={control}
          name="file"
          label={t("elDocFormFile")}
          required={document === null}
          helperText={document ? t("elDocFormReplaceHelp") : undefined}
        />
        <SelectField control={control} name="requirement" label={t("elDocRequirement")} options={requirementOptions} placeholder required />
        {requirement === OTHER_DOCUMENT ? <TextField control={control} name="documentName" label={t("elDocName")} maxLength={REQUIRED_ITEM_NAME_MAX_LENGTH} /> : null}
        <div className="element-form__pair">
          <DateField control={control} name="documentDate" label={t("elDocDate")} required />
          <DateField control={control} name="documentExpirationDate" label={t("elDocExpiry")} required={!noExpire} disabled={noExpire} />
        </div>
        <CheckboxField control={control} name="noExpire" label={t("elDocFormNoExpire")} />
      </form>
    </DataDialog>
  );
}
