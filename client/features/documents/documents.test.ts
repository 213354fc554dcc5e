// The required-document form's rules (spec section 5) and the self-certification link read from Relay ids.
import { describe, expect, it } from "vitest";
import { filingIssues } from "../../../common/validation/required-items";
import { fitnessCertificateFormSchema } from "../workers/fitness-certificate-form";
import { requiredDocumentFormSchema } from "./required-document-form";

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "durc.pdf", { type: "application/pdf" });

const values = {
  attachmentName: "DURC marzo",
  documentDate: "",
  documentExpirationDate: "",
  note: "",
  reupload: false,
  importOwnDocument: false,
  ownDocumentId: null,
  file: null,
};

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe("required document form", () => {
  it("needs a file to upload, unless a supplier document is imported", () => {
    const upload = requiredDocumentFormSchema("upload");
    expect(messagesOf(upload.safeParse(values)).file).toBe("Il file è obbligatorio");
    expect(upload.safeParse({ ...values, file: pdf() }).success).toBe(true);
    expect(upload.safeParse({ ...values, importOwnDocument: true, ownDocumentId: "U3VwcGxpZXJBdHRhY2htZW50OjE=" }).success).toBe(true);
    // Ticking import without a document to import is no import.
    expect(messagesOf(upload.safeParse({ ...values, importOwnDocument: true })).file).toBe("Il file è obbligatorio");
  });

  it("in edit mode asks for the file only once 'Ricarica il documento' is ticked", () => {
    const edit = requiredDocumentFormSchema("edit");
    expect(edit.safeParse(values).success).toBe(true);
    expect(messagesOf(edit.safeParse({ ...values, reupload: true })).file).toBe("Il file è obbligatorio");
  });

  it("requires the name and keeps the expiry after the document date", () => {
    const edit = requiredDocumentFormSchema("edit");
    expect(messagesOf(edit.safeParse({ ...values, attachmentName: "  " })).attachmentName).toBe(
      "Il campo Nome documento non può essere vuoto.",
    );
    const dates = edit.safeParse({ ...values, documentDate: "2026-03-10", documentExpirationDate: "2026-03-09" });
    expect(messagesOf(dates).documentExpirationDate).toBe("La data di scadenza non può precedere la data del documento");
    const ok = edit.safeParse({ ...values, documentDate: "2026-03-10", documentExpirationDate: "" });
    expect(ok.success && ok.data.documentExpirationDate).toBeNull();
  });

  it("says nothing of the order while a date box holds a day that does not exist", () => {
    const dates = requiredDocumentFormSchema("edit").safeParse({ ...values, documentDate: "2026-02-31", documentExpirationDate: "2026-01-10" });
    expect(messagesOf(dates).documentDate).toBeDefined();
    expect(messagesOf(dates).documentExpirationDate).toBeUndefined();
  });

  it("asks of the fitness certificate form what the server asks, in the server's words", () => {
    const add = fitnessCertificateFormSchema("add");
    const fitness = { ...values, categoryCode: "SAN" };
    const refused = messagesOf(add.safeParse({ ...fitness, attachmentName: "" }));
    const server = Object.fromEntries(filingIssues({ attachmentName: "", newFile: false, importing: false, keepsFile: false }).map((issue) => [issue.field, issue.message]));
    expect(refused).toEqual(server);
    expect(add.safeParse({ ...fitness, importOwnDocument: true, ownDocumentId: "U3VwcGxpZXJXb3JrZXJBdHRhY2htZW50OjE=", attachmentName: "" }).success).toBe(true);
    expect(messagesOf(add.safeParse({ ...fitness, attachmentName: "x".repeat(256), file: pdf() })).attachmentName).toBe(
      "Il nome del documento non può superare 255 caratteri",
    );
  });
});
