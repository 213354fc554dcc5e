// The worker fitness upload form's values and rules (spec section 5 "Worker fitness upload form", section 4
// "Document upload dialog mode"): the rules of common/validation/required-items.ts, the same the server
// applies (a name and a file unless the worker's own file is imported, or in edit mode without "Ricarica il
// Documento"; dates optional and in order), and the category, chosen only in add mode.
import { z } from "zod";
import { filedItemFormFields, refineFiling } from "../../../common/validation/required-items";
import { optionalDateFieldSchema, optionalFileFieldSchema } from "../../components/form/form-schemas";
import { t } from "../../i18n/i18n";

export type FitnessFormMode = "add" | "upload" | "edit";

export function fitnessCertificateFormSchema(mode: FitnessFormMode) {
  return z
    .object({
      ...filedItemFormFields,
      categoryCode: z.string().nullable(),
      documentDate: optionalDateFieldSchema(),
      documentExpirationDate: optionalDateFieldSchema(),
      reupload: z.boolean(),
      importFromWorker: z.boolean(),
      supplierWorkerAttachmentId: z.string().nullable(),
      file: optionalFileFieldSchema(),
    })
    .superRefine((values, context) => {
      if (mode === "add" && !values.categoryCode) context.addIssue({ code: "custom", path: ["categoryCode"], message: t("wcFormCategoryRequired") });
      const importing = values.importFromWorker && values.supplierWorkerAttachmentId !== null;
      refineFiling({ ...values, newFile: values.file !== null, importing, keepsFile: mode === "edit" && !values.reupload }, context);
    });
}

export type FitnessFormValues = z.input<ReturnType<typeof fitnessCertificateFormSchema>>;
export type FitnessFormOutput = z.output<ReturnType<typeof fitnessCertificateFormSchema>>;
