// The supplier home's form schemas: the rules of common/validation/suppliers.ts (the same the server
// applies) over what the screen holds: dates as the shared DateField keeps them ("YYYY-MM-DD", or the
// typed text, with the field's own "GG/MM/AAAA" message), the chosen file, the municipality picked
// from the list. The server checks everything again.
import { z } from "zod";
import { italianDateOf } from "../../../common/calendar-dates";
import {
  SUPPLIER_ATTACHMENT_MESSAGES,
  SUPPLIER_WORKER_MESSAGES,
  supplierAttachmentSchema,
  supplierWorkerSchema,
} from "../../../common/validation/suppliers";
import { fileFieldSchema, optionalDateFieldSchema } from "../../components/form/form-schemas";
import { optionalMunicipalitySchema } from "../reference/municipality-value";

const EARLIEST_BIRTH_DATE = "1900-01-01";

// The file is required only while the document has none yet (spec section 5, Supplier attachment).
export function supplierAttachmentFormSchema(hasStoredFile: boolean) {
  const { attachmentType, attachmentFilename } = supplierAttachmentSchema.shape;
  return z
    .object({
      attachmentType,
      attachmentFilename,
      documentDate: optionalDateFieldSchema(),
      documentExpirationDate: optionalDateFieldSchema(),
      file: fileFieldSchema({ required: !hasStoredFile }),
    })
    .refine(
      (form) => !form.documentDate || !form.documentExpirationDate || form.documentExpirationDate >= form.documentDate,
      { error: SUPPLIER_ATTACHMENT_MESSAGES.expirationBeforeIssue, path: ["documentExpirationDate"] },
    );
}
export type SupplierAttachmentForm = {
  attachmentType: number;
  attachmentFilename: string;
  documentDate: string | null;
  documentExpirationDate: string | null;
  file: File | null;
};

// Whether a birth date lies in the future is judged on today's date in Italy, as the server does.
export function supplierWorkerFormSchema(now: Date = new Date()) {
  const today = italianDateOf(now);
  return supplierWorkerSchema(today)
    .omit({ birthplaceId: true, birthDate: true })
    .extend({
      birthplace: optionalMunicipalitySchema,
      birthDate: optionalDateFieldSchema()
        .refine((date) => date === null || date <= today, { error: SUPPLIER_WORKER_MESSAGES.birthDateInFuture, abort: true })
        .refine((date) => date === null || date >= EARLIEST_BIRTH_DATE, { error: SUPPLIER_WORKER_MESSAGES.birthDateTooOld }),
    });
}
export type SupplierWorkerForm = {
  firstName: string;
  lastName: string;
  sex: "M" | "F" | null;
  resigned: 0 | 1;
  fiscalCode: string;
  birthplace: { id: string | null; label: string };
  birthDate: string | null;
  job: string;
};
