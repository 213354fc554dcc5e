// Files the browser tests upload and open: a real PDF made with pdf-lib, a PNG, and a Word document read
// back through LibreOffice (converted to PDF, then to text with pdftotext), as a clerk would open it.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { crc32, deflateSync } from "node:zlib";
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

// A PNG of one colour with a darker band across it, big enough to be seen in a preview (a photo of a nameplate,
// say): written by hand, the format being a signature and three chunks.
export function makePng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "ascii"), data])));
    return Buffer.concat([length, Buffer.from(type, "ascii"), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const band = Math.abs(y - height / 2) < height / 8 ? 0.5 : 1;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set([red * band, green * band, blue * band], 1 + x * 3);
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
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
