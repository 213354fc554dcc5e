// The supplier's workers (spec sections 2, 3, 5, 7): saveSupplierWorker and POST customersupplierworkers
// (and its cs/ twin), Supplier.workers (search, hide resigned, sort, pages), deleteSupplierWorker / DELETE,
// GET cs/customersupplierworkers/{id}, and who may do each: edit from level 3, delete at 5 and never a
// worker on a procurement; customers see only the workers on their own procurements and change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplierHomeWorld, globalId, gql, restJson, worldSnapshot, type Actor, type SupplierHomeWorld } from "../fixtures/supplier-home";
import { personalFiscalCode } from "../../prisma/seed/demo-identity";
import { assignedWorkerMessage } from "../../server/modules/suppliers/supplier-workers.service";
import { SIGNED_OUT } from "../fixtures/auth-users";

const WORKER_FIELDS = `id firstName lastName sex resigned fiscalCode birthDate job birthplace { id label }`;
const SAVE = `mutation S($input: SaveSupplierWorkerInput!) { saveSupplierWorker(input: $input) {
  __typename
  ... on SaveSupplierWorkerSuccess { data { supplierWorker { ${WORKER_FIELDS} } } }
  ... on ValidationError { fieldErrors { field messages } }
  ... on Error { message } } }`;
const DELETE = `mutation D($input: DeleteSupplierWorkerInput!) { deleteSupplierWorker(input: $input) {
  __typename ... on DeleteSupplierWorkerSuccess { data { deletedId } } ... on ValidationError { fieldErrors { field messages } } ... on Error { message } } }`;
const LIST = `query L($id: ID!, $search: String, $hideInactive: Boolean, $orderBy: SupplierWorkerOrderField, $direction: SortDirection, $first: Int, $after: String) {
  node(id: $id) { ... on Supplier { workers(search: $search, hideInactive: $hideInactive, orderBy: $orderBy, direction: $direction, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { firstName lastName resigned } } } } } }`;
const NODE = `query N($id: ID!) { node(id: $id) { ... on SupplierWorker { lastName } } }`;

type SavedWorker = {
  id: string;
  firstName: string;
  lastName: string;
  sex: "M" | "F";
  resigned: boolean;
  fiscalCode: string | null;
  birthDate: string | null;
  job: string | null;
  birthplace: { id: string; label: string } | null;
};
type SaveResult = {
  saveSupplierWorker: { __typename: string; data?: { supplierWorker: SavedWorker }; fieldErrors?: { field: string; messages: string[] }[]; message?: string };
};
type DeleteResult = {
  deleteSupplierWorker: { __typename: string; data?: { deletedId: string }; fieldErrors?: { field: string; messages: string[] }[]; message?: string };
};
type WorkerList = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { firstName: string; lastName: string; resigned: boolean } }[] };

const databaseId = (id: string) => Number(Buffer.from(id, "base64").toString().split(":")[1]);
const fiscalCodeOf = (firstName: string, lastName: string, sex: "M" | "F", birthDate: string) =>
  personalFiscalCode({ firstName, lastName, sex, birthDate: new Date(`${birthDate}T00:00:00Z`), birthplaceCode: "H501" });

