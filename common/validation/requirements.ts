// What a customer asks of its suppliers: its catalogue of document categories (code, label, the company document
// type that satisfies it by import, whether it expires), a procurement's default requirements and a supplier's own.
// Shared by the server (parseInput at the service edge) and the client's forms. Pure: no server imports.
import { z } from "zod";
import { SUPPLIER_ATTACHMENT_TYPES } from "../reference-lists";

export const REQUIREMENT_MESSAGES = {
  codeRequired: "Il campo Codice non può essere vuoto.",
  codeInvalid: "Il Codice può contenere solo lettere maiuscole, cifre e _ (al massimo 30 caratteri).",
  codeTaken: "Esiste già una categoria con questo codice.",
  labelRequired: "Il campo Tipo di documento non può essere vuoto.",
  labelTooLong: "Il Tipo di documento non può superare i 255 caratteri.",
  attachmentTypeInvalid: "Scegliere un tipo di documento aziendale dell'elenco.",
  categoryInvalid: "Scegliere categorie del catalogo del committente.",
  tooMany: "Si possono richiedere al massimo 100 tipi di documento.",
  sameProcurement: "Scegliere un altro appalto da cui copiare i requisiti.",
  sourceInvalid: "Scegliere un appalto del committente.",
} as const;

export const MAX_REQUIREMENTS = 100;

const attachmentTypeCodes = new Set<number>(SUPPLIER_ATTACHMENT_TYPES.map((type) => type.code));

export const documentCategorySchema = z.object({
  code: z
    .string({ error: REQUIREMENT_MESSAGES.codeRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: REQUIREMENT_MESSAGES.codeRequired })
    .regex(/^[A-Z0-9_]{1,30}$/, { error: REQUIREMENT_MESSAGES.codeInvalid }),
  label: z.string({ error: REQUIREMENT_MESSAGES.labelRequired }).trim().min(1, { error: REQUIREMENT_MESSAGES.labelRequired }).max(255, { error: REQUIREMENT_MESSAGES.labelTooLong }),
  supplierAttachmentType: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null)
    .refine((value) => value === null || attachmentTypeCodes.has(value), { error: REQUIREMENT_MESSAGES.attachmentTypeInvalid }),
  expires: z.boolean().default(true),
});
export type DocumentCategoryInput = z.input<typeof documentCategorySchema>;

const requirementList = z
  .array(z.object({ categoryId: z.number().int().positive({ error: REQUIREMENT_MESSAGES.categoryInvalid }), mandatory: z.boolean().default(true) }))
  .max(MAX_REQUIREMENTS, { error: REQUIREMENT_MESSAGES.tooMany })
  // The same category twice would leave its "mandatory" to chance.
  .refine((list) => new Set(list.map((entry) => entry.categoryId)).size === list.length, { error: REQUIREMENT_MESSAGES.categoryInvalid });

export const procurementRequirementsSchema = z.object({ procurementId: z.number().int().positive(), categories: requirementList });
export const supplierRequirementsSchema = procurementRequirementsSchema.extend({ supplierId: z.number().int().positive() });
export const copyRequirementsSchema = z
  .object({ procurementId: z.number().int().positive(), fromProcurementId: z.number().int().positive({ error: REQUIREMENT_MESSAGES.sourceInvalid }) })
  .refine((input) => input.procurementId !== input.fromProcurementId, { error: REQUIREMENT_MESSAGES.sameProcurement, path: ["fromProcurementId"] });

// ───────── The catalogue's other parts: worker fitness categories, documents per vehicle, machine and tool ─────────

export const OTHER_REQUIREMENT_MESSAGES = {
  workerCategoryInvalid: "Scegliere categorie di idoneità del catalogo del committente.",
  documentNameRequired: "Il campo Documento non può essere vuoto.",
  documentNameTooLong: "Il nome del documento non può superare i 255 caratteri.",
  documentNameTaken: "Questo documento è già nel catalogo.",
  elementKindInvalid: "Scegliere mezzo, macchinario o attrezzatura.",
  defaultDocumentRequired: "Scegliere il file del documento predefinito.",
} as const;

export const ELEMENT_KINDS = ["EQUIPMENT", "MACHINERY", "TOOL"] as const;
export type ElementKindCode = (typeof ELEMENT_KINDS)[number];

export const workerCategorySchema = z.object({
  code: documentCategorySchema.shape.code,
  label: documentCategorySchema.shape.label,
});
export type WorkerCategoryInput = z.input<typeof workerCategorySchema>;

const documentName = z
  .string({ error: OTHER_REQUIREMENT_MESSAGES.documentNameRequired })
  .trim()
  .min(1, { error: OTHER_REQUIREMENT_MESSAGES.documentNameRequired })
  .max(255, { error: OTHER_REQUIREMENT_MESSAGES.documentNameTooLong });
const elementKind = z.enum(ELEMENT_KINDS, { error: OTHER_REQUIREMENT_MESSAGES.elementKindInvalid });

export const elementDocumentTypeSchema = z.object({ kind: elementKind, name: documentName });
export type ElementDocumentTypeInput = z.input<typeof elementDocumentTypeSchema>;

const codeList = z
  .array(z.string().trim().min(1).max(30))
  .max(MAX_REQUIREMENTS, { error: REQUIREMENT_MESSAGES.tooMany })
  .transform((list) => [...new Set(list)]);
const elementDocumentList = z
  .array(z.object({ kind: elementKind, documentName }))
  .max(MAX_REQUIREMENTS, { error: REQUIREMENT_MESSAGES.tooMany });

// The worker categories and the element documents asked by a procurement of every supplier (no supplierId) or of one.
export const otherRequirementsSchema = z.object({
  procurementId: z.number().int().positive(),
  supplierId: z.number().int().positive().nullish().transform((value) => value ?? null),
  workerCategoryCodes: codeList,
  elementDocuments: elementDocumentList,
});
export type OtherRequirementsInput = z.input<typeof otherRequirementsSchema>;
