// The shared fields' validation: dates typed as DD/MM/YYYY, files checked before the upload.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { currentUploadMaxBytes, fileProblem, megabytes, setUploadMaxBytes } from "./file-rules";
import { dateFieldSchema, expiresBeforeIssue, fileFieldSchema, optionalDateFieldSchema, optionalFileFieldSchema } from "./form-schemas";

const errorOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("date schemas", () => {
  it("a required date takes YYYY-MM-DD and names what is wrong", () => {
    const schema = dateFieldSchema("Data emissione obbligatoria");
    expect(schema.parse("2026-03-01")).toBe("2026-03-01");
    expect(errorOf(schema.safeParse(""))).toBe("Data emissione obbligatoria");
    expect(errorOf(schema.safeParse("31/02/2026"))).toBe("Data non valida (GG/MM/AAAA)");
    expect(errorOf(schema.safeParse("2026-02-30"))).toBe("Data non valida (GG/MM/AAAA)");
  });

  it("takes years from 1900 to 2100 only, with an Italian message", () => {
    const required = dateFieldSchema();
    const optional = optionalDateFieldSchema();
    for (const date of ["1900-01-01", "2026-05-01", "2100-12-31"]) {
      expect(required.parse(date)).toBe(date);
      expect(optional.parse(date)).toBe(date);
    }
    for (const date of ["1850-06-15", "1899-12-31", "2101-01-01", "9999-12-31", "0202-01-01"]) {
      expect(errorOf(required.safeParse(date))).toBe("L'anno deve essere compreso tra 1900 e 2100");
      expect(errorOf(optional.safeParse(date))).toBe("L'anno deve essere compreso tra 1900 e 2100");
    }
  });

  it("an optional date sends null when empty", () => {
    const schema = optionalDateFieldSchema();
    expect(schema.parse("")).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse("2026-12-31")).toBe("2026-12-31");
    expect(errorOf(schema.safeParse("12/2026"))).toBe("Data non valida (GG/MM/AAAA)");
  });
});

describe("file checks", () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

  it("accepts the spec's types up to the limit, with the files module's messages", () => {
    expect(fileProblem({ name: "DURC.PDF", size: 10 })).toBeNull();
    expect(fileProblem({ name: "foto.jpeg", size: 10 })).toBeNull();
    expect(fileProblem({ name: "setup.exe", size: 10 })).toBe(
      "Tipo di file non ammesso: sono accettati pdf, doc, docx, xls, xlsx, jpg, jpeg, png, gif",
    );
    expect(fileProblem({ name: "senza-estensione", size: 10 })).not.toBeNull();
    expect(fileProblem({ name: "grande.pdf", size: 20 * 1024 * 1024 + 1 })).toBe(
      "Il file supera la dimensione massima consentita di 20 MB",
    );
    expect(fileProblem({ name: "grande.pdf", size: 20 * 1024 * 1024 })).toBeNull();
    expect(megabytes(5 * 1024 * 1024)).toBe("5");
  });

  it("the server's limit, once told, applies to schemas built before it arrived", () => {
    const schema = z.object({ file: fileFieldSchema() });
    const before = currentUploadMaxBytes();
    try {
      setUploadMaxBytes(1000);
      expect(errorOf(schema.safeParse({ file: file("piccolo.pdf", 1000) }))).toBeNull();
      expect(errorOf(schema.safeParse({ file: file("grande.pdf", 1001) }))).toBe("Il file supera la dimensione massima consentita di 0 MB");
      setUploadMaxBytes(-5);
      expect(currentUploadMaxBytes()).toBe(1000);
    } finally {
      setUploadMaxBytes(before);
    }
  });

  it("a required file field refuses null; an optional one lets it through", () => {
    const required = z.object({ file: fileFieldSchema({ maxBytes: 100 }) });
    expect(errorOf(required.safeParse({ file: null }))).toBe("Il campo File non può essere vuoto.");
    expect(errorOf(required.safeParse({ file: file("a.pdf", 101) }))).toBe(
      "Il file supera la dimensione massima consentita di 0 MB",
    );
    expect(required.parse({ file: file("a.pdf", 100) }).file).toBeInstanceOf(File);
    expect(optionalFileFieldSchema().parse(null)).toBeNull();
    expect(fileFieldSchema({ required: false }).parse(null)).toBeNull();
    expect(errorOf(optionalFileFieldSchema().safeParse(file("x.exe", 1)))).toMatch(/^Tipo di file non ammesso/);
  });

  it("a field that takes PDF only refuses another type in its own words", () => {
    const sds = optionalFileFieldSchema({ only: { extensions: ["pdf"], message: "La Scheda di sicurezza deve essere un file PDF." } });
    expect(errorOf(sds.safeParse(file("scheda.txt", 1)))).toBe("La Scheda di sicurezza deve essere un file PDF.");
    expect(errorOf(sds.safeParse(file("scheda.docx", 1)))).toBe("La Scheda di sicurezza deve essere un file PDF.");
    expect(sds.parse(file("scheda.pdf", 1))).not.toBeNull();
  });
});

describe("expiry before issue", () => {
  it("compares two real dates only: an impossible day is its own box's error", () => {
    expect(expiresBeforeIssue("2026-03-01", "2026-01-01")).toBe(true);
    expect(expiresBeforeIssue("2026-01-01", "2026-03-01")).toBe(false);
    expect(expiresBeforeIssue("31/02/2026", "2026-01-01")).toBe(false);
    expect(expiresBeforeIssue("2026-02-31", "2026-01-01")).toBe(false);
    expect(expiresBeforeIssue("", "2026-01-01")).toBe(false);
    expect(expiresBeforeIssue("2026-03-01", null)).toBe(false);
  });
});
