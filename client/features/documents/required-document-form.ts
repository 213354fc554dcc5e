// The required-document form's values and rules (spec section 5 "Upload dialog" and "Procurement
// document form modes"): a name is required; the file is required when uploading, or when re-uploading
// in edit mode, unless a supplier document is imported instead; the expiry cannot precede the date.
import { z } from "zod";
import { expiresBeforeIssue, optionalDateFieldSchema, optionalFileFieldSchema } from "../../components/form/form-schemas";
import { t } from "../../i18n/i18n";
import { NOTE_MAX_LENGTH } from "../../../common/validation/notes";

export type UploadMode = "upload" | "edit";

const NAME_MAX_LENGTH = 255;

export function requiredDocumentFormSchema(mode: UploadMode) {
  return z
    .object({
      attachmentName: z.string().trim().min(1, t("docNameRequired")).max(NAME_MAX_LENGTH),
      documentDate: optionalDateFieldSchema(),
      documentExpirationDate: optionalDateFieldSchema(),
      note: z.string().max(NOTE_MAX_LENGTH),
      reupload: z.boolean(),
      importFromSupplier: z.boolean(),
      supplierAttachmentId: z.string().nullable(),
      file: optionalFileFieldSchema(),
    })
    .superRefine((values, context) => {
      const importing = values.importFromSupplier && values.supplierAttachmentId !== null;
      if ((mode === "upload" || values.reupload) && !importing && !values.file) {
        context.addIssue({ code: "custom", path: ["file"], message: t("docFileRequired") });
      }
      if (expiresBeforeIssue(values.documentDate, values.documentExpirationDate)) {
        context.addIssue({ code: "custom", path: ["documentExpirationDate"], message: t("docExpiryBeforeDate") });
      }
    });
}

// What the fields hold, and what a valid form hands to the save (dates null when empty).
export type RequiredDocumentFormValues = z.input<ReturnType<typeof requiredDocumentFormSchema>>;
export type RequiredDocumentFormOutput = z.output<ReturnType<typeof requiredDocumentFormSchema>>;
