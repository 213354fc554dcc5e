// The required-document form's values and rules (spec section 5 "Upload dialog" and "Procurement
// document form modes"): the rules of common/validation/required-items.ts, the same the server applies
// (a name and a file unless a supplier document is imported, or in edit mode without "Ricarica il
// documento"; the expiry not before the date), over what the screen holds: the dates as the shared
// DateField keeps them, the chosen file, the import choice.
import { z } from "zod";
import { filedItemFormFields, refineFiling } from "../../../common/validation/required-items";
import { optionalDateFieldSchema, optionalFileFieldSchema } from "../../components/form/form-schemas";

export type UploadMode = "upload" | "edit";

export function requiredDocumentFormSchema(mode: UploadMode) {
  return z
    .object({
      ...filedItemFormFields,
      documentDate: optionalDateFieldSchema(),
      documentExpirationDate: optionalDateFieldSchema(),
      reupload: z.boolean(),
      importFromSupplier: z.boolean(),
      supplierAttachmentId: z.string().nullable(),
      file: optionalFileFieldSchema(),
    })
    .superRefine((values, context) => {
      const importing = values.importFromSupplier && values.supplierAttachmentId !== null;
      refineFiling({ ...values, newFile: values.file !== null, importing, keepsFile: mode === "edit" && !values.reupload }, context);
    });
}

// What the fields hold, and what a valid form hands to the save (dates null when empty).
export type RequiredDocumentFormValues = z.input<ReturnType<typeof requiredDocumentFormSchema>>;
export type RequiredDocumentFormOutput = z.output<ReturnType<typeof requiredDocumentFormSchema>>;
