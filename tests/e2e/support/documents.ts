// Files the browser tests upload and open: a real PDF made with pdf-lib, and a Word document read
// back through LibreOffice (converted to PDF, then to text with pdftotext), as a clerk would open it.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument, StandardFonts } from "pdf-lib";

const run = promisify(execFile);

export async function scratchDirectory(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `psa-${prefix}-`));
}

// A one-page PDF with the given lines. `paddingBytes` embeds an attachment of that size, so an upload
// lasts long enough (on a throttled connection) for its progress bar to be seen.
export async function makePdf(file: string, lines: ReadonlyArray<string>, paddingBytes = 0): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  if (paddingBytes > 0) {
    await pdf.attach(randomBytes(paddingBytes), "allegato.bin", { mimeType: "application/octet-stream" });
  }
  await writeFile(file, await pdf.save());
  return file;
}

// The text of a .docx as LibreOffice renders it. A profile directory of its own keeps parallel runs
// (and a desktop LibreOffice) from locking each other out.
export async function docxText(file: string): Promise<string> {
  const outDir = await scratchDirectory("docx");
  const profile = `file://${path.join(outDir, "profile")}`;
  await run("soffice", [`-env:UserInstallation=${profile}`, "--headless", "--convert-to", "pdf", "--outdir", outDir, file], {
    timeout: 120_000,
  });
  const pdfName = (await readdir(outDir)).find((name) => name.endsWith(".pdf"));
  if (!pdfName) throw new Error(`LibreOffice non ha convertito ${file}`);
  const { stdout } = await run("pdftotext", ["-layout", path.join(outDir, pdfName), "-"], { timeout: 60_000 });
  return stdout;
}

// The text of a PDF as pdftotext reads it, runs of spaces and line breaks made single spaces.
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await run("pdftotext", ["-layout", file, "-"], { timeout: 60_000 });
  return stdout.replace(/\s+/g, " ");
}
