// The worker area (spec sections 2 and 7, "Worker area") through GraphQL and the wr/ REST paths: the worker gets
// their own visits, portfolio and certificates (the stored bytes, under the stored name); another worker, a
// supplier, a customer and an anonymous caller get nothing of them, and a malformed id is answered cleanly.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import formationRouteQuery from "../../client/__generated__/FormationRouteQuery.graphql";
import medicineRouteQuery from "../../client/__generated__/MedicineRouteQuery.graphql";
import { graphql } from "../fixtures/auth-users";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createWorkerAreaWorld, type WorkerAreaActor, type WorkerAreaWorld } from "../fixtures/worker-area-world";

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString("base64");
const FILE_NOT_AVAILABLE = { message: "file non disponibile" };

const PORTFOLIO_QUERY = `{ viewer { worker { firstName lastName
  examinations { examinationDate visitType outcome certificate { originalName downloadUrl } }
  trainingPortfolio { position model { shortName category { name } } lastDate frequencyMonths nextDate enrolledInOpenCourse status certificate { originalName downloadUrl } } } } }`;
const NODE_QUERY = `query ($id: ID!) { node(id: $id) { id ... on Examination { visitType certificate { downloadUrl } }
  ... on TrainingProtocol { position certificate { downloadUrl } } ... on Worker { lastName trainingPortfolio { position } } } }`;

