// GET /api/cs/getdata pages its lists (spec section 7: "cs/getdata (page 1)"): without parameters the first
// page of each list, ?page and ?per_page for the others, a page size of at most 100, and the totals in meta.
// The pages, one after another, give every row once, in the lists' order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplierHomeWorld, restJson, type SupplierHomeWorld } from "../fixtures/supplier-home";

const DOCUMENTS = 45;
const WORKERS = 25;

type Page = {
  data: { attachments: { id: number }[]; workers: { id: number }[]; duvris: { id: number }[]; pr: { id: number }[] };
  meta: Record<string, unknown>;
};

describe.each(databaseKinds)("cs/getdata a pagine (%s)", (kind) => {
  let t: TestApp;
  let world: SupplierHomeWorld;
  // The ids in the order of the lists: expiry latest first with undated documents last, then id; workers by
  // last name, first name, id.
  let documentOrder: number[];
  let workerOrder: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await createSupplierHomeWorld(t, ["alfa1", "beta5"]);
    const prisma = t.deps.prisma;
    // Repeated dates and names, and undated documents, so the order depends on the id tiebreaker too.
    await prisma.supplierAttachment.createMany({
      data: Array.from({ length: DOCUMENTS }, (_, index) => ({
        supplierId: world.ids.alfa,
        attachmentType: 1 + (index % 12),
        attachmentFilename: `Documento ${index}`,
        documentExpirationDate: index % 7 === 0 ? null : new Date(Date.UTC(2026, index % 5, 1)),
      })),
    });
    await prisma.supplierAttachment.create({ data: { supplierId: world.ids.beta, attachmentType: 1, attachmentFilename: "DURC Beta" } });
    await prisma.supplierWorker.createMany({
      data: Array.from({ length: WORKERS }, (_, index) => ({
        supplierId: world.ids.alfa,
        firstName: ["Anna", "Luca", "Marco"][index % 3] ?? "Anna",
        lastName: ["Rossi", "Bianchi", "Verdi", "Neri"][index % 4] ?? "Rossi",
        sex: index % 2 === 0 ? ("F" as const) : ("M" as const),
      })),
    });
    await prisma.duvri.createMany({
      data: [
        { procurementId: world.ids.procurement, supplierId: world.ids.alfa, label: "DUVRI 1", status: 4, issuedAt: new Date("2026-01-05T00:00:00Z") },
        { procurementId: world.ids.procurement, supplierId: world.ids.alfa, label: "DUVRI bozza", status: 1 },
      ],
    });
    const documents = await prisma.supplierAttachment.findMany({ where: { supplierId: world.ids.alfa }, select: { id: true, documentExpirationDate: true } });
    documentOrder = documents
      .sort((a, b) => {
        const dateA = a.documentExpirationDate?.getTime() ?? null;
        const dateB = b.documentExpirationDate?.getTime() ?? null;
        if (dateA !== dateB) return dateA === null ? 1 : dateB === null ? -1 : dateB - dateA;
        return b.id - a.id;
      })
      .map((row) => row.id);
    const workers = await prisma.supplierWorker.findMany({ where: { supplierId: world.ids.alfa }, select: { id: true, firstName: true, lastName: true } });
    workerOrder = workers
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id)
      .map((row) => row.id);
  });
  afterAll(async () => t?.close());

  const getdata = async (query = "") => {
    const { status, body } = await restJson(t, "GET", `/api/cs/getdata${query}`, undefined, world.tokens.alfa1);
    expect(status).toBe(200);
    return body as unknown as Page;
  };
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

  it("senza parametri la pagina 1 di 20 righe per elenco, con i totali in meta", async () => {
    const first = await getdata();
    expect(ids(first.data.attachments)).toEqual(documentOrder.slice(0, 20));
    expect(ids(first.data.workers)).toEqual(workerOrder.slice(0, 20));
    expect(first.data.duvris).toHaveLength(1);
    expect(first.data.pr).toHaveLength(1);
    expect(first.meta).toEqual({
      current_page: 1,
      per_page: 20,
      attachments: { total: DOCUMENTS, last_page: 3 },
      workers: { total: WORKERS, last_page: 2 },
      duvris: { total: 1, last_page: 1 },
      pr: { total: 1, last_page: 1 },
    });
    expect(await getdata("?page=1&per_page=20")).toEqual(first);
  });

  it("le pagine successive continuano l'ordine: ogni riga una volta sola, poi elenchi vuoti", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => getdata(`?page=${page}`)));
    expect(pages.flatMap((page) => ids(page.data.attachments))).toEqual(documentOrder);
    expect(pages.flatMap((page) => ids(page.data.workers))).toEqual(workerOrder);
    expect(pages.map((page) => page.data.attachments.length)).toEqual([20, 20, 5, 0]);
    expect(pages.map((page) => page.data.duvris.length)).toEqual([1, 0, 0, 0]);
    expect(pages[3]?.meta).toMatchObject({ current_page: 4, attachments: { total: DOCUMENTS, last_page: 3 } });
  });

  it("per_page sceglie la dimensione della pagina, fino a 100", async () => {
    const small = await getdata("?page=5&per_page=10");
    expect(ids(small.data.attachments)).toEqual(documentOrder.slice(40, 45));
    expect(small.data.workers).toEqual([]);
    expect(small.meta).toMatchObject({ current_page: 5, per_page: 10, attachments: { total: DOCUMENTS, last_page: 5 }, workers: { last_page: 3 } });
    const large = await getdata("?per_page=100");
    expect(ids(large.data.attachments)).toEqual(documentOrder);
    expect(ids(large.data.workers)).toEqual(workerOrder);
  });

  it("page e per_page non validi: 422 con il messaggio in italiano, nessun dato", async () => {
    const pageMessage = "Il parametro page deve essere un numero intero tra 1 e 1000000";
    const perPageMessage = "Il parametro per_page deve essere un numero intero tra 1 e 100";
    for (const query of ["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?page=1000001"]) {
      const { status, body } = await restJson(t, "GET", `/api/cs/getdata${query}`, undefined, world.tokens.alfa1);
      expect({ query, status, body }).toEqual({ query, status: 422, body: { errors: { page: [pageMessage] } } });
    }
    for (const query of ["?per_page=0", "?per_page=101", "?per_page=dieci", "?page=2&per_page=1000"]) {
      const { status, body } = await restJson(t, "GET", `/api/cs/getdata${query}`, undefined, world.tokens.alfa1);
      expect({ query, status, body }).toEqual({ query, status: 422, body: { errors: { per_page: [perPageMessage] } } });
    }
    const both = await restJson(t, "GET", "/api/cs/getdata?page=x&per_page=y", undefined, world.tokens.alfa1);
    expect(both).toEqual({ status: 422, body: { errors: { page: [pageMessage], per_page: [perPageMessage] } } });
  });

  it("un altro fornitore pagina i propri elenchi, senza nulla di Alfa", async () => {
    const { status, body } = await restJson(t, "GET", "/api/cs/getdata?per_page=100", undefined, world.tokens.beta5);
    expect(status).toBe(200);
    const page = body as unknown as Page;
    expect(page.data.attachments).toHaveLength(1);
    expect(page.data.workers).toEqual([]);
    expect(page.meta).toMatchObject({ attachments: { total: 1, last_page: 1 }, workers: { total: 0, last_page: 1 } });
  });
});
