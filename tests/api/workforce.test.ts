// The customer's workforce (its own workers) through GraphQL and REST: the worker status filter of spec section 4
// against expectations worked out here from the spec's table (not from the server's code), "Nascondi i non
// attivi", paging and sorting, a worker's record, photo and files, section 7's lists; and nobody else sees any
// of it. Health data: the customer's answers carry the judgement, prescriptions, limitations and dates, and no
// field of a visit's clinical content at all, checked field by field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, SIGNED_OUT } from "../fixtures/auth-users";
import { samplePdf, SAMPLE_PNG } from "../fixtures/files";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createWorkforceWorld, type WorkforceActor, type WorkforceCase, type WorkforceWorld } from "../fixtures/workforce-world";

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const LIMITED = ["IP", "IL", "IPL"];
// Spec section 4, "Worker status filter", read literally. Every value leaves out exclude_ss workers.
const EXPECTED: Record<string, (w: WorkforceCase) => boolean> = {
  ID: (w) => w.suitability === "ID",
  IDPL: (w) => w.suitability !== null && LIMITED.includes(w.suitability),
  NI: (w) => w.suitability === "INT" || w.suitability === "INP",
  ALT: (w) => w.suitability === null || w.suitability === "RVS",
  ALTO: (w) => w.businessImpact === "A",
  BASSO: (w) => w.businessImpact === "B" || (w.businessImpact === null && w.suitability !== null && LIMITED.includes(w.suitability)),
};
const expectedIds = (world: WorkforceWorld, status: string, hideInactive = false) =>
  world.cases.filter((w) => !w.excluded && EXPECTED[status]!(w) && !(hideInactive && w.resigned)).map((w) => w.id).sort((a, b) => a - b);

const LIST = `query ($status: WorkerStatusFilter, $hideInactive: Boolean, $search: String, $orderBy: WorkforceOrderField, $direction: SortDirection, $first: Int, $after: String) {
  workforce(status: $status, hideInactive: $hideInactive, search: $search, orderBy: $orderBy, direction: $direction, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { databaseId lastName } } } }`;
type ListData = { workforce: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { databaseId: number; lastName: string } }[] } };

