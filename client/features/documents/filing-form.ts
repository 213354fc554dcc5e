// What every required item's upload form holds beside its own fields, and its rules: the shared text fields and
// rules of common/validation/required-items.ts (the server's), the dates as the shared DateField keeps them,
// "Ricarica il documento", the offer to import one of the supplier's or the worker's own documents instead of a
// new file (importOwnDocument, ownDocumentId), and the chosen file.
import { z } from "zod";
import { filedItemFormFields, refineFiling } from "../../../common/validation/required-items";
import { optionalDateFieldSchema, optionalFileFieldSchema } from "../../components/form/form-schemas";

export function filingFormFields() {
  return {
    ...filedItemFormFields,
    documentDate: optionalDateFieldSchema(),
    documentExpirationDate: optionalDateFieldSchema(),
    reupload: z.boolean(),
    importOwnDocument: z.boolean(),
    ownDocumentId: z.string().nullable(),
    file: optionalFileFieldSchema(),
  };
}

type FilingFormValues = z.output<z.ZodObject<ReturnType<typeof filingFormFields>>>;

// keepsFile: the item has a file and the form is not replacing it (an edit without "Ricarica il documento").
export function refineFilingForm(values: FilingFormValues, keepsFile: boolean, context: z.RefinementCtx) {
  const importing = values.importOwnDocument && values.ownDocumentId !== null;
  refineFiling({ ...values, newFile: values.file !== null, importing, keepsFile }, context);
}
