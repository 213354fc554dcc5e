// Which fields a form dialog marks required and names near its Save button (issue 7, section 3).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { failingFieldNames, formProblems, isEmptyChoice, isEmptyText, isRequiredBySchema, type FieldEntry } from "./form-meta";
import { dateFieldSchema, fileFieldSchema, optionalDateFieldSchema } from "./form-schemas";

const schema = z
  .object({
    name: z.string().trim().min(1, "Nome obbligatorio"),
    note: z.string().max(10),
    kind: z.number().nullable().refine((value) => value !== null, "Tipo obbligatorio"),
    issued: dateFieldSchema(),
    expires: optionalDateFieldSchema(),
    file: fileFieldSchema(),
  })
  .refine((form) => !form.expires || form.expires >= form.issued, { path: ["expires"], message: "Scadenza prima dell'emissione" });

const entry = (name: string, label: string, isEmpty = isEmptyText): FieldEntry => ({ name, label, inputId: name, required: false, isEmpty });

describe("isRequiredBySchema", () => {
  it("is required when the field's own rule refuses its empty value", () => {
    expect(isRequiredBySchema(schema, "name", "")).toBe(true);
    expect(isRequiredBySchema(schema, "kind", null)).toBe(true);
    expect(isRequiredBySchema(schema, "issued", "")).toBe(true);
    expect(isRequiredBySchema(schema, "file", null)).toBe(true);
    expect(isRequiredBySchema(schema, "note", "")).toBe(false);
    expect(isRequiredBySchema(schema, "expires", "")).toBe(false);
  });
  it("looks through a transform, and knows nothing without a schema or a field", () => {
    expect(isRequiredBySchema(schema.transform((form) => form), "name", "")).toBe(true);
    expect(isRequiredBySchema(undefined, "name", "")).toBe(false);
    expect(isRequiredBySchema(schema, "missing", "")).toBe(false);
  });
});

describe("formProblems", () => {
  const fields = [entry("name", "Nome"), entry("kind", "Tipo", isEmptyChoice), entry("issued", "Data emissione"), entry("expires", "Data scadenza"), entry("note", "Note")];

  it("names empty fields as missing and filled wrong ones as to correct, in screen order", () => {
    const values: Record<string, unknown> = { name: " ", kind: null, issued: "1850-05-01", expires: "", note: "", file: null };
    const failing = failingFieldNames(schema, values);
    expect([...failing].sort()).toEqual(["file", "issued", "kind", "name"]);
    // "file" has no registered label here: it is left out rather than named by its key.
    expect(formProblems(fields, failing, (name) => values[name])).toEqual({ missing: ["Nome", "Tipo"], invalid: ["Data emissione"] });
  });

  it("names a field that a rule across fields refuses", () => {
    const values: Record<string, unknown> = { name: "DURC", kind: 1, issued: "2026-05-01", expires: "2026-04-01", note: "", file: new File(["x"], "a.pdf") };
    const failing = failingFieldNames(schema, values);
    expect([...failing]).toEqual(["expires"]);
    expect(formProblems(fields, failing, (name) => values[name])).toEqual({ missing: [], invalid: ["Data scadenza"] });
  });

  it("is empty for a valid form", () => {
    const values = { name: "DURC", kind: 1, issued: "2026-05-01", expires: "", note: "", file: new File(["x"], "a.pdf") };
    const failing = failingFieldNames(schema, values);
    expect(failing.size).toBe(0);
    expect(formProblems(fields, failing, (name) => (values as Record<string, unknown>)[name])).toEqual({ missing: [], invalid: [] });
  });
});
