// The GraphQL multipart request the client sends for uploads (graphql-multipart-request-spec).
import { describe, expect, it } from "vitest";
import { multipartBody, multipartParts, progressOf, withNullAt } from "./multipart";

describe("multipartParts", () => {
  it("puts null at each file's variable path and maps the parts to those paths", () => {
    const file = new File(["%PDF-1.4"], "DURC.pdf", { type: "application/pdf" });
    const parts = multipartParts(
      { query: "mutation M($input: I!) { m(input: $input) { id } }", operationName: "M", variables: { input: { id: "X", attachmentName: "DURC" } } },
      { "input.file": file },
    );
    expect(parts.operations).toEqual({
      query: "mutation M($input: I!) { m(input: $input) { id } }",
      operationName: "M",
      variables: { input: { id: "X", attachmentName: "DURC", file: null } },
    });
    expect(parts.map).toEqual({ "0": ["variables.input.file"] });
    expect(parts.files).toEqual([{ part: "0", file, name: "DURC.pdf" }]);
  });

  it("handles several files and list positions without touching the caller's variables", () => {
    const variables = { input: { files: [] as unknown[] } };
    const a = new File(["a"], "a.pdf");
    const b = new File(["b"], "b.pdf");
    const parts = multipartParts({ query: "q", operationName: "Q", variables }, { "input.files.0": a, "input.files.1": b });
    expect(parts.operations.variables).toEqual({ input: { files: [null, null] } });
    expect(parts.map).toEqual({ "0": ["variables.input.files.0"], "1": ["variables.input.files.1"] });
    expect(variables.input.files).toEqual([]);
    expect(withNullAt({}, "a.0.b")).toEqual({ a: [{ b: null }] });
  });

  it("writes operations, map and files in the spec's order", () => {
    const form = multipartBody(multipartParts({ query: "q", operationName: "Q", variables: {} }, { file: new File(["x"], "x.pdf") }));
    expect([...form.keys()]).toEqual(["operations", "map", "0"]);
    expect(JSON.parse(String(form.get("map")))).toEqual({ "0": ["variables.file"] });
    expect((form.get("0") as File).name).toBe("x.pdf");
  });
});

describe("progressOf", () => {
  it("reports whole percentages, never above 100", () => {
    expect(progressOf(0, 200).percent).toBe(0);
    expect(progressOf(199, 200).percent).toBe(99);
    expect(progressOf(250, 200).percent).toBe(100);
    expect(progressOf(5, 0).percent).toBe(0);
  });
});
