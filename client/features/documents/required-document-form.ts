// The required-document form's values and rules (spec section 5 "Upload dialog" and "Procurement
// document form modes"): the filing form every required item shares (filing-form.ts: a name and a file
// unless a supplier document is imported, or in edit mode without "Ricarica il documento"; the expiry
// not before the date, as the server checks them).
import { z } from "zod";
import { filingFormFields, refineFilingForm } from "./filing-form";

export type UploadMode = "upload" | "edit";

export function requiredDocumentFormSchema(mode: UploadMode) {
  return z.object(filingFormFields()).superRefine((values, context) => refineFilingForm(values, mode === "edit" && !values.reupload, context));
}

// What the fields hold, and what a valid form hands to the save (dates null when empty).
export type RequiredDocumentFormValues = z.input<ReturnType<typeof requiredDocumentFormSchema>>;
export type RequiredDocumentFormOutput = z.output<ReturnType<typeof requiredDocumentFormSchema>>;
