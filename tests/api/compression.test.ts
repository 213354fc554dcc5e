// What travels compressed and what does not (issue 8): JSON from REST and GraphQL is gzipped when the client
// accepts it and plain when it does not; a stored PDF goes out as it is, with its length; the built client's
// files are sent from their brotli/gzip twins with the cache headers each kind of file needs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, jsonRequest, restLogin } from "../fixtures/auth-users";
import { pdfOfSize } from "../fixtures/files";

const ACCEPT_ALL = "gzip, deflate, br";

async function bodyBytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

// The client dir of a build, written by hand: what matters here is which file answers, not its content.
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-client-"));
  const write = (file: string, text: string, twins = true) => {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    if (twins) {
      writeFileSync(`${target}.br`, brotliCompressSync(text));
      writeFileSync(`${target}.gz`, gzipSync(text));
    }
  };
  write("index.html", `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>`);
  write("assets/index-abc123.js", `console.log(${JSON.stringify("portale ".repeat(500))});`);
  write("sw.js", `self.addEventListener("fetch", () => {}); // ${"x".repeat(2000)}`);
  write("manifest.webmanifest", JSON.stringify({ name: "Portale Sicurezza Appalti", description: "y".repeat(2000) }));
  write("icons/logo.svg", `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${"z".repeat(2000)} --></svg>`);
  write("icons/icon-192.png", "\x89PNG fake", false);
  return dir;
}

describe.each(databaseKinds)("risposte compresse (%s)", (kind) => {
  let t: TestApp;
  let clientDir: string;
  let token: string;
  let attachmentId: number;
  let pdf: Uint8Array;

  beforeAll(async () => {
    clientDir = fakeClientBuild();
    t = await createTestApp(kind, { clientDir });
    const prisma = t.deps.prisma;
    // Enough municipalities for an answer well past any size threshold.
    await prisma.municipality.createMany({
      data: Array.from({ length: 40 }, (_, index) => ({
        name: `Romano ${index + 1}`,
        province: "BG",
        cadastralCode: `R${String(index).padStart(3, "0")}`,
        istatCode: "016183",
      })),
    });
    const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    await createUser(prisma, { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    token = await restLogin(t, "titolare@alfa.it");
    // Past the size under which nothing is compressed anyway.
    pdf = pdfOfSize(64 * 1024);
    const written = await t.deps.storage.writeNew("supplier-attachments", "pdf", pdf);
    const media = await prisma.media.create({
      data: {
        directory: "supplier-attachments",
        storedName: written.storedName,
        extension: "pdf",
        originalName: "DURC aziendale.pdf",
        mimeType: "application/pdf",
        sizeBytes: written.sizeBytes,
        sha256: written.sha256,
      },
    });
    attachmentId = (await prisma.supplierAttachment.create({ data: { supplierId: supplier.id, attachmentFilename: "DURC aziendale", mediaId: media.id } })).id;
  });
  afterAll(async () => {
    await t?.close();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  const municipalities = (acceptEncoding?: string) =>
    t.request("/api/tcomnos?search=Romano&limit=50", {
      headers: { authorization: `Bearer ${token}`, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
    });

  it("JSON REST compresso con gzip se il client lo accetta, in chiaro altrimenti", async () => {
    const plain = await municipalities();
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainBytes = await bodyBytes(plain);
    expect((JSON.parse(plainBytes.toString("utf8")) as { data: unknown[] }).data).toHaveLength(40);

    const compressed = await municipalities(ACCEPT_ALL);
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("vary")).toMatch(/accept-encoding/i);
    const compressedBytes = await bodyBytes(compressed);
    expect(gunzipSync(compressedBytes).equals(plainBytes)).toBe(true);
    expect(compressedBytes.length).toBeLessThan(plainBytes.length / 3);
  });

  it("JSON GraphQL compresso con gzip se il client lo accetta", async () => {
    const query = { query: "query ($search: String!) { municipalities(search: $search, first: 40) { name province } }", variables: { search: "Romano" } };
    const request = (acceptEncoding?: string) => {
      const init = jsonRequest(query, token);
      return t.request("/graphql", { ...init, headers: { ...(init.headers as Record<string, string>), ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) } });
    };
    const plain = await request();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainBytes = await bodyBytes(plain);
    expect((JSON.parse(plainBytes.toString("utf8")) as { data: { municipalities: unknown[] } }).data.municipalities).toHaveLength(40);

    const compressed = await request("gzip");
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bodyBytes(compressed)).equals(plainBytes)).toBe(true);
  });

  it("un PDF scaricato esce com'è, con la sua lunghezza, anche se il client accetta gzip", async () => {
    const response = await t.request(`/api/customersupplierattachments/${attachmentId}/download`, {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": ACCEPT_ALL },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBe(String(pdf.byteLength));
    expect((await bodyBytes(response)).equals(Buffer.from(pdf))).toBe(true);
  });

  it("i file del client: gemello brotli o gzip secondo il client, in chiaro senza Accept-Encoding", async () => {
    const asset = (acceptEncoding?: string) => t.request("/assets/index-abc123.js", acceptEncoding ? { headers: { "accept-encoding": acceptEncoding } } : {});
    const plain = await asset();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainBytes = await bodyBytes(plain);
    expect(plainBytes.toString("utf8")).toContain("portale portale");

    const brotli = await asset(ACCEPT_ALL);
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toMatch(/javascript/);
    const brotliBytes = await bodyBytes(brotli);
    expect(brotli.headers.get("content-length")).toBe(String(brotliBytes.length));
    expect(brotliDecompressSync(brotliBytes).equals(plainBytes)).toBe(true);

    const gzip = await asset("gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bodyBytes(gzip)).equals(plainBytes)).toBe(true);

    // A route of the single-page app answers index.html, compressed too.
    const page = await t.request("/procurement/12", { headers: { "accept-encoding": ACCEPT_ALL } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(brotliDecompressSync(await bodyBytes(page)).toString("utf8")).toContain("/assets/index-abc123.js");
  });

  it("intestazioni di cache: asset immutabili, pagina e service worker sempre riverificati, manifest e icone per un tempo", async () => {
    const cacheControl = async (url: string) => {
      const response = await t.request(url, { headers: { "accept-encoding": ACCEPT_ALL } });
      expect(response.status, url).toBe(200);
      return response.headers.get("cache-control");
    };
    expect(await cacheControl("/assets/index-abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl("/login")).toBe("no-cache");
    expect(await cacheControl("/")).toBe("no-cache");
    expect(await cacheControl("/sw.js")).toBe("no-cache");
    expect(await cacheControl("/manifest.webmanifest")).toBe("public, max-age=86400");
    expect(await cacheControl("/icons/logo.svg")).toBe("public, max-age=604800");
    expect(await cacheControl("/icons/icon-192.png")).toBe("public, max-age=604800");
    // A missing file under /icons/ is a route of the app, not an icon to keep for a week.
    expect(await cacheControl("/icons/missing.png")).toBe("no-cache");
  });
});
