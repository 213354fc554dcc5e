// Every name a user types that becomes a document's name loses the invisible formatting characters (U+202E and
// its kind) before it is stored, by the same rule as a file's own name (common/file-names.ts), in the form and at
// the service edge alike; the length is counted on what is left.
import { describe, expect, it } from "vitest";
import { elementDocumentNameSchema } from "../../../common/validation/elements";
import { procurementFileSchema } from "../../../common/validation/procurements";
import { filedItemFormFields, optionalItemNameSchema } from "../../../common/validation/required-items";
import { supplierAttachmentSchema } from "../../../common/validation/suppliers";
import { workerDocumentSchema } from "../../../common/validation/worker-documents";

const TYPED = "\u2066Contratto\u202efdp.exe\u2069\u200b";
const CLEAN = "Contrattofdp.exe";
// 255 visible characters and a hidden one: fits once the hidden one is gone.
const LONGEST = `${"a".repeat(255)}\u202e`;

describe("nomi digitati per i documenti", () => {
  it.each([
    ["documento richiesto, idoneità (servizio)", (name: string) => optionalItemNameSchema.parse(name)],
    ["documento richiesto, idoneità (modulo)", (name: string) => filedItemFormFields.attachmentName.parse(name)],
    ["documento di mezzo, macchinario, attrezzatura", (name: string) => elementDocumentNameSchema.parse(name)],
    ["documento dell'appalto", (name: string) => procurementFileSchema.parse({ label: name }).label],
    ["documento del fornitore", (name: string) => supplierAttachmentSchema.parse({ attachmentType: 1, attachmentFilename: name }).attachmentFilename],
    ["documento del lavoratore", (name: string) => workerDocumentSchema.parse({ categoryCode: "SAN", attachmentFilename: name }).attachmentFilename],
  ])("%s: senza caratteri invisibili, la lunghezza contata su ciò che resta", (_, clean) => {
    expect(clean(TYPED)).toBe(CLEAN);
    expect(clean(LONGEST)).toBe("a".repeat(255));
  });
});
