// Downloaded file names (spec section 5: spaces become underscores; contract: RFC 5987 filename*).
import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition, safeDownloadName } from "./download";

describe("fileNameFromContentDisposition", () => {
  it("prefers the RFC 5987 name and decodes it", () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="Visura_camerale.pdf"; filename*=UTF-8''Visura%20camerale%20%C3%A0.pdf`, "x"),
    ).toBe("Visura_camerale_à.pdf");
  });
  it("reads quoted and plain names, spaces turned into underscores", () => {
    expect(fileNameFromContentDisposition(`attachment; filename="DURC 2026.pdf"`, "x")).toBe("DURC_2026.pdf");
    expect(fileNameFromContentDisposition("attachment; filename=report.xlsx", "x")).toBe("report.xlsx");
  });
  it("falls back to the caller's name, cleaned the same way", () => {
    expect(fileNameFromContentDisposition(null, "autocertificazione ACME srl.docx")).toBe("autocertificazione_ACME_srl.docx");
    expect(fileNameFromContentDisposition("inline", "file.pdf")).toBe("file.pdf");
  });
  it("never lets a path through", () => {
    expect(safeDownloadName("../../etc/passwd")).toBe("_.._etc_passwd");
    expect(safeDownloadName("")).toBe("file");
  });
});