describe.each(databaseKinds)("forza lavoro del committente (%s)", (kind) => {
  let t: TestApp;
  let w: WorkforceWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createWorkforceWorld(t);
  });
  afterAll(async () => t?.close());

  const get = (path: string, actor?: WorkforceActor) => t.request(path, { headers: actor ? { authorization: `Bearer ${w.tokens[actor]}` } : {} });
  const list = async (variables: Record<string, unknown>, actor: WorkforceActor = "customer") =>
    (await graphql<ListData>(t, LIST, { first: 100, ...variables }, w.tokens[actor])).body;

  it("ogni filtro di stato, con e senza i non attivi, dà i lavoratori che la tabella della specifica indica", async () => {
    for (const status of Object.keys(EXPECTED)) {
      for (const hideInactive of [false, true]) {
        const body = await list({ status, hideInactive });
        const ids = body.data!.workforce.edges.map((edge) => edge.node.databaseId).sort((a, b) => a - b);
        expect(ids, `${status} hideInactive=${hideInactive}`).toEqual(expectedIds(w, status, hideInactive));
        expect(body.data!.workforce.totalCount).toBe(ids.length);
        const rest = (await (await get(`/api/workers?status=${status}&hide_inactive=${hideInactive ? 1 : 0}&per_page=100`, "customer")).json()) as { data: { id: number; exclude_ss: number }[]; total: number };
        expect(rest.data.map((row) => row.id).sort((a, b) => a - b), `REST ${status}`).toEqual(expectedIds(w, status, hideInactive));
        expect(rest.data.every((row) => row.exclude_ss === 0)).toBe(true);
      }
    }
    // Without a filter every worker is listed, the excluded ones too; REST hides the resigned unless told not to.
    expect((await list({})).data!.workforce.totalCount).toBe(w.cases.length);
    const rest = (await (await get("/api/workers", "customer")).json()) as { total: number; last_page: number; data: unknown[] };
    expect(rest.total).toBe(w.cases.filter((c) => !c.resigned).length);
    expect(rest.data).toHaveLength(10);
  });

  it("ricerca, ordinamento e pagine: nessun lavoratore saltato o ripetuto", async () => {
    expect((await list({ search: "neri luca" })).data!.workforce.edges.map((e) => e.node.lastName)).toEqual(["Neri"]);
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const body = await list({ first: 7, after, orderBy: "NEXT_VISIT", direction: "ASC" });
      seen.push(...body.data!.workforce.edges.map((e) => e.node.databaseId));
      if (!body.data!.workforce.pageInfo.hasNextPage) break;
      after = body.data!.workforce.pageInfo.endCursor;
    }
    expect(seen[0]).toBe(w.ids.luca);
    expect([...seen].sort((a, b) => a - b)).toEqual(w.cases.map((c) => c.id).sort((a, b) => a - b));
    const byName = (await list({ first: 2, orderBy: "NAME", direction: "DESC" })).data!.workforce.edges.map((e) => e.node.lastName);
    expect(byName).toEqual(["Neri", "Caso66"]);
  });

  it("la scheda: reparto, mansione, giudizio con prescrizioni e limitazioni, date delle visite, formazione per famiglia", async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on WorkforceWorker { firstName factory { name } department { name } job { name } suitability businessImpact
      lastVisit nextVisit trainingFamilies { code status enrolled } examinations { examinationDate outcome prescriptions limitations nextVisitDate } } } }`;
    const { body } = await graphql(t, query, { id: globalId("WorkforceWorker", w.ids.luca) }, w.tokens.customerLevel1);
    expect(body).toEqual({ data: { node: {
      firstName: "Luca", factory: { name: "Stabilimento di Parma" }, department: { name: "Laminazione" }, job: { name: "Operatore di laminatoio" },
      suitability: "IPL", businessImpact: "A", lastVisit: w.day(-30), nextVisit: w.day(335),
      // FAR: one course due today (in order), one due yesterday (expired) with a new course under way; FAE never done.
      trainingFamilies: [{ code: "FAR", status: "EXPIRED", enrolled: true }, { code: "FAE", status: "NEVER_DONE", enrolled: false }],
      examinations: [
        { examinationDate: w.day(-30), outcome: "IPL", prescriptions: "Otoprotettori obbligatori", limitations: "No turni notturni", nextVisitDate: w.day(335) },
        { examinationDate: w.day(-400), outcome: "ID", prescriptions: null, limitations: null, nextVisitDate: w.day(-35) },
      ],
    } } });
    // A visit written later moves the worker's dates (the database keeps them).
    await t.deps.prisma.examination.delete({ where: { id: w.ids.visit } });
    const after = await graphql<{ node: { lastVisit: string; nextVisit: string } }>(t, query, { id: globalId("WorkforceWorker", w.ids.luca) }, w.tokens.customer);
    expect([after.body.data!.node.lastVisit, after.body.data!.node.nextVisit]).toEqual([w.day(-400), w.day(-35)]);
  });

  it("dati sanitari: i tipi e le risposte del committente non hanno i campi clinici, campo per campo", async () => {
    const fieldsOf = async (name: string) => {
      const { body } = await graphql<{ __type: { fields: { name: string }[] } }>(t, `{ __type(name: "${name}") { fields { name } } }`, {}, w.tokens.customer);
      return body.data!.__type.fields.map((field) => field.name).sort();
    };
    expect(await fieldsOf("WorkforceExamination")).toEqual(["databaseId", "examinationDate", "limitations", "nextVisitDate", "outcome", "prescriptions"]);
    expect(await fieldsOf("WorkforceWorker")).toEqual([
      "birthDate", "businessImpact", "databaseId", "department", "employeeNumber", "examinations", "excludedFromSurveillance", "factory", "files", "firstName",
      "fiscalCode", "id", "job", "lastName", "lastVisit", "nextVisit", "photo", "resigned", "suitability", "trainingFamilies", "trainingPortfolio",
    ]);
    const asked = await graphql(t, "{ workforce(first: 1) { edges { node { examinations { visitType certificate { downloadUrl } } } } } }", {}, w.tokens.customer);
    expect(asked.body.errors?.map((e) => e.message).join(" ")).toMatch(/visitType/);
    // The worker area's own Worker type answers nothing to a customer.
    expect((await graphql(t, "query ($id: ID!) { node(id: $id) { id } }", { id: globalId("Worker", w.ids.luca) }, w.tokens.customer)).body).toEqual({ data: { node: null } });

    const record = (await (await get(`/api/workers/${w.ids.luca}`, "customer")).json()) as { data: Record<string, unknown> & { examinations: Record<string, unknown>[] } };
    expect(Object.keys(record.data).sort()).toEqual([
      "birth_date", "business_impact", "department", "examinations", "exclude_ss", "factory", "files", "first_name", "fiscal_code", "has_photo", "id", "job",
      "last_name", "last_visit", "next_visit", "number", "resigned", "suitability", "training",
    ]);
    for (const visit of record.data.examinations) {
      expect(Object.keys(visit).sort()).toEqual(["examinationdate", "id", "limitations", "next_visit_date", "outcome", "prescriptions"]);
    }
    const row = ((await (await get("/api/workers?search=neri", "customer")).json()) as { data: Record<string, unknown>[] }).data[0]!;
    expect(Object.keys(row)).not.toEqual(expect.arrayContaining(["examinations"]));
    expect(JSON.stringify(record)).not.toMatch(/visit_type|outcome_bis|ext_pdf|certificate|"RM"|"PV"/);
  });

  it("isolamento: un altro committente, un fornitore, un lavoratore e un anonimo non vedono nulla", async () => {
    for (const actor of ["otherCustomer", "supplier", "worker", undefined] as const) {
      const token = actor ? w.tokens[actor] : undefined;
      const label = actor ?? "anonimo";
      const listed = await graphql<ListData>(t, LIST, { first: 100 }, token);
      const node = await graphql(t, "query ($id: ID!) { node(id: $id) { id } }", { id: globalId("WorkforceWorker", w.ids.luca) }, token);
      // GraphQL answers an anonymous caller «Accesso richiesto» before any resolver reads the database.
      if (!actor) {
        expect(listed.body, label).toEqual(SIGNED_OUT);
        expect(node.body, label).toEqual(SIGNED_OUT);
      } else {
        if (actor === "otherCustomer") expect(listed.body.data!.workforce.edges.map((e) => e.node.lastName), label).toEqual(["Gialli"]);
        else expect(listed.body.data?.workforce.totalCount ?? 0, label).toBe(0);
        expect(node.body, label).toEqual({ data: { node: null } });
      }
      expect((await get(`/api/workers/${w.ids.luca}`, actor)).status, label).toBe(actor ? 404 : 401);
      expect((await get(`/api/workers/${w.ids.luca}/photo`, actor)).status, label).toBe(actor ? 404 : 401);
      const restList = await get("/api/workers", actor);
      if (actor === "otherCustomer") expect(JSON.stringify(await restList.json())).not.toMatch(/Neri|Caso/);
      else expect(restList.status, label).toBe(actor ? 403 : 401);
      for (const path of ["/api/factories", `/api/jobs?factory_id=${w.ids.factory}`, `/api/hazards?job_id=${w.ids.job}`, `/api/departments?factory_id=${w.ids.factory}`]) {
        const response = await get(path, actor);
        if (actor === "otherCustomer") expect(JSON.stringify(await response.json()), path).not.toMatch(/Parma|Laminazione|laminatoio|Rumore/);
        else expect(response.status, `${label} ${path}`).toBe(actor ? 403 : 401);
      }
    }
    // The other customer's file, asked through one of ours, is not there.
    expect((await get(`/api/workers/${w.ids.luca}/files/${w.ids.otherWorkerFile}`, "customer")).status).toBe(404);
  });

  it("gli elenchi della sezione 7: stabilimenti, reparti, mansioni di uno stabilimento, rischi di una mansione", async () => {
    const data = async (path: string) => ((await (await get(path, "customerLevel1")).json()) as { data: unknown }).data;
    expect(await data("/api/factories")).toEqual([{ id: w.ids.factory2, name: "Stabilimento di Modena" }, { id: w.ids.factory, name: "Stabilimento di Parma" }]);
    expect(await data(`/api/departments?factory_id=${w.ids.factory}`)).toEqual([expect.objectContaining({ name: "Laminazione", factory_id: w.ids.factory })]);
    expect(await data(`/api/jobs?factory_id=${w.ids.factory}`)).toEqual([expect.objectContaining({ name: "Operatore di laminatoio" })]);
    expect(await data(`/api/jobs?factory_id=${w.ids.otherFactory}`)).toEqual([]);
    expect(await data(`/api/hazards?job_id=${w.ids.job}&level=0`)).toEqual([{ id: w.ids.noise, name: "Rumore", level: 0 }]);
    expect(await data(`/api/hazards?job_id=${w.ids.otherJob}`)).toEqual([]);
    expect((await get("/api/hazards", "customer")).status).toBe(422);
    const { body } = await graphql<{ workforceJobs: { name: string }[] }>(t, "query ($f: Int!) { workforceJobs(factoryId: $f) { name } }", { f: w.ids.factory }, w.tokens.customer);
    expect(body.data!.workforceJobs).toEqual([{ name: "Operatore di laminatoio" }]);
  });

  it("foto e allegati: file veri su disco, dal livello 3; eliminare dal livello 5; nessuno tocca i lavoratori altrui", async () => {
    const upload = (mutation: string, id: number, bytes: Uint8Array, filename: string, actor: WorkforceActor) => {
      const form = new FormData();
      form.append("operations", JSON.stringify({ query: `mutation ($input: ${mutation === "setWorkforceWorkerPhoto" ? "SetWorkforceWorkerPhotoInput" : "AddWorkforceWorkerFileInput"}!) { ${mutation}(input: $input) {
        __typename ... on Error { message } ... on ${mutation === "setWorkforceWorkerPhoto" ? "SetWorkforceWorkerPhotoSuccess" : "AddWorkforceWorkerFileSuccess"} { data { worker { photo { downloadUrl } files { databaseId file { originalName downloadUrl } } } } } } }`,
        variables: { input: { workerId: globalId("WorkforceWorker", id), file: null } } }));
      form.append("map", JSON.stringify({ 0: ["variables.input.file"] }));
      form.append("0", new Blob([Buffer.from(bytes)]), filename);
      return Promise.resolve(t.app.fetch(new Request("http://localhost/graphql", { method: "POST", body: form, headers: { authorization: `Bearer ${w.tokens[actor]}` } }))).then((r: Response) => r.json()) as Promise<{ data: Record<string, { __typename: string; message?: string; data?: { worker: { photo: { downloadUrl: string } | null; files: { databaseId: number; file: { originalName: string; downloadUrl: string } }[] } } }> }>;
    };
    const refused = await upload("setWorkforceWorkerPhoto", w.ids.luca, SAMPLE_PNG, "foto.png", "customerLevel1");
    expect(refused.data.setWorkforceWorkerPhoto!.message).toBe("Serve il livello utente 3 o superiore");
    expect((await upload("setWorkforceWorkerPhoto", w.ids.luca, SAMPLE_PNG, "foto.png", "otherCustomer")).data.setWorkforceWorkerPhoto!.__typename).toBe("NotFoundError");
    expect((await upload("setWorkforceWorkerPhoto", w.ids.luca, await samplePdf(), "foto.pdf", "customer")).data.setWorkforceWorkerPhoto!.message).toMatch(/immagine/);

    const photo = await upload("setWorkforceWorkerPhoto", w.ids.luca, SAMPLE_PNG, "foto.png", "customer");
    expect(photo.data.setWorkforceWorkerPhoto!.data!.worker.photo!.downloadUrl).toBe(`/api/workers/${w.ids.luca}/photo`);
    const photoResponse = await get(`/api/workers/${w.ids.luca}/photo`, "customerLevel1");
    expect(new Uint8Array(await photoResponse.arrayBuffer())).toEqual(SAMPLE_PNG);
    expect((await get(`/api/workers/${w.ids.luca}/photo`, "otherCustomer")).status).toBe(404);

    const pdf = await samplePdf("Verbale consegna DPI");
    const added = await upload("addWorkforceWorkerFile", w.ids.luca, pdf, "Consegna DPI.pdf", "customer");
    const file = added.data.addWorkforceWorkerFile!.data!.worker.files[0]!;
    expect(file.file).toEqual({ originalName: "Consegna DPI.pdf", downloadUrl: `/api/workers/${w.ids.luca}/files/${file.databaseId}` });
    expect(new Uint8Array(await (await get(file.file.downloadUrl, "customerLevel1")).arrayBuffer())).toEqual(pdf);
    expect((await get(file.file.downloadUrl, "otherCustomer")).status).toBe(404);

    const remove = (actor: WorkforceActor) =>
      graphql<{ deleteWorkforceWorkerFile: { __typename: string; message?: string } }>(t, `mutation ($id: Int!) { deleteWorkforceWorkerFile(input: { fileId: $id }) { __typename ... on Error { message } } }`, { id: file.databaseId }, w.tokens[actor]);
    expect((await remove("customerLevel1")).body.data!.deleteWorkforceWorkerFile.message).toBe("Serve il livello utente 5 o superiore");
    expect((await remove("otherCustomer")).body.data!.deleteWorkforceWorkerFile.__typename).toBe("NotFoundError");
    expect((await remove("customer")).body.data!.deleteWorkforceWorkerFile.__typename).toBe("DeleteWorkforceWorkerFileSuccess");
    expect((await get(file.file.downloadUrl, "customer")).status).toBe(404);
  });
});
