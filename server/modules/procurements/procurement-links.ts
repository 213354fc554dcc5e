// The rules of a supplier's place on a procurement (the spec's "pivot"): what the "Informazioni Fornitore"
// form may send, and which suppliers may be named as "Subappaltatore di".
import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client";
import { NOTE_TOO_LONG_MESSAGE } from "../../../common/validation/notes";
import { procurementSupplierFormSchema } from "../../../common/validation/procurements";

export const PROCUREMENT_MESSAGES = {
  noteTooLong: NOTE_TOO_LONG_MESSAGE,
  parentNotOnProcurement: "Il campo Subappaltatore di deve indicare un altro fornitore dello stesso appalto",
  parentIsSelf: "Un fornitore non può essere subappaltatore di se stesso",
  parentCycle: "Il fornitore indicato è già subappaltatore di questo fornitore: la catena di subappalto non può chiudersi su se stessa",
  parentInvalid: "Il campo Subappaltatore di non è valido",
  procurementRequired: "Il campo Appalto è obbligatorio",
  supplierRequired: "Il campo Fornitore è obbligatorio",
} as const;


// The form's note rule (common/validation/procurements.ts). Blank notes are stored as null, so the card shows
// nothing rather than an empty line.
const noteSchema = procurementSupplierFormSchema.shape.note
  .trim()
  .nullish()
  .transform((note) => (note === undefined ? undefined : note || null));

// Ids arrive already decoded from Relay global ids (0 when forged) or as REST integers.
const optionalIdSchema = z
  .number({ error: PROCUREMENT_MESSAGES.parentInvalid })
  .int(PROCUREMENT_MESSAGES.parentInvalid)
  .min(0, PROCUREMENT_MESSAGES.parentInvalid)
  .nullish();

// What the "Informazioni Fornitore" form changes. An absent field keeps its value; null clears it.
export const updateLinkSchema = z.object({
  id: z.number({ error: "Elemento non trovato" }).int().min(0),
  note: noteSchema,
  parentSupplierId: optionalIdSchema,
});
export type UpdateProcurementSupplierInput = z.input<typeof updateLinkSchema>;

// REST sends integers, sometimes as strings (form posts); "" or null for "no parent".
const restIdSchema = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message),
  );
export const restPivotSchema = z.object({
  procurement_id: restIdSchema(PROCUREMENT_MESSAGES.procurementRequired),
  supplier_id: restIdSchema(PROCUREMENT_MESSAGES.supplierRequired),
  note: z.unknown().optional(),
  parent_supplier: z.unknown().optional(),
});

export type LinkShape = { id: number; supplierId: number; parentSupplierId: number | null };

// Suppliers that are, directly or down a chain, subcontractors of `supplierId` on one procurement: naming
// any of them as its parent would close a loop.
export function subcontractorsOf(supplierId: number, links: LinkShape[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const link of links) {
    if (link.parentSupplierId === null) continue;
    children.set(link.parentSupplierId, [...(children.get(link.parentSupplierId) ?? []), link.supplierId]);
  }
  const found = new Set<number>();
  const queue = [supplierId];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      if (child === supplierId || found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}

// The suppliers a link may name as "Subappaltatore di": the others on its procurement, minus its own
// subcontractors.
export function allowedParentIds(link: LinkShape, links: LinkShape[]): number[] {
  const descendants = subcontractorsOf(link.supplierId, links);
  return links.map((other) => other.supplierId).filter((id) => id !== link.supplierId && !descendants.has(id));
}

export const pivotSelect = {
  id: true,
  procurementId: true,
  supplierId: true,
  parentSupplierId: true,
  note: true,
  workerMandatoryDocumentCategories: true,
} satisfies Prisma.ProcurementSupplierSelect;
export type PivotRow = Prisma.ProcurementSupplierGetPayload<{ select: typeof pivotSelect }>;
