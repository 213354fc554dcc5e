// The worker fitness upload form's values and rules (spec section 5 "Worker fitness upload form", section 4
// "Document upload dialog mode"): the category only in add mode; the file unless in edit mode without
// "Ricarica il Documento", or when the worker's own file is imported; dates optional and in order.
import { z } from "zod";
import { expiresBeforeIssue, optionalDateFieldSchema, optionalFileFieldSchema } from "../../components/form/form-schemas";
import { t } from "../../i18n/i18n";
import { NOTE_MAX_LENGTH } from "../../../common/validation/notes";

export type FitnessFormMode = "add" | "upload" | "edit";

const NAME_MAX_LENGTH = 255;

export function fitnessCertificateFormSchema(mode: FitnessFormMode) {
  return z
    .object({
      categoryCode: z.string().nullable(),
      attachmentName: z.string().trim().min(1, t("wcFormNameRequired")).max(NAME_MAX_LENGTH),
      documentDate: optionalDateFieldSchema(),
      documentExpirationDate: optionalDateFieldSchema(),
      note: z.string().max(NOTE_MAX_LENGTH),
      reupload: z.boolean(),
      importFromWorker: z.boolean(),
      supplierWorkerAttachmentId: z.string().nullable(),
      file: optionalFileFieldSchema(),
    })
    .superRefine((values, context) => {
      if (mode === "add" && !values.categoryCode) context.addIssue({ code: "custom", path: ["categoryCode"], message: t("wcFormCategoryRequired") });
      const importing = values.importFromWorker && values.supplierWorkerAttachmentId !== null;
      if ((mode !== "edit" || values.reupload) && !importing && !values.file) {
        context.addIssue({ code: "custom", path: ["file"], message: t("wcFormFileRequired") });
      }
      if (expiresBeforeIssue(values.documentDate, values.documentExpirationDate)) {
        context.addIssue({ code: "custom", path: ["documentExpirationDate"], message: t("wcFormExpiryBeforeDate") });
      }
    });
}

export type FitnessFormValues = z.input<ReturnType<typeof fitnessCertificateFormSchema>>;
export type FitnessFormOutput = z.output<ReturnType<typeof fitnessCertificateFormSchema>>;
