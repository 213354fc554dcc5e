// The REST facade of workers in a procurement and fitness certificates (spec section 7): the add / edit /
// getRelativeDocument round trip in the spec's field names, cs/subprocurements/{id} with its workers and their
// certificates (the file's place only for who may open health data), and bad input through the API (a flag
// on customer 3336, an unknown category, a worker of another supplier, a wrong date, a file that is not what
// its name says): 422 with the Italian message under the request's field name, and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createSupplier, createUser, jsonRequest, restLogin } from "../fixtures/auth-users";
import { filesUnder, samplePdf, SAMPLE_PNG } from "../fixtures/files";
import { restForm } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

type Actor = "alfa1" | "alfa5" | "beta5" | "customer3";

describe.each(databaseKinds)("REST lavoratori dell'appalto (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, special: 0, alfa: 0, mario: 0, betaWorker: 0 };

  const post = async (path: string, body: Record<string, unknown>, actor: Actor) => {
    const response = await t.request(path, jsonRequest(body, tokens[actor]));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const counts = async () => ({
    pivots: await t.deps.prisma.procurementWorker.count(),
    certificates: await t.deps.prisma.procurementWorkerAttachment.count(),
    media: await t.deps.prisma.media.count(),
    audit: await t.deps.prisma.auditRecord.count(),
    files: (await filesUnder(t.deps.config.storageDir)).length,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.deps.prisma;
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const special = await db.customer.create({ data: { id: 3336, companyName: "Committente speciale Spa" } });
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "APP-01", workerMandatoryDocumentCategories: ["IDO"] } });
    const specialProcurement = await db.procurement.create({ data: { customerId: special.id, label: "APP-3336" } });
    await db.procurementSupplier.createMany({
      data: [
        { procurementId: procurement.id, supplierId: alfa.id },
        { procurementId: procurement.id, supplierId: beta.id },
        { procurementId: specialProcurement.id, supplierId: alfa.id },
      ],
    });
    await db.workerDocumentCategory.createMany({
      data: [
        { code: "IDO", label: "Idoneità sanitaria alla mansione", isStandard: true },
        { code: "CARR", label: "Abilitazione carrelli elevatori", requiredByFlag: "forklifts" },
      ],
    });
    ids.procurement = procurement.id;
    ids.special = specialProcurement.id;
    ids.alfa = alfa.id;
    ids.mario = (await db.supplierWorker.create({ data: { supplierId: alfa.id, firstName: "Mario", lastName: "Rossi", sex: "M", job: "Muratore" } })).id;
    ids.betaWorker = (await db.supplierWorker.create({ data: { supplierId: beta.id, firstName: "Paolo", lastName: "Neri", sex: "M" } })).id;
    const users: [Actor, Parameters<typeof createUser>[1]][] = [
      ["alfa1", { email: "alfa1@esempio.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 }],
      ["alfa5", { email: "alfa5@esempio.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 }],
      ["beta5", { email: "beta5@esempio.it", kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 }],
      ["customer3", { email: "hse@esempio.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 }],
    ];
    for (const [actor, data] of users) {
      await createUser(db, data);
      tokens[actor] = await restLogin(t, data.email);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it("input non valido: 422 con il messaggio italiano sotto il nome del campo della richiesta, nulla salvato", async () => {
    const before = await counts();
    const special = await post("/api/cs/procurements/customersupplierworkers/add", { procurement_id: ids.special, selected_workers: [ids.mario], chief_worker: 1, ps: "1" }, "alfa5");
    expect(special).toEqual({
      status: 422,
      body: { errors: {
        chief_worker: ['La qualifica "Preposto" non è prevista per i lavoratori di questo committente'],
        ps: ['La qualifica "Addetto pronto soccorso" non è prevista per i lavoratori di questo committente'],
      } },
    });
    const relative = await post("/api/cs/procurements/customersupplierworkers/getRelativeDocument", { procurement_id: ids.special, aln: 1 }, "alfa5");
    expect(relative.body).toEqual({ errors: { aln: ['La qualifica "Lavoro notturno" non è prevista per i lavoratori di questo committente'] } });
    const other = await post("/api/cs/procurements/customersupplierworkers/add", { procurement_id: ids.procurement, selected_workers: [ids.mario, ids.betaWorker] }, "alfa5");
    expect(other).toEqual({ status: 422, body: { errors: { selected_workers: ["Il lavoratore selezionato non appartiene a questo fornitore"] } } });
    expect(await counts()).toEqual(before);
  });

  it("associa, calcola le idoneità, modifica e legge cs/subprocurements con lavoratori e idoneità", async () => {
    const relative = await post("/api/cs/procurements/customersupplierworkers/getRelativeDocument", { procurement_id: ids.procurement, acce: 1 }, "alfa1");
    expect(relative.body).toEqual({ data: [{ code: "CARR", label: "Abilitazione carrelli elevatori" }, { code: "IDO", label: "Idoneità sanitaria alla mansione" }] });
    const added = await post("/api/cs/procurements/customersupplierworkers/add", { procurement_id: ids.procurement, selected_workers: [ids.mario], acce: 1, job: "Carrellista" }, "alfa5");
    expect(added.status).toBe(200);
    const edited = await post("/api/cs/customersupplierworkers/edit", { procurement_id: ids.procurement, worker_id: ids.mario, job: "Magazziniere", note: "Turno di notte" }, "alfa5");
    expect(edited.body).toMatchObject({ data: { worker: { first_name: "Mario", acce: 1, pivot: { job: "Magazziniere", note: "Turno di notte", approved: 0 }, compliance: { traffic_light: "RED" } } } });

    // Bad certificate input: unknown category, wrong date format, a PNG named .pdf.
    const before = await counts();
    const unknown = await restForm(t, "/api/procurementsupplierworkerattachments", { procurement_id: ids.procurement, worker_id: ids.mario, categories: "XYZ", attachment_filename: "X" }, { field: "file", part: { name: "x.pdf", bytes: await samplePdf() } }, tokens.alfa1);
    expect(unknown).toEqual({ status: 422, body: { errors: { categories: ["Categoria di idoneità sconosciuta: XYZ"] } } });
    const ido = await t.deps.prisma.procurementWorkerAttachment.findFirstOrThrow({ where: { category: { code: "IDO" }, procurementWorker: { supplierWorkerId: ids.mario } } });
    const date = await restForm(t, "/api/cs/procurementsupplierworkerattachments/upload/file", { pswa_id: ido.id, attachment_filename: "Idoneità", document_date: "31/12/2026" }, { field: "file", part: { name: "idoneita.pdf", bytes: await samplePdf() } }, tokens.alfa1);
    expect(date).toEqual({ status: 422, body: { errors: { document_date: ["Data non valida: usare il formato AAAA-MM-GG"] } } });
    const fake = await restForm(t, "/api/cs/procurementsupplierworkerattachments/upload/file", { pswa_id: ido.id, attachment_filename: "Idoneità" }, { field: "file", part: { name: "idoneita.pdf", bytes: SAMPLE_PNG, type: "application/pdf" } }, tokens.alfa1);
    expect(fake).toEqual({ status: 422, body: { errors: { file: ["Il contenuto del file non corrisponde al tipo PDF dichiarato"] } } });
    expect(await counts()).toEqual(before);

    const upload = await restForm(t, "/api/cs/procurementsupplierworkerattachments/upload/file", { pswa_id: ido.id, attachment_filename: "Idoneità Rossi", document_date: "2026-01-10" }, { field: "file", part: { name: "idoneita.pdf", bytes: await samplePdf() } }, tokens.alfa1);
    expect(upload.status).toBe(200);

    const read = async (actor: Actor) => {
      const response = await t.request(`/api/cs/subprocurements/${ids.procurement}`, { headers: { authorization: `Bearer ${tokens[actor]}` } });
      return ((await response.json()) as { data: { customer_supplier_workers: { last_name: string; pivot: { job: string } }[]; supplier_worker_attachments: { attachment_category_code: string; attachment_name: string | null; media: unknown[] }[] } }).data;
    };
    const byLevel5 = await read("alfa5");
    expect(byLevel5.customer_supplier_workers).toEqual([expect.objectContaining({ last_name: "Rossi", pivot: expect.objectContaining({ job: "Magazziniere" }) })]);
    expect(byLevel5.supplier_worker_attachments.find((row) => row.attachment_category_code === "IDO")).toMatchObject({ attachment_name: "Idoneità Rossi", media: [expect.objectContaining({ extension: "pdf" })] });
    // Health data: a level-1 user sees the certificate, never where its file lies; Beta sees none of Alfa's workers.
    expect((await read("alfa1")).supplier_worker_attachments.find((row) => row.attachment_category_code === "IDO")).toMatchObject({ attachment_name: "Idoneità Rossi", media: [] });
    expect(await read("beta5")).toMatchObject({ customer_supplier_workers: [], supplier_worker_attachments: [] });
    expect((await read("customer3")).supplier_worker_attachments.find((row) => row.attachment_category_code === "IDO")?.media).toHaveLength(1);
    const download = (actor: Actor) => t.request(`/api/cs/procurementsupplierattachments/download/workerfile?item_id=${ido.id}`, { headers: { authorization: `Bearer ${tokens[actor]}` } });
    expect((await download("alfa1")).status).toBe(403);
    expect((await download("customer3")).status).toBe(200);
  });
});