describe.each(databaseKinds)("area del lavoratore (%s)", (kind) => {
  let t: TestApp;
  let w: WorkerAreaWorld;
  let statements = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onQuery: () => (statements += 1) });
    w = await createWorkerAreaWorld(t);
  });
  afterAll(async () => t?.close());

  const get = (path: string, actor?: WorkerAreaActor) =>
    t.request(path, { headers: actor ? { authorization: `Bearer ${w.tokens[actor]}` } : {} });

  it("GraphQL: il lavoratore vede le proprie visite e il portfolio per posizione, con stato e certificati", async () => {
    const { body } = await graphql(t, PORTFOLIO_QUERY, {}, w.tokens.worker);
    expect(body).toEqual({
      data: {
        viewer: {
          worker: {
            firstName: "Luca",
            lastName: "Neri",
            examinations: [
              { examinationDate: w.day(-45), visitType: "RM", outcome: "IP", certificate: { originalName: "Certificato idoneità Luca Neri.pdf", downloadUrl: `/api/wr/getmdcert/${w.ids.visit}` } },
              { examinationDate: w.day(-400), visitType: "PV", outcome: "ID", certificate: null },
              { examinationDate: w.day(-800), visitType: "PV", outcome: "ID", certificate: { originalName: "", downloadUrl: `/api/wr/getmdcert/${w.ids.unnamedVisit}` } },
            ],
            trainingPortfolio: [
              { position: 1, model: { shortName: "GEN", category: { name: "Formazione Accordo Stato Regioni art 37" } }, lastDate: w.day(-300), frequencyMonths: 60, nextDate: w.day(1526),
                enrolledInOpenCourse: true, status: "IN_ORDER", certificate: { originalName: "Attestato formazione generale.pdf", downloadUrl: `/api/wr/getfrcert/${w.ids.inOrder}` } },
              { position: 2, model: { shortName: "PS-BC", category: { name: "Formazione addetti alle emergenze" } }, lastDate: w.day(-1130), frequencyMonths: 36, nextDate: w.day(-35),
                enrolledInOpenCourse: false, status: "EXPIRED", certificate: null },
              { position: 3, model: { shortName: "QUOTA", category: { name: "Formazione Accordo Stato Regioni art 37" } }, lastDate: null, frequencyMonths: 18, nextDate: null,
                enrolledInOpenCourse: false, status: "NEVER_DONE", certificate: null },
            ],
          },
        },
      },
    });
  });

  it("GraphQL: gli altri non hanno né il lavoratore, né le visite, né i corsi, né i certificati", async () => {
    for (const actor of ["otherWorker", "supplier", "customer", undefined] as const) {
      const token = actor ? w.tokens[actor] : undefined;
      for (const id of [globalId("Examination", w.ids.visit), globalId("TrainingProtocol", w.ids.inOrder), globalId("Worker", w.ids.worker)]) {
        expect((await graphql(t, NODE_QUERY, { id }, token)).body, `${actor ?? "anonimo"} ${id}`).toEqual({ data: { node: null } });
      }
    }
    // The other worker reads their own portfolio and nothing of Luca's.
    const { body } = await graphql<{ viewer: { worker: { lastName: string; examinations: unknown[]; trainingPortfolio: { certificate: { downloadUrl: string } }[] } } }>(
      t, PORTFOLIO_QUERY, {}, w.tokens.otherWorker);
    expect(body.data?.viewer.worker.lastName).toBe("Gialli");
    expect(body.data?.viewer.worker.trainingPortfolio.map((row) => row.certificate.downloadUrl)).toEqual([`/api/wr/getfrcert/${w.ids.otherCourse}`]);
    expect(JSON.stringify(body)).not.toMatch(/Neri|Luca/);
    for (const actor of ["supplier", "customer"] as const) {
      expect((await graphql(t, "{ viewer { worker { id } } }", {}, w.tokens[actor])).body).toEqual({ data: { viewer: { worker: null } } });
    }
  });

  it("GET wr/getmddata e wr/getfrdata: il nome e i propri dati in snake_case", async () => {
    const medical = await get("/api/wr/getmddata", "worker");
    expect(medical.status).toBe(200);
    expect(await medical.json()).toEqual({
      data: {
        name: "Luca Neri",
        examinations: [
          { id: w.ids.visit, examinationdate: w.day(-45), visit_type: "RM", outcome: "IP", outcome_bis: 1, has_certificate: 1 },
          { id: w.ids.visitWithoutCertificate, examinationdate: w.day(-400), visit_type: "PV", outcome: "ID", outcome_bis: 0, has_certificate: 0 },
          { id: w.ids.unnamedVisit, examinationdate: w.day(-800), visit_type: "PV", outcome: "ID", outcome_bis: 0, has_certificate: 1 },
        ],
      },
    });
    const training = await get("/api/wr/getfrdata", "worker");
    expect(training.status).toBe(200);
    const far = { name: "Formazione Accordo Stato Regioni art 37", code: "FAR" };
    expect(await training.json()).toEqual({
      data: {
        name: "Luca Neri",
        training_protocol: [
          { id: w.ids.inOrder, model: { category: far, short_name: "GEN", name: "Formazione generale" }, last_date: w.day(-300), frequency: 60, next_date: w.day(1526),
            position: 1, enrolled_open_course: 1, status: "IN_ORDER", has_certificate: 1 },
          { id: w.ids.expired, model: { category: { name: "Formazione addetti alle emergenze", code: "FAE" }, short_name: "PS-BC", name: "Primo soccorso gruppi B e C" },
            last_date: w.day(-1130), frequency: 36, next_date: w.day(-35), position: 2, enrolled_open_course: 0, status: "EXPIRED", has_certificate: 0 },
          { id: w.ids.neverDone, model: { category: far, short_name: "QUOTA", name: "Lavori in quota" }, last_date: null, frequency: 18, next_date: null,
            position: 3, enrolled_open_course: 0, status: "NEVER_DONE", has_certificate: 0 },
        ],
      },
    });
  });

  it("GET wr/getmddata e wr/getfrdata: 401 all'anonimo, 403 a fornitore e committente, all'altro lavoratore solo i suoi", async () => {
    for (const path of ["/api/wr/getmddata", "/api/wr/getfrdata"]) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ message: "Utente non autorizzato" });
      for (const actor of ["supplier", "customer"] as const) {
        const refused = await get(path, actor);
        expect(refused.status, `${actor} ${path}`).toBe(403);
        expect(await refused.text()).not.toMatch(/Neri/);
      }
      const other = await get(path, "otherWorker");
      expect(other.status).toBe(200);
      const text = await other.text();
      expect(text).toContain("Sara Gialli");
      expect(text).not.toMatch(/Neri|Luca/);
    }
  });

  it("GET wr/getmdcert/{id} e wr/getfrcert/{id}: il file archiviato, con il nome archiviato e gli spazi in trattini bassi", async () => {
    const cases = [
      [`/api/wr/getmdcert/${w.ids.visit}`, w.pdfs.visit, "Certificato_idoneità_Luca_Neri.pdf"],
      [`/api/wr/getfrcert/${w.ids.inOrder}`, w.pdfs.course, "Attestato_formazione_generale.pdf"],
      [`/api/wr/getmdcert/${w.ids.unnamedVisit}`, w.pdfs.visit, "certificato.pdf"],
    ] as const;
    for (const [path, stored, name] of cases) {
      const response = await get(path, "worker");
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      expect(Buffer.compare(Buffer.from(bytes), Buffer.from(stored))).toBe(0);
    }
    // A visit or a course without a certificate: the same 404 as every missing file.
    for (const path of [`/api/wr/getmdcert/${w.ids.visitWithoutCertificate}`, `/api/wr/getfrcert/${w.ids.expired}`]) {
      const response = await get(path, "worker");
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(FILE_NOT_AVAILABLE);
    }
  });

  it("i certificati di un lavoratore: a nessun altro, con la stessa risposta di un file che non esiste", async () => {
    const paths = [`/api/wr/getmdcert/${w.ids.visit}`, `/api/wr/getfrcert/${w.ids.inOrder}`, `/api/wr/getmdcert/${w.ids.otherVisit}`, `/api/wr/getfrcert/${w.ids.otherCourse}`];
    const missing = await get("/api/wr/getmdcert/2147483647", "worker");
    expect({ status: missing.status, body: await missing.json() }).toEqual({ status: 404, body: FILE_NOT_AVAILABLE });
    for (const actor of ["supplier", "customer"] as const) {
      for (const path of paths) {
        const response = await get(path, actor);
        expect({ status: response.status, body: await response.json() }, `${actor} ${path}`).toEqual({ status: 404, body: FILE_NOT_AVAILABLE });
      }
    }
    for (const [actor, path] of [["otherWorker", paths[0]], ["otherWorker", paths[1]], ["worker", paths[2]], ["worker", paths[3]]] as const) {
      const response = await get(path!, actor);
      expect({ status: response.status, body: await response.json() }, `${actor} ${path}`).toEqual({ status: 404, body: FILE_NOT_AVAILABLE });
    }
    for (const path of paths) {
      const response = await get(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Utente non autorizzato" });
    }
  });

  it("un id malformato risponde come un certificato che non c'è, 404 (401 all'anonimo, prima di tutto)", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "01", "1e3", "99999999999", "2147483648", "%20", encodeURIComponent("1;DROP TABLE")]) {
      for (const route of ["getmdcert", "getfrcert"]) {
        const response = await get(`/api/wr/${route}/${id}`, "worker");
        expect({ status: response.status, body: await response.json() }, `${route}/${id}`).toEqual({ status: 404, body: FILE_NOT_AVAILABLE });
      }
    }
    expect((await get("/api/wr/getmdcert/abc")).status).toBe(401);
    expect((await graphql(t, NODE_QUERY, { id: globalId("TrainingProtocol", "abc") }, w.tokens.worker)).body).toEqual({ data: { node: null } });
    expect((await graphql(t, NODE_QUERY, { id: "non-un-id" }, w.tokens.worker)).body).toEqual({ data: { node: null } });
  });

  // Last: it adds rows to the worker's visits and portfolio.
  it("/medicine e /formation come li chiede il client: le stesse istruzioni SQL con dieci volte le righe (nessuna per riga)", async () => {
    const screens = [medicineRouteQuery.params.text, formationRouteQuery.params.text];
    const count = async () => {
      const counts: number[] = [];
      for (const text of screens) {
        statements = 0;
        const { body } = await graphql(t, text!, {}, w.tokens.worker);
        expect(body.errors).toBeUndefined();
        counts.push(statements);
      }
      return counts;
    };
    const before = await count();
    // Counted at all (the viewer's user row at least), so equal counts mean something.
    expect(Math.min(...before)).toBeGreaterThan(0);
    const prisma = t.deps.prisma;
    const protocol = await prisma.trainingProtocol.findUniqueOrThrow({ where: { id: w.ids.inOrder } });
    const visit = await prisma.examination.findUniqueOrThrow({ where: { id: w.ids.visit } });
    const { id: _protocolId, ...protocolData } = protocol;
    const { id: _visitId, ...visitData } = visit;
    await prisma.trainingProtocol.createMany({ data: Array.from({ length: 27 }, (_, index) => ({ ...protocolData, position: 10 + index })) });
    await prisma.examination.createMany({ data: Array.from({ length: 27 }, () => visitData) });
    expect(await count()).toEqual(before);
  });
});