describe.each(databaseKinds)("lavoratori del fornitore (%s)", (kind) => {
  let t: TestApp;
  let world: SupplierHomeWorld;

  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await createSupplierHomeWorld(t);
  });
  afterAll(async () => t?.close());

  const save = (input: Record<string, unknown>, actor?: Actor) => gql<SaveResult>(t, SAVE, { input }, actor ? world.tokens[actor] : undefined);
  const remove = (id: string, actor?: Actor) => gql<DeleteResult>(t, DELETE, { input: { id } }, actor ? world.tokens[actor] : undefined);
  const resultOf = async (call: Promise<{ body: { data?: SaveResult | null } }>) => (await call).body.data!.saveSupplierWorker;
  const mario = () => ({
    firstName: "Mario",
    lastName: "Rossi",
    sex: "M",
    resigned: false,
    fiscalCode: fiscalCodeOf("Mario", "Rossi", "M", "1980-01-01").toLowerCase().replace(/(.{4})/g, "$1 "),
    birthplaceId: globalId("Municipality", world.ids.roma),
    birthDate: "1980-01-01",
    job: "Saldatore",
  });

  describe("GraphQL saveSupplierWorker", () => {
    it("dal livello 3: crea il lavoratore, codice fiscale in maiuscolo, luogo di nascita \"nome (provincia)\", audit", async () => {
      const created = await resultOf(save(mario(), "alfa3"));
      expect(created.__typename).toBe("SaveSupplierWorkerSuccess");
      const worker = created.data!.supplierWorker;
      expect(worker).toEqual({
        id: worker.id,
        firstName: "Mario",
        lastName: "Rossi",
        sex: "M",
        resigned: false,
        fiscalCode: fiscalCodeOf("Mario", "Rossi", "M", "1980-01-01"),
        birthDate: "1980-01-01",
        job: "Saldatore",
        birthplace: { id: globalId("Municipality", world.ids.roma), label: "Roma (RM)" },
      });
      const row = await t.deps.prisma.supplierWorker.findUniqueOrThrow({ where: { id: databaseId(worker.id) } });
      expect(row.supplierId).toBe(world.ids.alfa);
      const audit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { action: "supplierWorker.created", entityId: String(row.id) } });
      expect(audit).toMatchObject({ entityType: "SupplierWorker", actorLabel: "capocantiere@alfa.it", after: { lastName: "Rossi", birthplaceId: world.ids.roma, birthDate: "1980-01-01" } });
    });

    it("regole della sezione 5 e messaggi italiani; niente cambia", async () => {
      const before = await worldSnapshot(t);
      expect(await resultOf(save({ ...mario(), firstName: " ", lastName: "" }, "alfa3"))).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [
          { field: "firstName", messages: ["Il campo Nome non può essere vuoto."] },
          { field: "lastName", messages: ["Il campo Cognome non può essere vuoto."] },
        ],
      });
      const wrongCheckLetter = `${fiscalCodeOf("Anna", "Verdi", "F", "1990-05-05").slice(0, 15)}${fiscalCodeOf("Anna", "Verdi", "F", "1990-05-05").endsWith("A") ? "B" : "A"}`;
      for (const fiscalCode of ["RSSMRA80A01H50", wrongCheckLetter, "12345678901"]) {
        expect(await resultOf(save({ ...mario(), fiscalCode }, "alfa3"))).toMatchObject({
          __typename: "ValidationError",
          fieldErrors: [{ field: "fiscalCode", messages: ["Il Codice fiscale non è valido."] }],
        });
      }
      for (const birthplaceId of [globalId("Municipality", world.ids.discontinued), globalId("Municipality", 999_999), globalId("Supplier", world.ids.roma), "Roma"]) {
        expect(await resultOf(save({ ...mario(), fiscalCode: null, birthplaceId }, "alfa3"))).toMatchObject({
          __typename: "ValidationError",
          fieldErrors: [{ field: "birthplaceId", messages: ["Selezionare un comune dall'elenco."] }],
        });
      }
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expect(await resultOf(save({ ...mario(), fiscalCode: null, birthDate: tomorrow }, "alfa3"))).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field: "birthDate", messages: ["La Data di nascita non può essere successiva a oggi."] }],
      });
      // Two workers of one company with one fiscal code are one person entered twice.
      expect(await resultOf(save(mario(), "alfa3"))).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field: "fiscalCode", messages: ["Esiste già un lavoratore di questa azienda con lo stesso Codice fiscale."] }],
      });
      expect(await worldSnapshot(t)).toEqual(before);
    });

    it("modifica: dimesso; un luogo di nascita nel frattempo cessato può restare com'è, ma non essere scelto", async () => {
      const worker = await t.deps.prisma.supplierWorker.create({
        data: { supplierId: world.ids.alfa, firstName: "Giulia", lastName: "Bianchi", sex: "F", birthplaceId: world.ids.discontinued },
      });
      const edited = await resultOf(save({
        id: globalId("SupplierWorker", worker.id), firstName: "Giulia", lastName: "Bianchi", sex: "F", resigned: true,
        birthplaceId: globalId("Municipality", world.ids.discontinued), job: "",
      }, "alfa3"));
      expect(edited.data!.supplierWorker).toMatchObject({ resigned: true, job: null, birthplace: { label: "Romagnese Vecchio (PV)" } });
      const audit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { action: "supplierWorker.updated", entityId: String(worker.id) } });
      expect(audit).toMatchObject({ before: { resigned: false }, after: { resigned: true } });
      const other = await t.deps.prisma.supplierWorker.findFirstOrThrow({ where: { lastName: "Rossi" } });
      expect(await resultOf(save({ ...mario(), id: globalId("SupplierWorker", other.id), birthplaceId: globalId("Municipality", world.ids.discontinued) }, "alfa3")))
        .toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: "birthplaceId" }] });
    });

    it("livello 1 e 2 non modificano i lavoratori; altri fornitori, committenti, lavoratori e anonimi nemmeno", async () => {
      const rossi = await t.deps.prisma.supplierWorker.findFirstOrThrow({ where: { lastName: "Rossi" } });
      const edit = { ...mario(), id: globalId("SupplierWorker", rossi.id), fiscalCode: null, firstName: "Manomesso" };
      const before = await worldSnapshot(t);
      expect((await resultOf(save(edit, "alfa1"))).__typename).toBe("ForbiddenError");
      expect((await resultOf(save({ ...mario(), fiscalCode: null }, "alfa1"))).__typename).toBe("ForbiddenError");
      expect((await resultOf(save(edit, "beta5"))).__typename).toBe("NotFoundError");
      // Rossi is on no procurement yet: to the customer it is not there.
      expect((await resultOf(save(edit, "customer"))).__typename).toBe("NotFoundError");
      expect((await resultOf(save({ ...mario(), fiscalCode: null }, "customer"))).__typename).toBe("ForbiddenError");
      expect((await resultOf(save(edit, "otherCustomer"))).__typename).toBe("NotFoundError");
      expect((await resultOf(save(edit, "worker"))).__typename).toBe("NotFoundError");
      expect((await save(edit)).body).toEqual(SIGNED_OUT);
      expect(await worldSnapshot(t)).toEqual(before);
    });
  });

  describe("Supplier.workers e visibilità", () => {
    it("ricerca per parole su nome, cognome e codice fiscale, nascondi dimessi, ordinamenti, pagine", async () => {
      await t.deps.prisma.supplierWorker.createMany({
        data: [
          { supplierId: world.ids.alfa, firstName: "Carla", lastName: "Rossini", sex: "F" },
          { supplierId: world.ids.alfa, firstName: "Aldo", lastName: "Verdi", sex: "M" },
          { supplierId: world.ids.beta, firstName: "Mario", lastName: "Rossi", sex: "M" },
        ],
      });
      const list = async (variables: Record<string, unknown>, actor: Actor = "alfa1") =>
        (await gql<{ node: { workers: WorkerList } }>(t, LIST, { id: globalId("Supplier", world.ids.alfa), ...variables }, world.tokens[actor])).body.data!.node.workers;
      const names = (connection: WorkerList) => connection.edges.map((edge) => `${edge.node.lastName} ${edge.node.firstName}`);

      expect(names(await list({}))).toEqual(["Bianchi Giulia", "Rossi Mario", "Rossini Carla", "Verdi Aldo"]);
      expect(names(await list({ hideInactive: true }))).toEqual(["Rossi Mario", "Rossini Carla", "Verdi Aldo"]);
      expect(names(await list({ orderBy: "FIRST_NAME", direction: "DESC" }))).toEqual(["Rossi Mario", "Bianchi Giulia", "Rossini Carla", "Verdi Aldo"]);
      expect(names(await list({ direction: "DESC" }))).toEqual(["Verdi Aldo", "Rossini Carla", "Rossi Mario", "Bianchi Giulia"]);
      expect(names(await list({ search: "rossi" }))).toEqual(["Rossi Mario", "Rossini Carla"]);
      expect(names(await list({ search: "mario ROSSI" }))).toEqual(["Rossi Mario"]);
      expect(names(await list({ search: fiscalCodeOf("Mario", "Rossi", "M", "1980-01-01").slice(0, 9).toLowerCase() }))).toEqual(["Rossi Mario"]);
      const page = await list({ first: 3 });
      expect(page.totalCount).toBe(4);
      expect(names(await list({ first: 3, after: page.pageInfo.endCursor }))).toEqual(["Verdi Aldo"]);
      expect((await list({ hideInactive: true, first: 1 })).totalCount).toBe(3);
    });

    it("il committente vede solo i lavoratori assegnati ai propri appalti; gli altri nessuno", async () => {
      const verdi = await t.deps.prisma.supplierWorker.findFirstOrThrow({ where: { lastName: "Verdi" } });
      const rossi = await t.deps.prisma.supplierWorker.findFirstOrThrow({ where: { lastName: "Rossi", supplierId: world.ids.alfa } });
      await t.deps.prisma.procurementWorker.create({ data: { procurementId: world.ids.procurement, supplierId: world.ids.alfa, supplierWorkerId: verdi.id } });
      const { body } = await gql<{ node: { workers: WorkerList } }>(t, LIST, { id: globalId("Supplier", world.ids.alfa) }, world.tokens.customer);
      expect(body.data!.node.workers.edges.map((edge) => edge.node.lastName)).toEqual(["Verdi"]);
      expect(body.data!.node.workers.totalCount).toBe(1);

      const nodeOf = async (id: number, actor?: Actor) =>
        (await gql<{ node: { lastName?: string } | null }>(t, NODE, { id: globalId("SupplierWorker", id) }, actor ? world.tokens[actor] : undefined)).body.data!.node;
      expect(await nodeOf(verdi.id, "customer")).toEqual({ lastName: "Verdi" });
      expect(await nodeOf(rossi.id, "customer")).toBeNull();
      expect(await nodeOf(rossi.id, "alfa1")).toEqual({ lastName: "Rossi" });
      for (const actor of ["beta5", "otherCustomer", "worker"] as const) expect(await nodeOf(verdi.id, actor)).toBeNull();
      expect((await gql(t, NODE, { id: globalId("SupplierWorker", verdi.id) })).body).toEqual(SIGNED_OUT);
    });
  });

  describe("eliminazione", () => {
    it("solo dal livello 5; un lavoratore assegnato a un appalto non si elimina; gli altri come inesistente", async () => {
      const verdi = await t.deps.prisma.supplierWorker.findFirstOrThrow({ where: { lastName: "Verdi" } });
      const rossini = await t.deps.prisma.supplierWorker.findFirstOrThrow({ where: { lastName: "Rossini" } });
      const before = await worldSnapshot(t);
      const typeOf = async (id: number, actor?: Actor) => (await remove(globalId("SupplierWorker", id), actor)).body.data!.deleteSupplierWorker.__typename;
      expect(await typeOf(rossini.id, "alfa1")).toBe("ForbiddenError");
      expect(await typeOf(rossini.id, "alfa3")).toBe("ForbiddenError");
      expect(await typeOf(verdi.id, "customer")).toBe("ForbiddenError");
      expect(await typeOf(rossini.id, "customer")).toBe("NotFoundError");
      expect(await typeOf(rossini.id, "beta5")).toBe("NotFoundError");
      expect(await typeOf(rossini.id, "otherCustomer")).toBe("NotFoundError");
      expect(await typeOf(rossini.id, "worker")).toBe("NotFoundError");
      expect((await remove(globalId("SupplierWorker", rossini.id))).body).toEqual(SIGNED_OUT);
      const assigned = (await remove(globalId("SupplierWorker", verdi.id), "alfa5")).body.data!.deleteSupplierWorker;
      // It says why, naming the procurement, so the user knows where to remove the worker first.
      expect(assigned).toMatchObject({
        __typename: "ValidationError",
        message: "Impossibile eliminare il lavoratore: è assegnato all'appalto «APP-2026-01». Rimuoverlo prima dall'appalto.",
        fieldErrors: [{ field: "id", messages: ["Impossibile eliminare il lavoratore: è assegnato all'appalto «APP-2026-01». Rimuoverlo prima dall'appalto."] }],
      });
      expect(await worldSnapshot(t)).toEqual(before);

      // On several procurements: named in order; one Alfa is no longer on is counted, never named.
      const customerId = world.ids.customer;
      const painting = await t.deps.prisma.procurement.create({ data: { customerId, label: "APP-2026-07 Verniciatura" } });
      await t.deps.prisma.procurementSupplier.create({ data: { procurementId: painting.id, supplierId: world.ids.alfa } });
      const gone = await t.deps.prisma.procurement.create({ data: { customerId, label: "APP-2025-99 Non più di Alfa" } });
      const messageOf = async () => (await remove(globalId("SupplierWorker", verdi.id), "alfa5")).body.data!.deleteSupplierWorker.message;
      try {
        await t.deps.prisma.procurementWorker.create({ data: { procurementId: painting.id, supplierId: world.ids.alfa, supplierWorkerId: verdi.id } });
        expect(await messageOf()).toBe(
          "Impossibile eliminare il lavoratore: è assegnato agli appalti «APP-2026-01» e «APP-2026-07 Verniciatura». Rimuoverlo prima da questi appalti.",
        );
        await t.deps.prisma.procurementWorker.create({ data: { procurementId: gone.id, supplierId: world.ids.alfa, supplierWorkerId: verdi.id } });
        expect(await messageOf()).toBe(
          "Impossibile eliminare il lavoratore: è assegnato agli appalti «APP-2026-01», «APP-2026-07 Verniciatura» e a un altro. Rimuoverlo prima da questi appalti.",
        );
      } finally {
        await t.deps.prisma.procurement.deleteMany({ where: { id: { in: [painting.id, gone.id] } } });
      }

      const deleted = (await remove(globalId("SupplierWorker", rossini.id), "alfa5")).body.data!.deleteSupplierWorker;
      expect(deleted).toEqual({ __typename: "DeleteSupplierWorkerSuccess", data: { deletedId: globalId("SupplierWorker", rossini.id) } });
      expect(await t.deps.prisma.supplierWorker.findUnique({ where: { id: rossini.id } })).toBeNull();
      const audit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { action: "supplierWorker.deleted", entityId: String(rossini.id) } });
      expect(audit).toMatchObject({ actorLabel: "titolare@alfa.it", before: { firstName: "Carla", lastName: "Rossini" }, after: null });
    });
  });

  describe("REST customersupplierworkers", () => {
    const anna = (extra: Record<string, unknown> = {}) => ({
      customer_supplier_id: world.ids.alfa,
      first_name: "Anna",
      last_name: "Neri",
      sex: "F",
      resigned: "0",
      fiscal_code: fiscalCodeOf("Anna", "Neri", "F", "1991-07-12"),
      location: world.ids.bologna,
      birth_date: "1991-07-12",
      job: "Impiegata",
      ...extra,
    });

    it("POST crea e modifica, risponde {data} in snake_case; location come id o come voce scelta; GET cs/…/{id}", async () => {
      const created = await restJson(t, "POST", "/api/customersupplierworkers", anna(), world.tokens.alfa3);
      expect(created.status).toBe(200);
      const data = created.body.data as { id: number };
      expect(created.body.data).toEqual({
        id: data.id,
        customer_supplier_id: world.ids.alfa,
        first_name: "Anna",
        last_name: "Neri",
        sex: "F",
        resigned: 0,
        fiscal_code: fiscalCodeOf("Anna", "Neri", "F", "1991-07-12"),
        location_id: world.ids.bologna,
        location: { id: world.ids.bologna, comune: "Bologna", provincia: "BO", label: "Bologna (BO)" },
        birth_date: "1991-07-12",
        job: "Impiegata",
      });
      const edited = await restJson(
        t, "POST", "/api/cs/customersupplierworkers",
        anna({ id: data.id, resigned: 1, location: { id: world.ids.roma, label: "Roma (RM)" }, birth_date: "null" }),
        world.tokens.alfa3,
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ id: data.id, resigned: 1, location_id: world.ids.roma, birth_date: null });

      const read = await restJson(t, "GET", `/api/cs/customersupplierworkers/${data.id}`, undefined, world.tokens.alfa1);
      expect(read).toEqual({ status: 200, body: { data: edited.body.data } });
    });

    it("422 con i nomi dei campi della chiamata: data nel formato sbagliato, campi obbligatori mancanti, comune non scelto dall'elenco", async () => {
      const before = await worldSnapshot(t);
      const post = (body: Record<string, unknown>) => restJson(t, "POST", "/api/customersupplierworkers", body, world.tokens.alfa3);
      expect(await post(anna({ fiscal_code: null, birth_date: "22/11/2026" }))).toEqual({
        status: 422,
        body: { errors: { birth_date: ["Data di nascita non valida: usare il formato AAAA-MM-GG."] } },
      });
      expect(await post({ customer_supplier_id: world.ids.alfa, last_name: "Neri" })).toEqual({
        status: 422,
        body: {
          errors: {
            first_name: ["Il campo Nome non può essere vuoto."],
            sex: ["Il campo Sesso è obbligatorio."],
            resigned: ["Il campo Stato è obbligatorio."],
          },
        },
      });
      expect(await post(anna({ fiscal_code: null, location: "Bologna" }))).toEqual({ status: 422, body: { errors: { location: ["Selezionare un comune dall'elenco."] } } });
      expect(await post(anna({ fiscal_code: null, location: { label: "Bologna (BO)" } }))).toEqual({ status: 422, body: { errors: { location: ["Selezionare un comune dall'elenco."] } } });
      expect(await post(anna({ fiscal_code: "RSSMRA80A01H501X" }))).toEqual({ status: 422, body: { errors: { fiscal_code: ["Il Codice fiscale non è valido."] } } });
      expect(await worldSnapshot(t)).toEqual(before);
    });

    it("isolamento: fornitore altrui 404, livello 1 403, committente 403, lavoratore 404, anonimo 401; DELETE e GET allo stesso modo", async () => {
      const neri = await t.deps.prisma.supplierWorker.findFirstOrThrow({ where: { lastName: "Neri", supplierId: world.ids.alfa } });
      const betaRossi = await t.deps.prisma.supplierWorker.findFirstOrThrow({ where: { supplierId: world.ids.beta } });
      const verdi = await t.deps.prisma.supplierWorker.findFirstOrThrow({ where: { lastName: "Verdi" } });
      const before = await worldSnapshot(t);
      const post = (body: Record<string, unknown>, token?: string) => restJson(t, "POST", "/api/customersupplierworkers", body, token);
      const fresh = { first_name: "Intruso", last_name: "Esterno", sex: "M", resigned: 0 };
      expect((await post({ ...fresh, customer_supplier_id: world.ids.beta }, world.tokens.alfa5)).status).toBe(404);
      expect((await post({ ...fresh, id: betaRossi.id }, world.tokens.alfa5)).status).toBe(404);
      expect((await post({ ...fresh, id: neri.id, customer_supplier_id: world.ids.beta }, world.tokens.alfa5)).status).toBe(404);
      expect((await post({ ...fresh, customer_supplier_id: world.ids.alfa }, world.tokens.alfa1)).status).toBe(403);
      expect((await post({ ...fresh, customer_supplier_id: world.ids.alfa }, world.tokens.customer)).status).toBe(403);
      expect((await post({ ...fresh, id: verdi.id }, world.tokens.customer)).status).toBe(403);
      expect((await post({ ...fresh, customer_supplier_id: world.ids.alfa }, world.tokens.otherCustomer)).status).toBe(404);
      expect((await post({ ...fresh, customer_supplier_id: world.ids.alfa }, world.tokens.worker)).status).toBe(404);
      expect((await post({ ...fresh, customer_supplier_id: world.ids.alfa })).status).toBe(401);

      const del = (id: number, token?: string) => restJson(t, "DELETE", `/api/customersupplierworkers/${id}`, undefined, token);
      expect((await del(neri.id, world.tokens.alfa3)).status).toBe(403);
      expect((await del(neri.id, world.tokens.beta5)).status).toBe(404);
      expect((await del(neri.id, world.tokens.customer)).status).toBe(404);
      expect((await del(neri.id)).status).toBe(401);
      expect(await del(verdi.id, world.tokens.alfa5)).toEqual({
        status: 422,
        body: { errors: { id: ["Impossibile eliminare il lavoratore: è assegnato all'appalto «APP-2026-01». Rimuoverlo prima dall'appalto."] } },
      });

      const get = (id: number, token?: string) => restJson(t, "GET", `/api/cs/customersupplierworkers/${id}`, undefined, token);
      expect((await get(neri.id, world.tokens.beta5)).status).toBe(404);
      expect((await get(verdi.id, world.tokens.customer)).status).toBe(403);
      expect((await get(neri.id, world.tokens.worker)).status).toBe(403);
      expect((await get(neri.id)).status).toBe(401);
      expect((await get(999_999, world.tokens.alfa1)).status).toBe(404);
      expect(await worldSnapshot(t)).toEqual(before);

      expect(await del(neri.id, world.tokens.alfa5)).toEqual({ status: 200, body: { data: { id: neri.id } } });
      expect(await t.deps.prisma.supplierWorker.findUnique({ where: { id: neri.id } })).toBeNull();
    });
  });
});

describe("il motivo per cui un lavoratore assegnato non si elimina", () => {
  it("nomina fino a tre appalti visibili, conta gli altri, e senza appalti visibili lo dice in generale", () => {
    const failed = "Impossibile eliminare il lavoratore";
    expect(assignedWorkerMessage(["A"], 1)).toBe(`${failed}: è assegnato all'appalto «A». Rimuoverlo prima dall'appalto.`);
    expect(assignedWorkerMessage(["A", "B", "C"], 3)).toBe(`${failed}: è assegnato agli appalti «A», «B» e «C». Rimuoverlo prima da questi appalti.`);
    expect(assignedWorkerMessage(["A", "B", "C"], 6)).toBe(`${failed}: è assegnato agli appalti «A», «B», «C» e ad altri 3. Rimuoverlo prima da questi appalti.`);
    expect(assignedWorkerMessage([], 2)).toBe(`${failed}: è assegnato a un appalto. Rimuoverlo prima dall'appalto.`);
  });
});
