// The worker fitness upload form's values and rules (spec section 5 "Worker fitness upload form", section 4
// "Document upload dialog mode"): the filing form every required item shares (../documents/filing-form.ts: a
// name and a file unless the worker's own file is imported, or in edit mode without "Ricarica il Documento";
// dates optional and in order, as the server checks them), and the category, chosen only in add mode.
import { z } from "zod";
import { t } from "../../i18n/i18n";
import { filingFormFields, refineFilingForm } from "../documents/filing-form";

export type FitnessFormMode = "add" | "upload" | "edit";

export function fitnessCertificateFormSchema(mode: FitnessFormMode) {
  return z
    .object({ ...filingFormFields(), categoryCode: z.string().nullable() })
    .superRefine((values, context) => {
      if (mode === "add" && !values.categoryCode) context.addIssue({ code: "custom", path: ["categoryCode"], message: t("wcFormCategoryRequired") });
      refineFilingForm(values, mode === "edit" && !values.reupload, context);
    });
}

export type FitnessFormValues = z.input<ReturnType<typeof fitnessCertificateFormSchema>>;
export type FitnessFormOutput = z.output<ReturnType<typeof fitnessCertificateFormSchema>>;
