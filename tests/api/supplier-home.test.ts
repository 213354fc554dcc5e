// The supplier home's company card (spec sections 2, 5, 7): the municipality autocomplete (GraphQL
// municipalities and GET /api/tcomnos), the supplier edit form (updateSupplier and cs/storedata) and the
// whole of cs/getdata with its documents, workers, DUVRIs and procurements. Who may do what, on both paths.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplierHomeWorld, globalId, gql, restJson, worldSnapshot, type SupplierHomeWorld } from "../fixtures/supplier-home";
import { SIGNED_OUT } from "../fixtures/auth-users";

const MUNICIPALITIES = `query M($search: String!, $first: Int) { municipalities(search: $search, first: $first) { id name province label discontinued } }`;
const UPDATE_SUPPLIER = `mutation U($input: UpdateSupplierInput!) { updateSupplier(input: $input) {
  __typename
  ... on UpdateSupplierSuccess { data { supplier { id email companyName } } }
  ... on ValidationError { message fieldErrors { field messages } }
  ... on Error { message } } }`;

describe.each(databaseKinds)("home del fornitore: comuni, dati aziendali, getdata (%s)", (kind) => {
  let t: TestApp;
  let world: SupplierHomeWorld;

  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await createSupplierHomeWorld(t, ["alfa5", "alfa1", "beta5", "customer", "worker"]);
  });
  afterAll(async () => t?.close());

  const municipalities = async (search: string, token?: string, first?: number) =>
    gql<{ municipalities: { id: string; name: string; province: string; label: string; discontinued: boolean }[] }>(
      t, MUNICIPALITIES, { search, ...(first ? { first } : {}) }, token,
    );

  describe("comuni (autocomplete)", () => {
    it("da 3 caratteri, senza distinzione di maiuscole, prima chi inizia con il testo, senza i cessati", async () => {
      const { body } = await municipalities("ROMA", world.tokens.alfa1);
      expect(body.data!.municipalities.map((m) => m.label)).toEqual([
        "Roma (RM)",
        "Romagnano Sesia (NO)",
        "Romano di Lombardia (BG)",
        "Fiano Romano (RM)",
      ]);
      expect(body.data!.municipalities[0]).toEqual({ id: globalId("Municipality", world.ids.roma), name: "Roma", province: "RM", label: "Roma (RM)", discontinued: false });
      expect((await municipalities("agnese", world.tokens.alfa1)).body.data!.municipalities).toEqual([]);
    });

    it("sotto i 3 caratteri nessun suggerimento; i caratteri jolly di LIKE non valgono come jolly; first limita", async () => {
      expect((await municipalities("ro", world.tokens.alfa1)).body.data!.municipalities).toEqual([]);
      expect((await municipalities("  r o ", world.tokens.alfa1)).body.data!.municipalities).toEqual([]);
      expect((await municipalities("%%%", world.tokens.alfa1)).body.data!.municipalities).toEqual([]);
      expect((await municipalities("r_m", world.tokens.alfa1)).body.data!.municipalities).toEqual([]);
      expect((await municipalities("rom", world.tokens.alfa1, 2)).body.data!.municipalities.map((m) => m.name)).toEqual(["Roma", "Romagnano Sesia"]);
    });

    it("Municipality.label anche dal comune dell'azienda; chiunque abbia effettuato l'accesso li legge, l'anonimo no", async () => {
      const { body } = await gql<{ viewer: { supplier: { municipality: { label: string } } } }>(t, `{ viewer { supplier { municipality { label } } } }`, {}, world.tokens.alfa1);
      expect(body.data!.viewer.supplier.municipality.label).toBe("Bologna (BO)");
      expect((await municipalities("bologna", world.tokens.worker)).body.data!.municipalities).toHaveLength(1);
      expect((await municipalities("bologna")).body).toEqual(SIGNED_OUT);
    });

    it("REST GET /api/tcomnos: {data: [{id, comune, provincia, codice_istat, codice_catastale, cessato, label}]}", async () => {
      const found = await restJson(t, "GET", "/api/tcomnos?search=Bolo", undefined, world.tokens.customer);
      expect(found).toEqual({
        status: 200,
        body: { data: [{ id: world.ids.bologna, comune: "Bologna", provincia: "BO", codice_istat: "000000", codice_catastale: "A944", cessato: 0, label: "Bologna (BO)" }] },
      });
      expect((await restJson(t, "GET", "/api/tcomnos?search=bo", undefined, world.tokens.customer)).body).toEqual({ data: [] });
      expect((await restJson(t, "GET", "/api/tcomnos", undefined, world.tokens.customer)).body).toEqual({ data: [] });
      const limited = await restJson(t, "GET", "/api/tcomnos?search=roma&limit=1", undefined, world.tokens.alfa1);
      expect((limited.body.data as { comune: string }[]).map((m) => m.comune)).toEqual(["Roma"]);
      const vecchio = await restJson(t, "GET", "/api/tcomnos?search=Vecchio", undefined, world.tokens.alfa1);
      expect(vecchio.body).toEqual({ data: [] });
      expect((await restJson(t, "GET", "/api/tcomnos?search=roma")).status).toBe(401);
    });
  });

  describe("modifica dei dati aziendali (email)", () => {
    it("GraphQL updateSupplier: un utente di livello 1 del fornitore cambia l'email; resta la traccia di audit", async () => {
      const { body } = await gql<{ updateSupplier: Record<string, unknown> }>(
        t, UPDATE_SUPPLIER, { input: { id: globalId("Supplier", world.ids.alfa), email: "  amministrazione@alfa.it " } }, world.tokens.alfa1,
      );
      expect(body.data!.updateSupplier).toEqual({
        __typename: "UpdateSupplierSuccess",
        data: { supplier: { id: globalId("Supplier", world.ids.alfa), email: "amministrazione@alfa.it", companyName: "Alfa Costruzioni Srl" } },
      });
      const audit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { action: "supplier.updated" }, orderBy: { id: "desc" } });
      expect(audit).toMatchObject({
        entityType: "Supplier",
        entityId: String(world.ids.alfa),
        actorLabel: "segreteria@alfa.it",
        before: { email: "info@alfa.it" },
        after: { email: "amministrazione@alfa.it" },
      });
    });

    it("email obbligatoria e valida, con i messaggi in italiano; nulla cambia", async () => {
      const before = await worldSnapshot(t);
      const empty = await gql<{ updateSupplier: { __typename: string; fieldErrors: unknown } }>(
        t, UPDATE_SUPPLIER, { input: { id: globalId("Supplier", world.ids.alfa), email: "   " } }, world.tokens.alfa5,
      );
      expect(empty.body.data!.updateSupplier).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field: "email", messages: ["Il campo Email non può essere vuoto."] }],
      });
      const invalid = await restJson(t, "POST", "/api/cs/storedata", { id: world.ids.alfa, email: "amministrazione@" }, world.tokens.alfa5);
      expect(invalid).toEqual({ status: 422, body: { errors: { email: ["Inserire un indirizzo email valido."] } } });
      const missing = await restJson(t, "POST", "/api/cs/storedata", { id: world.ids.alfa }, world.tokens.alfa5);
      expect(missing).toEqual({ status: 422, body: { errors: { email: ["Il campo Email non può essere vuoto."] } } });
      expect(await worldSnapshot(t)).toEqual(before);
    });

    it("un altro fornitore, il committente, un lavoratore e l'anonimo non modificano l'azienda", async () => {
      const before = await worldSnapshot(t);
      const attempt = (token?: string) =>
        gql<{ updateSupplier: { __typename: string } | null }>(t, UPDATE_SUPPLIER, { input: { id: globalId("Supplier", world.ids.alfa), email: "x@y.it" } }, token);
      expect((await attempt(world.tokens.beta5)).body.data!.updateSupplier).toMatchObject({ __typename: "NotFoundError" });
      // The customer sees Alfa (it works on its procurement) but may only read it.
      expect((await attempt(world.tokens.customer)).body.data!.updateSupplier).toMatchObject({ __typename: "ForbiddenError", message: "Utente non autorizzato" });
      expect((await attempt(world.tokens.worker)).body.data!.updateSupplier).toMatchObject({ __typename: "NotFoundError" });
      expect((await attempt()).body).toEqual(SIGNED_OUT);
      const wrongType = await gql<{ updateSupplier: { __typename: string } }>(
        t, UPDATE_SUPPLIER, { input: { id: globalId("Customer", world.ids.alfa), email: "x@y.it" } }, world.tokens.alfa5,
      );
      expect(wrongType.body.data!.updateSupplier).toMatchObject({ __typename: "NotFoundError" });

      expect((await restJson(t, "POST", "/api/cs/storedata", { id: world.ids.alfa, email: "x@y.it" }, world.tokens.beta5)).status).toBe(404);
      expect((await restJson(t, "POST", "/api/cs/storedata", { id: world.ids.alfa, email: "x@y.it" }, world.tokens.customer)).status).toBe(403);
      expect((await restJson(t, "POST", "/api/cs/storedata", { id: world.ids.alfa, email: "x@y.it" }, world.tokens.worker)).status).toBe(403);
      expect(await restJson(t, "POST", "/api/cs/storedata", { id: world.ids.alfa, email: "x@y.it" })).toEqual({
        status: 401,
        body: { message: "Utente non autorizzato", error: "Utente non autorizzato" },
      });
      expect(await worldSnapshot(t)).toEqual(before);
    });

    it("REST cs/storedata {id, email} risponde con i dati come getdata", async () => {
      const stored = await restJson(t, "POST", "/api/cs/storedata", { id: world.ids.alfa, email: "info@alfa.it" }, world.tokens.alfa5);
      expect(stored.status).toBe(200);
      const read = await restJson(t, "GET", "/api/cs/getdata", undefined, world.tokens.alfa5);
      expect(stored.body).toEqual(read.body);
      expect(stored.body.data).toMatchObject({ id: world.ids.alfa, email: "info@alfa.it", company_name: "Alfa Costruzioni Srl" });
    });
  });

  describe("cs/getdata completo", () => {
    it("documenti, lavoratori, DUVRI nello stato 4 e appalti del fornitore, in snake_case; nulla di Beta", async () => {
      const prisma = t.deps.prisma;
      const media = await prisma.media.create({
        data: { directory: "supplier-attachments", storedName: "7d0f5f4e-3a4b-4c5d-8e9f-0a1b2c3d4e5f", extension: "pdf", originalName: "DURC 2026.pdf", mimeType: "application/pdf", sizeBytes: 1234, sha256: "0".repeat(64) },
      });
      const durc = await prisma.supplierAttachment.create({
        data: { supplierId: world.ids.alfa, attachmentType: 1, attachmentFilename: "DURC 2026", documentDate: new Date("2026-01-15T00:00:00Z"), documentExpirationDate: new Date("2026-05-15T00:00:00Z"), mediaId: media.id },
      });
      const other = await prisma.supplierAttachment.create({ data: { supplierId: world.ids.alfa, attachmentType: 100, attachmentFilename: "Organigramma" } });
      await prisma.supplierAttachment.create({ data: { supplierId: world.ids.beta, attachmentType: 1, attachmentFilename: "DURC Beta" } });
      const worker = await prisma.supplierWorker.create({
        data: { supplierId: world.ids.alfa, firstName: "Mario", lastName: "Rossi", sex: "M", resigned: true, fiscalCode: "RSSMRA80A01H501U", birthplaceId: world.ids.roma, birthDate: new Date("1980-01-01T00:00:00Z"), job: "Saldatore" },
      });
      await prisma.supplierWorker.create({ data: { supplierId: world.ids.beta, firstName: "Anna", lastName: "Bianchi", sex: "F" } });
      const shown = await prisma.duvri.create({ data: { procurementId: world.ids.procurement, supplierId: world.ids.alfa, label: "DUVRI forni", status: 4, issuedAt: new Date("2026-01-05T00:00:00Z") } });
      await prisma.duvri.create({ data: { procurementId: world.ids.procurement, supplierId: world.ids.alfa, label: "DUVRI in bozza", status: 1 } });

      const { status, body } = await restJson(t, "GET", "/api/cs/getdata", undefined, world.tokens.alfa1);
      expect(status).toBe(200);
      expect(body).toEqual({
        data: {
          id: world.ids.alfa,
          company_name: "Alfa Costruzioni Srl",
          phone: "+39 051 123456",
          address: "Via Emilia 10",
          email: "info@alfa.it",
          referral_customer_id: null,
          location: { comune: "Bologna", provincia: "BO" },
          attachments: [
            {
              id: durc.id,
              customer_supplier_id: world.ids.alfa,
              attachment_type: 1,
              attachment_type_label: "DURC",
              attachment_filename: "DURC 2026",
              document_date: "2026-01-15",
              document_expiration_date: "2026-05-15",
              download_url: `/api/customersupplierattachments/${durc.id}/download`,
              media: [{ id: media.id, directory: "supplier-attachments", filename: media.storedName, extension: "pdf", original_name: "DURC 2026.pdf", mime_type: "application/pdf", size: 1234 }],
            },
            {
              id: other.id,
              customer_supplier_id: world.ids.alfa,
              attachment_type: 100,
              attachment_type_label: "Altro documento generico",
              attachment_filename: "Organigramma",
              document_date: null,
              document_expiration_date: null,
              download_url: null,
              media: [],
            },
          ],
          workers: [
            {
              id: worker.id,
              customer_supplier_id: world.ids.alfa,
              first_name: "Mario",
              last_name: "Rossi",
              sex: "M",
              resigned: 1,
              fiscal_code: "RSSMRA80A01H501U",
              location_id: world.ids.roma,
              location: { id: world.ids.roma, comune: "Roma", provincia: "RM", label: "Roma (RM)" },
              birth_date: "1980-01-01",
              job: "Saldatore",
            },
          ],
          duvris: [{ id: shown.id, procurement_id: world.ids.procurement, label: "DUVRI forni", status: 4, issued_at: "2026-01-05" }],
          pr: [{ id: world.ids.procurement, label: "APP-2026-01", date_start: "2026-01-10", date_end: null, note: "Manutenzione forni", customer_id: world.ids.customer }],
        },
        meta: {
          current_page: 1,
          per_page: 20,
          attachments: { total: 2, last_page: 1 },
          workers: { total: 1, last_page: 1 },
          duvris: { total: 1, last_page: 1 },
          pr: { total: 1, last_page: 1 },
        },
      });
      await prisma.supplierAttachment.deleteMany({ where: { supplierId: { in: [world.ids.alfa, world.ids.beta] } } });
      await prisma.supplierWorker.deleteMany({ where: { supplierId: { in: [world.ids.alfa, world.ids.beta] } } });
      await prisma.duvri.deleteMany({});
    });
  });
});
